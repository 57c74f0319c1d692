import { and, asc, eq, gte, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { narrationChunks, storyNarrations, type NarrationMarkRow } from '../../db/stories-schema';
import type { Transaction } from '../../db/transaction';

type Db = Pick<Database, 'select' | 'insert' | 'update' | 'delete'>;

/**
 * Starts run `run` of attempt `jobId`: streams follow this run's chunks from now on, and what an
 * earlier run of the story left (a crashed or failed try) is deleted. False when the attempt no
 * longer owns the narration.
 */
export async function startNarrationRun(db: Db, storyId: string, jobId: string, run: string) {
  const rows = await db
    .update(storyNarrations)
    .set({ streamRun: run })
    .where(
      and(
        eq(storyNarrations.storyId, storyId),
        eq(storyNarrations.jobId, jobId),
        eq(storyNarrations.status, 'running'),
      ),
    )
    .returning({ storyId: storyNarrations.storyId });
  await db
    .delete(narrationChunks)
    .where(and(eq(narrationChunks.storyId, storyId), ne(narrationChunks.run, run)));
  return rows.length > 0;
}

export async function appendNarrationChunk(db: Db, chunk: typeof narrationChunks.$inferInsert) {
  await db.insert(narrationChunks).values(chunk);
}

/** The run's chunks from `fromSeq` on, in order. */
export async function readNarrationChunks(db: Db, run: string, fromSeq: number) {
  return db
    .select({
      seq: narrationChunks.seq,
      byteStart: narrationChunks.byteStart,
      audio: narrationChunks.audio,
    })
    .from(narrationChunks)
    .where(and(eq(narrationChunks.run, run), gte(narrationChunks.seq, fromSeq)))
    .orderBy(asc(narrationChunks.seq));
}

/** Every read-along mark the run has written so far, in order. */
export async function readNarrationChunkMarks(db: Db, run: string): Promise<NarrationMarkRow[]> {
  const rows = await db
    .select({ marks: narrationChunks.marks })
    .from(narrationChunks)
    .where(eq(narrationChunks.run, run))
    .orderBy(asc(narrationChunks.seq));
  return rows.flatMap((r) => r.marks);
}

/** Drops a story's chunks: its narration is complete (the file has every byte) or failed. */
export async function deleteNarrationChunks(tx: Transaction | Db, storyId: string) {
  await tx.delete(narrationChunks).where(eq(narrationChunks.storyId, storyId));
}

/** Bytes held in chunks (the tests check nothing is left behind). */
export async function countNarrationChunkBytes(db: Db, storyId: string) {
  const [row] = await db
    .select({ bytes: sql<number>`coalesce(sum(octet_length(${narrationChunks.audio})), 0)::int` })
    .from(narrationChunks)
    .where(eq(narrationChunks.storyId, storyId));
  return row?.bytes ?? 0;
}
