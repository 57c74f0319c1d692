import {
  childInputSchema,
  FAVOURITE_THING_MAX_CHARS,
  MAX_FAVOURITE_THINGS,
  type Appearance,
  type Child,
  type ChildInput,
  type FavouriteColour,
  type Language,
  type Pronouns,
} from '@sns/contract';
import { fieldErrorsOf, type FieldErrors } from '../../../lib/form-errors';
import { ageFromBirthday } from './age-from-birthday';
import { translate } from '../../../lib/i18n/use-t';

/** What the avatar builder holds while the parent clicks through it. */
export interface ChildFormValues {
  name: string;
  age: number | '';
  /** YYYY-MM-DD, or '' for none. */
  birthday: string;
  pronouns: Pronouns | '';
  appearance: Appearance;
  favouriteColour: FavouriteColour;
  favouriteThings: string[];
  /** The language of this child's stories (docs/decisions/070). */
  language: Language;
}

export type ChildFormField = keyof ChildFormValues;

/**
 * A new child starts from a look rather than a blank, so the preview has someone to draw at once;
 * the pronouns are left for the parent to say.
 */
export const NEW_CHILD_FORM: ChildFormValues = {
  name: '',
  age: '',
  birthday: '',
  pronouns: '',
  appearance: {
    skinTone: 'medium',
    hairColour: 'brown',
    hairStyle: 'short',
    eyeColour: 'brown',
    glasses: false,
    freckles: false,
  },
  favouriteColour: 'blue',
  favouriteThings: [],
  // The builder starts a new child in the page's language.
  language: 'en',
};

/** The builder's values for a saved child (edit). */
export function childFormOf(child: Child): ChildFormValues {
  return {
    name: child.name,
    age: child.age,
    birthday: child.birthday ?? '',
    pronouns: child.pronouns,
    appearance: { ...child.appearance },
    favouriteColour: child.favouriteColour,
    favouriteThings: [...child.favouriteThings],
    language: child.language,
  };
}

/**
 * The age the form will send: worked out from the birthday when there is one (the server does
 * the same and ignores the age sent), else the age typed.
 */
export function effectiveAge(values: Pick<ChildFormValues, 'age' | 'birthday'>, today: Date) {
  if (values.birthday) return ageFromBirthday(values.birthday, today);
  return values.age === '' ? undefined : values.age;
}

/**
 * Checks the builder with the contract's schema (the server runs the same one) and returns the
 * body to send, or the message to show by each field.
 */
export function validateChildForm(
  values: ChildFormValues,
  today: Date,
):
  | { body: ChildInput; errors?: undefined }
  | { body?: undefined; errors: FieldErrors<ChildFormField> } {
  const errors: FieldErrors<ChildFormField> = {};
  let age = values.age === '' ? Number.NaN : values.age;
  if (values.birthday) {
    const fromBirthday = ageFromBirthday(values.birthday, today);
    if (fromBirthday === undefined) {
      errors.birthday =
        values.birthday > today.toISOString().slice(0, 10)
          ? translate('children.birthdayFuture')
          : translate('children.birthdayReal');
    } else age = fromBirthday;
  }
  const body: ChildInput = {
    name: values.name.trim(),
    age,
    birthday: values.birthday || null,
    pronouns: values.pronouns as Pronouns,
    appearance: values.appearance,
    favouriteColour: values.favouriteColour,
    favouriteThings: values.favouriteThings,
    language: values.language,
  };
  const parsed = childInputSchema.safeParse(body);
  if (!parsed.success) {
    const schemaErrors = fieldErrorsOf<ChildFormField>(parsed.error);
    if (values.age === '' && !values.birthday) {
      schemaErrors.age = translate('children.ageOrBirthday');
    }
    for (const [key, message] of Object.entries(schemaErrors)) {
      errors[key as ChildFormField] ??= message;
    }
  }
  if (Object.keys(errors).length > 0) return { errors };
  return { body };
}

/** The builder's fields the server's `errors[].path` may name. */
const FORM_FIELDS = new Set<string>(Object.keys(NEW_CHILD_FORM));

/** Places the server's 400 messages by their field; what names no field comes back as `rest`. */
export function placeServerErrors(errors: readonly { msg: string; path?: string }[]): {
  fields: FieldErrors<ChildFormField>;
  rest: string[];
} {
  const fields: FieldErrors<ChildFormField> = {};
  const rest: string[] = [];
  for (const { msg, path } of errors) {
    const field = path?.split('.')[0];
    if (field && FORM_FIELDS.has(field)) fields[field as ChildFormField] ??= msg;
    else rest.push(msg);
  }
  return { fields, rest };
}

/**
 * Adds a favourite thing as typed: trimmed and with inner spaces collapsed, refused (with the
 * reason) when empty, too long, already there (in any case) or past the fifth.
 */
export function addFavouriteThing(
  things: readonly string[],
  typed: string,
): { things: string[]; error?: undefined } | { things?: undefined; error: string } {
  const thing = typed.trim().replace(/\s+/g, ' ');
  if (!thing) return { error: translate('children.typeFirst') };
  if (thing.length > FAVOURITE_THING_MAX_CHARS) {
    return { error: translate('children.keepTo', { n: FAVOURITE_THING_MAX_CHARS }) };
  }
  if (things.some((t) => t.toLowerCase() === thing.toLowerCase())) {
    return { error: translate('children.already', { thing }) };
  }
  if (things.length >= MAX_FAVOURITE_THINGS) {
    return { error: translate('children.upTo', { max: MAX_FAVOURITE_THINGS }) };
  }
  return { things: [...things, thing] };
}
