import { describe, expect, it } from 'vitest';
import { matchSubject, singularCandidates, tokenize } from './match-element';

const iconOf = (element: string): string | null => {
  const subject = matchSubject(element);
  return subject?.kind === 'thing' ? subject.entry.icon : null;
};
const placeOf = (element: string): string | null => {
  const subject = matchSubject(element);
  return subject?.kind === 'place' ? subject.place.id : null;
};
const personOf = (element: string): string | null => {
  const subject = matchSubject(element);
  return subject?.kind === 'person' ? subject.role.id : null;
};

describe('matchSubject', () => {
  it('matches single nouns to their icon', () => {
    expect(iconOf('dragon')).toBe('dragon');
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
    expect(iconOf('mice')).toBe('mouse');
    expect(iconOf('geese')).toBe('goose');
    expect(iconOf('fairies')).toBe('fairy');
    expect(iconOf('leaves')).toBe('maple-leaf');
    expect(iconOf('glasses')).toBe('glasses');
  });

  it('finds the known noun in a multi-word element', () => {
    expect(iconOf('a purple balloon')).toBe('balloon');
    expect(iconOf('a big friendly dragon')).toBe('dragon');
    expect(iconOf('Sparky the dragon')).toBe('dragon');
    expect(iconOf('my dog Max')).toBe('dog');
  });

  it('prefers whole phrases over their parts', () => {
    expect(iconOf('hot dogs')).toBe('hot-dog');
    expect(iconOf('a pirate ship')).toBe('sailboat');
    expect(iconOf('a T-Rex')).toBe('t-rex');
    expect(iconOf('a merry-go-round')).toBe('carousel-horse');
    expect(iconOf('a gingerbread man')).toBe('cookie');
    expect(iconOf('ice cream')).toBe('ice-cream');
  });

  it('takes the thing itself, not what it is with', () => {
    expect(iconOf('a cat with a hat')).toBe('cat');
    expect(iconOf('a chest of treasure')).toBe('treasure-chest');
    expect(iconOf('an owl named Hoot')).toBe('owl');
  });

  it('knows places, which become backdrops', () => {
    expect(placeOf('the seaside')).toBe('seaside');
    expect(placeOf("Grandma's greenhouse")).toBe('greenhouse');
    expect(placeOf('a bathroom')).toBe('bathroom');
    expect(placeOf('the building site')).toBe('building-site');
    expect(placeOf('under the sea')).toBe('underwater');
    expect(placeOf('the North Pole')).toBe('snow');
  });

  it('knows people, who become figures', () => {
    expect(personOf('her grandmother')).toBe('grandmother');
    expect(personOf('Granny')).toBe('grandmother');
    expect(personOf('his grandad')).toBe('grandfather');
    expect(personOf('Mum')).toBe('mother');
    expect(personOf('the teacher')).toBe('teacher');
    expect(personOf('a friendly wizard')).toBe('wizard');
    expect(personOf('a princess')).toBe('princess');
  });

  it('does not match misleading compounds to a wrong thing', () => {
    expect(matchSubject('a sea horse')).toBeNull();
    expect(matchSubject('dragon fruit')).toBeNull();
    expect(matchSubject('a baseball bat')).toBeNull();
  });

  it('knows nothing of unknown words', () => {
    expect(matchSubject('quantum flux')).toBeNull();
    expect(matchSubject('')).toBeNull();
    expect(matchSubject('🦄✨')).toBeNull();
  });

  it('reads accented and possessive words', () => {
    expect(iconOf("the dragon's egg")).toBe('egg');
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
