import type { StoryVoice } from '@sns/contract';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { storyVoices, voiceInvites } from '../../db/recordings-schema';
import type { StoryRow } from '../stories/story-repository';
import { presentVoice } from './present-voice';
import { sentencesOf } from './recordable-story';
import { recordingErrors } from './recording-errors';
import { listClips, type VoiceRow } from './voice-repository';

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
  const total = sentencesOf(story).length;
  const clips = await listClips(db, voice.id);
  const recorded = new Set(clips.map((c) => c.sentence));
  for (let i = 0; i < total; i += 1) if (!recorded.has(i)) throw recordingErrors.notFinished();
  const [ready] = await db
    .update(storyVoices)
    .set({ status: 'ready', readyAt: voice.readyAt ?? new Date() })
    .where(eq(storyVoices.id, voice.id))
    .returning();
  const [invite] = await db
    .select({ id: voiceInvites.id })
    .from(voiceInvites)
    .where(and(eq(voiceInvites.voiceId, voice.id)));
  return presentVoice(ready ?? voice, clips, total, Boolean(invite));
}
