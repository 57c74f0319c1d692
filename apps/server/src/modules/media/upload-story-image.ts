import { STORY_IMAGE_MAX_SIDE, type Story } from '@sns/contract';
import type { AppContext } from '../../context';
import { errors } from '../../errors';
import { reencodeUserUpload } from '../accounts/upload-guard';
import { addStoryImage, getOwnCompletedStory, newStoryImageKey } from './story-pictures';

/**
 * POST /api/changeStoryImage/{userId}/{storyId}: the parent's own picture becomes the story's
 * (free). docs/decisions/d9-uploaded-images.md: any raster image ≤10 MB and ≤40 MP, fully decoded
 * and re-encoded as a PNG of at most 1024² (EXIF and GPS gone); SVG refused. The story is checked
 * before the upload is read, and a refused upload stores nothing.
 */
export async function uploadStoryImage(
  ctx: AppContext,
  userId: string,
  storyId: string,
  readUpload: () => Promise<Buffer | undefined>,
): Promise<Story> {
  const story = await getOwnCompletedStory(ctx, userId, storyId);
  const upload = await readUpload();
  if (!upload) throw errors.noPhoto();
  const png = await reencodeUserUpload(ctx, userId, upload, { maxSide: STORY_IMAGE_MAX_SIDE });
  const key = newStoryImageKey(story, 'upload', 'png');
  await ctx.storage.put(key, png, 'image/png');
  return addStoryImage(ctx, story, { key, source: 'uploaded' });
}
