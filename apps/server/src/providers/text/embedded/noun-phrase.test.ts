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

  it('turns "my" into the hero\'s own, then a short form', () => {
    expect(parse('my teddy bear')).toMatchObject({
      indefinite: "Mia's teddy bear",
      definite: 'the teddy bear',
      kind: 'creature',
      companion: true,
    });
    // With the profile's pronouns the hero's own things are "her …", not "Mia's … Mia's".
    expect(parseNounPhrase('my telescope', 'Mia', 'her').indefinite).toBe('her telescope');
  });

  // Seen in stories before 2026-11-24: "the stuffed bunny called pip murmured it right back",
  // "Amara arrived at Amara's grandmother's greenhouse. Everything about Amara's grandmother's
  // greenhouse…", "By a babbling brook, Maya noticed a stuffed bunny called pip".
  it('keeps a name as typed (with its capital), and calls the named thing by it afterwards', () => {
    for (const typed of ['a stuffed bunny called Pip', 'a stuffed bunny called pip']) {
      expect(parse(typed)).toMatchObject({ definite: 'Pip', titleForm: 'Pip', personal: true });
    }
    expect(parse('a dragon named Ember McFly')).toMatchObject({
      indefinite: 'a dragon named Ember McFly',
      definite: 'Ember McFly',
      companion: false,
    });
    expect(parse('a cake from Paris').definite).toBe('the cake from Paris');
  });

  it('tells a chain of owners once, then by its short form', () => {
    expect(parseNounPhrase("her grandmother's greenhouse", 'Amara', 'her')).toMatchObject({
      indefinite: "her grandmother's greenhouse",
      definite: 'the greenhouse',
    });
    expect(parse("my grandmother's greenhouse").indefinite).toBe("Mia's grandmother's greenhouse");
  });

  it('makes toys and family pets the hero’s own companions, met at home rather than found', () => {
    expect(parse('a stuffed bunny called Pip')).toMatchObject({
      indefinite: "Mia's stuffed bunny Pip",
      companion: true,
    });
    expect(parse('a teddy').companion).toBe(true);
    expect(parse('my dog').companion).toBe(true);
    expect(parse('a dog called Max').companion).toBe(true);
    expect(parse('a dragon').companion).toBe(false);
    expect(parse('a fox').companion).toBe(false);
    expect(parse('her grandmother').companion).toBe(false);
  });

  it('sorts elements into creatures, things, places and sky', () => {
    expect(parse('robot').kind).toBe('creature');
    expect(parse('rainbow').kind).toBe('sky');
    expect(parse('a haunted house').kind).toBe('place');
    expect(parse('magic wand').kind).toBe('thing');
  });
});
