import { QueueFullError } from './concurrency-limit';

export interface FairQueueLimits {
  /** Tasks running at once, all requesters together. */
  slots: number;
  /** Tasks one requester may run at once: below `slots`, so one requester never holds them all. */
  runningPerRequester: number;
  /** Tasks waiting, all requesters together, before the next is refused with QueueFullError. */
  waiting: number;
  /** Tasks one requester may have waiting. */
  waitingPerRequester: number;
}

/**
 * A concurrency limit shared by many requesters that takes turns between them: a freed slot goes
 * to the requester who has waited longest in the rotation, not to the oldest task, and no
 * requester runs more than its share. One parent sending a stream of slow uploads then delays
 * another parent's upload by at most one task, instead of by the whole line.
 */
export function createFairQueue(limits: FairQueueLimits) {
  let running = 0;
  let waitingCount = 0;
  const runningBy = new Map<string, number>();
  // Map order is the rotation: a requester served moves to the end.
  const waitingBy = new Map<string, (() => void)[]>();

  const canStart = (key: string) =>
    running < limits.slots && (runningBy.get(key) ?? 0) < limits.runningPerRequester;
  const start = (key: string) => {
    running += 1;
    runningBy.set(key, (runningBy.get(key) ?? 0) + 1);
  };
  const dispatch = () => {
    for (const key of [...waitingBy.keys()]) {
      if (running >= limits.slots) return;
      const line = waitingBy.get(key);
      if (!line || !canStart(key)) continue;
      const next = line.shift()!;
      waitingCount -= 1;
      waitingBy.delete(key);
      if (line.length > 0) waitingBy.set(key, line);
      start(key);
      next();
    }
  };
  const acquire = (key: string) => {
    if (!waitingBy.has(key) && canStart(key)) {
      start(key);
      return Promise.resolve();
    }
    const line = waitingBy.get(key) ?? [];
    if (waitingCount >= limits.waiting || line.length >= limits.waitingPerRequester)
      return Promise.reject(new QueueFullError());
    waitingCount += 1;
    return new Promise<void>((resolve) => {
      line.push(resolve);
      waitingBy.set(key, line);
    });
  };
  const release = (key: string) => {
    running -= 1;
    const left = (runningBy.get(key) ?? 1) - 1;
    if (left > 0) runningBy.set(key, left);
    else runningBy.delete(key);
    dispatch();
  };

  return {
    async run<T>(requester: string, task: () => Promise<T>): Promise<T> {
      await acquire(requester);
      try {
        return await task();
      } finally {
        release(requester);
      }
    },
    get load() {
      return { running, waiting: waitingCount };
    },
  };
}
