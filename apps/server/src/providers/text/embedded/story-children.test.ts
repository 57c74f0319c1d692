import { describe, expect, it } from 'vitest';
import { variedStoryRequests } from '../../../../test/helpers/story-requests';
import type { StoryRequest } from '../types';
import { ageBand, countWords, WORD_RANGES } from './age-band';
import { writeEmbeddedStory } from './write-story';

const FORMS = {
  she: /\b(she|her|herself)\b/i,
  he: /\b(he|him|his|himself)\b/i,
  they: /\b(they|them|their|themselves)\b/i,
} as const;

const sentencesWith = (text: string, name: string): string[] =>
  (text.match(/[^.!?]+[.!?]+["”]?/g) ?? []).filter((sentence) => sentence.includes(name));

describe('children from profiles in embedded stories', () => {
  const stories = variedStoryRequests(240)
    .filter((request) => request.cast !== undefined)
    .map((request) => ({ request, text: writeEmbeddedStory(request).text }));

  it('brings every other child on the adventure by name, with their own pronouns', () => {
    expect(stories.length).toBeGreaterThan(150);
    for (const { request, text } of stories) {
      for (const child of request.cast?.slice(1) ?? []) {
        const sentences = sentencesWith(text, child.name);
        expect(sentences.length, text).toBeGreaterThan(0);
        expect(
          sentences.some((sentence) => FORMS[child.pronouns].test(sentence)),
          text,
        ).toBe(true);
      }
    }
  });

  it('uses the hero’s pronouns from the profile', () => {
    for (const { request, text } of stories) {
      const hero = request.cast?.[0];
      if (!hero) continue;
      expect(FORMS[hero.pronouns].test(text), text).toBe(true);
    }
  });

  it('keeps "they" plural: never "they was", "they is" or "they has"', () => {
    for (const request of variedStoryRequests(240)) {
      const { text } = writeEmbeddedStory(request);
      expect(text).not.toMatch(/\bthey (was|is|has)\b/i);
      expect(text).not.toMatch(/\b(she|he) (were|are|have)\b/i);
    }
  });

  it('agrees verbs with a child who is "they"', () => {
    const request: StoryRequest = {
      hero: 'Mia',
      age: 6,
      genre: 'Adventure',
      elements: ['dragon', 'kite', 'beach'],
      seed: 1,
      cast: [
        { name: 'Mia', pronouns: 'they' },
        { name: 'Sam', pronouns: 'they' },
      ],
    };
    const text = Array.from(
      { length: 30 },
      (_, seed) => writeEmbeddedStory({ ...request, seed }).text,
    ).join('\n');
    expect(text).toMatch(/\bthey were\b/i);
    expect(text).toMatch(/\btheir\b/);
  });

  it('leaves stories without profiles exactly as they were: no child, no guessed pronoun', () => {
    const request: StoryRequest = {
      hero: 'Mia',
      age: 6,
      genre: 'Fantasy',
      elements: ['dragon', 'a purple balloon', 'the moon'],
      seed: 4,
    };
    const plain = writeEmbeddedStory(request);
    expect(writeEmbeddedStory({ ...request, cast: undefined })).toEqual(plain);
    expect(plain.text).not.toMatch(/\bMia\b[^.!?]*\b(she|he)\b/);
  });

  it('keeps stories with two or three children inside their age band', () => {
    for (const { request, text } of stories) {
      const { min, max } = WORD_RANGES[ageBand(request.age)];
      expect(countWords(text)).toBeGreaterThanOrEqual(min);
      expect(countWords(text)).toBeLessThanOrEqual(max);
    }
  });

  it('tells the story of the first child when the hero field names them all, as Create Story sends it', () => {
    const cast = [
      { name: 'Maya', pronouns: 'she' },
      { name: 'Leo', pronouns: 'he' },
      { name: 'Sam', pronouns: 'they' },
    ] as const;
    for (const hero of ['Maya and Leo', 'Maya, Leo and Sam']) {
      for (const seed of [1, 2, 3, 4, 5]) {
        const request: StoryRequest = {
          hero,
          age: 6,
          elements: ['a kite', 'a fox', 'the moon'],
          genre: 'Comedy',
          seed,
          cast: cast.slice(0, hero.includes('Sam') ? 3 : 2),
        };
        const { text, scenes } = writeEmbeddedStory(request);
        expect(text).not.toContain(hero);
        expect(text).toMatch(/\bMaya\b/);
        for (const scene of scenes ?? []) expect(scene.present).not.toContain(hero);
      }
    }
    // A name the parent typed for the first child alone is theirs to keep.
    const nickname = writeEmbeddedStory({
      hero: 'Mimi',
      age: 6,
      elements: ['a kite', 'a fox', 'the moon'],
      genre: 'Comedy',
      seed: 1,
      cast: [...cast.slice(0, 2)],
    });
    expect(nickname.text).toMatch(/\bMimi\b/);
  });
});
