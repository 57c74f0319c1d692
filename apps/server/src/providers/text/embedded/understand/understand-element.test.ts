import { describe, expect, it } from 'vitest';
import { splitHeroes, writeEmbeddedStory } from '../write-story';
import { understandElement } from './understand-element';

/** Elements parents type that the writer once got wrong: each must be the kind of thing it is. */
describe('understanding what a parent typed', () => {
  it.each([
    ['the swimming pool', 'place', 'swimming pool'],
    ['under the sea', 'place', 'sea'],
    ['the toy shop', 'place', 'toy shop'],
    ['the ice rink', 'place', 'ice rink'],
    ['the orchard', 'place', 'orchard'],
    ['a tent', 'place', 'tent'],
    ['the North Pole', 'place', 'pole'],
    ['a football match', 'activity', 'football pitch'],
    ['Christmas', 'activity', 'living room'],
    ['a train ride', 'activity', 'train'],
    ['a bouncy kangaroo called Hops', 'animal', 'kangaroo'],
    ['a T-rex called Rex', 'animal', 't-rex'],
    ['her teacher Miss Lee', 'person', 'teacher'],
    ['Lego', 'object', 'lego'],
    ['her favourite blanket', 'object', 'blanket'],
  ] as const)('%s is a %s (%s)', (typed, kind, head) => {
    const sense = understandElement(typed, 'Mia', 'her');
    expect([sense.kind, sense.head]).toEqual([kind, head]);
  });

  it('hears a fox cub as a fox', () => {
    expect(understandElement('a lost fox cub', 'Omar', 'his').creature?.voice).toBe(
      understandElement('a fox', 'Omar', 'his').creature?.voice,
    );
  });

  it('keeps a titled name after a person ("her teacher Miss Lee")', () => {
    expect(understandElement('her teacher Miss Lee', 'Mia', 'her').name).toBe('Miss Lee');
  });

  it.each([
    ['her grandad’s umbrella', 'shelter'],
    ['a pirate ship', 'sail'],
    ['a magic wand', 'magic'],
    ['a bucket and spade', 'build'],
    ['Lego', 'build'],
    ['a spaceship', 'fly'],
  ] as const)('uses %s for what it is (%s)', (typed, use) => {
    expect(understandElement(typed, 'Mia', 'her').use).toBe(use);
  });

  it('tells a kangaroo as a kangaroo and sets the story at the swimming pool', () => {
    const story = writeEmbeddedStory({
      hero: 'Rosie',
      age: 5,
      elements: ['a bouncy kangaroo called Hops', 'the swimming pool', "her grandad's umbrella"],
      genre: 'Comedy',
      lifeLesson: 'be patient',
      seed: 3,
    });
    expect(story.text).toMatch(/\b(at|across|reached|of) the swimming pool/);
    expect(story.text).toMatch(/Hops (bounded|chuffed|bounced)/);
    expect(story.text).not.toMatch(/Hops scampered/);
    expect(story.text).not.toMatch(/swimming pool (slipped|ran|rolled)/);
  });
});

describe('heroes typed together', () => {
  it.each([
    ['Sam and Lily', ['Sam', 'Lily']],
    ['Tom & Ella', ['Tom', 'Ella']],
    ['Ana, Ben and Cy', ['Ana', 'Ben', 'Cy']],
    ['Mary Ann', ['Mary Ann']],
    ['Andy', ['Andy']],
  ])('%s', (typed, heroes) => {
    expect(splitHeroes(typed)).toEqual(heroes);
  });

  it('tells two children typed as the hero as joint heroes, in the garden', () => {
    const story = writeEmbeddedStory({
      hero: 'sam and lily',
      age: 5,
      elements: ['a magic wand', 'the garden', 'a shy unicorn'],
      genre: 'Fantasy',
      lifeLesson: 'sharing is caring',
      seed: 301,
    });
    expect(story.title).toMatch(/^Sam and Lily/);
    expect(story.text).not.toMatch(/Sam and Lily (was|has)\b/);
    expect(story.text).not.toMatch(/\bat the garden\b/i);
  });
});

describe('a missing toy in a mystery', () => {
  it.each([103, 104, 105])(
    'is the child’s own, and found where the twist says (seed %i)',
    (seed) => {
      const story = writeEmbeddedStory({
        hero: 'Zainab',
        age: 6,
        elements: ['the toy shop', 'a missing rag doll', 'a nosy parrot'],
        genre: 'Mystery',
        plotTwist: "the parrot had hidden it in the dolls' house",
        seed,
      });
      expect(story.text).toMatch(/(hiding place|looked|try|look)[,:]? in the dolls' house/);
      expect(story.text).not.toMatch(/noticed the (rag )?doll|rag doll (stood|was right there)/);
    },
  );
});
