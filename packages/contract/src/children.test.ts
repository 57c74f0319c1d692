import { describe, expect, it } from 'vitest';
import { childInputSchema } from './children';

const child = {
  name: 'Maya',
  age: 5,
  pronouns: 'she',
  appearance: {
    skinTone: 'brown',
    hairColour: 'black',
    hairStyle: 'coily',
    eyeColour: 'dark-brown',
    glasses: false,
    freckles: true,
  },
  favouriteColour: 'purple',
};

const birthdayErrors = (birthday: unknown) => {
  const result = childInputSchema.safeParse({ ...child, birthday });
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('childInputSchema birthday', () => {
  it('takes a day of the calendar, or none', () => {
    for (const birthday of ['2020-02-29', '1900-01-01', null, undefined])
      expect(birthdayErrors(birthday), String(birthday)).toEqual([]);
  });

  it('refuses a day that does not exist, and dates before 1900', () => {
    for (const birthday of ['2021-02-29', '2020-04-31', '2020-13-01', '0000-01-01', '1899-12-31'])
      expect(birthdayErrors(birthday), birthday).toEqual(['The birthday must be a real date']);
    expect(birthdayErrors('5 May 2020')).toContain('The birthday must be a date (YYYY-MM-DD)');
  });
});
