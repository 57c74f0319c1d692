import { describe, expect, it } from 'vitest';
import {
  inFirstAndLastThird,
  longestRepeatedPhrase,
  readingGrade,
  sentenceFrame,
  sharedFrames,
  syllables,
} from './story-metrics';

describe('story metrics', () => {
  it('finds a phrase said three times, as in "the stuffed bunny called pip"', () => {
    const text =
      'Maya hugged the stuffed bunny called pip. "Goodnight, stuffed bunny called pip," she said, and the stuffed bunny called pip murmured it back.';
    expect(longestRepeatedPhrase(text, 'Maya')).toEqual({
      words: 4,
      phrase: 'stuffed bunny called pip',
    });
    expect(longestRepeatedPhrase('Maya and Pip slept.', 'Maya').words).toBe(0);
  });

  it('masks a story’s own words, so one frame in two stories reads the same', () => {
    const own = [/Maya/g, /the kite/g];
    const a = sentenceFrame(
      'Maya could not stop smiling at the kite, and the kite smiled back.',
      own,
    );
    const b = sentenceFrame('Leo could not stop smiling at Pip, and Pip smiled back.', [/Leo/g]);
    expect(a).toBe(b);
    expect(sharedFrames([[a], [b], [a, a]])).toEqual([{ frame: a, stories: 3 }]);
  });

  it('tells whether an element is in the first third and in the last third', () => {
    const text = `The seaside was calm. ${'And so on. '.repeat(20)}Back at the seaside, all slept.`;
    expect(inFirstAndLastThird(text, /seaside/g)).toEqual({ first: true, last: true });
    expect(inFirstAndLastThird(text, /slept/g)).toEqual({ first: false, last: true });
  });

  it('grades simple text lower than long words in long sentences', () => {
    expect(syllables('cat')).toBe(1);
    expect(syllables('butterfly')).toBe(3);
    expect(readingGrade('The cat sat. The dog ran. We had fun.')).toBeLessThan(2);
    expect(
      readingGrade(
        'Extraordinarily complicated circumstances necessitated considerable deliberation regarding the appropriate administrative procedures.',
      ),
    ).toBeGreaterThan(12);
  });
});
