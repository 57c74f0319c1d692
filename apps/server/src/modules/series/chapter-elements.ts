import type { ChapterMemory } from '../../providers/text/types';

/**
 * The three elements a new chapter is written from (docs/decisions/066): the chapter before's, so
 * the same friends, things and places come back — and, when the parent adds one new element, it
 * takes the place of a thing or place that is not a companion (the friends always stay).
 */
export function chapterElements(
  before: string[],
  memory: ChapterMemory | null,
  newElement: string | undefined,
): string[] {
  const added = newElement?.trim();
  if (!added) return before;
  if (before.some((e) => e.toLowerCase() === added.toLowerCase())) return before;
  const friends = new Set(
    (memory?.companions ?? []).map((c) => (c.typed ?? c.name).trim().toLowerCase()),
  );
  let replace = -1;
  for (let i = before.length - 1; i >= 0; i--) {
    if (!friends.has((before[i] ?? '').toLowerCase())) {
      replace = i;
      break;
    }
  }
  if (replace < 0) replace = before.length - 1;
  return before.map((e, i) => (i === replace ? added : e));
}
