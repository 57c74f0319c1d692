import { Resvg } from '@resvg/resvg-js';
import { describe, expect, it } from 'vitest';
import type { IllustrationRequest } from '../types';
import type { Mood, Scene } from '../../scene/scene';
import { TIMES_OF_DAY } from '../../scene/scene';
import { composeScene } from './compose-scene';
import { toHsl } from './icon-recolour';
import { countSkyBodies, readLabels } from './inspect-svg';
import { PLACE_IDS } from './place-words';

const base: IllustrationRequest = {
  hero: 'Maya',
  age: 6,
  elements: ['the moon', 'a kite', 'a cat'],
  genre: 'Mystery',
  seed: 5,
  cast: [
    {
      name: 'Maya',
      pronouns: 'she',
      favouriteColour: 'red',
      appearance: {
        skinTone: 'medium',
        hairColour: 'brown',
        hairStyle: 'long',
        eyeColour: 'hazel',
        glasses: false,
        freckles: false,
      },
    },
  ],
};

const at = (place: string, scene: Partial<Scene> = {}, seed = 5): IllustrationRequest => ({
  ...base,
  seed,
  scene: {
    passage: 1,
    place,
    timeOfDay: 'night',
    present: ['Maya'],
    elements: [],
    mood: 'calm',
    caption: '',
    ...scene,
  },
});

describe('the sky', () => {
  it('never has two moons, at any place or time, even when the story has a moon in it', () => {
    for (const place of PLACE_IDS) {
      for (const timeOfDay of TIMES_OF_DAY) {
        for (const elements of [[], ['the moon'], ['the moon', 'a full moon', 'the sun']]) {
          const svg = composeScene(at(place.replace('-', ' '), { timeOfDay, elements }), null);
          const bodies = countSkyBodies(svg);
          expect(bodies.moon, `${place} ${timeOfDay} ${elements.join()}`).toBeLessThanOrEqual(1);
          for (const element of elements)
            expect(readLabels(svg).some((label) => label.text === element)).toBe(true);
        }
      }
    }
  });

  it('shows the moon by night and the sun by day', () => {
    expect(countSkyBodies(composeScene(at('the park', { timeOfDay: 'night' }), null))).toEqual({
      sun: 0,
      moon: 1,
    });
    expect(countSkyBodies(composeScene(at('the park', { timeOfDay: 'day' }), null))).toEqual({
      sun: 1,
      moon: 0,
    });
  });

  it('turns a night with the sun in it into a sunset rather than leave the sun out', () => {
    const svg = composeScene(at('the beach', { timeOfDay: 'night', elements: ['the sun'] }), null);
    expect(readLabels(svg).find((label) => label.text === 'the sun')?.drawnAs).toBe('sky:sun');
  });
});

/** Mean saturation (HSV) of a rendered picture, 0 for pure greys. */
function saturation(svg: string): number {
  const image = new Resvg(svg, { fitTo: { mode: 'width', value: 128 } }).render();
  const pixels = image.pixels;
  let total = 0;
  for (let i = 0; i < pixels.length; i += 4) {
    const r = pixels[i] ?? 0;
    const g = pixels[i + 1] ?? 0;
    const b = pixels[i + 2] ?? 0;
    const max = Math.max(r, g, b);
    total += max === 0 ? 0 : (max - Math.min(r, g, b)) / max;
  }
  return total / (pixels.length / 4);
}

describe('the mood', () => {
  it('paints a gloomy moment grey — "everything had turned a dull, dusty grey"', () => {
    for (const [place, seed] of [
      ['the city', 1],
      ['the garden', 2],
      ['the seaside', 3],
      ['a bedroom', 4],
      ['the funfair', 5],
    ] as const) {
      const moment = (mood: Mood) =>
        composeScene(
          at(place, { mood, timeOfDay: 'day', elements: ['a red balloon'] }, seed),
          null,
        );
      const gloomy = saturation(moment('gloomy'));
      const calm = saturation(moment('calm'));
      expect(gloomy, place).toBeLessThan(0.14);
      expect(gloomy, place).toBeLessThan(calm * 0.5);
    }
  });
});

describe('a colour the parent named, in a gloomy moment (decision 086)', () => {
  it('stays that colour while the world around it goes grey', () => {
    for (const [element, hue] of [
      ['a purple balloon', 263],
      ['a red scarf', 2],
    ] as const) {
      const svg = composeScene(
        at('the castle', { mood: 'gloomy', elements: [element], timeOfDay: 'day' }),
        null,
      );
      const start = svg.indexOf(`data-element="${element}"`);
      const group = svg.slice(start, svg.indexOf('</svg>', start));
      const hues = [...group.matchAll(/fill="(#[0-9a-f]{6})"/gi)].map(([, hex]) => toHsl(hex!));
      expect(
        hues.some(
          ({ h, s }) => s > 0.35 && Math.min(Math.abs(h - hue), 360 - Math.abs(h - hue)) < 22,
        ),
        element,
      ).toBe(true);
    }
  });
});
