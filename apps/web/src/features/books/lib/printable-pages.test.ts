import { describe, expect, it } from 'vitest';
import { picturesBeforePassages } from './printable-pages';

describe('picturesBeforePassages', () => {
  it('spreads the pictures evenly from the first passage on', () => {
    expect([...picturesBeforePassages(3, 9)]).toEqual([
      [0, 0],
      [3, 1],
      [6, 2],
    ]);
    expect([...picturesBeforePassages(1, 7)]).toEqual([[0, 0]]);
  });

  it('shows at most one picture per passage, and none without pictures or text', () => {
    expect([...picturesBeforePassages(5, 2)]).toEqual([
      [0, 0],
      [1, 1],
    ]);
    expect(picturesBeforePassages(0, 6).size).toBe(0);
    expect(picturesBeforePassages(4, 0).size).toBe(0);
  });
});
