import { voiceLabel, type RecordingScript } from '@sns/contract';
import type { AppContext } from '../../context';
import { errors } from '../../errors';
import type { StoryRow } from '../stories/story-repository';
import { getOwnRecordableStory, sentencesOf } from './recordable-story';
import { findVoice, listClips, type VoiceRow } from './voice-repository';

/**
 * What the recorder shows: the story's sentences, one at a time, and which are recorded. An
 * invitee gets exactly this of the parent's data — the story's title and text — and nothing more.
 */
export async function presentScript(
  ctx: AppContext,
  story: StoryRow,
  voice: VoiceRow,
  expiresAt: Date | null,
): Promise<RecordingScript> {
  const sentences = sentencesOf(story);
  const clips = await listClips(ctx.database.db, voice.id);
  return {
    storyId: story.id,
    title: story.title ?? `A story about ${story.hero}`,
    voice: { id: voice.id, name: voice.name, label: voiceLabel(voice.name) },
    status: voice.status === 'ready' ? 'ready' : 'recording',
    sentences: sentences.map((s, index) => ({
      index,
      text: s.text,
      endsParagraph: s.endsParagraph,
    })),
    recorded: clips
      .filter((c) => c.sentence < sentences.length)
      .map((c) => ({ index: c.sentence, durationSeconds: c.durationSeconds })),
    expiresAt: expiresAt?.toISOString() ?? null,
  };
}

/** The story and voice the parent records, both theirs (404 otherwise). */
export async function getOwnVoice(
  ctx: AppContext,
  userId: string,
  storyId: string,
  voiceId: string,
) {
  const story = await getOwnRecordableStory(ctx, userId, storyId);
  const voice = await findVoice(ctx.database.db, story.id, voiceId);
  if (!voice) throw errors.notFound('That voice');
  return { story, voice };
}
