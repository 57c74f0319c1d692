import { z } from 'zod';
import { languageSchema } from './language-schema';
import { MAX_AGE, MIN_AGE } from './stories';
import { plainText } from './text-safety';

/**
 * Child profiles (docs/ARCHITECTURE.md, "Children"): a parent's children as the illustrator draws
 * them, so one child has one face in every story, picture and book. The palettes live here so the
 * avatar builder shows the same colours the illustrator paints.
 */

/** Eight skin tones, light to deep: every child should be able to find themselves. */
export const SKIN_TONES = [
  { id: 'porcelain', label: 'Porcelain', hex: '#fbe3d2' },
  { id: 'fair', label: 'Fair', hex: '#f3c9a8' },
  { id: 'light', label: 'Light', hex: '#e6b48e' },
  { id: 'medium', label: 'Medium', hex: '#cf9a70' },
  { id: 'tan', label: 'Tan', hex: '#b07a50' },
  { id: 'brown', label: 'Brown', hex: '#8d5a3b' },
  { id: 'dark', label: 'Dark brown', hex: '#6a412b' },
  { id: 'deep', label: 'Deep', hex: '#4a2c1f' },
] as const;

export const HAIR_COLOURS = [
  { id: 'black', label: 'Black', hex: '#1f1714' },
  { id: 'dark-brown', label: 'Dark brown', hex: '#3f271c' },
  { id: 'brown', label: 'Brown', hex: '#6b4128' },
  { id: 'auburn', label: 'Auburn', hex: '#8e3b22' },
  { id: 'red', label: 'Red', hex: '#c2552c' },
  { id: 'strawberry', label: 'Strawberry blonde', hex: '#d99a5b' },
  { id: 'blonde', label: 'Blonde', hex: '#e6c46e' },
  { id: 'platinum', label: 'Platinum', hex: '#f1e4bd' },
  { id: 'grey', label: 'Grey', hex: '#a9a6a2' },
] as const;

export const HAIR_STYLES = [
  { id: 'short', label: 'Short' },
  { id: 'long', label: 'Long' },
  { id: 'curly', label: 'Curly' },
  { id: 'coily', label: 'Coily' },
  { id: 'braids', label: 'Braids' },
  { id: 'buns', label: 'Buns' },
  { id: 'ponytail', label: 'Ponytail' },
  { id: 'shaved', label: 'Very short' },
  { id: 'covered', label: 'Covered (headscarf)' },
] as const;

export const EYE_COLOURS = [
  { id: 'dark-brown', label: 'Dark brown', hex: '#3b2418' },
  { id: 'brown', label: 'Brown', hex: '#6b4226' },
  { id: 'hazel', label: 'Hazel', hex: '#8a6a35' },
  { id: 'green', label: 'Green', hex: '#4f7a45' },
  { id: 'blue', label: 'Blue', hex: '#4a78b0' },
  { id: 'grey', label: 'Grey', hex: '#7c8790' },
] as const;

/** Favourite colours: the hero wears it, and a book's accents use it. */
export const FAVOURITE_COLOURS = [
  { id: 'red', label: 'Red', hex: '#e05a4f' },
  { id: 'orange', label: 'Orange', hex: '#f2994a' },
  { id: 'yellow', label: 'Yellow', hex: '#eec643' },
  { id: 'green', label: 'Green', hex: '#5bb974' },
  { id: 'teal', label: 'Teal', hex: '#2fa595' },
  { id: 'blue', label: 'Blue', hex: '#4f86e0' },
  { id: 'purple', label: 'Purple', hex: '#9b72e0' },
  { id: 'pink', label: 'Pink', hex: '#ec8fb3' },
] as const;

export const PRONOUNS = [
  { id: 'she', label: 'she/her' },
  { id: 'he', label: 'he/him' },
  { id: 'they', label: 'they/them' },
] as const;

const ids = <T extends readonly { id: string }[]>(list: T) =>
  list.map((item) => item.id) as [T[number]['id'], ...T[number]['id'][]];

