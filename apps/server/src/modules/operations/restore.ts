import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { copyFile, cp, mkdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Config } from '../../config';
import { lockDataFolder } from '../../db/data-folder-lock';
import { BACKUP_FILES, BACKUP_FORMAT, type BackupManifest } from './backup';

export class RestoreRefusedError extends Error {}

/**
 * Restores a folder `npm run backup` wrote into this configuration's empty DATA_DIR
 * (docs/decisions/032). It never overwrites: a database or files already there are refused, so
 * a mistyped folder cannot wipe a live one. No server may be running on it (the folder lock says).
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
  for (const target of [dbDir, filesDir]) {
    if (existsSync(target) && readdirSync(target).some((name) => name !== 'sns-server.lock')) {
      throw new RestoreRefusedError(
        `${target} is not empty: restore into a new DATA_DIR, or move this one away first`,
      );
    }
  }
  await mkdir(dbDir, { recursive: true });
  const release = await lockDataFolder(dbDir);
  try {
    const { PGlite } = await import('@electric-sql/pglite');
    const dump = await readFile(join(from, BACKUP_FILES.database));
    const db = await PGlite.create(dbDir, { loadDataDir: new Blob([new Uint8Array(dump)]) });
    await db.query('select 1');
    await db.close();
  } finally {
    release();
  }
  await cp(join(from, BACKUP_FILES.files), filesDir, { recursive: true });
  const secret = join(from, BACKUP_FILES.sessionSecret);
  if (existsSync(secret)) await copyFile(secret, join(config.dataDir, BACKUP_FILES.sessionSecret));
  return manifest;
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
