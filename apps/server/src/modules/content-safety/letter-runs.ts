/**
 * A word as runs of one letter ("kiiill" → k·1 i·3 l·2). Words are compared run by run: the same
 * letters in the same order, each run as long as the listed word's — or three or more long, which
 * no English spelling needs, so "kiiill" and "bloooood" read as kill and blood while "rapper",
 * "Bob" and "pistil" stay themselves.
 */
export interface Runs {
  /** The letters with each run written once ("kil"). */
  shape: string;
  counts: readonly number[];
}

export function runsOf(word: string): Runs {
  let shape = '';
  const counts: number[] = [];
  for (const c of word) {
    if (shape.endsWith(c)) counts[counts.length - 1] = (counts.at(-1) ?? 0) + 1;
    else {
      shape += c;
      counts.push(1);
    }
  }
  return { shape, counts };
}

/** Runs of three or more read as any number: the disguise "kiiill". */
const sameRun = (typed: number, listed: number) => typed === listed || typed >= 3;

/** Whether `typed` runs from `at` on spell `listed`, run for run. */
export function runsMatchAt(typed: Runs, at: number, listed: Runs): boolean {
  if (!typed.shape.startsWith(listed.shape, at)) return false;
  return listed.counts.every((n, k) => sameRun(typed.counts[at + k] ?? 0, n));
}

/** Letters with every run written once: how compounds' other parts are looked up. */
export const squeeze = (word: string) => word.replace(/(\p{L})\1+/gu, '$1');
