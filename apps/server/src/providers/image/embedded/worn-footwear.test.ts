import { describe, expect, it } from 'vitest';
import type { IllustrationRequest } from '../types';
import { composeScene } from './compose-scene';
import { planScene } from './scene-plan';
import { CHILD } from './figure-build';
import { drawFootwear, footwearIn } from './worn-footwear';

const request = (elements: string[], present = ['Ife']): IllustrationRequest => ({
  hero: 'Ife',
  age: 4,
  elements: ['a kite', 'a cat', 'a cake'],
  genre: 'Comedy',
  seed: 5,
  scene: {
    passage: 1,
    place: 'the duck pond',
    timeOfDay: 'day',
    present,
    elements,
    mood: 'joyful',
    caption: '',
  },
});

describe('footwear the parent typed', () => {
  it('reads the kind and the colour, and only from the head of the words', () => {
    expect(footwearIn('her yellow wellies')).toEqual({ kind: 'boots', colour: '#f2cf4a' });
    expect(footwearIn('red trainers')?.kind).toBe('shoes');
    expect(footwearIn('wellies')?.kind).toBe('boots');
    expect(footwearIn('a cat in yellow boots')).toBeNull();
    expect(footwearIn('a kite')).toBeNull();
  });

  it('puts "yellow wellies" on the child in view, drawn yellow, not beside them', () => {
    const plan = planScene(request(['her yellow wellies']));
    expect(plan.heroes[0]?.footwear).toEqual({ kind: 'boots', colour: '#f2cf4a' });
    expect(plan.heroes[0]?.elements).toEqual(['her yellow wellies']);
    expect(plan.items).toEqual([]);
    const svg = composeScene(request(['her yellow wellies']), null);
    expect(svg).toContain(drawFootwear({ kind: 'boots', colour: '#f2cf4a' }, CHILD));
  });

  it('draws them as a thing when no child is in view', () => {
    const plan = planScene(request(['her yellow wellies'], ['a grumpy goose']));
    expect(plan.items.some((item) => item.elements.includes('her yellow wellies'))).toBe(true);
  });
});
