import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { copyFile, cp, mkdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Config } from '../../config';
import { DATA_FOLDER_LOCK, lockDataFolder } from '../../db/data-folder-lock';
import { BACKUP_FILES, BACKUP_FORMAT, type BackupManifest } from './backup';
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
 * Everything is first written into a staging folder, then moved into place, the database last
 * (docs/decisions/052): a restore killed half-way leaves no half database, and the next clears
 * what it left.
 */
export async function restoreBackup(config: Config, from: string): Promise<BackupManifest> {
  const manifest = readManifest(from);
  if (config.database.kind !== 'pglite' || config.storage.kind !== 'local') {
    throw new RestoreRefusedError(
      'npm run restore restores the embedded default (PGlite and local files); unset DATABASE_URL and STORAGE',
    );
  }
  const dbDir = config.database.dir;
  const filesDir = config.storage.dir;
  await mkdir(dbDir, { recursive: true });
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
    await loadDatabaseInto(staged.db, from);
    await copyFilesInto(staged.files, from);
    await copySessionSecretInto(staged.sessionSecret, from);
    await moveRestoreIntoPlace(
      staging,
      [
        { from: staged.files, to: filesDir },
        { from: staged.sessionSecret, to: join(config.dataDir, BACKUP_FILES.sessionSecret) },
      ],
      { from: staged.db, to: dbDir },
    );
  } finally {
    release();
  }
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

/** The backup's database, loaded by PGlite into the new folder `dir` and checked to answer. */
async function loadDatabaseInto(dir: string, from: string) {
  const { PGlite } = await import('@electric-sql/pglite');
  const dump = await readFile(join(from, BACKUP_FILES.database));
  const db = await PGlite.create(dir, { loadDataDir: new Blob([new Uint8Array(dump)]) });
  await db.query('select 1');
  await db.close();
}

async function copyFilesInto(dir: string, from: string) {
  await cp(join(from, BACKUP_FILES.files), dir, { recursive: true });
}

/** The backup's own secret, so its sessions and file links keep working. */
async function copySessionSecretInto(file: string, from: string) {
  const secret = join(from, BACKUP_FILES.sessionSecret);
  if (existsSync(secret)) await copyFile(secret, file);
}

function readManifest(from: string): BackupManifest {
  const file = join(from, BACKUP_FILES.manifest);
  if (!existsSync(file))
    throw new RestoreRefusedError(`${from} is not a backup: no ${BACKUP_FILES.manifest}`);
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as BackupManifest;
  if (manifest.format !== BACKUP_FORMAT) {
    throw new RestoreRefusedError(
      `${from} is a backup of format ${manifest.format}; this version reads ${BACKUP_FORMAT}`,
    );
  }
  return manifest;
}
