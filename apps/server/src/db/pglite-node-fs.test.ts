import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { PgliteNodeFS } from './pglite-node-fs';

const root = mkdtempSync(join(tmpdir(), 'sns-node-fs-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const open = (dir: string, fs: PgliteNodeFS) =>
  PGlite.create(dir, {
    fs,
    startParams: [...PGlite.defaultStartParams.filter((param) => param !== '-F'), '-c', 'fsync=on'],
  });

/**
 * docs/decisions/063: PostgreSQL, opening a folder it was not shut down on, fsyncs every file in
 * it before its recovery; after one syncfs of the file system those fsyncs are skipped, and what
 * the recovery itself writes is still synced.
 */
describe.skipIf(process.platform !== 'linux')('PGlite on a folder after a crash', () => {
  it(
    'opens with one syncfs instead of an fsync of every file, and loses nothing',
    { timeout: 240_000 },
    async () => {
      const dir = join(root, 'db');
      const running = await open(dir, new PgliteNodeFS(dir, () => {}));
      await running.exec('create table notes (body text)');
      await running.exec("insert into notes select 'line ' || n from generate_series(1, 500) n");
      // The folder as a kill -9 leaves it: copied while the database is open, never shut down.
      const crashed = join(root, 'crashed');
      cpSync(dir, crashed, { recursive: true });
      await running.close();

      const fs = new PgliteNodeFS(crashed, () => {});
      fs.syncBeforeOpen();
      const reopened = await open(crashed, fs);
      fs.opened();
      const { rows } = await reopened.query<{ n: number }>('select count(*)::int as n from notes');
      await reopened.close();
      expect(rows[0]?.n).toBe(500);
      // Hundreds of files were not fsynced one by one; the recovery's own writes were.
      expect(fs.fsyncs.skipped).toBeGreaterThan(500);
      expect(fs.fsyncs.made).toBeGreaterThan(0);
      expect(fs.fsyncs.made).toBeLessThan(fs.fsyncs.skipped / 2);
    },
  );
});
