import { describe, expect, it } from 'vitest';
import {
  EMPTY_STORY_FORM,
  joinElements,
  validateStoryForm,
  type StoryFormValues,
} from './story-form';

const filled: StoryFormValues = {
  hero: '  Mia ',
  age: 5,
  element1: 'a red kite',
  element2: ' a sleepy owl ',
  element3: 'the seaside',
  genre: 'Fantasy',
  plotTwist: '',
  lifeLesson: '  Kindness matters ',
};

describe('validateStoryForm', () => {
  it('builds the API body with the elements joined as "a, b, c"', () => {
    expect(validateStoryForm(filled)).toEqual({
      body: {
        hero: 'Mia',
        age: 5,
        elements: 'a red kite, a sleepy owl, the seaside',
        genre: 'Fantasy',
        lifeLesson: 'Kindness matters',
      },
    });
  });

  it('sends the chosen children, and nothing about children when none are chosen', () => {
    const ids = ['6c1b1f0e-3c43-4f5e-9d1e-1f2a3b4c5d6e', '0d9e8f7a-6b5c-4d3e-8f2a-1b0c9d8e7f6a'];
    expect(validateStoryForm(filled, ids).body?.childIds).toEqual(ids);
    expect(validateStoryForm(filled, []).body).not.toHaveProperty('childIds');
  });

  it('names every missing field of an empty form', () => {
    const { errors } = validateStoryForm(EMPTY_STORY_FORM);
    expect(Object.keys(errors ?? {}).sort()).toEqual(
      ['age', 'element1', 'element2', 'element3', 'genre', 'hero'].sort(),
    );
  });

  it('refuses commas inside an element and over-long elements, on the right box', () => {
    const { errors } = validateStoryForm({
      ...filled,
      element2: 'cats, dogs',
      element3: 'x'.repeat(41),
    });
    expect(errors?.element2).toMatch(/commas/);
    expect(errors?.element3).toMatch(/40/);
    expect(errors?.element1).toBeUndefined();
  });

  it('keeps the age within 1 to 15', () => {
    expect(validateStoryForm({ ...filled, age: 16 }).errors?.age).toMatch(/1 to 15/);
    expect(validateStoryForm({ ...filled, age: 0 }).errors?.age).toMatch(/1 to 15/);
  });
});

describe('joinElements', () => {
  it('trims each element', () => {
    expect(joinElements({ element1: ' a ', element2: 'b', element3: ' c' })).toBe('a, b, c');
  });
});
