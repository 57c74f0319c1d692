import type { Narrative } from '@sns/contract';
import type { AppContext } from '../../context';
import { errors } from '../../errors';
import { getOwnStory } from '../stories/read-stories';
import { findNarration } from './narration-repository';

/** GET /api/getNarrative: the story text and each sentence's timing, once narrated. */
export async function readNarrative(
  ctx: AppContext,
  userId: string,
  storyId: string,
): Promise<Narrative> {
  const story = await getOwnStory(ctx, userId, storyId);
  const narration = await findNarration(ctx.database.db, story.id);
  if (!narration || narration.status !== 'completed' || !narration.marks)
    throw errors.narrationNotReady();
  return { storyId: story.id, text: story.storyText ?? '', marks: narration.marks };
}
