import { describe, expect, it } from 'vitest';
import { ageFromBirthday, isoDay } from './age-from-birthday';

const today = new Date('2026-11-24T10:00:00Z');

describe('ageFromBirthday', () => {
  it('counts whole years, the birthday itself included', () => {
    expect(ageFromBirthday('2020-11-24', today)).toBe(6);
    expect(ageFromBirthday('2020-11-25', today)).toBe(5);
    expect(ageFromBirthday('2019-01-31', today)).toBe(7);
  });

  it('clamps to the stories’ 1–15', () => {
    expect(ageFromBirthday('2026-06-01', today)).toBe(1);
    expect(ageFromBirthday('2026-11-24', today)).toBe(1);
    expect(ageFromBirthday('2001-03-02', today)).toBe(15);
  });

  it('counts a 29 February birthday from 1 March in other years', () => {
    expect(ageFromBirthday('2020-02-29', new Date('2025-02-28T12:00:00Z'))).toBe(4);
    expect(ageFromBirthday('2020-02-29', new Date('2025-03-01T12:00:00Z'))).toBe(5);
  });

  it('has no age for a birthday still to come or a day that does not exist', () => {
    expect(ageFromBirthday('2026-11-25', today)).toBeUndefined();
    expect(ageFromBirthday('2021-02-29', today)).toBeUndefined();
    expect(ageFromBirthday('1899-12-31', today)).toBeUndefined();
    expect(ageFromBirthday('24/11/2020', today)).toBeUndefined();
    expect(ageFromBirthday('', today)).toBeUndefined();
  });
});

describe('isoDay', () => {
  it('is the UTC calendar day', () => {
    expect(isoDay(today)).toBe('2026-11-24');
  });
});
