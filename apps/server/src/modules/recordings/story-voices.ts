import { RECORDING_LIMITS, type StoryVoice, type StoryVoices } from '@sns/contract';
import { eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { storyVoiceClips, storyVoices, voiceInvites } from '../../db/recordings-schema';
import type { Transaction } from '../../db/transaction';
import { errors } from '../../errors';
import { getOwnStory } from '../stories/read-stories';
import { presentInvite, presentVoice } from './present-voice';
import { getOwnRecordableStory, sentencesOf } from './recordable-story';
import { recordingErrors } from './recording-errors';
import { listInvitesOfStory, listVoicesOfStory, type VoiceRow } from './voice-repository';
import { lockStory } from '../stories/story-repository';
import { refuseUnsafeText } from '../content-safety/refuse-unsafe-text';

/** GET /api/stories/{storyId}/voices: every voice of one of the parent's stories, and its invitations. */
export async function listStoryVoices(
  ctx: AppContext,
  userId: string,
  storyId: string,
): Promise<StoryVoices> {
  const story = await getOwnStory(ctx, userId, storyId);
  const db = ctx.database.db;
  const voices = await listVoicesOfStory(db, story.id);
  const invites = await listInvitesOfStory(db, story.id);
  const clips =
    voices.length === 0
      ? []
      : await db
          .select({
            voiceId: storyVoiceClips.voiceId,
            sentence: storyVoiceClips.sentence,
            durationSeconds: storyVoiceClips.durationSeconds,
          })
          .from(storyVoiceClips)
          .where(
            inArray(
              storyVoiceClips.voiceId,
              voices.map((v) => v.id),
            ),
          );
  const total = sentencesOf(story).length;
  const invitedVoices = new Set(invites.map((i) => i.voiceId));
  const names = new Map(voices.map((v) => [v.id, v.name]));
  return {
    voices: voices.map((voice) =>
      presentVoice(
        voice,
        clips.filter((c) => c.voiceId === voice.id),
        total,
        invitedVoices.has(voice.id),
      ),
    ),
    invites: invites.map((invite) =>
      presentInvite(ctx.config, invite, names.get(invite.voiceId) ?? ''),
    ),
  };
}

/** POST /api/stories/{storyId}/voices: a new voice the parent records themself. */
export async function createVoice(
  ctx: AppContext,
  userId: string,
  storyId: string,
  name: string,
): Promise<StoryVoice> {
  // "Read by {name}" is what the child sees in the player.
  refuseUnsafeText([{ path: 'name', text: name }]);
  const story = await getOwnRecordableStory(ctx, userId, storyId);
  const voice = await ctx.database.db.transaction((tx) => insertVoice(tx, story, name));
  return presentVoice(voice, [], sentencesOf(story).length, false);
}

/**
 * Inserts a voice, within the story's limit. The story row is locked first, so two voices added at
 * once are counted one after the other.
 */
export async function insertVoice(
  tx: Transaction,
  story: { id: string; userId: string },
  name: string,
): Promise<VoiceRow> {
  await lockStory(tx, story.id);
  const existing = await listVoicesOfStory(tx, story.id);
  if (existing.length >= RECORDING_LIMITS.maxVoicesPerStory) throw recordingErrors.tooManyVoices();
  const [voice] = await tx
    .insert(storyVoices)
    .values({ storyId: story.id, userId: story.userId, name })
    .returning();
  if (!voice) throw new Error('The voice was not inserted');
  return voice;
}

/**
 * DELETE /api/stories/{storyId}/voices/{voiceId}: the voice, its clips and its invitation (which
 * stops working), rows first and then files. A file left by a crash in between is named by no
 * row, so the orphan sweep deletes it (jobs/orphaned-files.ts).
 */
export async function deleteVoice(
  ctx: AppContext,
  userId: string,
  storyId: string,
  voiceId: string,
): Promise<void> {
  const story = await getOwnStory(ctx, userId, storyId);
  const keys = await ctx.database.db.transaction(async (tx) => {
    const [voice] = await tx
      .select({ id: storyVoices.id, storyId: storyVoices.storyId })
      .from(storyVoices)
      .where(eq(storyVoices.id, voiceId))
      .for('update');
    if (!voice || voice.storyId !== story.id) throw errors.notFound('That voice');
    const clips = await tx
      .select({ key: storyVoiceClips.key })
      .from(storyVoiceClips)
      .where(eq(storyVoiceClips.voiceId, voice.id));
    await tx.delete(voiceInvites).where(eq(voiceInvites.voiceId, voice.id));
    await tx.delete(storyVoices).where(eq(storyVoices.id, voice.id));
    return clips.map((c) => c.key);
  });
  for (const key of keys) await ctx.storage.delete(key);
}
