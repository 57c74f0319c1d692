import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { emailConfirmations } from '../../db/schema';

/** Stores a confirmation code by its hash. */
export async function insertConfirmation(
  db: Database,
  row: { codeHash: string; userId: string; expiresAt: Date },
) {
  await db.insert(emailConfirmations).values(row);
}

/**
 * Uses a confirmation code once: the conditional UPDATE means two clicks racing on the same link
 * cannot both succeed. Returns the user id, or undefined for an unknown, used or expired code.
 */
export async function consumeConfirmation(db: Database, codeHash: string, now = new Date()) {
  const [row] = await db
    .update(emailConfirmations)
    .set({ usedAt: now })
    .where(
      and(
        eq(emailConfirmations.codeHash, codeHash),
        isNull(emailConfirmations.usedAt),
        gt(emailConfirmations.expiresAt, now),
      ),
    )
    .returning({ userId: emailConfirmations.userId });
  return row?.userId;
}

/** The account a code was made for, whatever its state (used, expired), or undefined if unknown. */
export async function findConfirmationOwner(db: Database, codeHash: string) {
  const [row] = await db
    .select({ userId: emailConfirmations.userId })
    .from(emailConfirmations)
    .where(eq(emailConfirmations.codeHash, codeHash));
  return row?.userId;
}
