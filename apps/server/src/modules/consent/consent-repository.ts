import { eq, getTableColumns, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { cookieConsents } from '../../db/consent-schema';

export type ConsentRow = typeof cookieConsents.$inferSelect;

/** Who a record belongs to: a signed-in user, or a visitor's browser (hashed cookie id). */
export type ConsentOwner = { userId: string } | { anonymousKey: string };

/** What a save writes; the version and times are the server's, never the client's. */
export interface ConsentChoice {
  consentGiven: boolean;
  analyticsCookies: boolean;
  marketingCookies: boolean;
  functionalityCookies: boolean;
  consentMethod: string;
  consentVersion: string;
}

const ownerCondition = (owner: ConsentOwner) =>
  'userId' in owner
    ? eq(cookieConsents.userId, owner.userId)
    : eq(cookieConsents.anonymousKey, owner.anonymousKey);

export async function findConsent(
  db: Database,
  owner: ConsentOwner,
): Promise<ConsentRow | undefined> {
  const [row] = await db.select().from(cookieConsents).where(ownerCondition(owner));
  return row;
}

/**
 * Inserts or updates the owner's record in one atomic statement, so two first saves racing
 * each other cannot both insert. `consent_timestamp` is set only on insert (to `firstGivenAt`
 * when a migration carries the visitor's original time); `created` comes from xmax, which
 * PostgreSQL leaves at 0 on a freshly inserted row.
 */
export async function upsertConsent(
  db: Database,
  owner: ConsentOwner,
  choice: ConsentChoice,
  now: Date,
  firstGivenAt: Date = now,
): Promise<{ row: ConsentRow; created: boolean }> {
  const target = 'userId' in owner ? cookieConsents.userId : cookieConsents.anonymousKey;
  const [result] = await db
    .insert(cookieConsents)
    .values({
      ...('userId' in owner ? { userId: owner.userId } : { anonymousKey: owner.anonymousKey }),
      ...choice,
      essentialCookies: true,
      consentTimestamp: firstGivenAt,
      updatedTimestamp: now,
    })
    .onConflictDoUpdate({ target, set: { ...choice, updatedTimestamp: now } })
    .returning({
      ...getTableColumns(cookieConsents),
      created: sql<boolean>`("cookie_consents"."xmax" = 0)`,
    });
  if (!result) throw new Error('upsert returned no row');
  const { created, ...row } = result;
  return { row, created: Boolean(created) };
}

export async function deleteConsent(db: Database, owner: ConsentOwner): Promise<void> {
  await db.delete(cookieConsents).where(ownerCondition(owner));
}
