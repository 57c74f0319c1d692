import { describe, expect, it } from 'vitest';
import type { IllustrationRequest } from '../types';
import type { Scene } from '../../scene/scene';
import { cameraTransform } from './camera';
import { classifyElement } from './classify-element';
import { thingActor } from './thing-actors';
import { composeScene } from './compose-scene';
import { drawExpression } from './hero-face';
import { lookFromCastMember } from './cast-look';
import { readLabels } from './inspect-svg';
import { planScene } from './scene-plan';

const moment = (scene: Partial<Scene>, passage = 2): IllustrationRequest => ({
  hero: 'Ife',
  age: 5,
  elements: ['a kite', 'a cat', 'a cake'],
  genre: 'Fantasy',
  seed: 11,
  cast: [
    {
      name: 'Ife',
      pronouns: 'she',
      appearance: {
        skinTone: 'deep',
        hairColour: 'black',
        hairStyle: 'braids',
        eyeColour: 'brown',
        glasses: true,
        freckles: false,
      },
      favouriteColour: 'yellow',
    },
  ],
  scene: {
    passage,
    place: 'the park',
    timeOfDay: 'day',
    present: ['Ife'],
    elements: [],
    mood: 'joyful',
    caption: '',
    ...scene,
  },
});

describe('a moment drawn as the words say (decision 079)', () => {
  it('draws a famous landmark as itself, large, in the place around it', () => {
    const eiffel = moment({ place: 'the Eiffel Tower', elements: ['the Eiffel Tower'] });
    expect(planScene(eiffel).place).toBe('square');
    const labels = readLabels(composeScene(eiffel, null));
    expect(labels.find((label) => label.text === 'the Eiffel Tower')?.drawnAs).toBe(
      'landmark:eiffel-tower',
    );
    // Named among the elements of a story with no place, it sets the scene too.
    const liberty = {
      ...moment({}),
      scene: undefined,
      elements: ['the Statue of Liberty', 'a dog', 'a kite'] as [string, string, string],
    };
    expect(planScene(liberty).place).toBe('seaside');
    expect(planScene(liberty).famous?.landmark.id).toBe('statue-of-liberty');
  });

  it('stands a famous landmark far off and large, even as the moment’s main element', () => {
    let id = 0;
    const context = {
      underwater: false,
      glow: null,
      tint: (svg: string) => svg,
      tintNamed: (svg: string) => svg,
      nextId: () => `t${id++}`,
    };
    const item = { elements: ['Big Ben'], present: [], primary: true };
    const bigBen = thingActor({ ...item, drawn: classifyElement('Big Ben') }, context);
    const ball = thingActor({ ...item, drawn: classifyElement('a red ball') }, context);
    expect(bigBen.row).toBe('back');
    expect(ball.row).toBe('front');
    expect(bigBen.height).toBeGreaterThan(ball.height * 2);
  });

  it('draws as many as the words say: "two kittens" are two', () => {
    const svg = composeScene(moment({ elements: ['two kittens', 'a red kite'] }), null);
    const kittens = readLabels(svg).filter((label) => label.text === 'two kittens');
    expect(kittens).toHaveLength(2);
    const one = composeScene(moment({ elements: ['a kitten'] }), null);
    expect(readLabels(one).filter((label) => label.text === 'a kitten')).toHaveLength(1);
  });

  it('takes a sleeping child’s glasses off and leaves them folded on the bed', () => {
    const look = lookFromCastMember(moment({}).cast![0]!);
    const asleep = drawExpression(look, 'asleep');
    // The lenses are painted over with the skin, rims and all.
    expect(asleep).toContain(`fill="${look.skin}"`);
    expect(asleep).toMatch(/a23 23/);
    expect(drawExpression({ ...look, glasses: false }, 'asleep')).not.toMatch(/a23 23/);
    const bedtime = composeScene(
      moment({
        place: 'the bedroom',
        timeOfDay: 'night',
        caption: 'Ife fell fast asleep.',
        mood: 'calm',
      }),
      null,
    );
    expect(
      planScene(moment({ place: 'the bedroom', caption: 'Ife fell fast asleep.', mood: 'calm' }))
        .action,
    ).toBe('sleep');
    expect(bedtime).toMatch(/a11 11[^"]*"[^>]*stroke="#3a2e3a"/);
  });

  it('never crops the place’s landmark out of a close framing', () => {
    const landmark = { x: 860, halfWidth: 120 };
    const transform = cameraTransform('closest', 220, 'left', { left: 120, right: 320 }, landmark);
    const [, zoom = '1', tx = '0'] =
      /scale\(([\d.]+)\) translate\((-?[\d.]+)/.exec(transform) ?? [];
    const left = -Number(tx);
    const right = left + 1024 / Number(zoom);
    expect(left).toBeLessThanOrEqual(120);
    expect(right).toBeGreaterThanOrEqual(860 + 120 * 0.6);
    expect(Number(zoom)).toBeLessThan(1.78);
    // Without a landmark the framing is as close as it was.
    expect(cameraTransform('closest', 220, 'left', { left: 120, right: 320 })).toContain(
      'scale(1.78)',
    );
  });

  it('keeps a tall landmark and the tallest one in the row to their tops (decision 093)', () => {
    const viewTop = (transform: string): number => {
      const [, , , ty = '0'] =
        /scale\(([\d.]+)\) translate\((-?[\d.]+) (-?[\d.]+)/.exec(transform) ?? [];
      return transform ? -Number(ty) : 0;
    };
    const viewRight = (transform: string): number => {
      const [, zoom = '1', tx = '0'] =
        /scale\(([\d.]+)\) translate\((-?[\d.]+)/.exec(transform) ?? [];
      return -Number(tx) + 1024 / Number(zoom);
    };
    // A lighthouse whose roof is at 90: every framing shows it whole, with sky over its roof —
    // or, close up, looks away from it, leaving it wholly out of view (decision 098).
    const lighthouse = { x: 760, halfWidth: 120, top: 90 };
    for (const framing of ['close', 'closest', 'near', 'medium', 'wide', 'far'] as const) {
      const transform = cameraTransform(
        framing,
        200,
        'left',
        { left: 100, right: 300 },
        lighthouse,
      );
      const whole = viewTop(transform) <= 90 - 40;
      const away = viewRight(transform) <= 760 - 120;
      expect(whole || away, framing).toBe(true);
      if (framing === 'closest') expect(away, framing).toBe(true);
      if (framing === 'near' || framing === 'medium') expect(whole, framing).toBe(true);
    }
    // A famous tower the parent named is never looked away from.
    const eiffel = cameraTransform(
      'closest',
      200,
      'left',
      { left: 100, right: 300 },
      {
        ...lighthouse,
        famous: true,
      },
    );
    expect(viewTop(eiffel)).toBeLessThanOrEqual(90 - 40);
    // A giraffe beside the children, its head at 300: in view, in a room as out of doors.
    const row = { left: 200, right: 560, top: 300 };
    expect(viewTop(cameraTransform('closest', 300, 'left', row))).toBeLessThanOrEqual(300);
  });
});
