import { chmod, lstat, readdir } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Everything under DATA_DIR is its owner's alone (docs/data-folder.md): the database files hold
 * e-mail addresses and password hashes, the stored files are children's photos, stories and
 * voices. Folders are 0700 and files 0600, whatever umask the server was started with.
 */
export const OWNER_ONLY_UMASK = 0o077;
const FOLDER_MODE = 0o700;
const FILE_MODE = 0o600;

/**
 * Files and folders this process creates from now on are its owner's alone — PGlite's files, the
 * stored files, the outbox, backups — whoever creates them. Only a process's main thread may do
 * this, so the entry points call it first (main.ts, worker.ts, operations.ts).
 */
export function createOwnerOnly(): void {
  process.umask(OWNER_ONLY_UMASK);
}

/**
 * Makes `dir` and everything in it owner-only: what an older version, a restore, or a copy made
 * under another umask left readable by others. Symbolic links are left alone (a link's mode
 * means nothing; its target may be anyone's). Entries it may not change are skipped.
 */
export async function restrictToOwner(dir: string): Promise<void> {
  let info;
  try {
    info = await lstat(dir);
  } catch {
    return;
  }
  if (info.isSymbolicLink()) return;
  const mode = info.isDirectory() ? FOLDER_MODE : FILE_MODE;
  if ((info.mode & 0o777) !== mode) await chmod(dir, mode).catch(() => undefined);
  if (!info.isDirectory()) return;
  const entries = await readdir(dir).catch(() => [] as string[]);
  for (const entry of entries) await restrictToOwner(join(dir, entry));
}
