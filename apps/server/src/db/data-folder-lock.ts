import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';

/** Thrown when another live server already holds the folder. */
export class DataFolderInUseError extends Error {}

export const DATA_FOLDER_LOCK = 'sns-server.lock';

/**
 * How long a start waits for the holder to end before refusing. A server killed a moment ago can
 * still look alive (a zombie until its parent reaps it, 1–2 s): a supervisor restarting at once
 * must get a server, not a refusal (issue 33).
 */
export const LOCK_WAIT_MS = 5_000;

interface Holder {
  pid: number;
  host: string;
  /** When the holder started, in the kernel's clock ticks (Linux): tells a reused pid apart. */
  startTime?: string;
}

/**
 * PGlite is one process's database: two servers on one folder each think they own the files and
 * silently lose each other's writes. The first server writes its pid into a lock file created
 * exclusively; a second finds it, sees the process alive and — after waiting up to `waitMs` for
 * it to end — refuses to start. A lock left by a process that is gone (a crash, kill -9, a zombie,
 * its pid since reused) is taken over. Returns the release function.
 */
export async function lockDataFolder(dir: string, waitMs = LOCK_WAIT_MS): Promise<() => void> {
  const file = join(dir, DATA_FOLDER_LOCK);
  const mine = JSON.stringify({
    pid: process.pid,
    host: hostname(),
    startTime: startTimeOf(process.pid),
  } satisfies Holder);
  const until = Date.now() + waitMs;
  for (;;) {
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
    }
    const holder = readHolder(file);
    if (!holder || !isLiveHolder(holder)) {
      // Left behind by a server that is gone: take it over.
      rmSync(file, { force: true });
      continue;
    }
    if (Date.now() >= until) {
      throw new DataFolderInUseError(
        `Another Starry Night Story server (pid ${holder.pid}) is using the database in ${dir}. ` +
          'Stop it first, or give this one another DATA_DIR.',
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

function readHolder(file: string): Holder | undefined {
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<Record<keyof Holder, unknown>>;
    if (typeof parsed.pid === 'number' && typeof parsed.host === 'string') {
      return {
        pid: parsed.pid,
        host: parsed.host,
        ...(typeof parsed.startTime === 'string' ? { startTime: parsed.startTime } : {}),
      };
    }
  } catch {
    // Unreadable (a crash mid-write): treat as stale.
  }
  return undefined;
}

/** Whether the holder is a running process on this machine (another host's lock is taken over). */
function isLiveHolder(holder: Holder): boolean {
  if (holder.host !== hostname()) return false;
  if (holder.pid === process.pid) return true;
  const stat = procStat(holder.pid);
  if (stat === 'no /proc') return signalReaches(holder.pid);
  if (stat === undefined) return false;
  // Z: killed, waiting only for its parent to reap it; X: being reaped. Neither runs.
  if (stat.state === 'Z' || stat.state === 'X') return false;
  // The pid now belongs to another process (after a reboot, say): the holder is gone.
  if (holder.startTime !== undefined && holder.startTime !== stat.startTime) return false;
  return true;
}

function signalReaches(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else — alive all the same.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * A process's state and start time from /proc/<pid>/stat (Linux): undefined when there is no such
 * process, 'no /proc' where the system has none.
 */
function procStat(pid: number): { state: string; startTime: string } | undefined | 'no /proc' {
  let text: string;
  try {
    text = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ESRCH') {
      return procExists() ? undefined : 'no /proc';
    }
    return 'no /proc';
  }
  // "pid (comm) state ppid …": comm may hold spaces and parentheses; the fields follow the last ')'.
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
  // Field 3 is the state; field 22, the start time, is the 20th after it.
  return { state: fields[0] ?? '', startTime: fields[19] ?? '' };
}

const procExists = () => {
  try {
    readFileSync('/proc/self/stat');
    return true;
  } catch {
    return false;
  }
};

function startTimeOf(pid: number): string | undefined {
  const stat = procStat(pid);
  return typeof stat === 'object' ? stat.startTime : undefined;
}

/** The pid of the live server on this machine holding the folder, if one does. */
export function liveHolderOf(dir: string): number | undefined {
  const holder = readHolder(join(dir, DATA_FOLDER_LOCK));
  return holder && isLiveHolder(holder) ? holder.pid : undefined;
}
