import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { passwordResets } from '../../db/schema';

/**
 * docs/decisions/d4-passwords-and-codes.md: a reset code survives at most this many checks, right
 * or wrong.
 */
export const RESET_CODE_MAX_ATTEMPTS = 5;

/** Stores a new code for the user; any older code stops working (a new request supersedes it). */
export async function replaceResetCode(
  db: Database,
  row: { userId: string; codeHash: string; expiresAt: Date },
) {
  await db.transaction(async (tx) => {
    await tx.delete(passwordResets).where(eq(passwordResets.userId, row.userId));
    await tx.insert(passwordResets).values(row);
  });
}

/**
 * Spends one attempt on the user's live code before it is compared, in one UPDATE, so parallel
 * guesses cannot get more than RESET_CODE_MAX_ATTEMPTS comparisons between them. Returns the
 * code's id and hash, or undefined when there is no live code left to try.
 */
export async function reserveResetAttempt(db: Database, userId: string, now = new Date()) {
  const live = db
    .select({ id: passwordResets.id })
    .from(passwordResets)
    .where(
      and(
        eq(passwordResets.userId, userId),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, now),
        lt(passwordResets.attempts, RESET_CODE_MAX_ATTEMPTS),
      ),
    )
    .orderBy(desc(passwordResets.createdAt))
    .limit(1);
  const [row] = await db
    .update(passwordResets)
    .set({ attempts: sql`${passwordResets.attempts} + 1` })
    .where(
      and(
        sql`${passwordResets.id} = (${live})`,
        lt(passwordResets.attempts, RESET_CODE_MAX_ATTEMPTS),
      ),
    )
    .returning({ id: passwordResets.id, codeHash: passwordResets.codeHash });
  return row;
}

/** Marks a verified code used (single use). False if another request used it first. */
export async function markResetCodeUsed(db: Database, id: string, now = new Date()) {
  const rows = await db
    .update(passwordResets)
    .set({ usedAt: now })
    .where(and(eq(passwordResets.id, id), isNull(passwordResets.usedAt)))
    .returning({ id: passwordResets.id });
  return rows.length > 0;
}

/** Once the password is redefined, no code of that user may be used again. */
export async function deleteResetCodes(db: Database, userId: string) {
  await db.delete(passwordResets).where(eq(passwordResets.userId, userId));
}
