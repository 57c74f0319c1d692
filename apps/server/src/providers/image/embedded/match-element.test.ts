import { describe, expect, it } from 'vitest';
import { FALLBACK_ICON } from './icon-words';
import { matchElement, singularCandidates, tokenize } from './match-element';

const iconOf = (element: string): string => matchElement(element).icon;

describe('matchElement', () => {
  it('matches single nouns to their icon', () => {
    expect(iconOf('dragon')).toBe('dragon');
    expect(iconOf('unicorn')).toBe('unicorn');
    expect(iconOf('rocket')).toBe('rocket');
    expect(iconOf('treasure')).toBe('treasure-chest');
  });

  it('ignores case, articles and punctuation', () => {
    expect(iconOf('The MOON')).toBe('crescent-moon');
    expect(iconOf('  a Cat! ')).toBe('cat');
    expect(iconOf('an Owl.')).toBe('owl');
  });

  it('handles regular and irregular plurals', () => {
    expect(iconOf('dragons')).toBe('dragon');
    expect(iconOf('puppies')).toBe('dog');
    expect(iconOf('boxes of cookies')).toBe('cookie');
    expect(iconOf('wolves')).toBe('wolf');
    expect(iconOf('mice')).toBe('mouse');
    expect(iconOf('geese')).toBe('goose');
    expect(iconOf('fairies')).toBe('fairy');
    expect(iconOf('princesses')).toBe('princess');
    expect(iconOf('leaves')).toBe('maple-leaf');
    expect(iconOf('glasses')).toBe('glasses');
  });

  it('handles synonyms', () => {
    expect(iconOf('a kitten')).toBe('cat');
    expect(iconOf('a bunny')).toBe('rabbit');
    expect(iconOf('a spaceship')).toBe('rocket');
    expect(iconOf('a wizard')).toBe('mage');
  });

  it('finds the known noun in a multi-word element', () => {
    expect(matchElement('a purple balloon')).toEqual({
      icon: 'balloon',
      placement: 'sky',
      matched: 'balloon',
    });
    expect(iconOf('a big friendly dragon')).toBe('dragon');
    expect(iconOf('Sparky the dragon')).toBe('dragon');
    expect(iconOf('my dog Max')).toBe('dog');
  });

  it('prefers whole phrases over their parts', () => {
    expect(iconOf('a teddy bear')).toBe('teddy-bear');
    expect(iconOf('hot dogs')).toBe('hot-dog');
    expect(iconOf('a pirate ship')).toBe('sailboat');
    expect(iconOf('a T-Rex')).toBe('t-rex');
    expect(iconOf('a merry-go-round')).toBe('carousel-horse');
    expect(iconOf('bow and arrow')).toBe('bow-and-arrow');
  });

  it('takes the thing itself, not what it is with', () => {
    expect(iconOf('a cat with a hat')).toBe('cat');
    expect(iconOf('a box of treasure')).toBe('treasure-chest');
    expect(iconOf('an owl named Hoot')).toBe('owl');
  });

  it('does not show a wrong icon for misleading compounds', () => {
    expect(iconOf('a sea horse')).toBe(FALLBACK_ICON);
    expect(iconOf('seahorses')).toBe(FALLBACK_ICON);
    expect(iconOf('dragon fruit')).toBe(FALLBACK_ICON);
    expect(iconOf('a baseball bat')).toBe(FALLBACK_ICON);
  });

  it('falls back to the neutral motif for unknown words', () => {
    expect(matchElement('quantum flux')).toEqual({
      icon: FALLBACK_ICON,
      placement: 'sky',
      matched: null,
    });
    expect(iconOf('')).toBe(FALLBACK_ICON);
    expect(iconOf('🦄✨')).toBe(FALLBACK_ICON);
    expect(iconOf('friendship')).toBe(FALLBACK_ICON);
  });

  it('reads accented and possessive words', () => {
    expect(iconOf("the dragon's egg")).toBe('egg');
    expect(iconOf('Unicorn’s')).toBe('unicorn');
    expect(iconOf('éléphant')).toBe('elephant');
  });
});

describe('tokenize', () => {
  it('splits on anything that is not a letter', () => {
    expect(tokenize("T-Rex's 3 big-ones")).toEqual(['t', 'rex', 'big', 'ones']);
  });
});

describe('singularCandidates', () => {
  it('offers the word itself first', () => {
    expect(singularCandidates('glasses')[0]).toBe('glasses');
    expect(singularCandidates('ponies')).toContain('pony');
    expect(singularCandidates('wolves')).toContain('wolf');
  });
});
