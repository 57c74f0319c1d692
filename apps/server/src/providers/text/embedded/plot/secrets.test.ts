import { describe, expect, it } from 'vitest';
import type { StoryRequest } from '../../types';
import { checkGrammar } from '../grammar-check';
import { parseLifeLesson } from '../life-lesson';
import { parsePlotTwist } from '../plot-twist';
import { understandElement } from '../understand/understand-element';
import { writeEmbeddedStory } from '../write-story';
import { hasSecret, isFixed, oddityOf } from './secrets';

/**
 * A thing with a secret is a mystery to look into, not a thing to lose (docs/decisions/099). The
 * inputs are a demanding parent's review's; every assertion here failed on the writer before.
 */
const ISLA: StoryRequest = {
  hero: 'Isla',
  age: 8,
  elements: [
    'the school library',
    'Mrs Okafor the librarian who never smiles',
    'an old library card with a strange name on it',
  ],
  genre: 'Mystery',
  plotTwist: "the strange name was Mrs Okafor's as a girl",
  lifeLesson: "don't judge people too quickly",
  seed: 17,
  cast: [{ name: 'Isla', pronouns: 'she' }],
};
const JADE: StoryRequest = {
  hero: 'Jade',
  age: 12,
  elements: [
    'a seaside hotel out of season',
    "the hotel's silent night porter, Mr Vance",
    "a lift that stops at a floor that isn't there",
  ],
  genre: 'Mystery',
  plotTwist: "Mr Vance had been protecting the hotel's secret",
  lifeLesson: 'quiet people notice the most',
  seed: 21,
  cast: [{ name: 'Jade', pronouns: 'she' }],
};
const NOOR: StoryRequest = {
  hero: 'Noor and Zayd',
  age: 14,
  elements: ['the lighthouse', 'an old music box', 'her little brother Zayd'],
  genre: 'Mystery',
  plotTwist: 'the music box was a map',
  lifeLesson: 'family is worth fighting for',
  seed: 22,
  cast: [
    { name: 'Noor', pronouns: 'she' },
    { name: 'Zayd', pronouns: 'he' },
  ],
};

describe('what is strange about a thing', () => {
  it('keeps what the parent said after it, and tells it in the past', () => {
    expect(
      oddityOf(understandElement('an old library card with a strange name on it', 'Isla')),
    ).toBe('it had a strange name on it');
    expect(
      oddityOf(understandElement("a lift that stops at a floor that isn't there", 'Jade')),
    ).toBe("it stopped at a floor that wasn't there");
    expect(oddityOf(understandElement('a shoe that squeaks by itself', 'Ava'))).toBe(
      'it squeaked by itself',
    );
    expect(oddityOf(understandElement('a painting whose eyes follow you', 'Ava'))).toBe(
      'its eyes followed you',
    );
    expect(oddityOf(understandElement('a mysterious key', 'Ava'))).toBe(
      'nobody knew where it had come from',
    );
  });

  it('is a secret when the words or the twist make it one, never when it is lost', () => {
    const none = null;
    expect(hasSecret(understandElement('a magic mirror that talks', 'Ava'), none)).toBe(true);
    expect(hasSecret(understandElement('a teddy', 'Ava'), none)).toBe(false);
    expect(hasSecret(understandElement('a missing cookbook', 'Ava'), none)).toBe(false);
    expect(
      hasSecret(
        understandElement('an old music box', 'Noor'),
        parsePlotTwist('the music box was a map', 'Noor'),
      ),
    ).toBe(true);
    expect(isFixed(understandElement('a lift', 'Jade'))).toBe(true);
    expect(isFixed(understandElement('a kite', 'Jade'))).toBe(false);
  });
});

