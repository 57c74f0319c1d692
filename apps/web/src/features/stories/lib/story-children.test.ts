import { describe, expect, it } from 'vitest';
import { EMPTY_STORY_FORM } from './story-form';
import {
  addElement,
  applyChildren,
  asElement,
  favouriteSuggestions,
  heroNameOf,
  type StoryChild,
} from './story-children';

const maya: StoryChild = { id: 'm', name: 'Maya', age: 6, favouriteThings: ['dinosaurs', 'rain'] };
const leo: StoryChild = { id: 'l', name: 'Leo', age: 4, favouriteThings: ['trains', 'Dinosaurs'] };
const sam: StoryChild = { id: 's', name: 'Sam', age: 8, favouriteThings: [] };

describe('heroNameOf', () => {
  it('joins the names as a sentence would', () => {
    expect(heroNameOf([])).toBe('');
    expect(heroNameOf([maya])).toBe('Maya');
    expect(heroNameOf([maya, leo])).toBe('Maya and Leo');
    expect(heroNameOf([maya, leo, sam])).toBe('Maya, Leo and Sam');
  });

  it('keeps to the hero field’s 40 characters with the first name alone', () => {
    const long = { name: 'Alexandrina-Josephine' };
    expect(heroNameOf([long, { name: 'Maximilian-Ferdinand' }])).toBe('Alexandrina-Josephine');
  });
});

describe('applyChildren', () => {
  it('fills the hero and the first child’s age', () => {
    const filled = applyChildren(EMPTY_STORY_FORM, [], [maya, leo]);
    expect(filled).toMatchObject({ hero: 'Maya and Leo', age: 6 });
  });

  it('follows the choice while the parent has not typed over it', () => {
    const one = applyChildren(EMPTY_STORY_FORM, [], [maya]);
    const two = applyChildren(one, [maya], [maya, leo]);
    expect(two).toMatchObject({ hero: 'Maya and Leo', age: 6 });
    const none = applyChildren(two, [maya, leo], []);
    expect(none).toMatchObject({ hero: '', age: '' });
  });

  it('leaves a hero and an age the parent typed', () => {
    const typed = { ...EMPTY_STORY_FORM, hero: 'Captain Maya', age: 7 };
    expect(applyChildren(typed, [], [maya])).toMatchObject({ hero: 'Captain Maya', age: 7 });
  });
});

describe('favouriteSuggestions', () => {
  it('lists each favourite once and marks those already used', () => {
    const values = { ...EMPTY_STORY_FORM, element2: ' Rain ' };
    expect(favouriteSuggestions([maya, leo], values)).toEqual([
      { thing: 'dinosaurs', used: false },
      { thing: 'rain', used: true },
      { thing: 'trains', used: false },
    ]);
  });
});

describe('addElement', () => {
  it('fills the first empty box', () => {
    const values = { ...EMPTY_STORY_FORM, element1: 'a kite' };
    expect(addElement(values, 'dinosaurs')).toMatchObject({
      element1: 'a kite',
      element2: 'dinosaurs',
      element3: '',
    });
  });

  it('has nowhere to put it when all three are filled', () => {
    const values = { ...EMPTY_STORY_FORM, element1: 'a', element2: 'b', element3: 'c' };
    expect(addElement(values, 'dinosaurs')).toBeUndefined();
  });
});

describe('asElement', () => {
  it('takes out commas, which would split an element', () => {
    expect(asElement('cats, dogs  and mice')).toBe('cats dogs and mice');
  });
});
