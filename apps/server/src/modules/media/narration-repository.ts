import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { storyNarrations } from '../../db/stories-schema';
import type { Transaction } from '../../db/transaction';

export type NarrationRow = typeof storyNarrations.$inferSelect;

export async function findNarration(db: Pick<Database, 'select'>, storyId: string) {
  const [row] = await db.select().from(storyNarrations).where(eq(storyNarrations.storyId, storyId));
  return row;
}

/**
 * Claims the story's narration for a new job: inserted when there is none, or taken over from a
 * failed attempt when `restartFailed`. Undefined when another call holds it — the one guard that
 * makes concurrent calls queue one job (the primary key, and `status = 'error'` on takeover).
 */
export async function claimNarration(
  tx: Transaction,
  values: { storyId: string; userId: string; jobId: string },
  restartFailed: boolean,
) {
  const [inserted] = await tx
    .insert(storyNarrations)
    .values({ ...values, status: 'running' })
    .onConflictDoNothing()
    .returning({ jobId: storyNarrations.jobId });
  if (inserted || !restartFailed) return inserted;
  const [restarted] = await tx
    .update(storyNarrations)
    .set({ status: 'running', jobId: values.jobId, errorMessage: null, createdAt: new Date() })
    .where(and(eq(storyNarrations.storyId, values.storyId), eq(storyNarrations.status, 'error')))
    .returning({ jobId: storyNarrations.jobId });
  return restarted;
}

/** Marks the attempt `jobId` done; false when that attempt no longer owns the narration. */
export async function completeNarration(
  tx: Transaction,
  storyId: string,
  jobId: string,
  values: Pick<NarrationRow, 'audioKey' | 'marks' | 'durationSeconds'>,
) {
  const rows = await tx
    .update(storyNarrations)
    .set({ ...values, status: 'completed', completedAt: new Date() })
    .where(
      and(
        eq(storyNarrations.storyId, storyId),
        eq(storyNarrations.jobId, jobId),
        eq(storyNarrations.status, 'running'),
      ),
    )
    .returning({ storyId: storyNarrations.storyId });
  return rows.length > 0;
}

/** Marks the attempt `jobId` failed; false when it had already finished one way or the other. */
export async function failNarration(
  tx: Transaction,
  storyId: string,
  jobId: string,
  message: string,
) {
  const rows = await tx
    .update(storyNarrations)
    .set({ status: 'error', errorMessage: message })
    .where(
      and(
        eq(storyNarrations.storyId, storyId),
        eq(storyNarrations.jobId, jobId),
        eq(storyNarrations.status, 'running'),
      ),
    )
    .returning({ userId: storyNarrations.userId });
  return rows[0];
}
