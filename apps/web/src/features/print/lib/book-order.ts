import { MERGE_BOOKS_MAX } from '@sns/contract';

/** Adds a book at the end of the picked ones, or takes it out (the rest keep their order). */
export function togglePicked(picked: readonly string[], bookId: string): string[] {
  if (picked.includes(bookId)) return picked.filter((id) => id !== bookId);
  if (picked.length >= MERGE_BOOKS_MAX) return [...picked];
  return [...picked, bookId];
}

/** Moves the book at `index` one place earlier (-1) or later (+1); out of range changes nothing. */
export function moveBook(picked: readonly string[], index: number, by: -1 | 1): string[] {
  const to = index + by;
  if (index < 0 || index >= picked.length || to < 0 || to >= picked.length) return [...picked];
  const next = [...picked];
  [next[index], next[to]] = [next[to] as string, next[index] as string];
  return next;
}

/** Keeps only picks that are still among the parent's books (one deleted meanwhile drops out). */
export function keepKnown(picked: readonly string[], known: readonly string[]): string[] {
  return picked.filter((id) => known.includes(id));
}
