import { existsSync } from 'node:fs';
import { copyFile, mkdir, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Config } from '../../config';
import type { DatabaseHandle } from '../../db/client';
import { copyRegularTree } from './copy-regular-tree';
import { restrictToOwner } from '../../lib/owner-only';

/** The shape of a backup folder; restore refuses any other. */
export const BACKUP_FORMAT = 1;
export const BACKUP_FILES = {
  manifest: 'backup.json',
  database: 'database.tar.gz',
  files: 'files',
  sessionSecret: 'session-secret',
} as const;

export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  createdAt: string;
  files: number;
}

export class BackupNotPossibleError extends Error {}

/**
 * A backup of the embedded default (docs/decisions/032) into the new folder `dir`: the database
 * first, as one consistent copy taken under PGlite's lock, then the stored files. Files are written
 * before the rows that name them and never changed after, so every file the copied database names
 * is there — unless it was deleted between the two steps (a story deleted during the backup), which
 * leaves that one story without its picture in the copy. The session secret goes too, so the
 * sessions and file links of the restored server keep working. It is written into `<dir>.incomplete`
 * and renamed to `dir` once whole (docs/decisions/052): a backup interrupted half-way is never taken
 * for one, and the next backup removes what it left.
 */
export async function writeBackup(
  database: DatabaseHandle,
  config: Config,
  dir: string,
): Promise<BackupManifest> {
  if (!database.dumpEmbedded || config.storage.kind !== 'local') {
    throw new BackupNotPossibleError(
      'npm run backup copies the embedded database and local files; with PostgreSQL and S3 use pg_dump and a bucket copy (README, "Backups")',
    );
  }
  if (existsSync(dir)) throw new BackupNotPossibleError(`${dir} already exists`);
  await removeInterruptedBackups(dirname(dir));
  const staging = incompleteBackupOf(dir);
  await mkdir(staging, { recursive: true, mode: 0o700 });
  const dump = await database.dumpEmbedded();
  await writeFile(join(staging, BACKUP_FILES.database), Buffer.from(await dump.arrayBuffer()), {
    mode: 0o600,
  });
  const filesDir = config.storage.dir;
  // Only regular files and real folders, as restore will take (docs/decisions/054).
  if (existsSync(filesDir))
    await copyRegularTree(filesDir, join(staging, BACKUP_FILES.files), { skipVanished: true });
  else await mkdir(join(staging, BACKUP_FILES.files));
  const secret = join(config.dataDir, BACKUP_FILES.sessionSecret);
  if (existsSync(secret)) await copyFile(secret, join(staging, BACKUP_FILES.sessionSecret));
  const manifest: BackupManifest = {
    format: BACKUP_FORMAT,
    createdAt: new Date().toISOString(),
    files: (await readdir(join(staging, BACKUP_FILES.files), { recursive: true })).length,
  };
  await writeFile(join(staging, BACKUP_FILES.manifest), `${JSON.stringify(manifest, null, 2)}\n`, {
    mode: 0o600,
  });
  // Copies keep their sources' modes: files an older version left readable are not, here.
  await restrictToOwner(staging);
  await rename(staging, dir);
  return manifest;
}

const INCOMPLETE = '.incomplete';

/** Where a backup is written until it is whole. */
export const incompleteBackupOf = (dir: string) => `${dir}${INCOMPLETE}`;

/**
 * Removes the backups in `folder` whose writing was interrupted (a server killed mid-backup).
 * One backup is written at a time: by the server holding the database, or by `npm run backup`
 * holding its lock when no server runs.
 */
export async function removeInterruptedBackups(folder: string) {
  if (!existsSync(folder)) return;
  for (const name of await readdir(folder)) {
    if (name.endsWith(INCOMPLETE)) await rm(join(folder, name), { recursive: true, force: true });
  }
}

/** Where the running server puts a backup it is asked for: DATA_DIR/backups/<time>. */
export const backupFolderIn = (dataDir: string, now = new Date()) =>
  join(dataDir, 'backups', now.toISOString().replace(/[:.]/g, '-'));
