import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { Scene } from '../../scene/scene';
import type { IllustrationRequest } from '../types';
import { CANVAS } from './svg-shapes';
import { cameraTransform } from './camera';
import { classifyElement } from './classify-element';
import { composeScene } from './compose-scene';
import { drawCustomProp } from './custom-props';
import { toHsl } from './icon-recolour';
import { INDOOR_PLACES, PLACE_WORDS } from './place-words';
import { planScene } from './scene-plan';
import { EmbeddedIllustrator } from './embedded-illustrator';

const ife = {
  name: 'Ife',
  pronouns: 'she' as const,
  appearance: {
    skinTone: 'deep' as const,
    hairColour: 'black' as const,
    hairStyle: 'braids' as const,
    eyeColour: 'brown' as const,
    glasses: false,
    freckles: false,
  },
  favouriteColour: 'yellow' as const,
};

const moment = (scene: Partial<Scene>, seed = 11, passage = 2): IllustrationRequest => ({
  hero: 'Ife',
  age: 5,
  elements: ['her yellow wellies', 'Grandpa', 'a kite'],
  genre: 'Comedy',
  seed,
  heroSeed: 4,
  cast: [ife],
  scene: {
    passage,
    place: 'the park',
    timeOfDay: 'day',
    present: ['Ife', 'Grandpa'],
    elements: ['Grandpa'],
    mood: 'calm',
    caption: 'Ife looked around.',
    ...scene,
  },
});

/** The markup of the backdrop: from the place's group to the first thing drawn after it. */
function backdropOf(svg: string): string {
  const start = svg.indexOf('data-place="');
  const end = svg.indexOf('data-drawn-as="', start);
  return svg.slice(start, end === -1 ? undefined : end);
}

const fills = (svg: string): string[] =>
  [...svg.matchAll(/(?:fill|stop-color)="(#[0-9a-f]{6})"/g)].map(([, hex]) => hex ?? '').sort();

describe('a room is the same room on every page of a book (decision 101)', () => {
  // Every room, not only the living room and the bedroom of decision 098.
  const rooms = PLACE_WORDS.filter((entry) => INDOOR_PLACES.has(entry.id));

  it.each(rooms.map((entry) => [entry.id, entry.words[0] ?? entry.id]))(
    "draws %s's colours and things the same on two pages of one story",
    (id, word) => {
      const pages = [
        moment({ place: `the ${word}`, caption: 'Ife looked around.' }, 11, 2),
        moment({ place: `the ${word}`, caption: 'Ife looked around again.' }, 9876, 5),
      ];
      expect(planScene(pages[0]!).place).toBe(id);
      const [one, two] = pages.map((page) => fills(backdropOf(composeScene(page, null))));
      expect(one?.length).toBeGreaterThan(0);
      expect(two).toEqual(one);
    },
  );
});

/** The hue and saturation of the picture's pixels along its bottom edge, left, middle and right. */
async function bottomEdge(request: IllustrationRequest) {
  const picture = await new EmbeddedIllustrator().illustrate({
    ...request,
    size: { width: 128, height: 128 },
  });
  const { data, info } = await sharp(picture.data)
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const y = info.height - 3;
  return [0.04, 0.96].map((share) => {
    const x = Math.round(share * (info.width - 1));
    const i = (y * info.width + x) * info.channels;
    const hex = `#${[data[i], data[i + 1], data[i + 2]].map((v) => (v ?? 0).toString(16).padStart(2, '0')).join('')}`;
    return toHsl(hex);
  });
}

describe('children wade and swim in the place’s own water (decision 101)', () => {
  it.each([
    ['the duck pond', 'Ife waded into the pond in her wellies.', 'wade'],
    ['the beach', 'Ife paddled in the sea with Grandpa.', 'wade'],
    ['the swimming pool', 'Ife swam across the pool.', 'swim'],
  ])(
    'at %s the water comes to the front of the picture, where they are',
    async (place, caption, action) => {
      const request = moment({ place, caption });
      expect(planScene(request).action).toBe(action);
      // Beside the children, at the picture's bottom edge: water, not grass, sand or a poolside.
      for (const { h, s } of await bottomEdge(request)) {
        expect(h).toBeGreaterThan(180);
        expect(h).toBeLessThan(225);
        expect(s).toBeGreaterThan(0.3);
      }
    },
  );

  it.each(['calm', 'gloomy'] as const)(
    'draws the child’s own surface in the place’s water, with no ring round them (%s)',
    (mood) => {
      const svg = composeScene(
        moment({ place: 'the swimming pool', caption: 'Ife swam.', mood }),
        null,
      );
      const stop =
        /<linearGradient id="[^"]*swim-[^"]*-fade"[^>]*><stop offset="0" stop-color="(#[0-9a-f]{6})"/.exec(
          svg,
        );
      expect(stop?.[1]).toBeDefined();
      expect(fills(backdropOf(svg))).toContain(stop?.[1] ?? 'none');
      expect(svg).not.toMatch(/<path d="[^"]*a\d+ 58 0 1 0[^"]*" fill="#4fb0d8"/);
    },
  );

  it('has a grown-up wade in with the children where no bank is left to stand on', () => {
    const svg = composeScene(
      moment({ place: 'the duck pond', caption: 'Ife and Grandpa waded into the pond.' }),
      null,
    );
    expect(svg.match(/data-waterline=/g)?.length).toBeGreaterThanOrEqual(2);
  });

  it('keeps the bank where the children stay on it', async () => {
    const request = moment({ place: 'the duck pond', caption: 'Ife sat down by the pond.' });
    expect(planScene(request).action).toBe('sit');
    const [left] = await bottomEdge(request);
    expect(left && (left.h < 180 || left.h > 225)).toBe(true);
  });
});

describe('a seagull is a gull, not a blue songbird (decision 101)', () => {
  it('draws "a seagull" as a white and grey gull of its own', () => {
    for (const words of ['a seagull', 'the gulls', 'a cheeky sea gull']) {
      expect(classifyElement(words).icon).toBe('custom:seagull');
    }
    const gull = drawCustomProp('seagull');
    expect(gull).not.toBeNull();
    const colours = fills(gull?.svg ?? '').map((hex) => toHsl(hex ?? '#000000'));
    // No blue anywhere (noto's bird is blue); mostly white and grey.
    expect(colours.some(({ h, s }) => s > 0.3 && h > 190 && h < 250)).toBe(false);
    expect(gull?.svg).toContain('#ffffff');
  });

  it('draws other birds as before', () => {
    expect(classifyElement('a robin').icon).toBe('bird');
  });
});

describe('a cover holds its whole front row (decision 101)', () => {
  it('steps back so that two swimmers side by side are both in view', () => {
    const row = { left: 200, right: 860, top: 700 };
    const [, zoom, left] = /scale\(([\d.]+)\) translate\((-?[\d.]+) /.exec(
      cameraTransform('cover', 530, 'center', row),
    ) ?? [undefined, '1', '0'];
    const view = CANVAS / Number(zoom);
    expect(-Number(left)).toBeLessThanOrEqual(row.left);
    expect(-Number(left) + view).toBeGreaterThanOrEqual(row.right);
  });
});
