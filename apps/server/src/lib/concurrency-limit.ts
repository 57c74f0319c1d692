/** Thrown when a limit's queue is full: the caller answers "busy" instead of waiting forever. */
export class QueueFullError extends Error {
  constructor() {
    super('Too much of this work is waiting already');
  }
}

/**
 * At most `max` tasks run at once; later ones wait in order (a finished task hands its slot
 * straight to the next). With `maxWaiting`, a task arriving to a full queue is refused with
 * QueueFullError at once rather than piling up memory and latency.
 */
export function createConcurrencyLimit(max: number, maxWaiting = Infinity) {
  let running = 0;
  const waiting: (() => void)[] = [];
  const acquire = () => {
    if (running < max) {
      running += 1;
      return Promise.resolve();
    }
    if (waiting.length >= maxWaiting) return Promise.reject(new QueueFullError());
    return new Promise<void>((resolve) => waiting.push(resolve));
  };
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  };
  return {
    async run<T>(task: () => Promise<T>): Promise<T> {
      await acquire();
      try {
        return await task();
      } finally {
        release();
      }
    },
    /** Tasks running and waiting now. */
    get load() {
      return { running, waiting: waiting.length };
    },
  };
}
