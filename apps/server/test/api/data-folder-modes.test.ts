import { lstatSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInParent } from '../helpers/factories';
import { createCompletedStory } from '../helpers/stories';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  // PGlite on disk, in DATA_DIR/db, as a parent's machine runs it.
  t = await createTestApp({}, { onDisk: true });
});
afterAll(async () => t.close());

/** Every file and folder under `dir` that anyone but its owner may read, write or enter. */
function sharedWithOthers(dir: string): string[] {
  const found: string[] = [];
  const walk = (path: string) => {
    const info = lstatSync(path);
    if (info.isSymbolicLink()) return;
    if ((info.mode & 0o077) !== 0) found.push(`${path} ${(info.mode & 0o777).toString(8)}`);
    if (info.isDirectory()) for (const entry of readdirSync(path)) walk(join(path, entry));
  };
  walk(dir);
  return found;
}

describe('DATA_DIR under the umask the tests run with (issue 31)', () => {
  it('keeps the database, stored files and outbox the owner’s alone', async () => {
    // This process's umask is the shell's (usually 0022): the modes are set where files are made.
    const { client } = await signedInParent(t);
    await createCompletedStory(client);
    const dataDir = t.config.dataDir;
    if (t.ctx.database.kind === 'pglite') {
      expect(readdirSync(join(dataDir, 'db')).length).toBeGreaterThan(0);
    }
    expect(readdirSync(join(dataDir, 'files'), { recursive: true }).length).toBeGreaterThan(0);
    expect(sharedWithOthers(dataDir)).toEqual([]);
  });
});
