import { BOOK_PHOTO_SIDE, type Appearance, type SuggestLookResponse } from '@sns/contract';
import type { AppContext } from '../../context';
import { errors } from '../../errors';
import { reencodeUserUpload } from '../accounts/upload-guard';
import { castOfStory } from '../children/story-cast';
import { getOwnStory } from '../stories/read-stories';
import { samplePhotoLook } from './photo-look';

/** What a photo cannot tell, for a photo sent without a story. */
const PLAIN_LOOK: Omit<Appearance, 'skinTone' | 'hairColour'> = {
  hairStyle: 'short',
  eyeColour: 'brown',
  glasses: false,
  freckles: false,
};

/**
 * POST /api/books/suggestLook (issue 12): the look a photo suggests for the book's hero — skin
 * tone and hair colour sampled from it, the rest from the story's hero as every picture draws
 * them. A hero from a child profile keeps the profile's saved look (issue 28: the parent chose
 * it; a photo's lighting should not overrule them) and the photo's colours are only offered.
 * The photo is decoded (the checks and rate limit of docs/decisions/d9-uploaded-images.md) and
 * forgotten: nothing is stored.
 */
export async function suggestLook(
  ctx: AppContext,
  userId: string,
  request: { photo: Buffer | undefined; storyId?: string },
): Promise<SuggestLookResponse> {
  const story = request.storyId ? await getOwnStory(ctx, userId, request.storyId) : undefined;
  if (!request.photo) throw errors.noPhoto();
  const png = await reencodeUserUpload(ctx, userId, request.photo, { maxSide: BOOK_PHOTO_SIDE });
  const sampled = await samplePhotoLook(png);
  const base = story ? castOfStory(story)[0]?.appearance : undefined;
  if (base && story?.childIds?.length)
    return {
      appearance: { ...PLAIN_LOOK, ...base },
      sampled: [],
      fromProfile: true,
      photo: sampled,
    };
  return {
    appearance: { ...PLAIN_LOOK, ...base, ...sampled },
    sampled: ['skinTone', 'hairColour'],
    fromProfile: false,
    photo: sampled,
  };
}
