import { execFileSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, rmSync, statfsSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A small tmpfs of its own, so a test can fill a disk without touching the machine's. Mounting
 * needs root (or CAP_SYS_ADMIN): elsewhere the answer says why, and the test skips.
 */
export function mountSmallDisk(sizeMb: number): { dir: string } | { reason: string } {
  const dir = mkdtempSync(join(tmpdir(), 'sns-small-disk-'));
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${sizeMb}m`, 'tmpfs', dir], {
      stdio: 'pipe',
    });
    return { dir };
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    const detail = (error as { stderr?: Buffer }).stderr?.toString() || String(error);
    return {
      reason: `cannot mount a small tmpfs here (${detail.replace(/\s+/g, ' ').trim()}); needs root or CAP_SYS_ADMIN`,
    };
  }
}

/** Unmounts (lazily if something still holds a file open) and removes the mount point. */
export function unmountSmallDisk(dir: string) {
  try {
    execFileSync('umount', [dir], { stdio: 'pipe' });
  } catch {
    execFileSync('umount', ['-l', dir], { stdio: 'pipe' });
  }
  rmSync(dir, { recursive: true, force: true });
}

export function freeBytes(dir: string): number {
  const stats = statfsSync(dir);
  return stats.bavail * stats.bsize;
}

/**
 * Takes all the free space but `leaveBytes` with one big file, at once, as another program that
 * filled the disk and stopped; returns its path (delete it to give the room back). At once
 * matters: the server gives its reserve to the database when the disk fills, and a filler still
 * writing would take that too (docs/decisions/014 says what happens then).
 */
export function fillDisk(dir: string, leaveBytes: number): string {
  const file = join(dir, 'filler.bin');
  const bytes = freeBytes(dir) - leaveBytes;
  try {
    execFileSync('fallocate', ['-l', String(bytes), file], { stdio: 'pipe' });
  } catch {
    // No fallocate(1): write it, which takes longer.
    writeFiller(file, bytes);
  }
  return file;
}

function writeFiller(file: string, bytes: number) {
  const fd = openSync(file, 'w');
  const chunk = Buffer.alloc(1024 * 1024, 7);
  try {
    for (let left = bytes; left > 0; left -= chunk.length) {
      try {
        writeSync(fd, chunk, 0, Math.min(chunk.length, left));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOSPC') break;
        throw error;
      }
    }
  } finally {
    closeSync(fd);
  }
}
