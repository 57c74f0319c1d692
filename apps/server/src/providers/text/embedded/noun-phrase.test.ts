import { describe, expect, it } from 'vitest';
import { articleFor, parseNounPhrase } from './noun-phrase';

const parse = (text: string) => parseNounPhrase(text, 'Mia');

describe('articleFor', () => {
  it.each([
    ['owl', 'an'],
    ['apple', 'an'],
    ['elephant', 'an'],
    ['umbrella', 'an'],
    ['igloo', 'an'],
    ['hour glass', 'an'],
    ['honest fox', 'an'],
    ['unicorn', 'a'],
    ['useful map', 'a'],
    ['one-eyed cat', 'a'],
    ['European robin', 'a'],
    ['dragon', 'a'],
    ['UFO', 'a'],
    ['MRI machine', 'an'],
  ])('%s takes "%s"', (word, article) => {
    expect(articleFor(word)).toBe(article);
  });
});

describe('parseNounPhrase', () => {
  it('gives vowel-initial elements "an" and fixes a typed "a"', () => {
    expect(parse('owl').indefinite).toBe('an owl');
    expect(parse('a owl').indefinite).toBe('an owl');
    expect(parse('an apple').definite).toBe('the apple');
    expect(parse('a unicorn').indefinite).toBe('a unicorn');
  });

  it('keeps multi-word elements whole', () => {
    expect(parse('a purple balloon')).toMatchObject({
      indefinite: 'a purple balloon',
      definite: 'the purple balloon',
      plural: false,
    });
    expect(parse('old oak tree').indefinite).toBe('an old oak tree');
    expect(parse('box of crayons')).toMatchObject({
      indefinite: 'a box of crayons',
      plural: false,
      kind: 'thing',
    });
  });

  it('reads plurals, irregular plurals and singulars that end in s', () => {
    expect(parse('dragons')).toMatchObject({
      indefinite: 'some dragons',
      definite: 'the dragons',
      plural: true,
      kind: 'creature',
    });
    expect(parse('mice')).toMatchObject({ plural: true, kind: 'creature' });
    expect(parse('wolves').kind).toBe('creature');
    expect(parse('two cats')).toMatchObject({
      indefinite: 'two cats',
      definite: 'the two cats',
      plural: true,
    });
    expect(parse('octopus')).toMatchObject({ indefinite: 'an octopus', plural: false });
    expect(parse('bus').plural).toBe(false);
    expect(parse('princess')).toMatchObject({
      indefinite: 'a princess',
      plural: false,
      personal: true,
    });
  });

  it('treats uncountable things as "some"', () => {
    expect(parse('ice cream')).toMatchObject({
      indefinite: 'some ice cream',
      definite: 'the ice cream',
      plural: false,
    });
    expect(parse('magic').indefinite).toBe('some magic');
  });

  it('uses "the" for one-of-a-kind things and when the parent wrote it', () => {
    expect(parse('moon')).toMatchObject({ indefinite: 'the moon', kind: 'sky' });
    expect(parse('the Moon').definite).toBe('the moon');
    expect(parse('the castle')).toMatchObject({ indefinite: 'the castle', kind: 'place' });
  });

  it('keeps names as names and reads title case made of ordinary words as ordinary', () => {
    expect(parse('Luna')).toMatchObject({
      indefinite: 'Luna',
      definite: 'Luna',
      proper: true,
      personal: true,
      kind: 'creature',
    });
    expect(parse('Mr Whiskers').definite).toBe('Mr Whiskers');
    expect(parse('Eiffel Tower')).toMatchObject({ definite: 'the Eiffel Tower', kind: 'place' });
    expect(parse('Purple Balloon')).toMatchObject({
      indefinite: 'a purple balloon',
      proper: false,
    });
    expect(parse('grandma')).toMatchObject({ indefinite: 'Grandma', personal: true });
  });

  it('turns "my" into the hero\'s own', () => {
    expect(parse('my teddy bear')).toMatchObject({
      indefinite: "Mia's teddy bear",
      definite: "Mia's teddy bear",
      kind: 'creature',
    });
  });

  it('sorts elements into creatures, things, places and sky', () => {
    expect(parse('robot').kind).toBe('creature');
    expect(parse('rainbow').kind).toBe('sky');
    expect(parse('a haunted house').kind).toBe('place');
    expect(parse('magic wand').kind).toBe('thing');
  });
});
