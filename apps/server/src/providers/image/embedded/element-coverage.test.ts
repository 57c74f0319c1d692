import { Resvg } from '@resvg/resvg-js';
import {
  EYE_COLOURS,
  FAVOURITE_COLOURS,
  GENRES,
  HAIR_COLOURS,
  HAIR_STYLES,
  PRONOUNS,
  SKIN_TONES,
} from '@sns/contract';
import { describe, expect, it } from 'vitest';
import type { IllustrationRequest } from '../types';
import type { CastMember, Scene } from '../../scene/scene';
import { MOODS, TIMES_OF_DAY } from '../../scene/scene';
import { composeScene } from './compose-scene';
import type { Label } from './inspect-svg';
import { readLabels } from './inspect-svg';
import type { Random } from './random';
import { createRandom } from './random';

/** Story elements by the kind of thing they are, and what each kind may be drawn as. */
// prettier-ignore
const CATEGORIES = {
  place: {
    kinds: ['place', 'landmark'],
    words: [
      'the seaside', 'the beach', "Grandma's greenhouse", 'a greenhouse', 'the bathroom',
      'her bedroom', 'the kitchen', 'the woods', 'a forest', 'the park', 'the playground',
      'the city', 'a busy street', 'a castle', 'outer space', 'under the sea', 'the mountains',
      'a farm', 'school', 'the library', 'the North Pole', 'the desert', 'a dark cave', 'the jungle',
      'the clouds', 'the funfair', 'the train station', 'a building site', 'the garden', 'the zoo',
      'a coral reef', 'the living room', 'an island', 'a snowy hill', 'the kingdom',
    ],
  },
  animal: {
    kinds: ['creature'],
    words: [
      'a cat', 'a puppy', 'a rabbit', 'a horse', 'an elephant', 'a mouse', 'a giraffe', 'a dragon',
      'a unicorn', 'a bear', 'a lion', 'a fox', 'a frog', 'a penguin', 'an owl', 'a whale',
      'a dinosaur', 'a tortoise', 'a hedgehog', 'a goldfish', 'a parrot', 'a butterfly',
      'a ladybird', 'a sheep', 'a cow', 'a pig', 'a koala', 'a panda', 'a robot', 'an alien',
      'a wolf', 'a snowman', 'two kittens', 'a friendly dolphin', 'an octopus', 'a polar bear', 'a hamster',
    ],
  },
  plush: {
    kinds: ['plush'],
    words: [
      'a stuffed bunny', 'her teddy bear', 'a toy dinosaur', 'a knitted owl', 'a plush unicorn',
      'a soft toy elephant', 'a cuddly toy lion', 'his stuffed dog', 'a rag doll', 'a plushie panda',
      'a toy monkey', 'a stuffed giraffe', 'an old teddy', 'a pink plush pig', 'a stuffed kitten',
    ],
  },
  family: {
    kinds: ['figure'],
    words: [
      'her grandmother', 'his grandad', 'Mum', 'Dad', 'her big sister', 'his little brother',
      'the baby', 'Auntie Sue', 'Uncle Joe', 'her cousin', 'Granny', 'Grandpa', 'Nana',
    ],
  },
  person: {
    kinds: ['figure'],
    words: [
      'the teacher', 'a friendly wizard', 'a pirate', 'a princess', 'the doctor', 'a firefighter',
      'a clown', 'the baker', 'a knight', 'an astronaut', 'the farmer', 'a police officer',
      'a kind witch', 'the king', 'a best friend',
    ],
  },
  toy: {
    kinds: ['toy', 'object', 'vehicle', 'sky'],
    words: [
      'a toy car', 'a toy train', 'a toy rocket', 'a ball', 'a kite', 'a yo-yo', 'building blocks',
      'a rubber duck', 'a skateboard', 'a jigsaw puzzle', 'a drum', 'a toy boat', 'a beach ball',
      'a sandcastle', 'a swing',
    ],
  },
  food: {
    kinds: ['food'],
    words: [
      'a chocolate cake', 'strawberries', 'a picnic sandwich', 'ice cream', 'pancakes',
      'a big pizza', 'cookies', 'an apple', 'a bowl of soup', 'spaghetti', 'a banana', 'cupcakes',
      'honey', 'carrots', 'a gingerbread man', 'a jam tart pie', 'popcorn', 'a cup of cocoa',
    ],
  },
  thing: {
    kinds: ['object', 'vehicle', 'sky'],
    words: [
      'a magic wand', 'a golden key', 'a treasure map', 'a torch', 'an umbrella', 'a red balloon',
      'a bubble bath', 'a big yellow digger', 'a tractor', 'a sailing boat', 'a bicycle',
      'a treasure chest', 'a book', 'a telescope', 'a backpack', 'a crown', 'the moon', 'the sun',
      'a rainbow', 'a shooting star', 'a fire engine', 'a red bus', 'a steam train', 'a rocket',
      'a hot air balloon', 'a lighthouse', 'a tent', 'a flower pot', 'a bed',
    ],
  },
} as const satisfies Record<string, { kinds: readonly string[]; words: readonly string[] }>;
type Category = keyof typeof CATEGORIES;
const NAMES = ['Maya', 'Leo', 'Amara', 'Sam', 'Noor', 'Finn', 'Ivy', 'Kofi', 'Mei', 'Oskar'];

const ids = <T extends { id: string }>(list: readonly T[]): T['id'][] =>
  list.map((item) => item.id);

