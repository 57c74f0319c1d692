import { randomBytes } from 'node:crypto';
import { mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { open, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { DiskFullError } from './disk-full';
import { freeBytes } from './free-space';

/** Holds the reserve in DATA_DIR; delete it by hand to give the room back at once. */
export const RESERVE_FILE = 'disk-reserve.bin';
/** How often the free space is looked at between the checks that work and files make. */
const CHECK_EVERY_MS = 1000;

export interface DiskSpaceGuard {
  /** False while the disk is nearly full: new paid work is then refused before it is charged. */
  roomForWork(): boolean;
  /** Throws DiskFullError when a file of `bytes` would eat into the database's reserve. */
  assertRoomForFile(bytes: number): void;
  stop(): void;
}

interface GuardLog {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/**
 * Keeps DISK_RESERVE_MB of DATA_DIR for the database (docs/decisions/014). Files and new work may
 * only use the space above that floor; the database may use all of it. A reserve file holds the
 * same amount again: when something else fills the disk (a log, another program) and the free
 * space drops below the floor, the file is deleted, so the database still has room to record
 * failures and refunds — and PGlite room for a new WAL segment, whose absence makes PostgreSQL
 * abort. It is written again, and work taken again, once twice the reserve is free.
 */
export function startDiskSpaceGuard(
  dir: string,
  reserveBytes: number,
  log: GuardLog,
  free: (dir: string) => number = freeBytes,
): DiskSpaceGuard {
  if (reserveBytes === 0) {
    return { roomForWork: () => true, assertRoomForFile: () => {}, stop: () => {} };
  }
  mkdirSync(dir, { recursive: true });
  const file = join(dir, RESERVE_FILE);
  // One of another size (the setting changed) or half-written by a process that died: not ours.
  for (const name of readdirSync(dir)) {
    if (name.startsWith(`${RESERVE_FILE}.`)) rmSync(join(dir, name), { force: true });
  }
  let held = sizeOf(file) === reserveBytes;
  if (!held) rmSync(file, { force: true });
  let writing = false;
  let given = false;

  const check = () => {
    const room = free(dir);
    if (held && room < reserveBytes) {
      rmSync(file, { force: true });
      held = false;
      given = true;
      log.error(
        { freeBytes: room, reserveBytes },
        'the disk is nearly full: new work is refused, and the reserve is given to the database',
      );
    } else if (!held && !writing && room >= 2 * reserveBytes) {
      writing = true;
      reserve(file, reserveBytes)
        .then(() => {
          held = true;
          if (given)
            log.info({ reserveBytes }, 'there is room on the disk again: work is taken again');
          given = false;
        })
        .catch((error: unknown) =>
          log.error({ err: error }, 'the disk reserve could not be written'),
        )
        .finally(() => {
          writing = false;
        });
    }
    return held ? room : 0;
  };

  check();
  const timer = setInterval(check, CHECK_EVERY_MS);
  timer.unref();
  return {
    roomForWork: () => check() >= reserveBytes,
    assertRoomForFile(bytes) {
      if (check() - bytes < reserveBytes) {
        throw new DiskFullError('The disk is nearly full: the room left is kept for the database');
      }
    },
    stop: () => clearInterval(timer),
  };
}

function sizeOf(file: string): number | undefined {
  try {
    return statSync(file).size;
  } catch {
    return undefined;
  }
}

/**
 * Writes the reserve beside its place and renames it there, so a half-written one never counts.
 * Random bytes, not zeros: a compressing file system would keep zeros in no room at all.
 */
async function reserve(file: string, bytes: number) {
  const partial = `${file}.${randomBytes(6).toString('hex')}.tmp`;
  const chunk = randomBytes(1024 * 1024);
  const handle = await open(partial, 'w');
  try {
    for (let left = bytes; left > 0; left -= chunk.length) {
      await handle.write(chunk, 0, Math.min(chunk.length, left));
    }
    await handle.sync();
  } catch (error) {
    await handle.close();
    await rm(partial, { force: true });
    throw error;
  }
  await handle.close();
  await rename(partial, file);
}
