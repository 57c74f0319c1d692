import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { mkdir, rename, rm, rmdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { DATA_FOLDER_LOCK } from '../../db/data-folder-lock';

/**
 * A restore is built in this folder of DATA_DIR, then moved into place (docs/decisions/052): the
 * database last, as the one step that makes it done. Its presence means a restore is running or
 * was interrupted.
 */
export const RESTORE_STAGING = 'restore-in-progress';
/** What was already moved out of the staging folder into DATA_DIR, one target per line. */
const JOURNAL = 'moved';

export const restoreStagingIn = (dataDir: string) => join(dataDir, RESTORE_STAGING);

export class InterruptedRestoreError extends Error {}

/** A server must not start on a folder a restore is writing, or left half-written. */
export function assertNoRestoreInProgress(dataDir: string) {
  if (!existsSync(restoreStagingIn(dataDir))) return;
  throw new InterruptedRestoreError(
    `A restore into ${dataDir} did not finish (${RESTORE_STAGING} is there): run npm run restore -- <backup folder> again; it clears what the interrupted one left`,
  );
}

/**
 * Clears what an interrupted restore left, so the next can start on an empty folder: the staging
 * folder, and whatever it had already moved into DATA_DIR before the database. If the database
 * had been moved — the restore was done but for removing the staging folder — only that goes.
 * The caller holds the data-folder lock.
 */
export async function clearInterruptedRestore(dataDir: string, dbDir: string) {
  const staging = restoreStagingIn(dataDir);
  if (!existsSync(staging)) return;
  const committed = !existsSync(join(staging, 'db')) && existsSync(join(dbDir, 'PG_VERSION'));
  if (!committed) {
    for (const target of movedTargets(staging)) await rm(target, { recursive: true, force: true });
  }
  await rm(staging, { recursive: true, force: true });
}

function movedTargets(staging: string): string[] {
  try {
    return readFileSync(join(staging, JOURNAL), 'utf8').split('\n').filter(Boolean);
  } catch {
    return [];
  }
}

/**
 * Moves the staged restore into place: `moves` in order, each target written to the journal
 * before it is moved (an interrupted restore is undone from it), then the database's folder —
 * the commit — then the staging folder is removed. Renames within one file system: each move is
 * whole or not at all. Targets are empty or absent (restore refuses others); an empty folder
 * there, or one holding only the data-folder lock, is replaced.
 */
export async function moveRestoreIntoPlace(
  staging: string,
  moves: { from: string; to: string }[],
  database: { from: string; to: string },
) {
  const journal = join(staging, JOURNAL);
  const moved: string[] = [];
  for (const { from, to } of moves) {
    if (!existsSync(from)) continue;
    moved.push(to);
    await writeFile(journal, `${moved.join('\n')}\n`);
    await replaceEmpty(to);
    await rename(from, to);
  }
  await replaceEmpty(database.to);
  await rename(database.from, database.to);
  await rm(staging, { recursive: true, force: true });
}

/** Makes room for a rename onto `target`: an empty folder (but for the lock file) is removed. */
async function replaceEmpty(target: string) {
  if (!existsSync(target)) return;
  let names: string[];
  try {
    names = readdirSync(target);
  } catch {
    // A file (a session secret generated before the restore): the rename replaces it.
    return;
  }
  if (names.some((name) => name !== DATA_FOLDER_LOCK)) throw new Error(`${target} is not empty`);
  await rm(join(target, DATA_FOLDER_LOCK), { force: true });
  await rmdir(target);
}

export async function createRestoreStaging(dataDir: string) {
  const staging = restoreStagingIn(dataDir);
  await mkdir(staging, { recursive: true });
  return staging;
}
