import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { execFileSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { backupFolder, databaseArchive, zerosArchive } from '../../../test/helpers/backup-folders';
import { loadConfig } from '../../config';
import { restoreBackup } from './restore';

/** A folder outside DATA_DIR that a hostile backup points at, and what it holds. */
function outsideFolder() {
  const dir = mkdtempSync(join(tmpdir(), 'sns-outside-'));
  writeFileSync(join(dir, 'secret.txt'), 'not for the server');
  mkdirSync(join(dir, 'books'));
  writeFileSync(join(dir, 'books', 'keep.pdf'), 'keep me');
  return dir;
}

const snapshot = (dir: string) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .map(
      (e) =>
        `${join(e.parentPath, e.name)}:${e.isFile() ? readFileSync(join(e.parentPath, e.name), 'utf8') : e.isSymbolicLink() ? 'link' : 'dir'}`,
    )
    .sort();

function newDataDir() {
  const dataDir = mkdtempSync(join(tmpdir(), 'sns-restore-'));
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
  return { dataDir, config, secretBefore: readFileSync(join(dataDir, 'session-secret'), 'utf8') };
}

/** Refused, and DATA_DIR as it was: no database, no files, its own session secret. */
async function expectRefusedCleanly(backup: string, message: RegExp) {
  const { dataDir, config, secretBefore } = newDataDir();
  await expect(restoreBackup(config, backup)).rejects.toThrow(message);
  expect(existsSync(join(dataDir, 'files'))).toBe(false);
  const db = join(dataDir, 'db');
  expect(existsSync(db) ? readdirSync(db).filter((n) => n !== 'sns-server.lock') : []).toEqual([]);
  expect(readFileSync(join(dataDir, 'session-secret'), 'utf8')).toBe(secretBefore);
  expect(readdirSync(dataDir).filter((n) => !['db', 'session-secret'].includes(n))).toEqual([]);
}

beforeAll(async () => {
  await databaseArchive();
}, 30_000);

describe('restoreBackup (docs/decisions/054-restoring-untrusted-backups.md)', () => {
  it('restores a plain backup: database, files and session secret', async () => {
    const backup = await backupFolder();
    const { dataDir, config } = newDataDir();
    const manifest = await restoreBackup(config, backup);
    expect(manifest.files).toBe(1);
    expect(readFileSync(join(dataDir, 'files', 'users', 'u1', 'profile.png'), 'utf8')).toBe(
      'picture bytes',
    );
    expect(readFileSync(join(dataDir, 'session-secret'), 'utf8')).toBe('the backup secret');
    const { PGlite } = await import('@electric-sql/pglite');
    const db = await PGlite.create(join(dataDir, 'db'));
    expect((await db.query('select word from restored')).rows).toEqual([{ word: 'moon' }]);
    await db.close();
    expect(readdirSync(dataDir).sort()).toEqual(['db', 'files', 'session-secret']);
  }, 60_000);

  it.each([
    [
      'a picture linked to a file outside',
      (backup: string, outside: string) => {
        rmSync(join(backup, 'files', 'users', 'u1', 'profile.png'));
        symlinkSync(
          join(outside, 'secret.txt'),
          join(backup, 'files', 'users', 'u1', 'profile.png'),
        );
      },
      /files\/users\/u1\/profile\.png is a symbolic link/,
    ],
    [
      'files/books linked to a folder outside',
      (backup: string, outside: string) =>
        symlinkSync(join(outside, 'books'), join(backup, 'files', 'books')),
      /files\/books is a symbolic link/,
    ],
    [
      'files itself a link',
      (backup: string, outside: string) => {
        rmSync(join(backup, 'files'), { recursive: true });
        symlinkSync(outside, join(backup, 'files'));
      },
      /files is a symbolic link/,
    ],
    [
      'the session secret a link',
      (backup: string, outside: string) => {
        rmSync(join(backup, 'session-secret'));
        symlinkSync(join(outside, 'secret.txt'), join(backup, 'session-secret'));
      },
      /session-secret is a symbolic link/,
    ],
    [
      'backup.json a link',
      (backup: string, outside: string) => {
        writeFileSync(join(outside, 'backup.json'), readFileSync(join(backup, 'backup.json')));
        rmSync(join(backup, 'backup.json'));
        symlinkSync(join(outside, 'backup.json'), join(backup, 'backup.json'));
      },
      /backup\.json is not a regular file/,
    ],
    [
      'a named pipe among the files',
      (backup: string) => {
        execFileSync('mkfifo', [join(backup, 'files', 'pipe')]);
      },
      /files\/pipe is not a regular file or folder/,
    ],
  ])('refuses %s, writing nothing and touching nothing outside', async (_kind, plant, message) => {
    const backup = await backupFolder();
    const outside = outsideFolder();
    plant(backup, outside);
    const before = snapshot(outside);
    await expectRefusedCleanly(backup, message);
    expect(snapshot(outside)).toEqual(before);
  });

  it('refuses a database archive with a 2 GiB entry, in a moment, writing nothing', async () => {
    const backup = await backupFolder();
    writeFileSync(join(backup, 'database.tar.gz'), zerosArchive('/base/1/16384', 2 * 1024 ** 3));
    const started = performance.now();
    await expectRefusedCleanly(backup, /Nothing was restored: .*expands to 2048 MB/);
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it('refuses a database archive over RESTORE_MAX_DATABASE_MB', async () => {
    const backup = await backupFolder();
    const dataDir = mkdtempSync(join(tmpdir(), 'sns-restore-'));
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      RESTORE_MAX_DATABASE_MB: '64',
    });
    writeFileSync(join(backup, 'database.tar.gz'), zerosArchive('/base/1/16384', 65 * 1024 ** 2));
    await expect(restoreBackup(config, backup)).rejects.toThrow(
      /expands to more than 64 MB \(RESTORE_MAX_DATABASE_MB\)/,
    );
    expect(readdirSync(dataDir).sort()).toEqual(['db', 'session-secret']);
  });

  it('refuses a backup.json whose fields are not what a backup writes', async () => {
    const escape = '\u001b]0;owned\u0007\u001b[2J';
    for (const manifest of [
      { format: 1, createdAt: `2026-11-27T09:00:00.000Z${escape}`, files: 1 },
      { format: 1, createdAt: '2026-11-27T09:00:00.000Z', files: `1${escape}` },
      { format: `1${escape}`, createdAt: '2026-11-27T09:00:00.000Z', files: 1 },
    ]) {
      const backup = await backupFolder(manifest);
      const { config } = newDataDir();
      const refusal = await restoreBackup(config, backup).catch((error: Error) => error);
      expect(refusal).toBeInstanceOf(Error);
      expect((refusal as Error).message).toMatch(/cannot be restored: its backup.json/);
      expect((refusal as Error).message).not.toMatch(/\p{Cc}/u);
    }
  });
});
