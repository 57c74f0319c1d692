import { describe, expect, it } from 'vitest';
import type { Scene } from '../scene/scene';
import { splitSceneNotes, withSceneNotes } from './openai-scene-notes';

const STORY = 'Title: Mia\n\nMia went out.\n\nMia came home.';

describe('splitSceneNotes', () => {
  it('reads notes under a "Scenes:" heading, however the model decorates it', () => {
    for (const heading of ['Scenes:', '**Scenes:**', '### Scene notes:', 'SCENES:']) {
      const { story, notes } = splitSceneNotes(
        `${STORY}\n\n${heading}\n1. | the garden | evening | calm | Mia, her dad\n2) | home | night | cosy | Mia`,
      );
      expect(story.trim()).toBe(STORY);
      expect(notes).toEqual([
        {
          passage: 0,
          place: 'the garden',
          timeOfDay: 'evening',
          mood: 'calm',
          present: ['Mia', 'her dad'],
        },
        { passage: 1, place: 'home', timeOfDay: 'night', mood: 'cosy', present: ['Mia'] },
      ]);
    }
  });

  it('cuts numbered notes without a heading, and a note on the heading line itself', () => {
    expect(splitSceneNotes(`${STORY}\n\n1 | a park | day | joyful | Mia`).story.trim()).toBe(STORY);
    const { notes } = splitSceneNotes(`${STORY}\nScenes: 1 | a park | noon | sunny | nobody`);
    expect(notes).toEqual([
      { passage: 0, place: 'a park', timeOfDay: undefined, mood: undefined, present: undefined },
    ]);
  });

  it('leaves a story without notes as it is', () => {
    const text = `${STORY}\n\nThey counted 1, 2, 3 | and slept.`;
    expect(splitSceneNotes(text)).toEqual({ story: text, notes: [] });
  });
});

describe('withSceneNotes', () => {
  const scene = (passage: number): Scene => ({
    passage,
    place: 'home',
    timeOfDay: 'evening',
    present: ['Mia', 'Sam'],
    elements: ['kite'],
    mood: 'calm',
    caption: '',
  });
  const request = {
    hero: 'Mia',
    elements: ['kite', 'dragon', 'beach'] as [string, string, string],
    cast: [
      { name: 'Mia', pronouns: 'she' as const },
      { name: 'Sam', pronouns: 'he' as const },
    ],
  };

  it('keeps the children first, as their profiles name them, and the elements as read', () => {
    const [noted] = withSceneNotes(
      [scene(0)],
      [{ passage: 0, present: ['a dragon', 'sam', 'MIA'], mood: 'joyful' }],
      'Mia and Sam flew a kite.',
      request,
    );
    expect(noted?.present).toEqual(['Mia', 'Sam', 'a dragon']);
    expect(noted?.elements).toEqual(['kite']);
    expect(noted?.mood).toBe('joyful');
  });
});
