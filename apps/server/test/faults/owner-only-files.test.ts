import { chmodSync, lstatSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { signUpParent, writeStory } from '../../../../bench/lib/parents';
import {
  freePort,
  freshDataDir,
  startServerProcess,
  waitForHealth,
  type ServerProcess,
} from './server-process';

const started: ServerProcess[] = [];
afterEach(() => {
  for (const server of started.splice(0)) server.stop();
});

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

describe('DATA_DIR and its backups are the owner’s alone (issue 31)', () => {
  it(
    'a server started under umask 0000 leaves no file in DATA_DIR or a backup that others can read',
    { timeout: 300_000 },
    async () => {
      const dataDir = freshDataDir();
      chmodSync(dataDir, 0o777);
      // What an older version left behind under a usual umask: shared with everyone.
      mkdirSync(join(dataDir, 'files', 'users', 'old'), { recursive: true, mode: 0o777 });
      writeFileSync(join(dataDir, 'files', 'users', 'old', 'photo.png'), 'old', { mode: 0o666 });
      chmodSync(join(dataDir, 'files', 'users', 'old', 'photo.png'), 0o666);
      chmodSync(join(dataDir, 'files', 'users', 'old'), 0o777);

      const port = await freePort();
      const server = startServerProcess(
        ['sh', '-c', 'umask 0000 && exec node --import tsx apps/server/src/main.ts'],
        { DATA_DIR: dataDir, RATE_LIMITS: 'off' },
        port,
      );
      started.push(server);
      expect(await waitForHealth(port), server.output()).toBe(true);

      // A parent signs up (the outbox gets a mail), writes a story (the database, its WAL, a
      // picture) and has it narrated (a recording of the story).
      const baseUrl = `http://127.0.0.1:${port}`;
      const parent = await signUpParent(baseUrl, dataDir, 1);
      const storyId = await writeStory(parent.client, 'Maya');
      await parent.client.get(`/api/getAudioUrl/${storyId}`);
      for (let i = 0; i < 600; i += 1) {
        const res = await parent.client.get(`/api/getAudioUrl/${storyId}`);
        if (res.body.status !== 'running') break;
        await new Promise((r) => setTimeout(r, 100));
      }

      const backup = await fetch(`${baseUrl}/api/operations/backup`, {
        method: 'POST',
        headers: {
          'x-backup-token': readFileSync(join(dataDir, 'backup-token'), 'utf8').trim(),
        },
      });
      expect(backup.status).toBe(200);
      const { path } = (await backup.json()) as { path: string };
      expect(path.startsWith(dataDir)).toBe(true);

      const kinds = readdirSync(dataDir);
      expect(kinds).toEqual(
        expect.arrayContaining(['db', 'files', 'outbox', 'session-secret', 'backups']),
      );
      expect(readdirSync(join(path))).toEqual(
        expect.arrayContaining(['database.tar.gz', 'files', 'backup.json']),
      );
      expect(readdirSync(join(dataDir, 'files'), { recursive: true }).join('\n')).toMatch(/\.mp3/);
      expect(sharedWithOthers(dataDir)).toEqual([]);
    },
  );
});
