import { randomUUID } from 'node:crypto';
import {
  EYE_COLOURS,
  FAVOURITE_COLOURS,
  HAIR_COLOURS,
  HAIR_STYLES,
  SKIN_TONES,
  appearanceSchema,
} from '@sns/contract';
import { describe, expect, it } from 'vitest';
import { derivedCastMember, normaliseHeroName } from './derived-cast';

const parent = '6f1c2d7e-1a2b-4c3d-8e9f-0a1b2c3d4e5f';

describe('derivedCastMember', () => {
  it('gives the same child for the same parent and name, however the name is typed', () => {
    const maya = derivedCastMember(parent, 'Maya');
    expect(derivedCastMember(parent, 'Maya')).toEqual(maya);
    for (const typed of [' maya ', 'MAYA', 'ＭＡＹＡ']) {
      expect(derivedCastMember(parent, typed).appearance).toEqual(maya.appearance);
      expect(derivedCastMember(parent, typed).favouriteColour).toBe(maya.favouriteColour);
    }
    expect(normaliseHeroName('  Maya \t Rose ')).toBe('maya rose');
  });

  it('is a valid look, named as typed, with they/them', () => {
    const hero = derivedCastMember(parent, '  Sir Pip  ');
    expect(hero.name).toBe('Sir Pip');
    expect(hero.pronouns).toBe('they');
    expect(appearanceSchema.parse(hero.appearance)).toEqual(hero.appearance);
  });

  it('differs between names and between parents', () => {
    const looks = new Set(
      ['Maya', 'Leo', 'Aisha', 'Kenji', 'Olu', 'Freya', 'Mateo', 'Zara'].map((name) =>
        JSON.stringify(derivedCastMember(parent, name).appearance),
      ),
    );
    expect(looks.size).toBe(8);
    const others = Array.from({ length: 20 }, () =>
      JSON.stringify(derivedCastMember(randomUUID(), 'Maya').appearance),
    );
    expect(new Set(others).size).toBeGreaterThan(15);
  });

  it('spreads evenly over every skin tone, hair colour, hair style, eye and favourite colour', () => {
    const n = 9000;
    const counts = new Map<string, number>();
    const count = (key: string) => counts.set(key, (counts.get(key) ?? 0) + 1);
    let glasses = 0;
    let freckles = 0;
    for (let i = 0; i < n; i++) {
      const { appearance, favouriteColour } = derivedCastMember(parent, `child ${i}`);
      count(`skin:${appearance.skinTone}`);
      count(`hair:${appearance.hairColour}`);
      count(`style:${appearance.hairStyle}`);
      count(`eyes:${appearance.eyeColour}`);
      count(`colour:${favouriteColour}`);
      if (appearance.glasses) glasses++;
      if (appearance.freckles) freckles++;
    }
    const palettes = [
      ['skin', SKIN_TONES],
      ['hair', HAIR_COLOURS],
      ['style', HAIR_STYLES],
      ['eyes', EYE_COLOURS],
      ['colour', FAVOURITE_COLOURS],
    ] as const;
    for (const [prefix, list] of palettes) {
      const expected = n / list.length;
      for (const { id } of list) {
        // Within 15% of an even share: far wider than chance (about 4% at 3σ), far narrower
        // than any real skew.
        expect(counts.get(`${prefix}:${id}`), `${prefix} ${id}`).toBeGreaterThan(expected * 0.85);
        expect(counts.get(`${prefix}:${id}`), `${prefix} ${id}`).toBeLessThan(expected * 1.15);
      }
    }
    expect(glasses / n).toBeGreaterThan(0.17);
    expect(glasses / n).toBeLessThan(0.23);
    expect(freckles / n).toBeGreaterThan(0.22);
    expect(freckles / n).toBeLessThan(0.28);
  });
});