function child(random: Random, name: string): CastMember {
  return {
    name,
    pronouns: random.pick(ids(PRONOUNS)),
    favouriteColour: random.pick(ids(FAVOURITE_COLOURS)),
    appearance: {
      skinTone: random.pick(ids(SKIN_TONES)),
      hairColour: random.pick(ids(HAIR_COLOURS)),
      hairStyle: random.pick(ids(HAIR_STYLES)),
      eyeColour: random.pick(ids(EYE_COLOURS)),
      glasses: random.chance(0.3),
      freckles: random.chance(0.3),
    },
  };
}

interface Story {
  elements: { text: string; category: Category }[];
  request: IllustrationRequest;
  pages: IllustrationRequest[];
}

/** A story with three varied elements and a book of 3–6 moments that, between them, show all three. */
function generateStory(random: Random, index: number): Story {
  const categories = Object.keys(CATEGORIES) as Category[];
  const elements = Array.from({ length: 3 }, () => {
    const category = random.pick(categories);
    return { text: random.pick(CATEGORIES[category].words), category };
  });
  const names = random.shuffle(NAMES).slice(0, random.int(1, 3));
  const cast = names.map((name) => child(random, name));
  const base: IllustrationRequest = {
    hero: names[0] ?? 'Maya',
    age: random.int(1, 12),
    elements: elements.map((element) => element.text) as [string, string, string],
    genre: random.pick(GENRES),
    seed: random.int(1, 2 ** 31),
    cast,
  };
  const pageCount = random.int(3, 6);
  const pages = Array.from({ length: pageCount }, (_, passage): IllustrationRequest => {
    // Each element is the one that matters on at least one page; others come and go.
    const inView = elements.filter((_e, i) => i === passage % 3 || random.chance(0.35));
    const extra = random.chance(0.4)
      ? [random.pick(CATEGORIES[random.pick(categories)].words)]
      : [];
    const visitors = random.chance(0.5)
      ? [random.pick([...CATEGORIES.family.words, ...CATEGORIES.animal.words, 'Sam'])]
      : [];
    const scene: Scene = {
      passage,
      place: random.chance(0.8) ? random.pick(CATEGORIES.place.words) : 'somewhere strange',
      timeOfDay: random.pick(TIMES_OF_DAY),
      present: [...random.shuffle(names).slice(0, random.int(0, names.length)), ...visitors],
      elements: [...inView.map((element) => element.text), ...extra],
      mood: random.pick(MOODS),
      caption: `Page ${passage + 1} of story ${index}.`,
    };
    return { ...base, seed: base.seed + passage + 1, scene };
  });
  return { elements, request: base, pages };
}

const STORIES = 220;
const random = createRandom(20261124);
const stories = Array.from({ length: STORIES }, (_, i) => generateStory(random, i));
const categoryOf = new Map<string, Category>(
  (Object.keys(CATEGORIES) as Category[]).flatMap((category) =>
    CATEGORIES[category].words.map((word) => [word, category] as const),
  ),
);

function expectDrawn(labels: readonly Label[], text: string, role: Label['role'], where: string) {
  const found = labels.filter((label) => label.text === text && label.role === role);
  expect(found.length, `${role} "${text}" in ${where}`).toBeGreaterThan(0);
  const category = categoryOf.get(text);
  if (!category) return found;
  const kinds: readonly string[] = CATEGORIES[category].kinds;
  for (const label of found) {
    const kind = label.drawnAs.split(':')[0] ?? '';
    expect(kinds, `"${text}" drawn as ${label.drawnAs} in ${where}`).toContain(kind);
  }
  return found;
}

describe(`every element drawn, as what it is, over ${STORIES} generated stories`, () => {
  it('draws every element of the story’s own picture, and every element and person of each moment', () => {
    let pictures = 0;
    for (const [index, story] of stories.entries()) {
      const own = readLabels(composeScene(story.request, null));
      for (const element of story.elements)
        expectDrawn(own, element.text, 'element', `story ${index}`);
      pictures++;

      const inBook = new Set<string>();
      for (const page of story.pages) {
        const scene = page.scene as Scene;
        const labels = readLabels(composeScene(page, null));
        const where = `story ${index} page ${scene.passage}`;
        for (const text of scene.elements) {
          expectDrawn(labels, text, 'element', where);
          inBook.add(text);
        }
        for (const text of scene.present) {
          const found = expectDrawn(labels, text, 'present', where);
          const castIndex = page.cast?.findIndex((member) => member.name === text) ?? -1;
          if (castIndex >= 0) expect(found[0]?.drawnAs).toBe(`hero:${castIndex}`);
          else if (!categoryOf.has(text)) expect(found[0]?.drawnAs).toBe('figure:friend');
        }
        pictures++;
      }
      for (const element of story.elements)
        expect(inBook, `story ${index}`).toContain(element.text);
    }
    expect(pictures).toBeGreaterThan(STORIES * 4);
  });

  it('never draws a plush toy as an animal, nor a person as anything but a figure', () => {
    for (const text of CATEGORIES.plush.words) {
      const labels = readLabels(
        composeScene({ ...stories[0]!.request, elements: [text, 'a cat', 'Mum'] }, null),
      );
      expect(labels.find((label) => label.text === text)?.drawnAs).toMatch(/^plush:/);
      expect(labels.find((label) => label.text === 'a cat')?.drawnAs).toMatch(/^creature:/);
      expect(labels.find((label) => label.text === 'Mum')?.drawnAs).toBe('figure:mother');
    }
  });

  // resvg-js aborts the whole process on some geometry, so a sample of real renders guards it.
  it('renders a sample of the generated moments', { timeout: 120_000 }, () => {
    for (const story of stories.filter((_s, i) => i % 11 === 0)) {
      const page = story.pages[0] as IllustrationRequest;
      const image = new Resvg(composeScene(page, null), {
        font: { loadSystemFonts: false },
      }).render();
      expect(image.width).toBe(1024);
    }
  });
});
