import { describe, expect, it } from 'vitest';
import type { IllustrationRequest } from '../types';
import { ACTIVITY_PLACES, knownPlaces } from '../../text/embedded/understand/place-lexicon';
import { planScene } from './scene-plan';
import { FAMILY_FITS, knownPlace } from './place-families';
import type { PlaceId } from './place-words';

const at = (place: string, elements: string[] = []): PlaceId => {
  const request: IllustrationRequest = {
    hero: 'Ife',
    age: 5,
    // The story's three elements; the moment's own are the scene's.
    elements: ['a kite', 'a cat', 'a cake'],
    genre: 'Comedy',
    seed: 7,
    scene: {
      passage: 1,
      place,
      timeOfDay: 'day',
      present: ['Ife'],
      elements,
      mood: 'calm',
      caption: '',
    },
  };
  return planScene(request).place;
};

describe('places drawn as themselves', () => {
  it.each([
    ['the duck pond', 'pond'],
    ['the pond', 'pond'],
    ['the supermarket', 'supermarket'],
    ['the school science fair', 'science-fair'],
    ['the science fair', 'science-fair'],
    ['the attic', 'attic'],
    ["his abuela's kitchen", 'kitchen'],
    ['the woods', 'forest'],
    ['the bathroom', 'bathroom'],
    ['the moon', 'space'],
    ['the lake', 'pond'],
    ['the zoo', 'zoo'],
    ['a bakery', 'bakery'],
    ['the house', 'living-room'],
  ] as const)('%s → %s', (place, backdrop) => {
    expect(at(place)).toBe(backdrop);
  });

  it('draws the activity a parent typed as its place ("bath time" in the bathroom)', () => {
    for (const [activity, { place }] of Object.entries(ACTIVITY_PLACES))
      expect([at(activity), activity]).toEqual([at(`the ${place}`), activity]);
  });

  it.each(knownPlaces())(
    '"the $word" ($family) has a backdrop of its family',
    ({ word, family }) => {
      const drawn = at(`the ${word}`);
      expect(FAMILY_FITS[family]).toContain(drawn);
      // Only a story at home is ever drawn in the living room.
      if (family !== 'home') expect(drawn).not.toBe('living-room');
    },
  );

  it('falls back to the family of a place with no backdrop of its own, whatever the elements', () => {
    // "cottage" has no backdrop of its own but is home; "hospital" is town; neither is a guess.
    expect(at('the hospital', ['a teddy bear'])).toBe('city');
    expect(at('grandpa’s lighthouse')).toBe('seaside');
  });

  it('knows the place words of a scene the way the writer does', () => {
    expect(knownPlace("Kai's home")).toEqual({ word: 'home', family: 'home' });
    expect(knownPlace('bath time')).toEqual({ word: 'bathroom', family: 'home' });
    expect(knownPlace('the school science fair')).toEqual({
      word: 'science fair',
      family: 'school',
    });
    expect(knownPlace('the Eiffel Tower')).toBeUndefined();
  });
});
