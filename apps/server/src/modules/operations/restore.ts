import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { lstat, mkdir, readdir, readFile, rename, rm, rmdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Config } from '../../config';
import { lockDataFolder } from '../../db/data-folder-lock';
import { BACKUP_FILES, type BackupManifest } from './backup';
import {
  assertRegularTree,
  copyRegularFile,
  copyRegularTree,
  NotARegularTreeError,
} from './copy-regular-tree';
import { parseBackupManifest } from './describe-backup';
import {
  ArchiveRefusedError,
  extractWithLimit,
  POSTGRES_SEGMENT_BYTES,
} from './extract-with-limit';
import { restrictToOwner } from '../../lib/owner-only';

export class RestoreRefusedError extends Error {}

/**
 * Restores a folder `npm run backup` wrote into this configuration's empty DATA_DIR
 * (docs/decisions/032). It never overwrites: a database or files already there are refused, so
 * a mistyped folder cannot wipe a live one. No server may be running on it (the folder lock says).
 * Everything in the backup is checked before anything is written: only regular files and real
 * folders are taken (docs/decisions/054-restoring-untrusted-backups.md), and the database archive
 * is expanded within RESTORE_MAX_DATABASE_MB.
 */
export async function restoreBackup(config: Config, from: string): Promise<BackupManifest> {
  try {
    return await restoreChecked(config, from);
  } catch (error) {
    if (error instanceof NotARegularTreeError || error instanceof ArchiveRefusedError)
      throw new RestoreRefusedError(`Nothing was restored: ${error.message}`);
    throw error;
  }
}

async function restoreChecked(config: Config, from: string): Promise<BackupManifest> {
  const manifest = await readManifest(from);
  if (config.database.kind !== 'pglite' || config.storage.kind !== 'local') {
    throw new RestoreRefusedError(
      'npm run restore restores the embedded default (PGlite and local files); unset DATABASE_URL and STORAGE',
    );
  }
  const dbDir = config.database.dir;
  const filesDir = config.storage.dir;
  for (const target of [dbDir, filesDir]) await assertEmptyRealFolder(target);
  await assertRegularBackup(from);

  await mkdir(dbDir, { recursive: true });
  const release = lockDataFolder(dbDir);
  try {
    await restoreDatabase(join(from, BACKUP_FILES.database), dbDir, config.restoreMaxDatabaseBytes);
  } finally {
    release();
  }
  // Created afresh by the copy, so nothing already there (a link) is written through.
  if (existsSync(filesDir)) await rmdir(filesDir);
  await copyRegularTree(join(from, BACKUP_FILES.files), filesDir);
  const secret = join(from, BACKUP_FILES.sessionSecret);
  if (existsSync(secret)) {
    const target = join(config.dataDir, BACKUP_FILES.sessionSecret);
    const partial = `${target}.${randomBytes(6).toString('hex')}.tmp`;
    await copyRegularFile(secret, partial, BACKUP_FILES.sessionSecret);
    // A rename replaces the name itself: a link there is replaced, never followed.
    await rename(partial, target);
  }
  // A backup copied about under another umask comes back the owner's alone.
  await restrictToOwner(config.dataDir);
  return manifest;
}

/**
 * The database archive expanded (extract-with-limit.ts) beside `dbDir`, opened once to check it
 * is a database, then moved in. `dbDir` holds only the folder lock until then.
 */
async function restoreDatabase(archive: string, dbDir: string, totalBytes: number) {
  const staging = `${dbDir}.restoring-${randomBytes(6).toString('hex')}`;
  await extractWithLimit(archive, staging, {
    entryBytes: POSTGRES_SEGMENT_BYTES,
    totalBytes,
    entries: 100_000,
  });
  try {
    const { PGlite } = await import('@electric-sql/pglite');
    const db = await PGlite.create(staging);
    await db.query('select 1');
    await db.close();
    for (const name of await readdir(staging)) await rename(join(staging, name), join(dbDir, name));
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/** A target that exists must be a real, empty folder (but for the folder lock): never a link. */
async function assertEmptyRealFolder(target: string) {
  const stats = await lstat(target).catch(() => undefined);
  if (!stats) return;
  if (!stats.isDirectory())
    throw new RestoreRefusedError(
      `${target} is not a folder (a link?): restore into a new DATA_DIR`,
    );
  if (readdirSync(target).some((name) => name !== 'sns-server.lock')) {
    throw new RestoreRefusedError(
      `${target} is not empty: restore into a new DATA_DIR, or move this one away first`,
    );
  }
}

/** Every part of the backup a regular file or a real folder, as `npm run backup` writes them. */
async function assertRegularBackup(from: string) {
  for (const name of [BACKUP_FILES.manifest, BACKUP_FILES.database, BACKUP_FILES.sessionSecret]) {
    const stats = await lstat(join(from, name)).catch(() => undefined);
    if (name === BACKUP_FILES.database && !stats)
      throw new RestoreRefusedError(`${from} has no ${name}`);
    if (stats && !stats.isFile())
      throw new RestoreRefusedError(
        `Nothing was restored: ${name} is ${stats.isSymbolicLink() ? 'a symbolic link' : 'not a regular file'}`,
      );
  }
  if (!(await lstat(join(from, BACKUP_FILES.files)).catch(() => undefined)))
    throw new RestoreRefusedError(`${from} has no ${BACKUP_FILES.files} folder`);
  await assertRegularTree(join(from, BACKUP_FILES.files), BACKUP_FILES.files);
}

async function readManifest(from: string): Promise<BackupManifest> {
  const file = join(from, BACKUP_FILES.manifest);
  const stats = await lstat(file).catch(() => undefined);
  if (!stats) throw new RestoreRefusedError(`${from} is not a backup: no ${BACKUP_FILES.manifest}`);
  // Read only once known to be the backup's own file, not a link to one elsewhere.
  if (!stats.isFile())
    throw new RestoreRefusedError(
      `Nothing was restored: ${BACKUP_FILES.manifest} is not a regular file`,
    );
  const parsed = parseBackupManifest(await readFile(file, 'utf8'));
  if (!parsed.ok) throw new RestoreRefusedError(`${from} cannot be restored: ${parsed.problem}`);
  return parsed.manifest;
}