describe('a mystery about a thing with a secret', () => {
  it.each([1, 2, 3])(
    'the card is looked into, not lost, and its name explained (seed %i)',
    (seed) => {
      const { title, text } = writeEmbeddedStory({ ...ISLA, seed });
      expect(title).not.toMatch(/Missing|Vanishing/);
      expect(text).toMatch(/strange name on it/);
      expect(text).not.toMatch(/card (had|has) (vanished|gone missing|disappeared)|found the card/);
      expect(text).not.toMatch(/glad to have it back/);
      // The twist is planted on Mrs Okafor and the card, then explains the strange name.
      const reveal = text.indexOf("Mrs Okafor's as a girl");
      expect(reveal).toBeGreaterThan(0);
      expect(text.slice(0, reveal)).toMatch(/Mrs Okafor (looking at|pick up|stop beside) the card/);
      expect(text.slice(reveal)).toMatch(/So that was why it had a strange name on it/);
      // The one she misjudged never preaches the lesson.
      expect(text).not.toMatch(
        /"Don't judge people too quickly," (said Mrs Okafor|Mrs Okafor said)/,
      );
      expect(text).not.toMatch(/Nobody paid much attention/);
      expect(checkGrammar(text)).toEqual([]);
    },
  );

  it.each([1, 2, 3])(
    'a lift is never carried home, and a silent porter never laughs (seed %i)',
    (seed) => {
      const { text } = writeEmbeddedStory({ ...JADE, seed });
      expect(text).toMatch(/stopped at a floor that wasn't there/);
      expect(text).not.toMatch(
        /lift (went home|was safe)|held the lift|found the lift|under one arm/,
      );
      expect(text).not.toMatch(/Mr Vance (laughed|chuckled|giggled)/);
      expect(text).not.toMatch(/snug and warm/);
      expect(text).toMatch(
        /So that was why it stopped at a floor that wasn't there: it was all part of the hotel's secret/,
      );
      // A lesson with its own verb is thought as a sentence, not as "all about quiet people notice".
      expect(text).not.toMatch(/all about quiet people/);
      expect(checkGrammar(text)).toEqual([]);
    },
  );

  it.each([1, 2, 3])('teenagers ask a grown-up of the place, not a duck (seed %i)', (seed) => {
    const { text } = writeEmbeddedStory({ ...NOOR, seed });
    expect(text).not.toMatch(/\bduck\b/);
    expect(text).toMatch(/music box/);
    expect(text).not.toMatch(/box had (vanished|gone missing|disappeared)/);
    expect(checkGrammar(text)).toEqual([]);
  });
});

describe('a child who is "they"', () => {
  it('is still one child: "Sam was", never "Sam were" or "they was"', () => {
    for (const seed of [1, 2, 3, 4]) {
      const { text } = writeEmbeddedStory({
        hero: 'Sam',
        age: 10,
        elements: ['a key that opens nothing', 'the school library', 'a substitute librarian'],
        genre: 'Mystery',
        seed,
        cast: [{ name: 'Sam', pronouns: 'they' }],
      });
      expect(text).not.toMatch(/Sam were|they was\b/);
      expect(text).not.toMatch(/key (had|has) (vanished|gone missing|disappeared)/);
    }
  });
});

describe('two children are two', () => {
  it('the little ones love and say, in the present ("Lucy and Max love the ball")', () => {
    const { text } = writeEmbeddedStory({
      hero: 'Lucy and Max',
      age: 2,
      elements: ['a bouncy ball', 'the garden', 'a goat named Gus'],
      genre: 'Comedy',
      lifeLesson: 'taking turns',
      seed: 12,
      cast: [
        { name: 'Lucy', pronouns: 'she' },
        { name: 'Max', pronouns: 'he' },
      ],
    });
    expect(text).not.toMatch(/Lucy and Max (loves|likes|wants|says|is|has)\b|says Lucy and Max/);
  });

  it('a name starting with an accent agrees too ("Élodie and Finn were")', () => {
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const { text } = writeEmbeddedStory({
        hero: 'Élodie and Finn',
        age: 9,
        elements: ['the garden', 'a grumpy goose called Colonel', 'a missing cookbook'],
        genre: 'Mystery',
        seed,
        cast: [
          { name: 'Élodie', pronouns: 'she' },
          { name: 'Finn', pronouns: 'he' },
        ],
      });
      expect(text).not.toMatch(/Élodie and Finn (was|is|has)\b/);
    }
  });
});

describe('nobody polls a crowd that is not there', () => {
  it('Grandma and a robin at the allotment are not "everyone"', () => {
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const { text } = writeEmbeddedStory({
        hero: 'Amara',
        age: 4,
        elements: ["Grandma's allotment", 'a giant marrow', 'a robin'],
        genre: 'Mystery',
        seed,
        cast: [{ name: 'Amara', pronouns: 'she' }],
      });
      expect(text).not.toMatch(
        /Every answer was|everyone remembered it differently|One answer said|Somebody said the|asked everybody|Everyone had a different idea/,
      );
    }
  });
});

describe('lessons that are sayings', () => {
  it('reads a plural subject and its verb as a saying', () => {
    expect(parseLifeLesson('quiet people notice the most', 'Jade')).toMatchObject({
      kind: 'saying',
    });
    expect(parseLifeLesson('good friends share', 'Jade')).toMatchObject({ kind: 'saying' });
    expect(parseLifeLesson('patience', 'Jade')).toMatchObject({ kind: 'topic' });
  });
});

describe('what can go missing and what can run away', () => {
  const OSCAR: StoryRequest = {
    hero: 'Oscar',
    age: 7,
    elements: [
      'the football stadium',
      "Dad's lucky scarf",
      'a badger called Bertie who keeps falling over',
    ],
    genre: 'Comedy',
    plotTwist: 'Dad had it all along',
    seed: 16,
    cast: [{ name: 'Oscar', pronouns: 'he' }],
  };

  it.each([1, 2, 3])(
    '"Dad had it all along" makes the scarf missing, never a runaway (seed %i)',
    (seed) => {
      const { text } = writeEmbeddedStory({ ...OSCAR, seed });
      expect(text).not.toMatch(/scarf (barrelled|squelched|shot away|paused|went left)/);
      expect(text).toMatch(/Dad had the scarf all along/);
      expect(checkGrammar(text)).toEqual([]);
    },
  );

  it('a scarf does not run off even without a twist: the badger does, or the scarf is lost', () => {
    for (const seed of [1, 2, 3]) {
      const { plotTwist: _twist, ...rest } = OSCAR;
      const { text } = writeEmbeddedStory({ ...rest, seed });
      expect(text).not.toMatch(/scarf (barrelled|squelched|shot away|paused)/);
      expect(checkGrammar(text)).toEqual([]);
    }
  });
});
