import { describe, expect, it } from 'vitest';
import { activeMarkAt, formatClock, readAlongParagraphs } from './read-along';

const text = 'Mia woke up. The moon\nwas bright.\n\nShe smiled. Goodnight.';
const at = (sentence: string) => ({
  charStart: text.indexOf(sentence),
  charEnd: text.indexOf(sentence) + sentence.length,
});
const marks = [
  { start: 0, end: 1.2, ...at('Mia woke up.') },
  { start: 1.4, end: 3, ...at('The moon\nwas bright.') },
  { start: 3.6, end: 4.5, ...at('She smiled.') },
  { start: 4.7, end: 5.5, ...at('Goodnight.') },
];

describe('readAlongParagraphs', () => {
  it('cuts each paragraph into its sentences, as the story page shows them', () => {
    expect(readAlongParagraphs(text, marks)).toEqual([
      [{ text: 'Mia woke up.', mark: 0 }, { text: ' ' }, { text: 'The moon was bright.', mark: 1 }],
      [{ text: 'She smiled.', mark: 2 }, { text: ' ' }, { text: 'Goodnight.', mark: 3 }],
    ]);
  });

  it('shows the plain paragraphs without marks', () => {
    expect(readAlongParagraphs(text, [])).toEqual([
      [{ text: 'Mia woke up. The moon was bright.' }],
      [{ text: 'She smiled. Goodnight.' }],
    ]);
  });
});

describe('activeMarkAt', () => {
  it('finds the sentence being spoken, keeping it lit through the pause after it', () => {
    expect(activeMarkAt(marks, 0)).toBe(0);
    expect(activeMarkAt(marks, 1.3)).toBe(0);
    expect(activeMarkAt(marks, 1.4)).toBe(1);
    expect(activeMarkAt(marks, 4.6)).toBe(2);
    expect(activeMarkAt(marks, 99)).toBe(3);
    expect(activeMarkAt([{ start: 0.5, end: 1, charStart: 0, charEnd: 1 }], 0.1)).toBe(-1);
    expect(activeMarkAt([], 3)).toBe(-1);
  });
});

describe('formatClock', () => {
  it('reads minutes and seconds', () => {
    expect(formatClock(0)).toBe('0:00');
    expect(formatClock(65.7)).toBe('1:05');
    expect(formatClock(Number.NaN)).toBe('0:00');
  });
});
