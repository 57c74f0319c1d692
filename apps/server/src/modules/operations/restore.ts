import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { lstat, mkdir, readdir, readFile, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Config } from '../../config';
import { DATA_FOLDER_LOCK, lockDataFolder } from '../../db/data-folder-lock';
import { restrictToOwner } from '../../lib/owner-only';
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
import {
  clearInterruptedRestore,
  createRestoreStaging,
  moveRestoreIntoPlace,
} from './restore-staging';

export class RestoreRefusedError extends Error {}

/**
 * Restores a folder `npm run backup` wrote into this configuration's empty DATA_DIR
 * (docs/decisions/032). It never overwrites: a database or files already there are refused, so
 * a mistyped folder cannot wipe a live one. No server may be running on it (the folder lock says).
 * Everything in the backup is checked before anything is written: only regular files and real
 * folders are taken (docs/decisions/054-restoring-untrusted-backups.md), and the database archive
 * is expanded within RESTORE_MAX_DATABASE_MB.
 * Everything is then written into a staging folder and moved into place, the database last
 * (docs/decisions/052): a restore killed half-way leaves no half database, and the next clears
 * what it left.
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
  await assertRegularBackup(from);
  for (const target of [dbDir, filesDir]) await assertRealFolder(target);
  await mkdir(dbDir, { recursive: true, mode: 0o700 });
  const release = await lockDataFolder(dbDir);
  try {
    await clearInterruptedRestore(config.dataDir, dbDir);
    refuseUnlessEmpty([dbDir, filesDir]);
    const staging = await createRestoreStaging(config.dataDir);
    const staged = {
      db: join(staging, 'db'),
      files: join(staging, 'files'),
      sessionSecret: join(staging, BACKUP_FILES.sessionSecret),
    };
    try {
      await mkdir(staged.db, { mode: 0o700 });
      await restoreDatabase(
        join(from, BACKUP_FILES.database),
        staged.db,
        config.restoreMaxDatabaseBytes,
      );
      // Created afresh by the copy, so nothing already there (a link) is written through.
      await copyRegularTree(join(from, BACKUP_FILES.files), staged.files);
      const secret = join(from, BACKUP_FILES.sessionSecret);
      if (existsSync(secret))
        await copyRegularFile(secret, staged.sessionSecret, BACKUP_FILES.sessionSecret);
    } catch (error) {
      // Refused (a link, an archive bomb) before anything moved: nothing of it is left behind.
      await rm(staging, { recursive: true, force: true });
      throw error;
    }
    await moveRestoreIntoPlace(
      staging,
      [
        { from: staged.files, to: filesDir },
        ...(existsSync(staged.sessionSecret)
          ? [{ from: staged.sessionSecret, to: join(config.dataDir, BACKUP_FILES.sessionSecret) }]
          : []),
      ],
      { from: staged.db, to: dbDir },
    );
  } finally {
    release();
  }
  // A backup copied about under another umask comes back the owner's alone.
  await restrictToOwner(config.dataDir);
  return manifest;
}

function refuseUnlessEmpty(targets: string[]) {
  for (const target of targets) {
    if (existsSync(target) && readdirSync(target).some((name) => name !== DATA_FOLDER_LOCK)) {
      throw new RestoreRefusedError(
        `${target} is not empty: restore into a new DATA_DIR, or move this one away first`,
      );
    }
  }
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

/** A target that exists must be a real folder, never a link (its emptiness is checked under the lock). */
async function assertRealFolder(target: string) {
  const stats = await lstat(target).catch(() => undefined);
  if (stats && !stats.isDirectory())
    throw new RestoreRefusedError(
      `${target} is not a folder (a link?): restore into a new DATA_DIR`,
    );
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
