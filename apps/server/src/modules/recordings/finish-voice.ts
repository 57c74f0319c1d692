import type { StoryVoice } from '@sns/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { storyVoices, voiceInvites } from '../../db/recordings-schema';
import type { StoryRow } from '../stories/story-repository';
import { presentVoice } from './present-voice';
import { sentencesOf } from './recordable-story';
import { recordingErrors } from './recording-errors';
import {
  inviteOpen,
  listClips,
  lockVoice,
  type InviteRow,
  type VoiceRow,
} from './voice-repository';

/**
 * POST …/finish ("Save"): a voice with every sentence recorded becomes playable. Saving again is
 * harmless; a sentence re-recorded later keeps it playable.
 */
export async function finishVoice(
  ctx: AppContext,
  target: { story: StoryRow; voice: VoiceRow },
): Promise<StoryVoice> {
  const { story, voice } = target;
  const db = ctx.database.db;
  const { clips, total } = await everySentenceRecorded(ctx, story, voice);
  const [ready] = await db
    .update(storyVoices)
    .set(readyValues(voice))
    .where(eq(storyVoices.id, voice.id))
    .returning();
  const [invite] = await db
    .select({ id: voiceInvites.id })
    .from(voiceInvites)
    .where(and(eq(voiceInvites.voiceId, voice.id)));
  return presentVoice(ready ?? voice, clips, total, Boolean(invite));
}

/**
 * POST /api/voiceInvite/finish: the invitee's save also spends their link (docs/decisions/023),
 * in the one transaction that makes the voice ready and only while the link is still open. Of two
 * saves at once, the second finds it spent and is refused like any link that no longer works:
 * the design never tells a spent link from a withdrawn one. The voice row is locked first, as its
 * other writers do (record-sentence.ts, deleteVoice), so an upload in flight lands before the
 * link is spent or finds it spent, and none of them deadlock.
 */
export async function finishInvitedVoice(
  ctx: AppContext,
  target: { invite: InviteRow; story: StoryRow; voice: VoiceRow },
): Promise<StoryVoice> {
  const { invite, story, voice } = target;
  const { clips, total } = await everySentenceRecorded(ctx, story, voice);
  const ready = await ctx.database.db.transaction(async (tx) => {
    if (!(await lockVoice(tx, voice.id))) throw recordingErrors.inviteInvalid();
    const spent = await tx
      .update(voiceInvites)
      .set({ usedAt: sql`now()` })
      .where(inviteOpen(invite.id))
      .returning({ id: voiceInvites.id });
    if (spent.length === 0) throw recordingErrors.inviteInvalid();
    const [row] = await tx
      .update(storyVoices)
      .set(readyValues(voice))
      .where(eq(storyVoices.id, voice.id))
      .returning();
    return row;
  });
  return presentVoice(ready ?? voice, clips, total, true);
}

async function everySentenceRecorded(ctx: AppContext, story: StoryRow, voice: VoiceRow) {
  const total = sentencesOf(story).length;
  const clips = await listClips(ctx.database.db, voice.id);
  const recorded = new Set(clips.map((c) => c.sentence));
  for (let i = 0; i < total; i += 1) if (!recorded.has(i)) throw recordingErrors.notFinished();
  return { clips, total };
}

// A voice saved again keeps the moment it was first saved.
const readyValues = (voice: VoiceRow) => ({
  status: 'ready',
  readyAt: voice.readyAt ?? new Date(),
});