export type SkinTone = (typeof SKIN_TONES)[number]['id'];
export type HairColour = (typeof HAIR_COLOURS)[number]['id'];
export type HairStyle = (typeof HAIR_STYLES)[number]['id'];
export type EyeColour = (typeof EYE_COLOURS)[number]['id'];
export type FavouriteColour = (typeof FAVOURITE_COLOURS)[number]['id'];
export type Pronouns = (typeof PRONOUNS)[number]['id'];

/** How a child is drawn. Every field is a choice from the lists above. */
export const appearanceSchema = z.object({
  skinTone: z.enum(ids(SKIN_TONES), { message: 'Please choose a skin tone' }),
  hairColour: z.enum(ids(HAIR_COLOURS), { message: 'Please choose a hair colour' }),
  hairStyle: z.enum(ids(HAIR_STYLES), { message: 'Please choose a hair style' }),
  eyeColour: z.enum(ids(EYE_COLOURS), { message: 'Please choose an eye colour' }),
  glasses: z.boolean(),
  freckles: z.boolean(),
});
export type Appearance = z.infer<typeof appearanceSchema>;

export const MAX_CHILDREN = 12;
export const MAX_FAVOURITE_THINGS = 5;
export const FAVOURITE_THING_MAX_CHARS = 40;
/** Siblings and friends: up to three children in one story. */
export const MAX_STORY_CHILDREN = 3;

const birthdaySchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'The birthday must be a date (YYYY-MM-DD)')
  // A day of the calendar from 1900 on: Date.parse alone rolls 2021-02-29 over into March.
  .refine((s) => {
    const date = new Date(`${s}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === s && s >= '1900';
  }, 'The birthday must be a real date');

/** POST /api/children and PUT /api/children/{childId}: the whole profile. */
export const childInputSchema = z.object({
  name: plainText(
    z.string().trim().min(1, "Please give the child's first name").max(40, 'The name is too long'),
    "The child's name",
  ),
  /** Given, or worked out from the birthday when only that is given. */
  age: z
    .number({ message: 'Age must be a number from 1 to 15' })
    .int('Age must be a whole number')
    .min(MIN_AGE, 'Age must be from 1 to 15')
    .max(MAX_AGE, 'Age must be from 1 to 15'),
  birthday: birthdaySchema.nullable().optional(),
  pronouns: z.enum(ids(PRONOUNS), { message: 'Please choose pronouns' }),
  appearance: appearanceSchema,
  favouriteColour: z.enum(ids(FAVOURITE_COLOURS), { message: 'Please choose a colour' }),
  favouriteThings: z
    .array(
      plainText(
        z
          .string()
          .trim()
          .min(1, 'A favourite thing cannot be empty')
          .max(FAVOURITE_THING_MAX_CHARS, 'A favourite thing is too long'),
        'A favourite thing',
      ),
    )
    .max(MAX_FAVOURITE_THINGS, `At most ${MAX_FAVOURITE_THINGS} favourite things`)
    .default([]),
  /** The language this child's stories are written in (docs/decisions/070). */
  language: languageSchema.default('en'),
});
export type ChildInput = z.input<typeof childInputSchema>;

/** A child profile as the server answers it. */
export const childSchema = z.object({
  id: z.string().uuid(),
  name: z.string(),
  age: z.number().int(),
  birthday: z.string().nullable(),
  pronouns: z.enum(ids(PRONOUNS)),
  appearance: appearanceSchema,
  favouriteColour: z.enum(ids(FAVOURITE_COLOURS)),
  favouriteThings: z.array(z.string()),
  language: languageSchema,
  createdAt: z.string(),
});
export type Child = z.infer<typeof childSchema>;

export const childIdParamsSchema = z.object({ childId: z.string().uuid('Invalid child') });

/** POST /api/children/preview: the avatar builder's live picture (SVG), before anything is saved. */
export const avatarPreviewBodySchema = z.object({
  appearance: appearanceSchema,
  pronouns: z.enum(ids(PRONOUNS)),
  favouriteColour: z.enum(ids(FAVOURITE_COLOURS)),
});
export type AvatarPreviewBody = z.infer<typeof avatarPreviewBodySchema>;
