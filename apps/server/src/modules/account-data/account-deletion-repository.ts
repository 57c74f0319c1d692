import { and, eq, inArray, isNotNull, lt } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { bookJobs } from '../../db/books-schema';
import { characterPictures } from '../../db/children-schema';
import { printOrders } from '../../db/print-schema';
import { checkoutSessions, retainedReceipts } from '../../db/purchases-schema';
import { storyVoiceClips, storyVoices } from '../../db/recordings-schema';
import { users } from '../../db/schema';
import { stories, storyImages, storyNarrations } from '../../db/stories-schema';
import type { Transaction } from '../../db/transaction';
import { forgetSessionsOfUser } from '../sessions/session-cache';

/** The user's row, locked until the transaction ends, so nothing else changes it meanwhile. */
export async function lockUser(tx: Transaction, userId: string) {
  const [row] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
  return row;
}

/**
 * Every storage key the user's rows point at: profile photo, pictures, narrations, recorded
 * voices, books.
 */
export async function fileKeysOfUser(tx: Transaction, userId: string): Promise<string[]> {
  return fileKeysOf(tx, { userId });
}

/**
 * Every storage key the rows of one of the user's stories point at: its pictures, narration and
 * books. Deleting a single story (library/delete-story.ts) purges these as an account's are.
 */
export async function fileKeysOfStory(
  tx: Transaction,
  userId: string,
  storyId: string,
): Promise<string[]> {
  return fileKeysOf(tx, { userId, storyId });
}

/** The keys of the user's rows, or of one story's rows only when `storyId` is given. */
async function fileKeysOf(
  tx: Transaction,
  { userId, storyId }: { userId: string; storyId?: string },
): Promise<string[]> {
  const keys = new Set<string>();
  const add = (key: string | null | undefined) => {
    if (key) keys.add(key);
  };
  if (!storyId) {
    const [user] = await tx
      .select({ key: users.profilePhotoKey })
      .from(users)
      .where(eq(users.id, userId));
    add(user?.key);
    const characters = await tx
      .select({ key: characterPictures.key })
      .from(characterPictures)
      .where(eq(characterPictures.userId, userId));
    for (const c of characters) add(c.key);
  }
  const ofStory = (column: PgColumn) => (storyId ? eq(column, storyId) : undefined);
  const storyRows = await tx
    .select({ id: stories.id, imageKey: stories.imageKey, audioKey: stories.audioKey })
    .from(stories)
    .where(and(eq(stories.userId, userId), ofStory(stories.id)));
  for (const s of storyRows) {
    add(s.imageKey);
    add(s.audioKey);
  }
  const storyIds = storyRows.map((s) => s.id);
  if (storyIds.length > 0) {
    const images = await tx
      .select({ key: storyImages.key })
      .from(storyImages)
      .where(inArray(storyImages.storyId, storyIds));
    for (const i of images) add(i.key);
    const clips = await tx
      .select({ key: storyVoiceClips.key })
      .from(storyVoiceClips)
      .innerJoin(storyVoices, eq(storyVoices.id, storyVoiceClips.voiceId))
      .where(inArray(storyVoices.storyId, storyIds));
    for (const c of clips) add(c.key);
  }
  const narrations = await tx
    .select({ key: storyNarrations.audioKey })
    .from(storyNarrations)
    .where(and(eq(storyNarrations.userId, userId), ofStory(storyNarrations.storyId)));
  for (const n of narrations) add(n.key);
  const books = await tx
    .select({ photoKey: bookJobs.photoKey, pdfKey: bookJobs.pdfKey })
    .from(bookJobs)
    .where(and(eq(bookJobs.userId, userId), ofStory(bookJobs.storyId)));
  for (const b of books) {
    add(b.photoKey);
    add(b.pdfKey);
  }
  return [...keys].sort();
}

/**
 * Copies the user's paid checkouts into `retained_receipts` under a pseudonymous account
 * reference, without name, e-mail or user id; unpaid checkouts are not kept. Returns how many.
 */
export async function retainPaidCheckouts(
  tx: Transaction,
  userId: string,
  accountRef: string,
  keepUntilOf: (paidAt: Date) => Date,
): Promise<number> {
  const paid = await tx
    .select()
    .from(checkoutSessions)
    .where(
      and(
        eq(checkoutSessions.userId, userId),
        eq(checkoutSessions.status, 'paid'),
        isNotNull(checkoutSessions.fulfilledAt),
      ),
    );
  if (paid.length === 0) return 0;
  await tx
    .insert(retainedReceipts)
    .values(
      paid.map((c) => {
        const paidAt = c.fulfilledAt ?? c.createdAt;
        return {
          checkoutId: c.id,
          accountRef,
          productId: c.productId,
          productName: c.productName,
          credits: c.credits,
          amountCents: c.amountCents,
          currency: c.currency,
          provider: c.provider,
          providerSessionId: c.providerSessionId,
          paymentRef: c.paymentRef,
          paidAt,
          keepUntil: keepUntilOf(paidAt),
        };
      }),
    )
    .onConflictDoNothing();
  return paid.length;
}

/**
 * Copies the user's paid printed-book orders into `retained_receipts` as retainPaidCheckouts does
 * (docs/decisions/030): the order number, what was bought, the total and the payment, without
 * the address, name, e-mail or user id. Returns how many.
 */
export async function retainPaidPrintOrders(
  tx: Transaction,
  userId: string,
  accountRef: string,
  keepUntilOf: (paidAt: Date) => Date,
): Promise<number> {
  const paid = await tx
    .select()
    .from(printOrders)
    .where(and(eq(printOrders.userId, userId), isNotNull(printOrders.paidAt)));
  if (paid.length === 0) return 0;
  await tx
    .insert(retainedReceipts)
    .values(
      paid.map((o) => {
        const paidAt = o.paidAt ?? o.createdAt;
        return {
          checkoutId: o.id,
          accountRef,
          productId: PRINTED_BOOK_PRODUCT_ID,
          productName: `Printed book, ${o.pageCount} pages × ${o.quantity} (${o.status})`,
          credits: 0,
          amountCents: o.totalCents,
          currency: o.currency,
          provider: o.paymentProvider,
          providerSessionId: o.checkoutId,
          paymentRef: o.paymentRef,
          paidAt,
          keepUntil: keepUntilOf(paidAt),
        };
      }),
    )
    .onConflictDoNothing();
  return paid.length;
}

/** What a retained printed-book receipt names as its product. */
export const PRINTED_BOOK_PRODUCT_ID = 'printed_book';

/**
 * Deletes the user row; the foreign keys cascade to every other row of the account: stories,
 * pictures, narrations, books, merged books and print orders, credit ledger, checkouts, consent
 * record, sessions (also those
 * holding a password-reset grant for the user), confirmation and reset codes, free uses.
 */
export async function deleteUserRow(tx: Transaction, userId: string): Promise<boolean> {
  const rows = await tx.delete(users).where(eq(users.id, userId)).returning({ id: users.id });
  // The cascade ended the user's sessions without the session repository knowing.
  forgetSessionsOfUser(userId);
  return rows.length > 0;
}

/** Receipts whose retention period is over. */
export async function deleteExpiredRetainedReceipts(db: Database, now = new Date()) {
  await db.delete(retainedReceipts).where(lt(retainedReceipts.keepUntil, now));
}
