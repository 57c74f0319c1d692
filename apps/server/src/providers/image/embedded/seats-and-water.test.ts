import { describe, expect, it } from 'vitest';
import type { IllustrationRequest } from '../types';
import type { Scene } from '../../scene/scene';
import { COVER_TITLE_BAND } from '../types';
import { cameraTransform } from './camera';
import { composeScene } from './compose-scene';
import { CANVAS } from './svg-shapes';
import { lookFromCastMember } from './cast-look';
import { CHILD } from './figure-build';
import { drawFigure, waterlineOf } from './hero';
import { PLACE_IDS } from './place-words';
import { planScene } from './scene-plan';
import { seatOf } from './seats';

const ife = {
  name: 'Ife',
  pronouns: 'she' as const,
  appearance: {
    skinTone: 'deep' as const,
    hairColour: 'black' as const,
    hairStyle: 'braids' as const,
    eyeColour: 'brown' as const,
    glasses: true,
    freckles: false,
  },
  favouriteColour: 'yellow' as const,
};

const moment = (scene: Partial<Scene>, seed = 11): IllustrationRequest => ({
  hero: 'Ife',
  age: 5,
  elements: ['a kite', 'Grandpa', 'a cake'],
  genre: 'Comedy',
  seed,
  heroSeed: 4,
  cast: [ife],
  scene: {
    passage: 2,
    place: 'the park',
    timeOfDay: 'day',
    present: ['Ife'],
    elements: [],
    mood: 'calm',
    caption: 'Ife sat down to rest.',
    ...scene,
  },
});

describe('a sitting child sits on the place’s own seat (decision 098)', () => {
  it('gives every place a seat of its kind, never a box', () => {
    for (const place of PLACE_IDS) {
      const seat = seatOf(place, { accent: '#123456' });
      expect(['bench', 'chair', 'sofa', 'rock', 'log', 'blanket', 'floor', 'ground']).toContain(
        seat.kind,
      );
    }
    expect(seatOf('park', { accent: '#000000' }).kind).toBe('bench');
    expect(seatOf('forest', { accent: '#000000' }).kind).toBe('log');
    expect(seatOf('kitchen', { accent: '#000000' }).kind).toBe('chair');
    expect(seatOf('seaside', { accent: '#000000' }).kind).toBe('blanket');
  });

  it.each([
    ['the park', 'bench'],
    ['the forest', 'log'],
    ['the kitchen', 'chair'],
    ['the beach', 'blanket'],
    ["Ife's home", 'sofa'],
  ])('draws a child sitting at %s on a %s', (place, kind) => {
    const request = moment({ place });
    expect(planScene(request).action).toBe('sit');
    expect(composeScene(request, null)).toContain(`data-seat="${kind}"`);
  });

  it("seats a child at home on the room's own sofa, the same on every page of a book", () => {
    const sofas = [11, 12, 13, 14, 15].map((seed) => {
      const svg = composeScene(moment({ place: "Ife's home" }, seed), null);
      const seat = /<g data-seat="sofa"><path d="[^"]+" fill="(#[0-9a-f]{6})"/.exec(svg);
      return seat?.[1];
    });
    expect(sofas[0]).toMatch(/^#/);
    expect(new Set(sofas).size).toBe(1);
  });
});

describe("a room's furnishings are fixed for a book (decision 098)", () => {
  const sofaOf = (seed: number, heroSeed: number) => {
    const request = { ...moment({ place: "Ife's home", caption: 'Ife laughed.' }, seed), heroSeed };
    const svg = composeScene(request, null);
    // The sofa's fabric: its back, the first path of the couch-and-lamp part.
    return /d="M[\d.]+ [\d.]+h400v140h-400Z" fill="(#[0-9a-f]{6})"/.exec(svg)?.[1];
  };

  it('keeps the sofa’s colour across the pages of one book and varies it between books', () => {
    const pages = [21, 22, 23, 24, 25, 26].map((seed) => sofaOf(seed, 4));
    expect(pages[0]).toMatch(/^#/);
    expect(new Set(pages).size).toBe(1);
    const books = [1, 2, 3, 4, 5, 6, 7, 8].map((heroSeed) => sofaOf(21, heroSeed));
    expect(new Set(books).size).toBeGreaterThan(1);
  });
});

describe('a wading child is in the water, not in a ring (decision 098)', () => {
  const wading = drawFigure({
    look: lookFromCastMember(ife),
    build: CHILD,
    pose: 'wave',
    posture: 'wade',
    expression: 'smile',
    uid: 'w',
  });

  it('hides the legs below a waterline between the feet and the hips', () => {
    const line = waterlineOf(CHILD);
    expect(line).toBeLessThan(-40);
    expect(line).toBeGreaterThan(CHILD.hipY);
    expect(wading).toContain(`<clipPath id="wade-w"><path d="M-700 -900H700V${line}H-700Z"/>`);
    expect(wading).toMatch(/<g clip-path="url\(#wade-w\)">/);
  });

  it('runs the surface out beyond the child on both sides, with no ellipse around them', () => {
    const surface =
      /<path d="M(-[\d.]+) (-?[\d.]+)q[^"]*" fill="url\(#wade-w-fade\)" data-waterline/.exec(
        wading,
      );
    expect(Number(surface?.[1])).toBeLessThan(-(CHILD.bodyHalf + 200));
    expect(wading).not.toMatch(/a240 50/);
  });

  it('draws a wading moment at the pond with the water crossing the child', () => {
    const request = moment({ place: 'the duck pond', caption: 'Ife waded into the pond.' });
    expect(planScene(request).action).toBe('wade');
    expect(composeScene(request, null)).toContain('data-waterline=');
  });
});

describe('a cover keeps faces out of the title band (decision 098)', () => {
  it('frames a grown-up beside the child so the highest head is below the band', () => {
    // A grown-up's head at 460 on the canvas, the children's feet at FEET_Y.
    const row = { left: 300, right: 720, top: 460 };
    const transform = cameraTransform('cover', 512, 'center', row);
    const [, zoom, , top] = /scale\(([\d.]+)\) translate\((-?[\d.]+) (-?[\d.]+)\)/.exec(
      transform,
    ) ?? [undefined, '1', '0', '0'];
    const headOnPicture = (row.top - 24 + Number(top)) * Number(zoom);
    expect(headOnPicture / CANVAS).toBeGreaterThanOrEqual(COVER_TITLE_BAND - 0.001);
  });
});
