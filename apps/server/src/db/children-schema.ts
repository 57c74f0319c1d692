import { LANGUAGES, type Appearance } from '@sns/contract';
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './schema';

/**
 * A parent's child profiles (issue 12): how one child is named and drawn, so they look the same
 * in every story, picture and book. Deleting a profile leaves its stories as they are: each story
 * keeps its own snapshot of the cast (`stories.cast`, docs/decisions/016).
 */
export const children = pgTable(
  'children',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** As given, or worked out from `birthday` when that is given (clamped to 1–15). */
    age: smallint('age').notNull(),
    /** YYYY-MM-DD; a date without a time zone, as a parent means a birthday. */
    birthday: date('birthday', { mode: 'string' }),
    /** she | he | they */
    pronouns: text('pronouns').notNull(),
    appearance: jsonb('appearance').$type<Appearance>().notNull(),
    favouriteColour: text('favourite_colour').notNull(),
    favouriteThings: jsonb('favourite_things').$type<string[]>().notNull().default([]),
    /** The language this child's stories are written in (docs/decisions/070). */
    language: text('language', { enum: LANGUAGES }).notNull().default('en'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('children_user_created_idx').on(t.userId, t.createdAt),
    check('children_age_range', sql`${t.age} between 1 and 15`),
    check('children_pronouns_valid', sql`${t.pronouns} in ('she', 'he', 'they')`),
    check('children_language_valid', sql`${t.language} in ('en', 'es')`),
  ],
);

/**
 * A child's character picture (issue 30, docs/decisions/060): drawn once by an images API from a
 * look, then the reference every later picture of that look is drawn from (/images/edits), so the
 * child is the same in every story. Found by the look, not the profile: a story keeps its own copy
 * of its cast, and its new pictures later still find the picture of the look it was written with.
 */
export const characterPictures = pgTable(
  'character_pictures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** sha256 of the look, the age drawn and the images model (another model draws anew). */
    lookHash: text('look_hash').notNull(),
    key: text('key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('character_pictures_user_look_idx').on(t.userId, t.lookHash)],
);
