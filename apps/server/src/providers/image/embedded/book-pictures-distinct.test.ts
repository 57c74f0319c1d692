import { describe, expect, it } from 'vitest';
import { writeEmbeddedStory } from '../../text/embedded/write-story';
import type { StoryRequest } from '../../text/index';
import { closestPair, hashDistance, pictureHash, REPEAT_DISTANCE } from '../picture-hash';
import { timeScenes } from '../../scene/moment-time';
import { framingOf } from './camera';
import { composeScene } from './compose-scene';

// Books of one place from start to end (a bathroom, an attic, a science fair) are where pictures
// repeat; twenty moments of one room is the hard case.
const STORIES: StoryRequest[] = [
  {
    hero: 'Priyanka',
    age: 7,
    genre: 'Comedy',
    elements: ['a bathroom', 'two kittens', 'a purple balloon'],
    seed: 41,
    cast: [{ name: 'Priyanka', pronouns: 'she' }],
  },
  {
    hero: 'Leo',
    age: 9,
    genre: 'Adventure',
    elements: ['the attic', 'a dog called Biscuit', 'a cookie'],
    seed: 77,
  },
  {
    hero: 'Zuri',
    age: 8,
    genre: 'Mystery',
    elements: ['the school science fair', 'a cheeky monkey', 'a kite'],
    seed: 5,
  },
  {
    hero: 'Noa and Finn',
    age: 14,
    genre: 'Fantasy',
    elements: ['teddy', 'her yellow wellies', 'the ice rink'],
    seed: 103,
  },
  {
    hero: 'Mateo',
    age: 7,
    genre: 'Mystery',
    elements: ['the museum', 'a grumpy goose called Colonel', 'his new bike'],
    seed: 111,
  },
];

async function bookHashes(story: StoryRequest): Promise<Uint8Array[]> {
  const written = writeEmbeddedStory(story);
  // Timed by their words, as the app reads a story's moments (scenesOfStory).
  const scenes = timeScenes(written.scenes ?? [], written.text);
  return Promise.all(
    scenes.map((scene, page) =>
      pictureHash(
        Buffer.from(
          composeScene(
            {
              hero: story.hero,
              age: story.age,
              elements: story.elements,
              genre: story.genre,
              seed: story.seed * 31 + page,
              heroSeed: story.seed,
              scene,
              size: { width: 96, height: 96 },
            },
            null,
          ),
        ),
      ),
    ),
  );
}

describe('no repeats in a book', () => {
  it('frames no two pages of a story up to forty-one apart the same way (decision 086)', () => {
    for (const seed of [0, 1, 77, 103, 4242, 99999]) {
      const views = Array.from({ length: 42 }, (_v, page) => JSON.stringify(framingOf(page, seed)));
      expect(new Set(views).size).toBe(42);
    }
  });

  it('hashes one picture the same at any size, and two different pictures far apart', async () => {
    const story = STORIES[0]!;
    const scene = writeEmbeddedStory(story).scenes![2]!;
    const request = {
      hero: story.hero,
      age: story.age,
      elements: story.elements,
      genre: story.genre,
      seed: 3,
      scene,
    };
    const small = await pictureHash(
      Buffer.from(composeScene({ ...request, size: { width: 96, height: 96 } }, null)),
    );
    const large = await pictureHash(
      Buffer.from(composeScene({ ...request, size: { width: 512, height: 512 } }, null)),
    );
    const other = await pictureHash(
      Buffer.from(
        composeScene(
          {
            ...request,
            scene: { ...scene, place: 'outer space' },
            size: { width: 96, height: 96 },
          },
          null,
        ),
      ),
    );
    expect(hashDistance(small, large)).toBeLessThan(REPEAT_DISTANCE);
    expect(hashDistance(small, other)).toBeGreaterThan(REPEAT_DISTANCE * 3);
  });

  it(`keeps every two pictures of a book at least ${REPEAT_DISTANCE} bits apart`, async () => {
    for (const story of STORIES) {
      const hashes = await bookHashes(story);
      expect(hashes.length).toBeGreaterThan(6);
      expect(closestPair(hashes), story.hero).toBeGreaterThanOrEqual(REPEAT_DISTANCE);
    }
  });
});
