import { describe, expect, it } from 'vitest';
import { ageFromBirthday, isCalendarDate } from './age-from-birthday';

const on = (iso: string) => new Date(`${iso}T12:00:00Z`);

describe('ageFromBirthday', () => {
  it('counts whole years, turning a year older on the birthday itself', () => {
    expect(ageFromBirthday('2020-06-15', on('2026-06-14'))).toBe(5);
    expect(ageFromBirthday('2020-06-15', on('2026-06-15'))).toBe(6);
    expect(ageFromBirthday('2020-12-31', on('2027-01-01'))).toBe(6);
  });

  it('counts a 29 February birthday from 1 March in other years', () => {
    expect(ageFromBirthday('2020-02-29', on('2026-02-28'))).toBe(5);
    expect(ageFromBirthday('2020-02-29', on('2026-03-01'))).toBe(6);
  });

  it('clamps to the stories’ 1–15', () => {
    expect(ageFromBirthday('2026-05-01', on('2026-06-01'))).toBe(1);
    expect(ageFromBirthday('2026-06-01', on('2026-06-01'))).toBe(1);
    expect(ageFromBirthday('2001-01-01', on('2026-06-01'))).toBe(15);
  });

  it('refuses a birthday still to come', () => {
    expect(ageFromBirthday('2026-06-02', on('2026-06-01'))).toBeUndefined();
    expect(ageFromBirthday('2027-01-01', on('2026-06-01'))).toBeUndefined();
  });
});

describe('isCalendarDate', () => {
  it('takes days of the calendar only', () => {
    for (const day of ['2020-02-29', '2019-12-31', '1900-01-01'])
      expect(isCalendarDate(day)).toBe(true);
    for (const day of [
      '2021-02-29',
      '2020-04-31',
      '2020-13-01',
      '2020-01-00',
      '0000-01-01',
      '1899-12-31',
      '2020-1-1',
    ])
      expect(isCalendarDate(day), day).toBe(false);
  });
});
