import { GENRES, HAIR_STYLES } from '@sns/contract';
import { describe, expect, it } from 'vitest';
import type { IllustrationRequest } from '../types';
import type { CastMember, Scene } from '../../scene/scene';
import { MOODS, TIMES_OF_DAY } from '../../scene/scene';
import { avatarPortraitSvg } from './avatar-portrait';
import { composeScene } from './compose-scene';
import { groupById } from './inspect-svg';

const maya: CastMember = {
  name: 'Maya',
  pronouns: 'she',
  favouriteColour: 'purple',
  appearance: {
    skinTone: 'brown',
    hairColour: 'black',
    hairStyle: 'coily',
    eyeColour: 'dark-brown',
    glasses: false,
    freckles: true,
  },
};
const amara: CastMember = {
  ...maya,
  name: 'Amara',
  appearance: { ...maya.appearance, hairStyle: 'braids', skinTone: 'deep' },
};
const leo: CastMember = {
  name: 'Leo',
  pronouns: 'he',
  favouriteColour: 'green',
  appearance: {
    skinTone: 'fair',
    hairColour: 'red',
    hairStyle: 'short',
    eyeColour: 'blue',
    glasses: true,
    freckles: false,
  },
};

const PLACES = ['the seaside', 'a bathroom', 'the park', 'a castle', 'outer space', 'a cave'];
const ELEMENTS = ['a stuffed bunny', 'a digger', 'her grandmother', 'a red balloon', 'cake'];

function scene(i: number, present: string[]): Scene {
  return {
    passage: i,
    place: PLACES[i % PLACES.length] ?? '',
    timeOfDay: TIMES_OF_DAY[i % TIMES_OF_DAY.length] ?? 'night',
    present,
    elements: [ELEMENTS[i % ELEMENTS.length] ?? '', ELEMENTS[(i + 2) % ELEMENTS.length] ?? ''],
    mood: MOODS[i % MOODS.length] ?? 'calm',
    caption: '',
  };
}

/** Twenty different stories: every genre, a seed of their own, a different moment each. */
function twentyStories(cast: CastMember[]): IllustrationRequest[] {
  return Array.from({ length: 20 }, (_, i) => ({
    hero: cast[0]?.name ?? 'Maya',
    age: 3 + (i % 8),
    elements: ['a dragon', 'a kite', 'the moon'] as [string, string, string],
    genre: GENRES[i % GENRES.length] ?? 'Fantasy',
    seed: 1000 + i * 7919,
    heroSeed: i,
    cast,
    // Every fourth is the story's own picture, without a scene.
    scene:
      i % 4 === 3
        ? undefined
        : scene(
            i,
            cast.map((member) => member.name),
          ),
  }));
}

describe('the same child in every picture', () => {
  it('draws a profile’s identity group byte for byte the same across 20 stories of all genres', () => {
    const groups = twentyStories([maya]).map((request) =>
      groupById(composeScene(request, null), 'hero-0'),
    );
    expect(groups[0]).toBeTruthy();
    expect(groups[0]).toContain(
      'data-look="brown black coily dark-brown no-glasses freckles purple she"',
    );
    expect(new Set(groups).size).toBe(1);
  });

  it('draws each of three children the same on every page of a book', () => {
    const cast = [maya, leo, amara];
    const pages = Array.from({ length: 12 }, (_, passage) =>
      composeScene(
        {
          hero: 'Maya',
          age: 6,
          elements: ['a stuffed bunny', 'the seaside', 'her grandmother'],
          genre: 'Adventure',
          seed: 77 + passage * 31,
          cast,
          scene: scene(passage, passage % 3 === 0 ? ['Maya'] : ['Maya', 'Leo', 'Amara']),
        },
        null,
      ),
    );
    for (const id of ['hero-0', 'hero-1', 'hero-2']) {
      const groups = pages.map((svg) => groupById(svg, id)).filter((group) => group !== null);
      expect(groups.length).toBeGreaterThanOrEqual(8);
      expect(new Set(groups).size).toBe(1);
    }
  });

  it('draws two different profiles differently', () => {
    const first = (cast: CastMember): string | null =>
      groupById(composeScene(twentyStories([cast])[0] as IllustrationRequest, null), 'hero-0');
    const groups = [first(maya), first(amara), first(leo)];
    expect(groups.every((group) => group !== null)).toBe(true);
    expect(new Set(groups).size).toBe(3);
  });

  it('keeps a child without a profile the same for one hero seed and name, whatever the genre', () => {
    const pages = twentyStories([]).map((request) => ({
      ...request,
      cast: undefined,
      heroSeed: 5,
    }));
    const groups = pages.map((request) => groupById(composeScene(request, null), 'hero-0'));
    expect(new Set(groups).size).toBe(1);
    const other = groupById(composeScene({ ...pages[0]!, heroSeed: 6 }, null), 'hero-0');
    const renamed = groupById(composeScene({ ...pages[0]!, hero: 'Zoe' }, null), 'hero-0');
    expect(other).not.toBe(groups[0]);
    expect(renamed).not.toBe(groups[0]);
  });

  it('draws every hair style, each differently', () => {
    const groups = HAIR_STYLES.map((style) =>
      groupById(
        avatarPortraitSvg({ ...leo, appearance: { ...leo.appearance, hairStyle: style.id } }),
        'avatar',
      ),
    );
    expect(new Set(groups).size).toBe(HAIR_STYLES.length);
  });

  it('shows the avatar builder the very same child as the pictures', () => {
    const portrait = groupById(avatarPortraitSvg(maya), 'avatar');
    const picture = groupById(composeScene(twentyStories([maya])[0]!, null), 'hero-0');
    expect(portrait?.replace('id="avatar"', 'id="hero-0"')).toBe(picture);
    expect(avatarPortraitSvg(maya)).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
  });
});
