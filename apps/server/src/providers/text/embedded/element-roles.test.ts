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

  it('reaches the destination just before things are put right', () => {
    const text = story(['the seaside', 'a dragon', 'a lantern'], 3);
    const paragraphs = text.split('\n\n');
    const arrival = paragraphs.findIndex((p, i) => i > 0 && /\bthe seaside\b/i.test(p));
    expect(arrival).toBeGreaterThan(paragraphs.length / 2 - 1);
  });
});
