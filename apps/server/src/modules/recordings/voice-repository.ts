import { and, asc, count, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { Transaction } from '../../db/transaction';
import { storyVoiceClips, storyVoices, voiceInvites } from '../../db/recordings-schema';

export type VoiceRow = typeof storyVoices.$inferSelect;
export type ClipRow = typeof storyVoiceClips.$inferSelect;
export type InviteRow = typeof voiceInvites.$inferSelect;
type Reader = Pick<Database, 'select'>;

export async function listVoicesOfStory(db: Reader, storyId: string) {
  return db
    .select()
    .from(storyVoices)
    .where(eq(storyVoices.storyId, storyId))
    .orderBy(asc(storyVoices.createdAt), asc(storyVoices.id));
}

export async function countVoicesOfStory(db: Reader, storyId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(storyVoices)
    .where(eq(storyVoices.storyId, storyId));
  return row?.n ?? 0;
}

/** The voice, only when it belongs to that story. */
export async function findVoice(db: Reader, storyId: string, voiceId: string) {
  const [row] = await db
    .select()
    .from(storyVoices)
    .where(and(eq(storyVoices.id, voiceId), eq(storyVoices.storyId, storyId)));
  return row;
}

/**
 * Locks the voice row for the rest of the transaction; false when it is gone. A voice's writers
 * (a clip, a save, deleteVoice) take this lock before any other, so they queue, never deadlock.
 */
export async function lockVoice(tx: Transaction, voiceId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: storyVoices.id })
    .from(storyVoices)
    .where(eq(storyVoices.id, voiceId))
    .for('update');
  return Boolean(row);
}

export async function listClips(db: Reader, voiceId: string) {
  return db
    .select()
    .from(storyVoiceClips)
    .where(eq(storyVoiceClips.voiceId, voiceId))
    .orderBy(asc(storyVoiceClips.sentence));
}

export async function findClip(db: Reader, voiceId: string, sentence: number) {
  const [row] = await db
    .select()
    .from(storyVoiceClips)
    .where(and(eq(storyVoiceClips.voiceId, voiceId), eq(storyVoiceClips.sentence, sentence)));
  return row;
}

export async function listInvitesOfStory(db: Reader, storyId: string) {
  return db
    .select()
    .from(voiceInvites)
    .where(eq(voiceInvites.storyId, storyId))
    .orderBy(asc(voiceInvites.createdAt), asc(voiceInvites.id));
}

export async function findInvite(db: Reader, inviteId: string) {
  const [row] = await db.select().from(voiceInvites).where(eq(voiceInvites.id, inviteId));
  return row;
}

/**
 * The invitation, while its link still works: not spent, not withdrawn, not expired by the
 * database's clock. As a WHERE it is the guard of every write that relies on the link.
 */
export const inviteOpen = (inviteId: string) =>
  and(
    eq(voiceInvites.id, inviteId),
    isNull(voiceInvites.usedAt),
    isNull(voiceInvites.revokedAt),
    gt(voiceInvites.expiresAt, sql`now()`),
  );

/** Whether the invitation's link still works, as a writer relying on it sees it. */
export async function isInviteOpen(db: Reader, inviteId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: voiceInvites.id })
    .from(voiceInvites)
    .where(inviteOpen(inviteId));
  return Boolean(row);
}
