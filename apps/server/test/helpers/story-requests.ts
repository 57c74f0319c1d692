import { GENRES } from '@sns/contract';
import type { StoryRequest } from '../../src/providers/text';

/** Story elements as parents type them, by kind: what scenes must carry through, whatever it is. */
export const ELEMENT_POOLS = {
  places: [
    'the seaside',
    "Grandma's greenhouse",
    'castle',
    'a bathroom',
    'the park',
    'a library',
    'beach',
    'a snowy mountain',
  ],
  objects: [
    'a purple balloon',
    'a magic key',
    'kite',
    'an umbrella',
    'lanterns',
    'a treasure map',
    'a red scarf',
  ],
  animals: [
    'dragon',
    'owls',
    'a stuffed bunny',
    'two kittens',
    'Luna',
    'unicorn',
    'a grey elephant',
    'wolves',
  ],
  family: ['Grandma', 'my little brother', 'Uncle Joe', 'a kind pirate', 'the moon'],
  toys: ['a toy rocket', 'blocks', 'a wooden train', 'my teddy bear', 'a yo-yo'],
  foods: ['cookies', 'ice cream', 'a birthday cake', 'strawberries', 'pancakes', 'some honey'],
} as const;

const HEROES = ['Mia', 'Leo', 'Sam', 'Ava', 'Noah', 'Zoe', 'Ravi', 'Élodie'];
const FRIENDS = ['Kit', 'Ben', 'Lola', 'Omar', 'Ivy', 'Jonah'];
const PRONOUNS = ['she', 'he', 'they'] as const;
const POOLS = Object.values(ELEMENT_POOLS);

/**
 * `count` varied story requests: every genre, ages 3–10, three elements from three different
 * kinds, and — in turn — no profiles, the hero's profile alone, or the hero with one or two
 * other children, every pronoun in every position.
 */
export function variedStoryRequests(count: number): StoryRequest[] {
  return Array.from({ length: count }, (_, i) => {
    const pick = (offset: number): string => {
      const pool = POOLS[(i + offset * 2) % POOLS.length] ?? [];
      return pool[(i * 7 + offset * 3) % pool.length] ?? 'kite';
    };
    const hero = HEROES[i % HEROES.length] ?? 'Mia';
    const others = i % 4;
    const cast =
      others === 0
        ? undefined
        : Array.from({ length: others }, (_, c) => ({
            name: c === 0 ? hero : (FRIENDS[(i + c) % FRIENDS.length] ?? 'Kit'),
            pronouns: PRONOUNS[(Math.floor(i / 4) + c) % 3] ?? 'they',
          }));
    return {
      hero,
      age: 3 + (i % 8),
      genre: GENRES[Math.floor(i / 3) % GENRES.length] ?? 'Fantasy',
      elements: [pick(0), pick(1), pick(2)],
      seed: 1000 + i,
      cast,
      ...(i % 5 === 0
        ? { plotTwist: 'the dragon was only sad because nobody played with it' }
        : {}),
    };
  });
}
