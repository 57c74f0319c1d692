import { describe, expect, it } from 'vitest';
import { pickSceneForNewPicture } from './pick-scene';
import type { Scene } from './scene';

const scene = (passage: number, extra: Partial<Scene> = {}): Scene => ({
  passage,
  place: "Mia's home",
  timeOfDay: 'evening',
  present: ['Mia'],
  elements: [],
  mood: 'cosy',
  caption: `Passage ${passage}.`,
  ...extra,
});

const story: Scene[] = [
  scene(0),
  scene(1, { place: 'the Whispering Wood', timeOfDay: 'night', mood: 'mysterious' }),
  scene(2, {
    place: 'the Whispering Wood',
    timeOfDay: 'night',
    mood: 'joyful',
    elements: ['dragon'],
  }),
  scene(3, { place: 'the seaside', timeOfDay: 'night', mood: 'calm', elements: ['the seaside'] }),
  scene(4, { place: 'the Whispering Wood', timeOfDay: 'night', mood: 'gloomy' }),
  scene(5, { place: "Mia's bedroom", timeOfDay: 'night', mood: 'cosy' }),
];

describe('pickSceneForNewPicture', () => {
  it('never picks a passage that already has a picture', () => {
    for (let seed = 0; seed < 50; seed++) {
      const drawn = [0, 2, 3];
      const picked = pickSceneForNewPicture(story, drawn, seed);
      expect(picked).toBeDefined();
      expect(drawn).not.toContain(picked?.passage);
    }
  });

  it('prefers the moment most unlike the drawn ones: another place and a new element first', () => {
    // The wood, the bedroom and home are drawn; only the seaside is somewhere new.
    const picked = pickSceneForNewPicture(story, [0, 1, 5], 7);
    expect(picked?.passage).toBe(3);
  });

  it('lets the seed choose among equally new moments, and always the same one for one seed', () => {
    const picks = new Set<number | undefined>();
    for (let seed = 0; seed < 40; seed++) {
      const picked = pickSceneForNewPicture(story, [], seed);
      expect(pickSceneForNewPicture(story, [], seed)).toBe(picked);
      picks.add(picked?.passage);
    }
    expect(picks.size).toBeGreaterThan(1);
  });

  it('gives up when every moment has been drawn', () => {
    expect(pickSceneForNewPicture(story, [0, 1, 2, 3, 4, 5], 1)).toBeUndefined();
    expect(pickSceneForNewPicture([], [], 1)).toBeUndefined();
  });

  it('gives up when the moments left would only repeat a drawn picture', () => {
    const repeats = [scene(0), scene(1), scene(2, { present: ['Mia'], caption: 'Other words.' })];
    expect(pickSceneForNewPicture(repeats, [0], 3)).toBeUndefined();
    // A new element is a new picture, even in the same room.
    const withBalloon = [...repeats, scene(3, { elements: ['a purple balloon'] })];
    expect(pickSceneForNewPicture(withBalloon, [0], 3)?.passage).toBe(3);
  });

  it('ignores drawn passages the scenes do not have (an older, longer story text)', () => {
    expect(pickSceneForNewPicture(story, [17, 42], 2)).toBeDefined();
  });
});
