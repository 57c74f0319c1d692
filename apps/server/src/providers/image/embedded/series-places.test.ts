import { describe, expect, it } from 'vitest';
import type { Scene } from '../../scene/scene';
import type { IllustrationRequest } from '../types';
import { composeScene } from './compose-scene';

/** The markup of the first group whose opening tag starts with `prefix`, to its matching close. */
function group(svg: string, prefix: string): string | undefined {
  const start = svg.indexOf(prefix);
  if (start === -1) return undefined;
  const tag = /<(\/?)g[\s>]/g;
  tag.lastIndex = start;
  let depth = 0;
  for (let match = tag.exec(svg); match; match = tag.exec(svg)) {
    depth += match[1] ? -1 : 1;
    if (depth === 0) return svg.slice(start, svg.indexOf('>', match.index) + 1);
  }
  return undefined;
}

/** Everything drawn for the place. */
const backdropOf = (svg: string) => group(svg, '<g data-drawn-as="place:');

const chapter = (seed: number, caption: string, placeSeed?: number): IllustrationRequest => {
  const scene: Scene = {
    passage: 2,
    place: 'the duck pond',
    timeOfDay: 'night',
    present: ['Ife', 'Colonel'],
    elements: ['a brave dog called Colonel'],
    mood: 'calm',
    caption,
  };
  return {
    hero: 'Ife',
    age: 6,
    elements: ['a brave dog called Colonel', 'the duck pond', 'a lost duckling'],
    genre: 'Adventure',
    seed,
    scene,
    ...(placeSeed === undefined ? {} : { placeSeed }),
  };
};

/** Pictures remember (docs/decisions/068). */
describe('a series draws its world the same in every chapter', () => {
  it('draws a returning place the same way in two chapters, and each story alone afresh', () => {
    const [one, two] = [
      composeScene(chapter(11, 'Last night, Ife and Colonel found the duckling.', 99), null),
      // Both on the bank: where the children wade, the pond's water comes to the front (101).
      composeScene(chapter(2024, 'Ife looked at the pond, quiet in the dark.', 99), null),
    ];
    expect(backdropOf(one)).toBeTruthy();
    expect(backdropOf(two)).toBe(backdropOf(one));
    // Two stories on their own keep drawing their places each in their own way.
    const [alone1, alone2] = [
      composeScene(chapter(11, 'Last night, Ife and Colonel found the duckling.'), null),
      composeScene(chapter(2024, 'The pond was quiet in the dark.'), null),
    ];
    expect(backdropOf(alone2)).not.toBe(backdropOf(alone1));
    // Another series has its own pond.
    expect(backdropOf(composeScene(chapter(2024, 'The pond.', 100), null))).not.toBe(
      backdropOf(two),
    );
  });

  it('draws a companion the same in every chapter: its colours, its marks, its size', () => {
    // Where it stands differs with the moment; what it looks like does not.
    const friend = (svg: string) => {
      const drawn = group(svg, '<g data-element="a brave dog called Colonel"') ?? '';
      // The creature itself, at its scale: what it looks like, wherever it stands.
      return drawn
        .slice(drawn.indexOf('scale('), drawn.indexOf('</svg></g>'))
        .replace(/\bt\d+-/g, 't-');
    };
    const a = friend(composeScene(chapter(11, 'Colonel barked.', 99), null));
    const b = friend(composeScene(chapter(777, 'Colonel trotted off.', 99), null));
    expect(a).toBeTruthy();
    expect(b).toBe(a);
    // Its colours and its size (the scale it is drawn at) are in what is compared.
    expect(a).toMatch(/^scale\(/);
    expect(a.length).toBeGreaterThan(500);
  });
});
