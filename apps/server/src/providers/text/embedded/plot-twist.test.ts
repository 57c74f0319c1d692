import { describe, expect, it } from 'vitest';
import { parsePlotTwist } from './plot-twist';
import { toPastTense } from './verbs';

describe('toPastTense', () => {
  it.each([
    ['the dragon is afraid of the dark', 'the dragon was afraid of the dark'],
    ['the cat can talk', 'the cat could talk'],
    ['the dragon turns into a cat', 'the dragon turned into a cat'],
    ['it was all a dream', 'it was all a dream'],
    ["it's all a dream", 'it was all a dream'],
    ['they find a secret door', 'they found a secret door'],
    ['the dragon has three wishes', 'the dragon had three wishes'],
    ['the dragon loves hugs', 'the dragon loved hugs'],
    ["the moon doesn't want to shine", "the moon didn't want to shine"],
    ['grandma must have known', 'grandma must have known'],
  ])('%s → %s', (present, past) => {
    expect(toPastTense(present)).toBe(past);
  });
});

describe('parsePlotTwist', () => {
  it('tells a typed clause in the past tense, ready to follow "that"', () => {
    expect(parsePlotTwist('The dragon is afraid of the dark.', 'Mia')).toEqual({
      kind: 'clause',
      clause: 'the dragon was afraid of the dark',
      exclaim: false,
      subject: 'the dragon',
    });
  });

  it.each([
    ['the map was upside down', 'the map'],
    ['a dragon turns into a cat', 'the dragon'],
    ['Grandma is a wizard', 'Grandma'],
    ["the old lighthouse keeper's cat can talk", null],
    ['it was all a dream', null],
    ['everyone was asleep', null],
  ])('reads what "%s" is about: %s', (typed, subject) => {
    expect(parsePlotTwist(typed, 'Mia')).toMatchObject({ subject });
  });

  it('names the hero and keeps names capitalised', () => {
    expect(parsePlotTwist('the hero finds a secret door', 'Mia')).toMatchObject({
      clause: 'Mia found a secret door',
    });
    expect(parsePlotTwist('Grandma is a wizard!', 'Mia')).toMatchObject({
      clause: 'Grandma was a wizard',
      exclaim: true,
    });
  });

  it('reads a bare thing as a thing', () => {
    const twist = parsePlotTwist('a secret door', 'Mia');
    expect(twist.kind).toBe('thing');
    if (twist.kind === 'thing') expect(twist.phrase.indefinite).toBe('a secret door');
    const storm = parsePlotTwist('Suddenly, an enchanted storm', 'Mia');
    if (storm.kind === 'thing') expect(storm.phrase.indefinite).toBe('an enchanted storm');
  });

  it('keeps several sentences as sentences', () => {
    expect(parsePlotTwist('Surprise! The puppies can talk.', 'Mia')).toEqual({
      kind: 'sentences',
      text: 'Surprise! The puppies could talk.',
    });
  });
});
