import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';

/** Thrown when another live server already holds the folder. */
export class DataFolderInUseError extends Error {}

const LOCK_FILE = 'sns-server.lock';

/**
 * PGlite is one process's database: two servers on one folder each think they own the files and
 * silently lose each other's writes. The first server writes its pid into a lock file created
 * exclusively; a second finds it, sees the process alive and refuses to start. A lock left by a
 * process that is gone (a crash, kill -9) is taken over. Returns the release function.
 */
export function lockDataFolder(dir: string): () => void {
  const file = join(dir, LOCK_FILE);
  const mine = JSON.stringify({ pid: process.pid, host: hostname() });
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      writeFileSync(file, mine, { flag: 'wx', mode: 0o600 });
      return () => {
        try {
          if (readFileSync(file, 'utf8') === mine) rmSync(file, { force: true });
        } catch {
          // Already gone: nothing to release.
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = readHolder(file);
      if (holder && holder.host === hostname() && isAlive(holder.pid)) {
        throw new DataFolderInUseError(
          `Another Starry Night Story server (pid ${holder.pid}) is using the database in ${dir}. ` +
            'Stop it first, or give this one another DATA_DIR.',
        );
      }
      // Left behind by a server that is gone: take it over.
      rmSync(file, { force: true });
    }
  }
  throw new DataFolderInUseError(`Could not lock the database folder ${dir}.`);
}

function readHolder(file: string): { pid: number; host: string } | undefined {
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as { pid?: unknown; host?: unknown };
    if (typeof parsed.pid === 'number' && typeof parsed.host === 'string')
      return { pid: parsed.pid, host: parsed.host };
  } catch {
    // Unreadable (a crash mid-write): treat as stale.
  }
  return undefined;
}

function isAlive(pid: number): boolean {
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else — alive all the same.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The pid of the live server on this machine holding the folder, if one does. */
export function liveHolderOf(dir: string): number | undefined {
  const holder = readHolder(join(dir, LOCK_FILE));
  return holder && holder.host === hostname() && isAlive(holder.pid) ? holder.pid : undefined;
}
