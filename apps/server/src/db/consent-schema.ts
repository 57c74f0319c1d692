import { sql } from 'drizzle-orm';
import { boolean, check, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './schema';

/**
 * Cookie consent records (docs/api.md#spec-3). One table, two kinds of owner kept apart: a
 * signed-in user's record (`user_id`) or a visitor's browser (`anonymous_key`); never both, never
 * neither. Migrating a visitor's consent to an account writes a new user record and leaves the
 * anonymous one alone.
 */
export const cookieConsents = pgTable(
  'cookie_consents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /**
     * sha256 of the browser's anonymous consent id cookie, like session ids: a leaked table
     * cannot be replayed as cookies.
     */
    anonymousKey: text('anonymous_key'),
    consentGiven: boolean('consent_given').notNull(),
    essentialCookies: boolean('essential_cookies').notNull().default(true),
    analyticsCookies: boolean('analytics_cookies').notNull(),
    marketingCookies: boolean('marketing_cookies').notNull(),
    functionalityCookies: boolean('functionality_cookies').notNull(),
    /** banner_accept_all | banner_reject_all | preferences_custom | migrated_from_anonymous */
    consentMethod: text('consent_method').notNull(),
    consentVersion: text('consent_version').notNull(),
    /** When consent was first given; later changes keep it. */
    consentTimestamp: timestamp('consent_timestamp', { withTimezone: true }).notNull().defaultNow(),
    updatedTimestamp: timestamp('updated_timestamp', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('cookie_consents_user_key').on(t.userId),
    uniqueIndex('cookie_consents_anonymous_key').on(t.anonymousKey),
    check('cookie_consents_one_owner', sql`(${t.userId} is null) <> (${t.anonymousKey} is null)`),
    check('cookie_consents_essential_always', sql`${t.essentialCookies}`),
    check(
      'cookie_consents_method_valid',
      sql`${t.consentMethod} in ('banner_accept_all', 'banner_reject_all', 'preferences_custom', 'migrated_from_anonymous')`,
    ),
  ],
);
