import { CREDITS, type Language } from '@sns/contract';
import { and, count, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { creditLedger, users } from '../../db/schema';
import { stories } from '../../db/stories-schema';

export type UserRow = typeof users.$inferSelect;

/**
 * The ledger reason of the sign-up grant (docs/decisions/d1-credits.md); its ref is the user id, so
 * it is granted once.
 */
export const SIGNUP_BONUS_REASON = 'signup_bonus';

/** E-mails are stored trimmed and lower-cased (see the schema), so every look-up goes through here. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The user with this id, if any. */
export async function findUserById(db: Database, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

/** The user with this e-mail (any case, surrounding spaces ignored), if any. */
export async function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(users.email, normalizeEmail(email)));
  return row;
}

/** The user linked to this Google account (`sub`), if any. */
export async function findUserByGoogleSub(db: Database, sub: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.googleSub, sub));
  return row;
}

export interface NewUser {
  id?: string;
  email: string;
  firstName: string;
  lastName: string;
  passwordHash?: string | null;
  googleSub?: string | null;
  emailConfirmedAt?: Date | null;
  profilePhotoKey?: string | null;
  /** The page's language at sign-up (docs/decisions/070); English when not known. */
  language?: Language;
}

/**
 * Creates the account with its sign-up credits (docs/decisions/d1-credits.md): the balance and its
 * ledger row in one transaction, so the ledger always sums to `users.credits`. Returns undefined
 * when the e-mail (or Google account) is already taken, without raising inside the transaction.
 */
export async function createUserWithSignUpBonus(db: Database, user: NewUser) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(users)
      .values({ ...user, email: normalizeEmail(user.email), credits: CREDITS.signUpBonus })
      .onConflictDoNothing()
      .returning();
    if (!row) return undefined;
    await tx.insert(creditLedger).values({
      userId: row.id,
      delta: CREDITS.signUpBonus,
      reason: SIGNUP_BONUS_REASON,
      ref: row.id,
    });
    return row;
  });
}

/** Marks the e-mail confirmed; a second confirmation keeps the first date. */
export async function markEmailConfirmed(db: Database, userId: string, at = new Date()) {
  await db
    .update(users)
    .set({ emailConfirmedAt: at })
    .where(and(eq(users.id, userId), isNull(users.emailConfirmedAt)));
}

/** The parent's language for pages and e-mails (docs/decisions/070). */
export async function setUserLanguage(db: Database, userId: string, language: Language) {
  const [row] = await db.update(users).set({ language }).where(eq(users.id, userId)).returning();
  return row;
}

/** Stores a new password hash (see passwords.ts). */
export async function setPasswordHash(db: Database, userId: string, passwordHash: string) {
  await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
}

/**
 * Attaches a Google account to an existing user. Google has verified the mailbox, so the e-mail
 * counts as confirmed. If it was not confirmed before, whoever chose the password never proved
 * they own the mailbox (a pre-registered account), so that password is dropped.
 */
export async function linkGoogleAccount(db: Database, user: UserRow, googleSub: string) {
  const [row] = await db
    .update(users)
    .set({
      googleSub,
      emailConfirmedAt: user.emailConfirmedAt ?? new Date(),
      passwordHash: user.emailConfirmedAt ? user.passwordHash : null,
    })
    .where(and(eq(users.id, user.id), isNull(users.googleSub)))
    .returning();
  return row;
}

/** Points the user at a new profile photo and returns the key of the one it replaces. */
export async function replaceProfilePhotoKey(db: Database, userId: string, key: string) {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ key: users.profilePhotoKey })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (!before) return { updated: undefined, previousKey: null };
    const [updated] = await tx
      .update(users)
      .set({ profilePhotoKey: key })
      .where(eq(users.id, userId))
      .returning();
    return { updated, previousKey: before.key };
  });
}

/** How many stories the user has (`userStories`): failed, refunded attempts don't count. */
export async function countStoriesOfUser(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(stories)
    .where(and(eq(stories.userId, userId), ne(stories.status, 'error')));
  return Number(row?.n ?? 0);
}

const userWithStoryCount = preparedPerDatabase(
  'user_with_story_count',
  (db) =>
    db
      .select({
        user: users,
        storyCount:
          sql<number>`count(${stories.id}) filter (where ${stories.status} <> 'error')`.mapWith(
            Number,
          ),
      })
      .from(users)
      .leftJoin(stories, eq(stories.userId, users.id))
      .where(eq(users.id, sql.placeholder('id')))
      .groupBy(users.id),
  { rememberedUntilWrite: true },
);

/**
 * The user and their story count (as countStoriesOfUser) in one query: the profile is the most
 * read call of the product, and on PGlite every query is a turn of its single engine.
 */
export async function findUserWithStoryCount(db: Database, id: string) {
  const [row] = await userWithStoryCount(db).execute({ id });
  return row;
}
