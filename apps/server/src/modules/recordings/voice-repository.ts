import { and, asc, count, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
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
