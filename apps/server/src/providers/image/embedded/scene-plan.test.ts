import { describe, expect, it } from 'vitest';
import type { IllustrationRequest } from '../types';
import type { CastMember, Scene } from '../../scene/scene';
import { composeScene } from './compose-scene';
import { planScene } from './scene-plan';

const child = (name: string): CastMember => ({
  name,
  pronouns: 'they',
  favouriteColour: 'green',
  appearance: {
    skinTone: 'tan',
    hairColour: 'brown',
    hairStyle: 'curly',
    eyeColour: 'brown',
    glasses: false,
    freckles: false,
  },
});

const request = (
  scene: Partial<Scene>,
  cast = [child('Maya'), child('Leo')],
): IllustrationRequest => ({
  hero: 'Maya',
  age: 6,
  elements: ['a kite', 'a cat', 'a cake'],
  genre: 'Comedy',
  seed: 3,
  cast,
  scene: {
    passage: 0,
    place: 'the park',
    timeOfDay: 'day',
    present: ['Maya'],
    elements: [],
    mood: 'calm',
    caption: '',
    ...scene,
  },
});

const drawnAs = (plan: ReturnType<typeof planScene>): string[] =>
  plan.items.map((item) => `${item.drawn.kind}:${item.drawn.name}`);

describe('planScene', () => {
  it('finds the cast in the moment by name, and tells them from the people around them', () => {
    const plan = planScene(request({ present: ['Maya', "Maya's grandmother", 'Sam'] }));
    expect(plan.heroes.map((hero) => hero.index)).toEqual([0]);
    expect(drawnAs(plan)).toEqual(['figure:grandmother', 'figure:friend']);
  });

  it('reads "everyone" as the whole cast and "the hero" as the first child', () => {
    expect(planScene(request({ present: ['everyone'] })).heroes.map((h) => h.index)).toEqual([
      0, 1,
    ]);
    expect(planScene(request({ present: ['the hero'] })).heroes.map((h) => h.index)).toEqual([0]);
  });

  it('reads several children named together, and the hero field’s own name, as the cast', () => {
    const heroesOf = (present: string[], hero = 'Maya') =>
      planScene({ ...request({ present }), hero }).heroes.map((h) => h.index);
    // What Create Story sends as the hero for two children, seen as a stranger until 2026-11-24.
    expect(heroesOf(['Maya and Leo'], 'Maya and Leo')).toEqual([0, 1]);
    expect(heroesOf(['Leo, Maya & the hero'])).toEqual([0, 1]);
    // A nickname the parent typed for the first child.
    expect(heroesOf(['Mimi'], 'Mimi')).toEqual([0]);
    expect(heroesOf(['Mimi and Leo'], 'Mimi')).toEqual([0, 1]);
    expect(heroesOf(['Maya and Sam'])).toEqual([]);
  });

  it('draws a child of the cast an element names as that child, not as a stranger', () => {
    const plan = planScene(request({ elements: ['her little brother Leo', "Maya's sister"] }));
    expect(plan.heroes.find((hero) => hero.index === 1)?.elements).toEqual([
      'her little brother Leo',
    ]);
    expect(drawnAs(plan)).toEqual(['figure:sister']);
  });

  it('takes the place from the scene, from a thing that implies it, or from the story', () => {
    expect(planScene(request({ place: "Grandma's greenhouse" })).place).toBe('greenhouse');
    expect(planScene(request({ place: 'by the swings' })).place).toBe('park');
    expect(planScene(request({ place: 'in the bath' })).place).toBe('bathroom');
    expect(planScene(request({ place: 'somewhere odd', elements: ['the seaside'] })).place).toBe(
      'seaside',
    );
    expect(planScene(request({ place: 'somewhere odd' })).place).toBe('fairground');
  });

  it('draws the place an element names as the backdrop, or as a landmark when elsewhere', () => {
    const there = planScene(request({ place: 'the beach', elements: ['the seaside'] }));
    expect(there.backdropElements).toEqual(['the seaside']);
    const elsewhere = planScene(request({ place: 'the park', elements: ['a castle'] }));
    expect(drawnAs(elsewhere)).toEqual(['landmark:castle']);
  });

  it('lets a part of the backdrop stand for an element (the bathroom’s bath)', () => {
    const plan = planScene(request({ place: 'the bathroom', elements: ['a bubble bath'] }));
    expect(plan.partElements.get('bathtub')?.texts).toEqual(['a bubble bath']);
    expect(plan.items).toEqual([]);
  });

  it('puts the sun and the moon in the sky, and keeps the sun by turning night to dusk', () => {
    const plan = planScene(request({ timeOfDay: 'night', elements: ['the sun', 'the moon'] }));
    expect(plan.time).toBe('evening');
    expect(plan.sun).toEqual(['the sun']);
    expect(plan.moon).toEqual(['the moon']);
  });

  it('marks the first element of the moment as the one that matters', () => {
    const plan = planScene(request({ elements: ['a teddy', 'a dog'] }));
    expect(plan.items.filter((item) => item.primary).map((item) => item.elements)).toEqual([
      ['a teddy'],
    ]);
  });

  it('draws the hero when the moment names nobody', () => {
    expect(planScene(request({ present: [] })).heroes.map((hero) => hero.index)).toEqual([0]);
  });
});

describe('a name the parent gave an animal or a toy (decision 086)', () => {
  const named = (present: string[], elements: [string, string, string]) =>
    planScene({ ...request({ present, elements: [] }, [child('Leo')]), hero: 'Leo', elements });

  it('is that animal or toy, never a stranger child beside the hero nor a biscuit', () => {
    for (const [name, elements, drawn] of [
      ['Pip', ['the attic', 'a stuffed bunny called Pip', 'a torch'], 'plush'],
      ['Colonel', ['a grumpy goose called Colonel', 'a kite', 'the park'], 'creature'],
      ['Biscuit', ['a dog named biscuit', 'a wooden train', 'the seaside'], 'creature'],
      ['Churro', ['a torch', 'a cave', 'the cat Churro'], 'creature'],
    ] as const) {
      const plan = named(['Leo', name], [...elements]);
      expect(plan.heroes).toHaveLength(1);
      expect(plan.items.map((item) => item.drawn.kind)).toEqual([drawn]);
      expect(plan.items[0]?.present).toEqual([name]);
    }
  });

  it('is still someone of their own when no element names them', () => {
    const plan = named(['Leo', 'Luna'], ['a kite', 'the park', 'a stuffed bunny called Pip']);
    expect(plan.items.map((item) => item.drawn.name)).toEqual(['friend']);
  });
});

describe('people as many as the words say (decision 086)', () => {
  it('draws "two grannies" as two grandmothers, each her own look', () => {
    const svg = composeScene(request({ elements: ['two grannies'] }, [child('Maya')]), null);
    const grannies = svg.match(/data-drawn-as="figure:grandmother"/g) ?? [];
    expect(grannies).toHaveLength(2);
    expect(composeScene(request({ elements: ['her granny'] }, [child('Maya')]), null)).toMatch(
      /^(?!.*figure:grandmother.*figure:grandmother)/s,
    );
  });
});
