import { existsSync, mkdtempSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DiskFullError } from './disk-full';
import { RESERVE_FILE, startDiskSpaceGuard, type DiskSpaceGuard } from './disk-space-guard';
import { MB } from './free-space';

const RESERVE = 2 * MB;
const guards: DiskSpaceGuard[] = [];
afterEach(() => guards.splice(0).forEach((g) => g.stop()));

/** A guard on a fresh folder whose free space the test sets. */
function guardWith(initialFree: number) {
  const dir = mkdtempSync(join(tmpdir(), 'sns-disk-guard-'));
  const logged: string[] = [];
  const disk = { free: initialFree };
  const guard = startDiskSpaceGuard(
    dir,
    RESERVE,
    { info: (_o, msg) => logged.push(msg), error: (_o, msg) => logged.push(msg) },
    () => disk.free,
  );
  guards.push(guard);
  return { dir, guard, disk, logged, reserve: join(dir, RESERVE_FILE) };
}

/** The reserve file's size once it exists, waiting up to a deadline (0 if it never appears). */
const held = async (file: string) => {
  const deadline = Date.now() + 2_000;
  while (!existsSync(file) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
  return existsSync(file) ? statSync(file).size : 0;
};

describe('the disk space guard', () => {
  it('holds a reserve file and takes work while there is room', async () => {
    const { guard, reserve } = guardWith(100 * MB);
    expect(await held(reserve)).toBe(RESERVE);
    expect(guard.roomForWork()).toBe(true);
    expect(() => guard.assertRoomForFile(10 * MB)).not.toThrow();
  });

  it('keeps the last DISK_RESERVE_MB for the database: a file may not eat into it', async () => {
    const { guard, disk, reserve } = guardWith(100 * MB);
    await held(reserve);
    disk.free = RESERVE + 3 * MB;
    expect(() => guard.assertRoomForFile(2 * MB)).not.toThrow();
    expect(() => guard.assertRoomForFile(4 * MB)).toThrow(DiskFullError);
    expect(guard.roomForWork()).toBe(true);
  });

  it('gives the reserve to the database when the disk fills, and takes it back with room again', async () => {
    const { guard, disk, reserve, logged } = guardWith(100 * MB);
    await held(reserve);
    disk.free = 100 * 1024; // another program took the rest
    expect(guard.roomForWork()).toBe(false);
    expect(existsSync(reserve)).toBe(false);
    expect(() => guard.assertRoomForFile(1)).toThrow(DiskFullError);
    expect(logged.join('\n')).toMatch(/nearly full/);

    // The reserve's room is back, but that is the database's: still no new work.
    disk.free = RESERVE + 100 * 1024;
    expect(guard.roomForWork()).toBe(false);
    disk.free = 2 * RESERVE;
    guard.roomForWork();
    expect(await held(reserve)).toBe(RESERVE);
    disk.free = 2 * RESERVE - RESERVE; // the file took its room
    expect(guard.roomForWork()).toBe(true);
    expect(logged.join('\n')).toMatch(/room on the disk again/);
  });

  it('starts without a reserve on a nearly full disk, and drops one of the wrong size', () => {
    const dir = mkdtempSync(join(tmpdir(), 'sns-disk-guard-'));
    writeFileSync(join(dir, RESERVE_FILE), Buffer.alloc(1024));
    writeFileSync(join(dir, `${RESERVE_FILE}.0123456789ab.tmp`), Buffer.alloc(10));
    const guard = startDiskSpaceGuard(dir, RESERVE, { info: () => {}, error: () => {} }, () => 0);
    guards.push(guard);
    expect(existsSync(join(dir, RESERVE_FILE))).toBe(false);
    expect(existsSync(join(dir, `${RESERVE_FILE}.0123456789ab.tmp`))).toBe(false);
    expect(guard.roomForWork()).toBe(false);
  });

  it('does nothing with DISK_RESERVE_MB=0', () => {
    const dir = mkdtempSync(join(tmpdir(), 'sns-disk-guard-'));
    const guard = startDiskSpaceGuard(dir, 0, { info: () => {}, error: () => {} }, () => 0);
    expect(guard.roomForWork()).toBe(true);
    expect(() => guard.assertRoomForFile(MB)).not.toThrow();
    expect(existsSync(join(dir, RESERVE_FILE))).toBe(false);
  });
});
