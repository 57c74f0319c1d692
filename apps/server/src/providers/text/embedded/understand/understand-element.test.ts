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
    ['the building site', 'place', 'building site'],
    ['a hot air balloon ride', 'activity', 'sky'],
    ['a football stadium', 'place', 'football stadium'],
    ['the ferry to the island', 'place', 'ferry'],
    ['a canal boat', 'place', 'canal boat'],
    ['a digger called Dig', 'animal', 'digger'],
    ['a red tractor', 'object', 'tractor'],
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

describe('what follows the thing describes it (a parent review, 2026-11-28)', () => {
  it.each([
    ['an old library card with a strange name on it', 'object', 'card'],
    ['a night market in the rain', 'place', 'market'],
    ['a seaside hotel out of season', 'place', 'hotel'],
    ['a walk in the woods', 'place', 'wood'],
    ['a seagull called Captain Chips who steals food', 'animal', 'seagull'],
    ['a heron who follows the boat', 'animal', 'heron'],
  ])('%s is a %s: %s', (typed, kind, head) => {
    const sense = understandElement(typed, 'Isla', 'her');
    expect(sense.kind).toBe(kind);
    expect(sense.head).toBe(head);
    expect(sense.short).not.toMatch(/\b(it|them|rain|season)$/);
  });

  it('reads "the hotel’s night porter, Mr Vance" as Mr Vance, a man who works at the hotel', () => {
    const sense = understandElement("the hotel's silent night porter, Mr Vance", 'Jade', 'her');
    expect(sense.kind).toBe('person');
    expect(sense.short).toBe('Mr Vance');
    expect(sense.pronoun).toBe('he');
    expect(sense.first).toMatch(/^the hotel's/);
  });

  it('does not add a child of the cast as a second character when the parent names them', () => {
    const story = writeEmbeddedStory({
      hero: 'Noor',
      age: 14,
      elements: [
        'the old lighthouse',
        'her little brother Zayd who is scared of everything',
        'a music box',
      ],
      genre: 'Fantasy',
      seed: 2,
      cast: [
        { name: 'Noor', pronouns: 'she' },
        { name: 'Zayd', pronouns: 'he' },
      ],
    });
    expect(story.text).not.toMatch(
      /"[^"]*Noor and Zayd[^"]*" said Zayd|said Zayd[^.]*Noor and Zayd/,
    );
    expect(story.text).not.toMatch(/Zayd was not far behind Noor and Zayd/);
  });
});

describe('what a parent says a character does is how they are told', () => {
  it.each([
    ['Mrs Okafor the librarian who never smiles', 'grumpy'],
    ['a mascot badger called Bertie who keeps falling over', 'clumsy'],
    ['a robot nurse named Beep who tells jokes', 'funny'],
    ['a seagull called Captain Chips who steals food', 'greedy'],
    ["Grandma's cat Pickle who is very nosy", 'nosy'],
    ['her little brother Zayd who is scared of everything', 'scared'],
  ])('%s is %s', (typed, quality) => {
    expect(understandElement(typed, 'Isla', 'her').qualities).toContain(quality);
  });

  it('tells a robot nurse as a robot and a rubber duck as a toy', () => {
    const nurse = understandElement('a robot nurse named Beep', 'Ruby', 'her');
    expect(nurse.kind).toBe('animal');
    expect(nurse.creature?.voice).toBe('beeped');
    expect(understandElement('a rubber duck', 'Ruby', 'her').kind).toBe('toy');
    expect(understandElement('rubber boots', 'Ruby', 'her').kind).toBe('object');
  });

  it('reads a lost thing from a clause without "that"', () => {
    expect(understandElement("Dad's lucky scarf that he lost", 'Oscar').qualities).toContain(
      'missing',
    );
    expect(understandElement('the kite we made', 'Oscar').short).toBe('the kite');
  });

  it('never lets a grumpy character laugh a big warm laugh', () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      const story = writeEmbeddedStory({
        hero: 'Isla',
        age: 8,
        elements: ['the school library', 'Mrs Okafor the librarian who never smiles', 'a map'],
        genre: 'Mystery',
        seed,
      });
      // She may soften at the very end; she does not laugh a big warm laugh on the way.
      expect(story.text).not.toMatch(/Mrs Okafor laughed a/);
      expect(story.text).not.toMatch(/laughed out loud and laughed|cheered and cheered/);
    }
  });
});

describe('a sibling who owns the thing', () => {
  it('is her brother, told as "her brother" and "he", never a person called Brother', () => {
    const story = writeEmbeddedStory({
      hero: 'Jade',
      age: 12,
      elements: ['a seaside hotel out of season', "her brother's missing skateboard", 'a map'],
      genre: 'Mystery',
      seed: 17,
      cast: [{ name: 'Jade', pronouns: 'she' }],
    });
    expect(story.text).toMatch(/her brother/);
    expect(story.text).not.toMatch(/\bBrother\b(?! |’s|'s)|said Her|[a-z,] Her brother/);
    expect(story.text).not.toMatch(/brother[^.]*\btheir (feet|sleeves)/);
  });
});

describe('a name, then who they are', () => {
  it.each([
    ['Colonel the goose', 'animal', 'Colonel'],
    ['Pip the dragon', 'animal', 'Pip'],
    ['Marcus the porter who always whistles', 'person', 'Marcus'],
  ])('%s is %s %s', (typed, kind, name) => {
    const sense = understandElement(typed, 'Ella', 'her');
    expect(sense.kind).toBe(kind);
    expect(sense.short).toBe(name);
    expect(sense.first).not.toMatch(/\bthe \p{Lu}\S* the\b/u);
  });

  it('reads what they always do as a quality, and calls a character without "the"', () => {
    expect(
      understandElement('a digger called Dougie who is always hungry', 'Rosie').qualities,
    ).toContain('hungry');
    expect(
      understandElement('her sister Asha who is always asking questions', 'Priya', 'her').qualities,
    ).toContain('nosy');
    const story = writeEmbeddedStory({
      hero: 'Poppy',
      age: 2,
      elements: ['her sleepy teddy Barnaby', 'the bath', 'a rubber duck that squeaks too loud'],
      genre: 'Comedy',
      seed: 7,
    });
    expect(story.text).not.toMatch(/(Hello|Goodnight|Night night), the /);
  });
});

describe('two children take turns to speak', () => {
  it('never says "said Noor and Zayd", and their hearts were pounding', () => {
    for (const seed of [2, 3, 4]) {
      const story = writeEmbeddedStory({
        hero: 'Noor',
        age: 14,
        elements: ['the old lighthouse', 'a music box', 'a sleepy owl'],
        genre: 'Fantasy',
        seed,
        cast: [
          { name: 'Noor', pronouns: 'she' },
          { name: 'Zayd', pronouns: 'he' },
        ],
      });
      expect(story.text).not.toMatch(
        /(said|asked|whispered|breathed|wondered|murmured) Noor and Zayd|Noor and Zayd’s heart was/,
      );
    }
  });
});
