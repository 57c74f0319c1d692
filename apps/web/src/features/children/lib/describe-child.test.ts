import type { Appearance } from '@sns/contract';
import { describe, expect, it } from 'vitest';
import { ageInWords, describeChild, hairInWords } from './describe-child';

const appearance: Appearance = {
  skinTone: 'medium',
  hairColour: 'black',
  hairStyle: 'curly',
  eyeColour: 'hazel',
  glasses: false,
  freckles: false,
};

describe('describeChild', () => {
  it('names each choice in words', () => {
    expect(describeChild('Maya', { appearance, favouriteColour: 'purple' })).toBe(
      'Maya: medium skin, curly black hair and hazel eyes, dressed in purple',
    );
  });

  it('adds glasses and freckles, and speaks of "your child" before a name is typed', () => {
    expect(
      describeChild('  ', {
        appearance: { ...appearance, glasses: true, freckles: true, skinTone: 'dark' },
        favouriteColour: 'teal',
      }),
    ).toBe(
      'Your child: dark brown skin, curly black hair, hazel eyes, glasses and freckles, dressed in teal',
    );
  });
});

describe('hairInWords', () => {
  it('reads naturally for every kind of style', () => {
    expect(hairInWords({ hairStyle: 'coily', hairColour: 'dark-brown' })).toBe(
      'coily dark brown hair',
    );
    expect(hairInWords({ hairStyle: 'braids', hairColour: 'red' })).toBe('red hair in braids');
    expect(hairInWords({ hairStyle: 'ponytail', hairColour: 'blonde' })).toBe(
      'blonde hair in a ponytail',
    );
    expect(hairInWords({ hairStyle: 'shaved', hairColour: 'grey' })).toBe('very short grey hair');
    expect(hairInWords({ hairStyle: 'covered', hairColour: 'black' })).toBe('a headscarf');
  });
});

describe('ageInWords', () => {
  it('says year or years', () => {
    expect(ageInWords(1)).toBe('1 year old');
    expect(ageInWords(6)).toBe('6 years old');
  });
});
