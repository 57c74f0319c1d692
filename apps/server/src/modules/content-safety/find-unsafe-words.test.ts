import { describe, expect, it } from 'vitest';
import { GENRES } from '@sns/contract';
import { writeEmbeddedStory } from '../../providers/text/embedded';
import { findUnsafeWords } from './find-unsafe-words';
import { WORD_LISTS } from './word-lists';

/** Every disguise the review of issue 31 got through, and more of the same kinds. */
export const DISGUISES: [how: string, text: string][] = [
  ['letters apart by spaces', 'k i l l'],
  ['letters apart by dots', 'k.i.l.l'],
  ['letters apart by hyphens', 'k-i-l-l'],
  ['letters apart by underscores and slashes', 'k_i/l_l'],
  ['a split word', 'ki ll'],
  ['a letter split off', 'k ill'],
  ['an HTML entity', '&#107;ill'],
  ['a hexadecimal HTML entity', '&#x6B;ill'],
  ['a named HTML entity', 'k&iacute;ll'],
  ['a double-escaped entity', '&amp;#107;ill'],
  ['a URL escape', '%6Bill'],
  ['a dotless ı', 'kıll'],
  ['small capitals', 'ᴋɪʟʟ'],
  ['a Cyrillic look-alike', 'kіll'],
  ['Cyrillic look-alikes only', 'ѕех'],
  ['a Greek look-alike', 'gυn'],
  ['fullwidth letters', 'ｋｉｌｌ'],
  ['mathematical bold letters', '𝐤𝐢𝐥𝐥'],
  ['circled letters', 'ⓚⓘⓛⓛ'],
  ['regional indicator letters', '🇰🇮🇱🇱'],
  ['negative squared letters', '🅺🅸🅻🅻'],
  ['an accent', 'kíll'],
  ['a zero-width space', 'k\u200Bill'],
  ['a soft hyphen', 'bl\u00ADood'],
  ['repeated letters', 'kiiilllll'],
  ['repeated letters in a longer word', 'bloooood'],
  ['a 1 for an i', 'k1ll'],
  ['a 1 for an l', 'ki11'],
  ['zeros for o', 'bl00d'],
  ['a $ for an s', '$hit'],
  ['a ! for an i', 'k!ll'],
  ['an @ for an a', 'n@ked'],
  ['a compound after', 'bloodbath'],
  ['a compound before', 'shotgun'],
  ['a compound of two listed words', 'gunfire'],
  ['a made-up compound', 'megakill'],
  ['a compound with a hyphen', 'blood-bath'],
  ['a derived adjective', 'murderous'],
  ['an -er form', 'a killer'],
  ['an -ing form with a doubled consonant', 'stabbing'],
  ['an -ed form', 'bombed'],
  ['an adverb', 'murderously'],
  ['a plural of a compound', 'bloodbaths'],
  ['capitals', 'Tom and the BLOODBATH'],
  ['spaced-out capitals with dots', 'G.U.N.F.I.R.E'],
];

/** Names and words that merely contain a listed word, or share its letters. */
export const INNOCENT = [
  'Skillet',
  'Scunthorpe',
  'Skillful',
  'skills',
  'Killian',
  'Gunther',
  'Gunnar',
  'begun',
  'a shogun',
  'assassin bug',
  'a killer whale',
  'water guns',
  'a shooting star',
  'a heroine',
  'a therapist',
  'the winner',
  'a stable',
  'Essex',
  'Sussex',
  'Middlesex',
  'grapes',
  'a bassoon',
  'a diet',
  'a dyed scarf',
  'Bob',
  'a bobcat',
  'a pistil',
  'a piston',
  'a rapper',
  'methane',
  'a method',
  'a deadline',
  'a bloodhound',
  'a blood orange',
  'cocktail',
  'Dickens',
  'a class hamster',
  'the 4th of July',
  '3 bears',
  'Юлия',
  'Zoë',
  'the wind died down',
  'a tiny green shoot',
  'a painkiller',
  'a pistachio',
  'a shiitake',
  'I am a big fan',
  'O is for orange',
];

describe('findUnsafeWords', () => {
  it.each(DISGUISES)('sees through %s (%j)', (_how, text) => {
    expect(findUnsafeWords(text)).not.toEqual([]);
  });

  it.each(INNOCENT)('passes the innocent %j', (text) => {
    expect(findUnsafeWords(text)).toEqual([]);
  });

  it('names the words as it read them', () => {
    expect(findUnsafeWords('k.i.l.l')).toEqual(['kill']);
    expect(findUnsafeWords('Tom and the Bloodbath')).toEqual(['bloodbath']);
    expect(findUnsafeWords('&#107;ill the ᴍᴜʀᴅᴇʀᴏᴜs gunfire')).toEqual([
      'kill',
      'murderous',
      'gunfire',
    ]);
  });

  it('finds phrases, and not the same words apart', () => {
    expect(findUnsafeWords('I want to kill myself')).toEqual(
      expect.arrayContaining(['kill', 'kill myself']),
    );
    expect(findUnsafeWords('self-harm')).toEqual(expect.arrayContaining(['self harm']));
    expect(findUnsafeWords('the self who would harm nobody')).toEqual([]);
  });

  it('reads a 1 both ways, a symbol only inside a word', () => {
    expect(findUnsafeWords('k1ll and ki11')).toEqual(['kill']);
    expect(findUnsafeWords('hurray! 100 balloons')).toEqual([]);
  });

  it('keeps each language in one list, with entries in a known notation', () => {
    expect(WORD_LISTS.map((l) => l.language)).toEqual(['en', 'es']);
    for (const list of WORD_LISTS) {
      for (const entry of list.unsafe.split(/[\n,;]/).map((e) => e.trim())) {
        if (entry) expect(entry).toMatch(/^[\p{Ll} ]+[*+]?$/u);
      }
    }
  });

  it('finds nothing in the embedded writer’s own stories (their words are read on the way out too)', () => {
    const elements: [string, string, string][] = [
      ['a dragon', 'an umbrella', 'the moon'],
      ['a puppy', 'a red ball', 'the beach'],
      ['a robot', 'a rocket', 'Mars'],
      ['a knight', 'a sword', 'a tower'],
      ['a shark', 'a submarine', 'the ocean'],
    ];
    const found: string[] = [];
    for (const genre of GENRES) {
      for (const age of [2, 6, 10, 14]) {
        for (const [i, three] of elements.entries()) {
          const story = writeEmbeddedStory({ hero: 'Maya', age, elements: three, genre, seed: i });
          found.push(...findUnsafeWords(`${story.title}\n${story.text}`));
        }
      }
    }
    expect(found).toEqual([]);
  }, 60_000);
});

describe('speed', () => {
  it('checks a long story in a few milliseconds once the dictionary is read', () => {
    const story = writeEmbeddedStory({
      hero: 'Maya',
      age: 12,
      elements: ['a dragon', 'an umbrella', 'the moon'],
      genre: 'Fantasy',
      seed: 3,
    });
    findUnsafeWords('warm up: gunfire');
    const started = performance.now();
    for (let i = 0; i < 10; i += 1) findUnsafeWords(`${story.title}\n${story.text}`);
    const each = (performance.now() - started) / 10;
    expect(each).toBeLessThan(200);
  });
});
