import type { AppContext } from '../../context';
import { errors } from '../../errors';
import { presentSharedStory, presentStory } from './present-story';
import { getOwnStory } from './read-stories';
import { pictureAltOf } from './picture-description';
import { findStory, listImageKeys, listStoryImages, updateStory } from './story-repository';

/** docs/decisions/d8-sharing.md: the owner makes /share/{uuid} public, or private again. */
export async function setStoryShared(
  ctx: AppContext,
  userId: string,
  storyId: string,
  shared: boolean,
) {
  const row = await getOwnStory(ctx, userId, storyId);
  if (shared && row.status !== 'completed') {
    throw errors.conflict('This story is still being written. Share it once it is ready.');
  }
  await updateStory(ctx.database.db, row.id, { shared });
  return presentStory(
    ctx.storage,
    { ...row, shared },
    await listImageKeys(ctx.database.db, row.id),
  );
}

/** A shared, completed story, or undefined: private and missing look the same from outside. */
export async function findSharedStory(ctx: AppContext, storyId: string) {
  const row = await findStory(ctx.database.db, storyId);
  if (!row || !row.shared || row.status !== 'completed') return undefined;
  return row;
}

export async function readSharedStory(ctx: AppContext, storyId: string) {
  const row = await findSharedStory(ctx, storyId);
  if (!row) throw errors.notFound('That story');
  const image = (await listStoryImages(ctx.database.db, row.id)).find(
    (candidate) => candidate.key === row.imageKey,
  );
  return { ...presentSharedStory(ctx.config.publicUrl, row), imageAlt: pictureAltOf(row, image) };
}
