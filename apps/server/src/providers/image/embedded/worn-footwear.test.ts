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

describe('clothes and poses that fit the place (decision 086)', () => {
  const at = (place: string, caption: string): IllustrationRequest => {
    const base = request(['her yellow wellies']);
    return { ...base, scene: { ...base.scene!, place, caption } };
  };

  it('puts the children on skates at the ice rink, never in wellies on the ice', () => {
    const svg = composeScene(at('the ice rink', 'Ife set off across the ice.'), null);
    expect(svg).not.toContain(drawFootwear({ kind: 'boots', colour: '#f2cf4a' }, CHILD));
    // The skates' blades, under boots in the wellies' yellow.
    expect(svg).toContain('stroke="#c9ced6" stroke-width="6"');
    expect(svg).toContain('fill="#f2cf4a"');
  });

  it('has the children swimming at the pool, and standing by it when the words say so', () => {
    expect(planScene(at('the swimming pool', 'Ife splashed in the water.')).action).toBe('swim');
    expect(planScene(at('the swimming pool', 'Ife sat on the bench.')).action).toBe('sit');
    const svg = composeScene(at('the swimming pool', 'Ife splashed in the water.'), null);
    expect(svg).not.toContain(drawFootwear({ kind: 'boots', colour: '#f2cf4a' }, CHILD));
    expect(svg).toMatch(/clipPath id="[^"]*swim-/);
  });
});
