import { LANGUAGES } from '@sns/contract';
import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Always stored lower-cased and trimmed, so look-ups are exact. */
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    passwordHash: text('password_hash'),
    googleSub: text('google_sub'),
    emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true }),
    /** Storage key of the profile photo; URLs are signed when presented. */
    profilePhotoKey: text('profile_photo_key'),
    /** The credit balance (`storiesRemaining`); every change also writes a credit_ledger row. */
    credits: integer('credits').notNull().default(0),
    lastPurchaseAt: timestamp('last_purchase_at', { withTimezone: true }),
    /** The language of the parent's pages and e-mails (docs/decisions/070). */
    language: text('language', { enum: LANGUAGES }).notNull().default('en'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    uniqueIndex('users_google_sub_key').on(t.googleSub),
    check('users_credits_not_negative', sql`${t.credits} >= 0`),
    check('users_language_valid', sql`${t.language} in ('en', 'es')`),
  ],
);

export const creditLedger = pgTable(
  'credit_ledger',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    delta: integer('delta').notNull(),
    /** signup_bonus | story | story_refund | purchase | … */
    reason: text('reason').notNull(),
    /** What the change is about (a job, a checkout session); with reason it makes grants idempotent. */
    ref: text('ref'),
    createdAt: createdAt(),
  },
  (t) => [
    index('credit_ledger_user_idx').on(t.userId),
    uniqueIndex('credit_ledger_reason_ref_key').on(t.reason, t.ref),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    /** sha256 of the cookie token: a leaked table cannot be replayed as cookies. */
    id: text('id').primaryKey(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * docs/decisions/d5-password-reset-grant.md: a verified reset code lets this session redefine
     * that user's password for 10 minutes.
     */
    resetGrantUserId: uuid('reset_grant_user_id').references(() => users.id, {
      onDelete: 'cascade',
    }),
    resetGrantExpiresAt: timestamp('reset_grant_expires_at', { withTimezone: true }),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const emailConfirmations = pgTable('email_confirmations', {
  /** sha256 of the 256-bit code sent in the link. */
  codeHash: text('code_hash').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAt(),
});

export const passwordResets = pgTable(
  'password_resets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('password_resets_user_idx').on(t.userId)],
);

/** Fixed-window counters shared by every web process (nothing kept in process memory). */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  count: integer('count').notNull(),
});
