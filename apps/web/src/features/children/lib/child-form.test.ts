import type { Child } from '@sns/contract';
import { describe, expect, it } from 'vitest';
import {
  addFavouriteThing,
  childFormOf,
  effectiveAge,
  NEW_CHILD_FORM,
  placeServerErrors,
  validateChildForm,
  type ChildFormValues,
} from './child-form';

const today = new Date('2026-11-24T10:00:00Z');

const maya: ChildFormValues = {
  ...NEW_CHILD_FORM,
  name: '  Maya ',
  age: 5,
  pronouns: 'she',
  favouriteThings: ['dinosaurs'],
};

describe('validateChildForm', () => {
  it('builds the API body, the name trimmed and no birthday as null', () => {
    expect(validateChildForm(maya, today)).toEqual({
      body: {
        name: 'Maya',
        age: 5,
        birthday: null,
        pronouns: 'she',
        appearance: NEW_CHILD_FORM.appearance,
        favouriteColour: 'blue',
        favouriteThings: ['dinosaurs'],
        language: 'en',
      },
    });
  });

  it('names every missing field of a new child', () => {
    const { errors } = validateChildForm(NEW_CHILD_FORM, today);
    expect(errors).toEqual({
      name: "Please give the child's first name",
      age: 'Please give the age, from 1 to 15, or a birthday',
      pronouns: 'Please choose pronouns',
    });
  });

  it('works the age out from a birthday, and refuses one still to come', () => {
    const withBirthday = { ...maya, age: '' as const, birthday: '2019-03-01' };
    expect(validateChildForm(withBirthday, today).body?.age).toBe(7);
    expect(validateChildForm({ ...maya, birthday: '2027-01-01' }, today).errors).toEqual({
      birthday: 'The birthday cannot be in the future',
    });
    expect(validateChildForm({ ...maya, birthday: '2021-02-29' }, today).errors).toEqual({
      birthday: 'The birthday must be a real date',
    });
  });

  it('keeps the age within 1 to 15', () => {
    expect(validateChildForm({ ...maya, age: 16 }, today).errors).toEqual({
      age: 'Age must be from 1 to 15',
    });
  });
});

describe('effectiveAge', () => {
  it('prefers the birthday', () => {
    expect(effectiveAge({ age: 3, birthday: '2018-01-01' }, today)).toBe(8);
    expect(effectiveAge({ age: 3, birthday: '' }, today)).toBe(3);
    expect(effectiveAge({ age: '', birthday: '' }, today)).toBeUndefined();
  });
});

describe('childFormOf', () => {
  it('turns a saved child back into builder values', () => {
    const child: Child = {
      id: '7b0c35a4-8a6f-4c57-9d43-5d1f0c8f2a10',
      name: 'Leo',
      age: 4,
      birthday: null,
      pronouns: 'he',
      appearance: { ...NEW_CHILD_FORM.appearance, glasses: true },
      favouriteColour: 'green',
      favouriteThings: ['trains'],
      language: 'es',
      createdAt: '2026-11-24T10:00:00.000Z',
    };
    expect(childFormOf(child)).toEqual({
      name: 'Leo',
      age: 4,
      birthday: '',
      pronouns: 'he',
      appearance: { ...NEW_CHILD_FORM.appearance, glasses: true },
      favouriteColour: 'green',
      favouriteThings: ['trains'],
      language: 'es',
    });
  });
});

describe('placeServerErrors', () => {
  it('puts messages by the field their path names', () => {
    expect(
      placeServerErrors([
        { msg: 'Bad word in the name', path: 'name' },
        { msg: 'Bad favourite', path: 'favouriteThings.1' },
        { msg: 'You can keep up to 12 children.' },
      ]),
    ).toEqual({
      fields: { name: 'Bad word in the name', favouriteThings: 'Bad favourite' },
      rest: ['You can keep up to 12 children.'],
    });
  });
});

describe('addFavouriteThing', () => {
  it('adds a tidied thing', () => {
    expect(addFavouriteThing(['cats'], '  big   red  buses ')).toEqual({
      things: ['cats', 'big red buses'],
    });
  });

  it('says why a thing cannot be added', () => {
    expect(addFavouriteThing([], '   ').error).toBe('Type a favourite thing first');
    expect(addFavouriteThing(['Cats'], 'cats').error).toBe('cats is already there');
    expect(addFavouriteThing(['a', 'b', 'c', 'd', 'e'], 'f').error).toBe(
      'Up to 5 favourite things',
    );
    expect(addFavouriteThing([], 'x'.repeat(41)).error).toBe('Please keep it to 40 characters');
  });
});
