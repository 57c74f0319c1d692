import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataFolderInUseError, liveHolderOf, lockDataFolder } from './data-folder-lock';

const LOCK = 'sns-server.lock';
const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
});

/** A process that stays alive, as another server holding the folder would. */
function liveProcess(): ChildProcess & { pid: number } {
  const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60_000)'], {
    stdio: 'ignore',
  });
  children.push(child);
  return child as ChildProcess & { pid: number };
}

const stateOf = (pid: number) => {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return { state: fields[0], startTime: fields[19] };
};

function heldBy(pid: number, startTime?: string) {
  const dir = mkdtempSync(join(tmpdir(), 'sns-lock-'));
  writeFileSync(join(dir, LOCK), JSON.stringify({ pid, host: hostname(), startTime }));
  return dir;
}

describe.skipIf(process.platform !== 'linux')('the data-folder lock', () => {
  it('refuses while the holder runs, after waiting for it a bounded time', async () => {
    const holder = liveProcess();
    await new Promise((r) => setTimeout(r, 100));
    const dir = heldBy(holder.pid, stateOf(holder.pid).startTime);
    const asked = Date.now();
    await expect(lockDataFolder(dir, 500)).rejects.toBeInstanceOf(DataFolderInUseError);
    expect(Date.now() - asked).toBeGreaterThanOrEqual(500);
    expect(liveHolderOf(dir)).toBe(holder.pid);
  });

  it('takes the folder over once the holder ends within the wait', async () => {
    const holder = liveProcess();
    await new Promise((r) => setTimeout(r, 100));
    const dir = heldBy(holder.pid, stateOf(holder.pid).startTime);
    setTimeout(() => holder.kill('SIGKILL'), 300);
    const release = await lockDataFolder(dir, 5_000);
    expect(JSON.parse(readFileSync(join(dir, LOCK), 'utf8')).pid).toBe(process.pid);
    release();
  });

  it('takes a zombie for gone: killed, not yet reaped by its parent', async () => {
    const holder = liveProcess();
    await new Promise((r) => setTimeout(r, 100));
    const dir = heldBy(holder.pid, stateOf(holder.pid).startTime);
    process.kill(holder.pid, 'SIGKILL');
    // This process is its parent and reaps it only when its event loop runs: until then, a zombie.
    while (stateOf(holder.pid).state !== 'Z')
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 5);
    expect(liveHolderOf(dir)).toBeUndefined();
    const locking = lockDataFolder(dir, 0);
    expect(stateOf(holder.pid).state).toBe('Z');
    const release = await locking;
    release();
  });

  it('takes a lock whose pid now belongs to another process for a dead holder’s', async () => {
    const unrelated = liveProcess();
    await new Promise((r) => setTimeout(r, 100));
    const dir = heldBy(unrelated.pid, '1');
    const release = await lockDataFolder(dir, 0);
    release();
  });
});
