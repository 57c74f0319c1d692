import { describe, expect, it } from 'vitest';
import { checkStoryInput, trademarkWarning, unsafeWordsMessage } from './input-safety';

const check = (
  elements: string[],
  extra: { hero?: string; plotTwist?: string; lifeLesson?: string } = {},
) =>
  checkStoryInput({
    hero: extra.hero ?? 'Mia',
    elements,
    plotTwist: extra.plotTwist,
    lifeLesson: extra.lifeLesson,
  });

describe('checkStoryInput', () => {
  it('passes an ordinary story', () => {
    expect(
      check(['dragon', 'a purple balloon', 'the moon'], {
        plotTwist: 'the dragon is shy',
        lifeLesson: 'be kind',
      }),
    ).toEqual({
      unsafe: [],
      trademarks: [],
    });
  });

  it('finds unsafe words in every field, whole words only, in any case, with plurals', () => {
    expect(check(['Guns', 'cat', 'hat']).unsafe).toEqual(['guns']);
    expect(
      check(['cat', 'hat', 'ball'], { plotTwist: 'There is BLOOD everywhere' }).unsafe,
    ).toEqual(['blood']);
    expect(check(['cat', 'hat', 'ball'], { lifeLesson: 'drugs are fun' }).unsafe).toEqual([
      'drugs',
    ]);
    expect(check(['cat', 'hat', 'ball'], { hero: 'Shit' }).unsafe).toEqual(['shit']);
    expect(check(['a heroine', 'skills', 'Scunthorpe']).unsafe).toEqual([]);
    // An assassin bug is an insect, as a killer whale is a whale.
    expect(check(['grapes', 'assassin bug', 'bassoon']).unsafe).toEqual([]);
    expect(check(['grapes', 'an assassin', 'bassoon']).unsafe).toEqual(['assassin']);
  });

  it.each([
    ['a zero-width space inside the word', 'a k\u200Bill'],
    ['a soft hyphen inside the word', 'the bl\u00ADood'],
    ['a Cyrillic look-alike letter', 'a kіll'],
    ['a word made only of Cyrillic look-alikes', 'ѕех'],
    ['a Greek look-alike letter', 'a gυn'],
    ['fullwidth letters', 'ｋｉｌｌ'],
    ['digits for letters', 'bl00d'],
    ['a 1 for an i', 'k1ll'],
    ['a 1 for an l', 'ki11'],
    ['a $ for an s', '$hit'],
    ['an -er form', 'a killer'],
    ['an -ing form with a doubled consonant', 'stabbing'],
    ['an -ed form', 'bombed'],
  ])('is not fooled by %s', (_, element) => {
    expect(check([element, 'cat', 'hat']).unsafe).not.toEqual([]);
  });

  it.each([
    'a shooting star',
    'the heroines',
    'a killer whale',
    'a water gun',
    '3 bears',
    'Юлия',
    'a shell',
    'a whisker',
    'a diet',
    'Scunthorpe',
    'a class hamster',
    'grapes',
    'a bassoon',
    'the winner',
    'a dyed scarf',
    'a therapist',
    'the 4th of July',
  ])('still accepts the innocent %j', (element) => {
    expect(check([element, 'cat', 'hat']).unsafe).toEqual([]);
  });

  it('covers violence, sexual words, drugs, profanity and self-harm', () => {
    const { unsafe } = check(['murder', 'naked', 'cocaine'], {
      plotTwist: 'f*** that, fucking hell',
      lifeLesson: 'self-harm is ok',
    });
    expect(unsafe).toEqual(
      expect.arrayContaining(['murder', 'naked', 'cocaine', 'fucking', 'self harm']),
    );
  });

  it('allows harmless phrases that contain an unsafe word', () => {
    expect(check(['water gun', 'killer whale', 'root beer']).unsafe).toEqual([]);
    expect(check(['water gun', 'a real gun', 'cake']).unsafe).toEqual(['gun']);
  });

  it('warns about well-known trademarked names, however they are written', () => {
    expect(check(['Spiderman', 'pokemon', 'lego']).trademarks).toEqual([
      'Spider-Man',
      'Pokémon',
      'LEGO',
    ]);
    expect(check(['Peppa Pig', 'harry potter', 'a castle']).trademarks).toEqual([
      'Harry Potter',
      'Peppa Pig',
    ]);
    expect(check(['Paw Patrol pups', 'Barbies', 'Winnie-the-Pooh']).trademarks).toEqual([
      'Winnie the Pooh',
      'Barbie',
      'Paw Patrol',
    ]);
  });

  it('does not warn about ordinary names that are also characters', () => {
    expect(check(['Anna', 'Woody', 'a snowman'], { hero: 'Elsa' }).trademarks).toEqual([]);
  });
});

describe('messages', () => {
  it('words the refusal and the warning as the product does', () => {
    expect(unsafeWordsMessage(['blood', 'guns'])).toBe(
      "Please remove words that aren't suitable for a children's story: blood, guns.",
    );
    expect(trademarkWarning(['Elsa'])).toBe(
      'Heads up: Elsa may be trademarked. Stories work best with your own characters.',
    );
    expect(trademarkWarning(['Batman', 'Barbie', 'LEGO'])).toBe(
      'Heads up: Batman, Barbie and LEGO may be trademarked. Stories work best with your own characters.',
    );
  });
});
