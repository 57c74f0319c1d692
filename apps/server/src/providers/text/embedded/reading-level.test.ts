import { GENRES } from '@sns/contract';
import { describe, expect, it } from 'vitest';
import { readingGrade } from '../../../../../../bench/lib/story-metrics';
import { joinShortSentences } from './wording';
import { createRandom } from './random';
import { writeEmbeddedStory } from './write-story';

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

/** The median Flesch–Kincaid grade of 60 stories for one age, over every genre. */
function gradeAt(age: number): number {
  return median(
    Array.from({ length: 60 }, (_, i) =>
      readingGrade(
        writeEmbeddedStory({
          hero: 'Mia',
          age,
          genre: GENRES[i % GENRES.length] ?? 'Fantasy',
          elements: ['owl', 'a red kite', 'the moon'],
          seed: 300 + i,
        }).text,
      ),
    ),
  );
}

describe('reading level by age band (issue 13)', () => {
  it('reads at a clearly higher grade for ages 8–15 than for ages 4–7, and simply for toddlers', () => {
    const little = gradeAt(2);
    const middle = gradeAt(6);
    const older = gradeAt(11);
    expect(little).toBeLessThanOrEqual(3.5);
    expect(middle).toBeLessThan(6.5);
    expect(older).toBeGreaterThan(middle + 0.8);
  });
});

describe('joinShortSentences', () => {
  const always = { ...createRandom(1), chance: () => true };

  it('joins short plain statements and lower-cases a common first word', () => {
    expect(joinShortSentences('The night was still. Far away, a bell chimed.', always)).toBe(
      'The night was still, and far away, a bell chimed.',
    );
    expect(joinShortSentences('Mia looked up. Then the moon winked.', always)).toBe(
      'Mia looked up, and then the moon winked.',
    );
  });

  it('leaves speech, questions, names and long sentences alone', () => {
    const untouched = [
      '"Hello?" , "Is anybody there?" and "I would like a friend." The sea was calm.',
      'Mia smiled. Luna smiled back.',
      'Where was it? The owl did not know.',
      'Mia did not shout; instead, Mia waited. The monkey gave back the hat.',
      'The path wound on and on past the hills and the woods and the rivers and the fields. The night grew deep and still and full of quiet stars and sleepy clouds.',
    ];
    for (const text of untouched) expect(joinShortSentences(text, always)).toBe(text);
  });
});
