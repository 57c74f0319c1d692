import { voiceLabel, type VoicePlayback } from '@sns/contract';
import type { AppContext } from '../../context';
import { errors } from '../../errors';
import { getOwnStory } from '../stories/read-stories';
import { sentencesOf } from './recordable-story';
import { findVoice, listClips } from './voice-repository';

/**
 * GET …/playback: a saved voice as a queue of clips, one per sentence, with the read-along marks
 * on the queue's timeline — exact, since each sentence is its own clip: sentence i starts where
 * the clips before it end. Owner only; the clip links are signed and expire like every file's.
 */
export async function readVoicePlayback(
  ctx: AppContext,
  userId: string,
  storyId: string,
  voiceId: string,
): Promise<VoicePlayback> {
  const story = await getOwnStory(ctx, userId, storyId);
  const voice = await findVoice(ctx.database.db, story.id, voiceId);
  if (!voice || voice.status !== 'ready') throw errors.notFound('That voice');
  const sentences = sentencesOf(story);
  const clips = await listClips(ctx.database.db, voice.id);
  const playback: VoicePlayback = {
    voiceId: voice.id,
    label: voiceLabel(voice.name),
    text: story.storyText ?? '',
    clips: [],
    marks: [],
  };
  let start = 0;
  for (const clip of clips) {
    const sentence = sentences[clip.sentence];
    if (!sentence) continue;
    playback.clips.push({
      url: await ctx.storage.signedUrl(clip.key),
      start,
      durationSeconds: clip.durationSeconds,
    });
    playback.marks.push({
      start,
      end: start + clip.durationSeconds,
      charStart: sentence.charStart,
      charEnd: sentence.charEnd,
    });
    start += clip.durationSeconds;
  }
  return playback;
}
