import { createConcurrencyLimit } from '../../../lib/concurrency-limit';

/**
 * Starts `task(i)` for every index with at most `limit` running at once, in index order, and
 * returns one promise per index — so a caller can use result 0 while later ones are being made.
 */
export function runLimited<T>(
  count: number,
  limit: number,
  task: (index: number) => Promise<T>,
): Promise<T>[] {
  const slots = createConcurrencyLimit(limit);
  return Array.from({ length: count }, (_, i) => {
    const result = slots.run(() => task(i));
    // The caller may stop reading after a failure; an unread rejection must not crash the process.
    result.catch(() => {});
    return result;
  });
}
