import { describe, expect, it } from 'vitest';
import type { CastMember, Scene } from '../../scene/scene';
import { composeScene } from './compose-scene';
import { groupById } from './inspect-svg';
import { actionOf } from './moment-action';
import { planScene } from './scene-plan';
import { createRandom } from './random';

const ife: CastMember = {
  name: 'Ife',
  pronouns: 'she',
  favouriteColour: 'yellow',
  appearance: {
    skinTone: 'deep',
    hairColour: 'black',
    hairStyle: 'braids',
    eyeColour: 'dark-brown',
    glasses: true,
    freckles: false,
  },
};

function scene(caption: string, place = 'the duck pond', present = ['Ife']): Scene {
  return {
    passage: 3,
    place,
    timeOfDay: 'day',
    present,
    elements: ['a grumpy goose called Colonel'],
    mood: 'calm',
    caption,
  };
}

const ELEMENTS: [string, string, string] = [
  'a grumpy goose called Colonel',
  'the duck pond',
  'a red kite',
];

const act = (caption: string, place: Parameters<typeof actionOf>[1] = 'pond', companions = 1) =>
  actionOf(scene(caption), place, { companions, random: createRandom(1) });

describe('what the children do in a moment', () => {
  it('reads the caption’s own verbs', () => {
    expect(act('Noa set off across the kitchen, calling for Colonel.', 'kitchen')).toBe('walk');
    expect(act('At the pond, a frog plops into the water.')).toBe('wade');
    expect(act('Ife hugged Colonel tight.')).toBe('hug');
    expect(act('They sat on the bench and ate their sandwiches.', 'park')).toBe('sit');
    expect(act('Look! The ducks are coming.')).toBe('point');
    expect(act('She reached up and grabbed the kite.', 'park')).toBe('reach');
    expect(act('The stars come out. It is time for bed.', 'bedroom')).toBe('sleep');
    expect(act('Hooray! Everyone cheered.', 'park')).toBe('cheer');
  });

  it('does not sit a child who "could not sit still", nor hug nobody, nor wade on dry land', () => {
    expect(act('Leo could not sit still.', 'living-room')).not.toBe('sit');
    expect(act('Ife hugged the wind.', 'park', 0)).not.toBe('hug');
    expect(act('A frog plops into the water.', 'kitchen')).not.toBe('wade');
  });

  it('draws each action around the same identity group, and the companion in the picture', () => {
    const captions = [
      'Ife set off along the path.',
      'Ife hugged Colonel.',
      'Ife sat on the bank.',
      'Ife splashed in the water.',
      'Look! said Ife.',
      'Ife reached for the goose.',
    ];
    const groups = captions.map((caption) => {
      const request = {
        hero: 'Ife',
        age: 5,
        elements: ELEMENTS,
        genre: 'Adventure' as const,
        seed: 7,
        cast: [ife],
        scene: scene(caption, 'the duck pond', ['Ife', 'Colonel']),
      };
      const svg = composeScene(request, null);
      expect(svg).toContain('data-element="a grumpy goose called Colonel"');
      return { action: planScene(request).action, group: groupById(svg, 'hero-0') };
    });
    expect(groups.map((g) => g.action)).toEqual(['walk', 'hug', 'sit', 'wade', 'point', 'reach']);
    for (const { group } of groups) expect(group).toBe(groups[0]?.group);
  });

  it('puts a sleeping child in a bed of their own, the room’s empty bed left out', () => {
    const svg = composeScene(
      {
        hero: 'Ife',
        age: 5,
        elements: ELEMENTS,
        genre: 'Fantasy',
        seed: 3,
        cast: [ife],
        scene: { ...scene('Now it is bedtime. Big yawn!', 'her bedroom'), elements: [] },
      },
      null,
    );
    expect(svg).toContain('rotate(-90)');
    expect(groupById(svg, 'hero-0')).not.toBeNull();
  });
});

describe('home to bed', () => {
  it('puts the child to bed in their bedroom by night when the moment is quiet', () => {
    const random = () => createRandom(1);
    const last = {
      ...scene('The house grew quiet, one light at a time.', 'bedroom'),
      mood: 'calm' as const,
    };
    expect(actionOf(last, 'bedroom', { companions: 0, random: random(), time: 'night' })).toBe(
      'sleep',
    );
    expect(
      actionOf(last, 'bedroom', { companions: 0, random: random(), time: 'evening' }),
    ).not.toBe('sleep');
    const awake = { ...last, caption: 'Ife woke up and danced round the room.' };
    expect(actionOf(awake, 'bedroom', { companions: 0, random: random(), time: 'night' })).not.toBe(
      'sleep',
    );
  });
});
