import { GENRES } from '@sns/contract';
import { describe, expect, it } from 'vitest';
import type { StoryRequest } from '../types';
import { writeEmbeddedStory } from './write-story';

/** Sentences split on . ! ? and normalised, so punctuation and case don't hide a repeat. */
function sentences(text: string): Set<string> {
  return new Set(
    text
      .split(/[.!?]+/)
      .map((s) =>
        s
          .toLowerCase()
          .replace(/[^a-z0-9 ]/g, ' ')
          .replace(/\s+/g, ' ')
          .trim(),
      )
      .filter(Boolean),
  );
}

/** The largest share of sentences any two stories have in common: |shared| / min(|a|, |b|). */
function worstOverlap(stories: readonly string[]): number {
  const sets = stories.map(sentences);
  let worst = 0;
  for (let i = 0; i < sets.length; i++) {
    for (let j = i + 1; j < sets.length; j++) {
      const a = sets[i] ?? new Set<string>();
      const b = sets[j] ?? new Set<string>();
      let shared = 0;
      for (const sentence of a) if (b.has(sentence)) shared++;
      worst = Math.max(worst, shared / Math.min(a.size, b.size));
    }
  }
  return worst;
}

const base: Omit<StoryRequest, 'seed' | 'genre' | 'age'> = {
  hero: 'Mia',
  elements: ['dragon', 'a purple balloon', 'the moon'],
  plotTwist: 'the dragon is afraid of the dark',
  lifeLesson: 'be kind to others',
};

describe('100 stories from the same inputs (seeds 1..100)', () => {
  it.each(GENRES.flatMap((genre) => [2, 5, 10].map((age) => [genre, age] as const)))(
    '%s, age %i: no two share more than half their sentences',
    (genre, age) => {
      const stories = Array.from(
        { length: 100 },
        (_, i) => writeEmbeddedStory({ ...base, genre, age, seed: i + 1 }).text,
      );
      expect(worstOverlap(stories)).toBeLessThanOrEqual(0.5);
    },
  );

  it('stays varied without a twist or a lesson, with other elements', () => {
    const stories = Array.from(
      { length: 100 },
      (_, i) =>
        writeEmbeddedStory({
          hero: 'Leo',
          age: 6,
          genre: 'Adventure',
          elements: ['owl', 'Grandma', 'cookies'],
          seed: i + 1,
        }).text,
    );
    expect(worstOverlap(stories)).toBeLessThanOrEqual(0.5);
  });
});
