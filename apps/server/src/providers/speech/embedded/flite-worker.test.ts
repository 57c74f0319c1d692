import { describe, expect, it } from 'vitest';
import { nextStory } from './flite-worker';

describe('nextStory', () => {
  it('speaks first for a story nobody has heard yet', () => {
    const stories = [
      { id: 'playing', spokenSeconds: 3, firstPieceAt: 0 },
      { id: 'new', spokenSeconds: 0 },
    ];
    expect(nextStory(stories, 1000)?.id).toBe('new');
  });

  it('then for the listener with the least audio in hand', () => {
    // At 10 s: "ahead" has 30 s spoken since 0 (20 s in hand), "close" 12 s since 1 s (3 s in hand).
    const stories = [
      { id: 'ahead', spokenSeconds: 30, firstPieceAt: 0 },
      { id: 'close', spokenSeconds: 12, firstPieceAt: 1000 },
    ];
    expect(nextStory(stories, 10_000)?.id).toBe('close');
  });

  it('has nothing to do when no story is waiting', () => {
    expect(nextStory([], 0)).toBeUndefined();
  });
});
