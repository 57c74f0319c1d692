import { and, eq, ne, or, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Database } from '../../db/client';
import { storyNarrations } from '../../db/stories-schema';
import type { Transaction } from '../../db/transaction';

export type NarrationRow = typeof storyNarrations.$inferSelect;

export async function findNarration(db: Pick<Database, 'select'>, storyId: string) {
  const [row] = await db.select().from(storyNarrations).where(eq(storyNarrations.storyId, storyId));
  return row;
}

/** The narration's voice: rows from before voices were chosen are in the default one. */
export function narrationVoice(ctx: Pick<AppContext, 'narrator'>, row: NarrationRow): string {
  return row.voice ?? ctx.narrator.voices[0]!.id;
}

/**
 * Claims the story's narration for a new job: inserted when there is none, or taken over from a
 * failed attempt when `restartFailed`, or from a finished one in another voice than `voice`
 * (docs/decisions/022: another voice is another narration). Undefined when another call holds
 * it — the one guard that makes concurrent calls queue one job (the primary key, and the status
 * and voice conditions of the takeover).
 */
export async function claimNarration(
  tx: Transaction,
  values: { storyId: string; userId: string; jobId: string; voice: string },
  options: { restartFailed: boolean; defaultVoice: string },
) {
  const [inserted] = await tx
    .insert(storyNarrations)
    .values({ ...values, status: 'running' })
    .onConflictDoNothing()
    .returning({ jobId: storyNarrations.jobId });
  if (inserted) return inserted;
  const otherVoice = and(
    ne(storyNarrations.status, 'running'),
    sql`coalesce(${storyNarrations.voice}, ${options.defaultVoice}) <> ${values.voice}`,
  );
  const [restarted] = await tx
    .update(storyNarrations)
    .set({
      status: 'running',
      jobId: values.jobId,
      voice: values.voice,
      errorMessage: null,
      streamRun: null,
      createdAt: new Date(),
    })
    .where(
      and(
        eq(storyNarrations.storyId, values.storyId),
        options.restartFailed ? or(eq(storyNarrations.status, 'error'), otherVoice) : otherVoice,
      ),
    )
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
