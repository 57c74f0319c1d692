import type { childInputSchema } from '@sns/contract';
import type { z } from 'zod';
import { refuseUnsafeText } from '../content-safety/refuse-unsafe-text';
import { ageFromBirthday, isCalendarDate } from './age-from-birthday';
import { childErrors } from './child-errors';
import type { ChildValues } from './children-repository';

/** A profile as the contract's schema has checked and trimmed it. */
export type ChildProfileInput = z.output<typeof childInputSchema>;

/**
 * The row values of a profile. The name and favourite things go into stories (the name as a
 * hero, the things as elements), so they get the story form's word check here already. With a
 * birthday, the age is worked out from it and the age sent is ignored: it cannot go stale.
 */
export function childValuesOf(input: ChildProfileInput, today: Date): ChildValues {
  refuseUnsafeText([
    { path: 'name', text: input.name },
    { path: 'favouriteThings', text: input.favouriteThings },
  ]);

  const birthday = input.birthday ?? null;
  let age = input.age;
  if (birthday) {
    if (!isCalendarDate(birthday)) throw childErrors.birthdayNotADate();
    const fromBirthday = ageFromBirthday(birthday, today);
    if (fromBirthday === undefined) throw childErrors.birthdayInFuture();
    age = fromBirthday;
  }
  return {
    name: input.name,
    age,
    birthday,
    pronouns: input.pronouns,
    appearance: input.appearance,
    favouriteColour: input.favouriteColour,
    favouriteThings: input.favouriteThings,
    language: input.language,
  };
}
