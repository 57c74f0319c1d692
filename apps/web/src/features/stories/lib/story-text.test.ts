import { describe, expect, it } from 'vitest';
import { formatStoryDate, storyParagraphs, storyPreview } from './story-text';

describe('storyParagraphs', () => {
  it('splits on blank lines and joins wrapped lines', () => {
    expect(storyParagraphs('Once upon\na time.\n\n  The end. \n\n')).toEqual([
      'Once upon a time.',
      'The end.',
    ]);
    expect(storyParagraphs(null)).toEqual([]);
  });
});

describe('storyPreview', () => {
  it('keeps the first 128 characters', () => {
    const text = 'a'.repeat(200);
    expect(storyPreview(text)).toBe(`${'a'.repeat(128)}…`);
    expect(storyPreview('Short.')).toBe('Short.');
  });
});

describe('formatStoryDate', () => {
  it('reads like "November 22, 2026"', () => {
    expect(formatStoryDate('2026-11-22T12:00:00Z')).toBe('November 22, 2026');
    expect(formatStoryDate('nope')).toBe('');
  });
});
