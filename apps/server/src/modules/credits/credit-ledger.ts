import { and, eq, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/transaction';
import { creditLedger, users } from '../../db/schema';
import { freeUses } from '../../db/stories-schema';
import { errors } from '../../errors';

export type FreeKind = 'story' | 'image' | 'narration';

export interface Spend {
  /** What the credits pay for, e.g. 'story'; the ledger reason. */
  reason: string;
  /** The thing paid for (a story id, a job id): with reason it makes the spend idempotent. */
  ref: string;
  amount: number;
  /** docs/decisions/d1-credits.md: the user's first use of this kind is free. */
  freeKind?: FreeKind;
}

/**
 * Takes credits for a spend inside the caller's transaction, or throws 402. The conditional
 * UPDATE is the guard: concurrent spends can never take the balance below zero.
 */
export async function spendCredits(tx: Transaction, userId: string, spend: Spend) {
  if (spend.freeKind) {
    const free = await tx
      .insert(freeUses)
      .values({ userId, kind: spend.freeKind, ref: spend.ref })
      .onConflictDoNothing()
      .returning({ ref: freeUses.ref });
    if (free.length > 0) {
      await tx
        .insert(creditLedger)
        .values({ userId, delta: 0, reason: spend.reason, ref: spend.ref });
      return { charged: 0, balance: await balanceOf(tx, userId) };
    }
  }
  const [row] = await tx
    .update(users)
    .set({ credits: sql`${users.credits} - ${spend.amount}` })
    .where(and(eq(users.id, userId), sql`${users.credits} >= ${spend.amount}`))
    .returning({ credits: users.credits });
  if (!row) throw errors.notEnoughCredits(spend.amount, await balanceOf(tx, userId));
  await tx
    .insert(creditLedger)
    .values({ userId, delta: -spend.amount, reason: spend.reason, ref: spend.ref });
  return { charged: spend.amount, balance: row.credits };
}

/**
 * Gives back what a spend took (credits, or the free use), once: the refund's ledger row is
 * unique by (reason, ref), so a second refund of the same spend changes nothing.
 */
export async function refundSpend(
  tx: Transaction,
  userId: string,
  spend: Pick<Spend, 'reason' | 'ref'>,
) {
  const [original] = await tx
    .select({ delta: creditLedger.delta })
    .from(creditLedger)
    .where(and(eq(creditLedger.reason, spend.reason), eq(creditLedger.ref, spend.ref)));
  if (!original) return { refunded: 0 };
  const amount = -original.delta;
  const inserted = await tx
    .insert(creditLedger)
    .values({ userId, delta: amount, reason: `${spend.reason}_refund`, ref: spend.ref })
    .onConflictDoNothing()
    .returning({ id: creditLedger.id });
  if (inserted.length === 0) return { refunded: 0 };
  if (amount > 0) {
    await tx
      .update(users)
      .set({ credits: sql`${users.credits} + ${amount}` })
      .where(eq(users.id, userId));
  } else {
    await tx.delete(freeUses).where(and(eq(freeUses.userId, userId), eq(freeUses.ref, spend.ref)));
  }
  return { refunded: amount };
}

/** Adds credits once per (reason, ref): a purchase or bonus delivered twice is credited once. */
export async function grantCredits(
  tx: Transaction,
  userId: string,
  grant: { amount: number; reason: string; ref: string },
) {
  const inserted = await tx
    .insert(creditLedger)
    .values({ userId, delta: grant.amount, reason: grant.reason, ref: grant.ref })
    .onConflictDoNothing()
    .returning({ id: creditLedger.id });
  if (inserted.length === 0) return { granted: 0 };
  await tx
    .update(users)
    .set({ credits: sql`${users.credits} + ${grant.amount}` })
    .where(eq(users.id, userId));
  return { granted: grant.amount };
}

/** Whether the user's next use of `kind` would be free (docs/decisions/d1-credits.md). */
export async function hasFreeUse(tx: Pick<Transaction, 'select'>, userId: string, kind: FreeKind) {
  const rows = await tx
    .select({ ref: freeUses.ref })
    .from(freeUses)
    .where(and(eq(freeUses.userId, userId), eq(freeUses.kind, kind)));
  return rows.length === 0;
}

/** The user's credit balance (`storiesRemaining`), inside a transaction or not. */
export async function balanceOf(tx: Pick<Transaction, 'select'>, userId: string) {
  const [row] = await tx.select({ credits: users.credits }).from(users).where(eq(users.id, userId));
  return row?.credits ?? 0;
}
