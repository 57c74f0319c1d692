import { describe, expect, it } from 'vitest';
import { QueueFullError } from './concurrency-limit';
import { createFairQueue } from './fair-queue';

const later = () => {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
};
const tick = () => new Promise((r) => setImmediate(r));

describe('createFairQueue', () => {
  it('never gives one requester every slot: another starts at once beside it', async () => {
    const queue = createFairQueue({
      slots: 2,
      runningPerRequester: 1,
      waiting: 16,
      waitingPerRequester: 4,
    });
    const gate = later();
    const started: string[] = [];
    const task = (name: string) => async () => {
      started.push(name);
      await gate.promise;
    };
    const runs = [
      queue.run('greedy', task('greedy-1')),
      queue.run('greedy', task('greedy-2')),
      queue.run('greedy', task('greedy-3')),
      queue.run('other', task('other-1')),
    ];
    await tick();
    expect(started).toEqual(['greedy-1', 'other-1']);
    gate.resolve();
    await Promise.all(runs);
    expect(started).toEqual(['greedy-1', 'other-1', 'greedy-2', 'greedy-3']);
  });

  it('takes turns between requesters when the slots are full', async () => {
    const queue = createFairQueue({
      slots: 1,
      runningPerRequester: 1,
      waiting: 16,
      waitingPerRequester: 4,
    });
    const gates = new Map<string, ReturnType<typeof later>>();
    const started: string[] = [];
    const run = (who: string, n: number) => {
      const gate = later();
      gates.set(`${who}${n}`, gate);
      return queue.run(who, async () => {
        started.push(`${who}${n}`);
        await gate.promise;
      });
    };
    const runs = [run('a', 1), run('a', 2), run('a', 3), run('b', 1), run('c', 1)];
    for (const name of ['a1', 'a2', 'b1', 'c1', 'a3']) {
      await tick();
      expect(started.at(-1)).toBe(name);
      gates.get(name)!.resolve();
    }
    await Promise.all(runs);
  });

  it('refuses a requester past its waiting share, and everyone past the total', async () => {
    const queue = createFairQueue({
      slots: 1,
      runningPerRequester: 1,
      waiting: 3,
      waitingPerRequester: 2,
    });
    const gate = later();
    const hold = () => gate.promise;
    const runs = [queue.run('a', hold), queue.run('a', hold), queue.run('a', hold)];
    await expect(queue.run('a', hold)).rejects.toBeInstanceOf(QueueFullError);
    runs.push(queue.run('b', hold));
    await expect(queue.run('c', hold)).rejects.toBeInstanceOf(QueueFullError);
    expect(queue.load).toEqual({ running: 1, waiting: 3 });
    gate.resolve();
    await Promise.all(runs);
    expect(queue.load).toEqual({ running: 0, waiting: 0 });
  });
});
