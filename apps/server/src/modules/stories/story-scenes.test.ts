import { describe, expect, it } from 'vitest';
import type { Scene } from '../../providers/scene/scene';
import { mainScene, scenesOfStory } from './story-scenes';

const scene = (passage: number, elements: string[], present: string[]): Scene => ({
  passage,
  place: 'the duck pond',
  timeOfDay: 'day',
  present,
  elements,
  mood: 'calm',
  caption: '',
});

describe('the story’s main moment', () => {
  it('has most of the elements, then most of the story’s people and animals', () => {
    const scenes = [
      scene(1, ['the duck pond', 'a cookbook'], ['Ife']),
      scene(3, ['Grandma', 'the duck pond'], ['Ife', 'Grandma']),
      scene(5, ['the duck pond'], ['Ife', 'Grandma', 'Colonel']),
    ];
    expect(mainScene(scenes)?.passage).toBe(3);
    expect(mainScene([scenes[0]!, scene(2, ['a', 'b', 'c'], ['Ife'])])?.passage).toBe(2);
  });
});

describe('a stored story’s moments', () => {
  it('are drawn at the time their words give, not the writer’s blanket night (decision 085)', () => {
    const scenes = scenesOfStory({
      scenes: [
        { ...scene(0, [], ['Ife']), timeOfDay: 'evening' },
        { ...scene(1, ['the duck pond'], ['Ife']), timeOfDay: 'night' },
        { ...scene(2, [], ['Ife']), timeOfDay: 'night' },
      ],
      storyText: 'Let’s go to the duck pond!\n\nWhat a busy day at the pond!\n\nBedtime, Ife.',
      hero: 'Ife',
      elements: 'the duck pond',
      genre: 'Fantasy',
      cast: null,
      childIds: null,
    });
    expect(scenes.map((s) => s.timeOfDay)).toEqual(['morning', 'day', 'night']);
  });
});
