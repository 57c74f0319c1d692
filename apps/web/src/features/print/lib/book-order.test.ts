import { MERGE_BOOKS_MAX } from '@sns/contract';
import { describe, expect, it } from 'vitest';
import { keepKnown, moveBook, togglePicked } from './book-order';

describe('picking and ordering books', () => {
  it('adds at the end and takes out, keeping the order', () => {
    expect(togglePicked([], 'a')).toEqual(['a']);
    expect(togglePicked(['a'], 'b')).toEqual(['a', 'b']);
    expect(togglePicked(['a', 'b', 'c'], 'b')).toEqual(['a', 'c']);
  });

  it('picks no more than the most that can be printed together', () => {
    const full = Array.from({ length: MERGE_BOOKS_MAX }, (_, i) => `b${i}`);
    expect(togglePicked(full, 'extra')).toEqual(full);
  });

  it('moves a book up or down, and not past either end', () => {
    expect(moveBook(['a', 'b', 'c'], 1, -1)).toEqual(['b', 'a', 'c']);
    expect(moveBook(['a', 'b', 'c'], 1, 1)).toEqual(['a', 'c', 'b']);
    expect(moveBook(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveBook(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });

  it('drops picks that are no longer among the books', () => {
    expect(keepKnown(['a', 'gone', 'b'], ['b', 'a'])).toEqual(['a', 'b']);
  });
});
