import { describe, expect, it } from 'vitest';
import { parseLifeLesson } from './life-lesson';

const parse = (text: string) => parseLifeLesson(text, 'Mia');

describe('parseLifeLesson', () => {
  it('reads an order and rephrases it as "to …" and "…ing"', () => {
    expect(parse('be kind to others')).toEqual({
      kind: 'order',
      infinitive: 'to be kind to others',
      gerund: 'being kind to others',
      quote: 'Be kind to others.',
    });
    expect(parse('Share your toys.')).toMatchObject({
      infinitive: 'to share your toys',
      gerund: 'sharing your toys',
    });
  });

  it('keeps adverbs and negatives grammatical', () => {
    expect(parse('never give up')).toEqual({
      kind: 'order',
      infinitive: 'to never give up',
      quote: 'Never give up.',
    });
    expect(parse("don't lie")).toMatchObject({ kind: 'order', infinitive: 'not to lie' });
    expect(parse('always tell the truth')).toMatchObject({
      infinitive: 'to always tell the truth',
    });
    expect(parse('to listen to your parents')).toMatchObject({
      infinitive: 'to listen to your parents',
    });
  });

  it('reads sayings as sayings', () => {
    expect(parse('Sharing is caring')).toEqual({
      kind: 'saying',
      clause: 'sharing is caring',
      quote: 'Sharing is caring.',
    });
    expect(parse('love is everything')).toMatchObject({ kind: 'saying' });
    expect(parse("it's okay to be scared")).toMatchObject({
      kind: 'saying',
      clause: "it's okay to be scared",
    });
    expect(parse('friends help each other')).toMatchObject({ kind: 'saying' });
    expect(parse('Mia is braver than she thinks')).toMatchObject({
      kind: 'saying',
      clause: 'Mia is braver than she thinks',
    });
  });

  it('reads short noun phrases as topics', () => {
    expect(parse('Kindness')).toEqual({ kind: 'topic', topic: 'kindness' });
    expect(parse('the importance of friendship')).toEqual({
      kind: 'topic',
      topic: 'the importance of friendship',
    });
  });
});
