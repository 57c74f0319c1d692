import { describe, expect, it } from 'vitest';
import type { IllustrationRequest } from '../types';
import { ACTIVITY_PLACES, knownPlaces } from '../../text/embedded/understand/place-lexicon';
import { planScene } from './scene-plan';
import { FAMILY_FITS, knownPlace } from './place-families';
import type { PlaceId } from './place-words';
import { PLACE_IDS } from './place-words';
import { BACKDROPS } from './backdrops/index';

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
    ['the swimming pool', 'swimming-pool'],
    ['her swimming lesson', 'swimming-pool'],
    ['the toy shop', 'toy-shop'],
    ['the train', 'train'],
    ['the steam train', 'train'],
    ['the campsite', 'campsite'],
    ['the football pitch', 'football-pitch'],
    ['the ice rink', 'ice-rink'],
    ['the hospital', 'hospital'],
    ['the museum', 'museum'],
    ['the playground', 'playground'],
    ['grandpa’s old lighthouse', 'lighthouse'],
    ['the park', 'park'],
    ['under the sea', 'underwater'],
    ['the mountain', 'mountain'],
    ['the snow', 'snow'],
    ['a castle', 'castle'],
    ['the library', 'library'],
    ['the farm', 'farm'],
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
    // A dentist's has no backdrop of its own but is town; a cottage is home; neither is a guess.
    expect(at('the dentist', ['a teddy bear'])).toBe('city');
    expect(at('the cottage', ['a teddy bear'])).toBe('living-room');
  });

  it('draws at least 40 settings, each a backdrop of its own', () => {
    expect(PLACE_IDS.length).toBeGreaterThanOrEqual(40);
    const drawn = new Set(PLACE_IDS.map((id) => at(`the ${id.replace('-', ' ')}`)));
    // Every setting is reached from its own name, and no two share a backdrop.
    expect([...drawn].sort()).toEqual([...PLACE_IDS].sort());
    expect(new Set(PLACE_IDS.map((id) => BACKDROPS[id])).size).toBe(PLACE_IDS.length);
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
