import { describe, expect, it } from 'vitest';
import { planRoles } from './element-roles';
import { parseNounPhrase } from './noun-phrase';
import { castOrder } from './story-tokens';
import { writeEmbeddedStory } from './write-story';

const cast = (...typed: string[]) => castOrder(typed.map((t) => parseNounPhrase(t, 'Maya')));

describe('planRoles', () => {
  it("keeps the child's own toy or pet a companion from home", () => {
    expect(planRoles(cast('a stuffed bunny called Pip', 'my dog'), 1)).toEqual([
      'companion',
      'companion',
    ]);
  });

  it('makes the first place the destination and any other a place passed on the way', () => {
    const roles = planRoles(cast('the seaside', "her grandmother's greenhouse"), 1);
    expect(roles).toEqual(['destination', 'setting']);
  });

  it('makes the first of two things the key to the problem and the second the reward', () => {
    expect(planRoles(cast('a magic key', 'a treasure map'), 7)).toEqual(['key', 'reward']);
  });

  it('gives two people or animals met on the way one helper and one to be helped', () => {
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const roles = planRoles(cast('a dragon', 'Uncle Joe'), seed);
      expect([...roles].sort()).toEqual(['helped', 'helper']);
    }
  });

  it('depends on the seed and the elements only, so both writers plan alike', () => {
    const elements = cast('a dragon', 'a treasure map', 'the moon');
    expect(planRoles(elements, 42)).toEqual(planRoles(elements, 42));
    const seen = new Set(
      Array.from({ length: 40 }, (_, seed) => planRoles(cast('a dragon'), seed)[0]),
    );
    expect(seen).toEqual(new Set(['helper', 'helped']));
  });
});

describe('a story told by roles', () => {
  const story = (elements: [string, string, string], seed: number) =>
    writeEmbeddedStory({ hero: 'Maya', age: 8, genre: 'Fantasy', elements, seed }).text;

  it('gives the reward at the end rather than finding it on the way', () => {
    const text = story(['a magic key', 'a treasure map', 'the moon'], 7);
    const paragraphs = text.split('\n\n');
    const firstFound = paragraphs.findIndex((p, i) => i > 0 && /a treasure map/.test(p));
    // Wished for in the opening, then not met again until it is given near the end.
    expect(paragraphs[0]).toMatch(/treasure map/);
    expect(firstFound).toBeGreaterThan(paragraphs.length / 2);
    expect(paragraphs[firstFound]).toMatch(
      /gave Maya a treasure map|best surprise|have this|for you|helper of all/i,
    );
  });

  it('brings the one who was lost home, having heard of it when they met', () => {
    const seed = [1, 2, 3, 4, 5, 6, 7, 8].find(
      (s) => planRoles(cast('a lost kitten'), s)[0] === 'helped',
    );
    if (seed === undefined) throw new Error('no seed gives a kitten to help');
    const text = story(['a lost kitten', 'the seaside', 'a lantern'], seed);
    const paragraphs = text.split('\n\n');
    const met = paragraphs.findIndex((p, i) => i > 0 && /a lost kitten/.test(p));
    // Told when met that the kitten is lost, and taken home when things are put right.
    expect(paragraphs[met]).toMatch(/lost|home|way back|path back/i);
    const later = paragraphs.slice(met + 1).join(' ');
    expect(later).toMatch(
      /the lost kitten[^.]*(?:home|found the way|belonged|shown the way|lost)|(?:home|the way)[^.]*the lost kitten/i,
    );
  });

  it('visits the destination once the trouble is put right, not as a second scene of the climax', () => {
    for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
      const text = story(['the seaside', 'a dragon', 'a lantern'], seed);
      const paragraphs = text.split('\n\n');
      const visit = paragraphs.findIndex((p, i) => i > 0 && /\bthe seaside\b/i.test(p));
      expect(visit, `seed ${seed}`).toBeGreaterThan(paragraphs.length / 2);
      // Last session's edge: "All around the greenhouse…" after a plot set somewhere else.
      expect(text).not.toMatch(
        /all around the seaside|the seaside felt like the|the seaside seemed to sigh/i,
      );
    }
  });

  it('greets someone the hero has missed as a reunion, never as a stranger met by chance', () => {
    for (const seed of Array.from({ length: 30 }, (_, i) => i + 1)) {
      const text = story(['Uncle Joe', 'a treasure map', 'the Eiffel Tower'], seed);
      // Quoted from a story this failed on: "Amara missed Uncle Joe" in the opening, then
      // "Inside an upside-down umbrella, Amara observed Uncle Joe, looking around with great interest."
      expect(text).not.toMatch(
        /(?:met|noticed|spotted|observed|came across) Uncle Joe|out (?:popped|peeped|hopped) Uncle Joe|May I come with you/,
      );
      const meeting = text.split('\n\n').find((p, i) => i > 1 && /Uncle Joe/.test(p));
      expect(meeting, `seed ${seed}`).toMatch(
        /hug|knew|called|cried|sang|waiting|sitting|standing|missed|waving|smil|grinning|hoped|believe|shout|stared|squeak|magic|heart/i,
      );
    }
  });

  it('never greets a thing aloud as if it were a person', () => {
    for (const seed of Array.from({ length: 30 }, (_, i) => i + 1)) {
      // The example: "'Hello, rainbow pancakes,' Maya whispered."
      const text = story(['rainbow pancakes', 'a treasure map', 'a dragon'], seed);
      expect(text).not.toMatch(/hello, (?:rainbow pancakes|treasure map)/i);
    }
  });

  it('never says "there the Eiffel Tower was" of a named place', () => {
    for (const seed of Array.from({ length: 30 }, (_, i) => i + 1)) {
      const text = story(['the Eiffel Tower', 'a lantern', 'a dragon'], seed);
      expect(text).not.toMatch(/(?:here|there|ahead) the Eiffel Tower was/i);
    }
  });
});
