/**
 * Starts `task(i)` for every index with at most `limit` running at once, in index order, and
 * returns one promise per index — so a caller can use result 0 while later ones are being made.
 */
export function runLimited<T>(
  count: number,
  limit: number,
  task: (index: number) => Promise<T>,
): Promise<T>[] {
  let running = 0;
  const waiting: (() => void)[] = [];
  const acquire = () => {
    if (running < limit) {
      running += 1;
      return Promise.resolve();
    }
    return new Promise<void>((resolve) => waiting.push(resolve));
  };
  // A finished task hands its slot straight to the next waiting one.
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  };
  const results: Promise<T>[] = [];
  for (let i = 0; i < count; i += 1) {
    const result = acquire().then(async () => {
      try {
        return await task(i);
      } finally {
        release();
      }
    });
    // The caller may stop reading after a failure; an unread rejection must not crash the process.
    result.catch(() => {});
    results.push(result);
  }
  return results;
}
