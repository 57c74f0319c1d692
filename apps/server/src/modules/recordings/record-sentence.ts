import { RECORDING_LIMITS, type RecordedClip } from '@sns/contract';
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { storyVoiceClips } from '../../db/recordings-schema';
import type { Transaction } from '../../db/transaction';
import type { AppError } from '../../errors';
import { enforceRateLimit, type RateRule } from '../accounts/rate-limit';
import type { StoryRow } from '../stories/story-repository';
import { AudioRefusal } from './audio/audio-refusal';
import { identifyRecordedAudio } from './audio/recorded-audio';
import { sentencesOf } from './recordable-story';
import { audioRefusalError, recordingErrors } from './recording-errors';
import { isInviteOpen, lockVoice, type InviteRow, type VoiceRow } from './voice-repository';

/** A whole story re-recorded twice over in an hour, per voice; more is a script. */
const CLIPS_PER_VOICE: RateRule = { name: 'voice-clips', limit: 600, windowSeconds: 3600 };

/**
 * PUT …/sentences/{index}: one sentence's clip, recorded anew or again. The bytes are checked the
 * way docs/decisions/d9-uploaded-images.md checks pictures — the real container from the bytes
 * (WebM, Ogg or MP4 with Opus or AAC, nothing else inside), a size and a length per sentence —
 * and kept as they came: there is no encoder on the server, and a browser plays them as recorded.
 * A refused clip changes nothing. A new take replaces the old, whose file is deleted.
 */
export async function recordSentence(
  ctx: AppContext,
  target: { story: StoryRow; voice: VoiceRow },
  index: number,
  body: unknown,
  /** What the voice is gone means to the caller: a 404, or the invitation's refusal. */
  voiceGone: () => AppError,
  /** Asked under the voice's lock: false refuses the clip as `voiceGone` does. */
  stillAllowed: (tx: Transaction) => Promise<boolean> = async () => true,
): Promise<RecordedClip> {
  const { story, voice } = target;
  const sentences = sentencesOf(story);
  if (index >= sentences.length) throw recordingErrors.sentenceMissing();
  if (body !== undefined && !Buffer.isBuffer(body)) throw recordingErrors.notAudio();
  const data = body ?? Buffer.alloc(0);
  if (data.length > RECORDING_LIMITS.maxClipBytes) throw recordingErrors.tooLarge();
  const audio = identify(data);
  if (audio.durationSeconds < RECORDING_LIMITS.minClipSeconds) throw recordingErrors.tooShort();
  if (audio.durationSeconds > RECORDING_LIMITS.maxClipSeconds) throw recordingErrors.tooLong();
  await enforceRateLimit(ctx, CLIPS_PER_VOICE, voice.id);

  // Under the story's folder: deleting the story or the account sweeps it (docs/decisions/012).
  const key = `stories/${story.userId}/${story.id}/voices/${voice.id}/${index}-${randomBytes(6).toString('hex')}.${audio.extension}`;
  await ctx.storage.put(key, data, audio.contentType);
  let replaced: string | undefined;
  let saved = false;
  try {
    replaced = await ctx.database.db.transaction(async (tx) => {
      // The voice row, locked: deleted meanwhile (with its story, say) means nothing is saved.
      if (!(await lockVoice(tx, voice.id)) || !(await stillAllowed(tx))) throw voiceGone();
      const [previous] = await tx
        .select({ key: storyVoiceClips.key })
        .from(storyVoiceClips)
        .where(and(eq(storyVoiceClips.voiceId, voice.id), eq(storyVoiceClips.sentence, index)));
      const values = {
        key,
        contentType: audio.contentType,
        durationSeconds: audio.durationSeconds,
        bytes: data.length,
        createdAt: new Date(),
      };
      await tx
        .insert(storyVoiceClips)
        .values({ voiceId: voice.id, sentence: index, ...values })
        .onConflictDoUpdate({
          target: [storyVoiceClips.voiceId, storyVoiceClips.sentence],
          set: values,
        });
      return previous?.key;
    });
    saved = true;
  } finally {
    if (!saved) await ctx.storage.delete(key);
  }
  if (replaced) await ctx.storage.delete(replaced);

  const recorded = await ctx.database.db
    .select({ sentence: storyVoiceClips.sentence })
    .from(storyVoiceClips)
    .where(eq(storyVoiceClips.voiceId, voice.id));
  return {
    index,
    durationSeconds: audio.durationSeconds,
    sentencesRecorded: recorded.filter((r) => r.sentence < sentences.length).length,
    sentencesTotal: sentences.length,
  };
}

/**
 * PUT /api/voiceInvite/sentences/{index}: the same, through an invitation opened by its token. The
 * link is asked again under the voice's lock: a save that spent it (finish-voice.ts), or the
 * parent withdrawing it, while this clip uploaded means the clip is not kept.
 */
export function recordInvitedSentence(
  ctx: AppContext,
  target: { invite: InviteRow; story: StoryRow; voice: VoiceRow },
  index: number,
  body: unknown,
): Promise<RecordedClip> {
  return recordSentence(
    ctx,
    target,
    index,
    body,
    () => recordingErrors.inviteInvalid(),
    (tx) => isInviteOpen(tx, target.invite.id),
  );
}

function identify(data: Buffer) {
  try {
    return identifyRecordedAudio(data);
  } catch (error) {
    if (error instanceof AudioRefusal) throw audioRefusalError(error);
    throw error;
  }
}
