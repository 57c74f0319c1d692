import type { AppContext } from '../../context';
import { errors } from '../../errors';
import { splitSentences, type TextSentence } from '../media/split-sentences';
import { getOwnStory } from '../stories/read-stories';
import type { StoryRow } from '../stories/story-repository';

/**
 * The sentences a voice reads, one clip each: the same split the narrator and its read-along use
 * (media/split-sentences.ts), so a recorded voice's marks fall on the same sentences. A story's
 * text never changes once written, so a sentence's index names it for good.
 */
export function sentencesOf(story: StoryRow): TextSentence[] {
  return story.storyText ? splitSentences(story.storyText) : [];
}

/** One of the parent's finished stories (another parent's is a 404 like a missing one). */
export async function getOwnRecordableStory(ctx: AppContext, userId: string, storyId: string) {
  const story = await getOwnStory(ctx, userId, storyId);
  if (story.status !== 'completed' || !story.storyText) throw errors.storyNotReady();
  return story;
}
