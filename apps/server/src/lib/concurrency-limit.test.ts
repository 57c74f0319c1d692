import { describe, expect, it } from 'vitest';
import { createConcurrencyLimit, QueueFullError } from './concurrency-limit';

const later = () => {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
};

describe('createConcurrencyLimit', () => {
  it('runs at most `max` at once, the rest in order as slots free up', async () => {
    const limit = createConcurrencyLimit(2);
    const gates = [later(), later(), later()];
    const order: number[] = [];
    const runs = gates.map((gate, i) =>
      limit.run(async () => {
        order.push(i);
        await gate.promise;
      }),
    );
    await Promise.resolve();
    expect(limit.load).toEqual({ running: 2, waiting: 1 });
    expect(order).toEqual([0, 1]);
    gates[1]!.resolve();
    await runs[1];
    await Promise.resolve();
    expect(order).toEqual([0, 1, 2]);
    gates[0]!.resolve();
    gates[2]!.resolve();
    await Promise.all(runs);
    expect(limit.load).toEqual({ running: 0, waiting: 0 });
  });

  it('refuses at once when the queue is full, and a failed task frees its slot', async () => {
    const limit = createConcurrencyLimit(1, 1);
    const gate = later();
    const first = limit.run(() => gate.promise);
    const second = limit.run(async () => 'second');
    await expect(limit.run(async () => 'third')).rejects.toBeInstanceOf(QueueFullError);
    gate.resolve();
    await first;
    expect(await second).toBe('second');
    await expect(limit.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await limit.run(async () => 'after')).toBe('after');
  });
});
