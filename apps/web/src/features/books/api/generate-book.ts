import { generateBookResponseSchema, type Appearance } from '@sns/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface GenerateBookInput {
  userId: string;
  storyId: string;
  /** The 512×512 PNG of the photo. */
  image: Blob;
  /** Story ids in book order, the page's story first. */
  selectedStories: string[];
  useImageAsMainImage: boolean;
  /** The first page's words; the server prints "For {hero}, with love" without them. */
  dedication?: string;
  /** The hero's look as the parent confirmed it from the photo. */
  appearance?: Appearance;
}

/**
 * POST /api/generateBookUsingImageAsReference/{userId}/{storyId}/{useImageAsMainImage}: multipart
 * with `image`, `selectedStories` (JSON array) and `useImageAsMainImage` (the payload of
 * docs/api.md#spec-3), and our optional `dedication` and `appearance` (JSON).
 */
export const generateBook = ({
  userId,
  storyId,
  image,
  selectedStories,
  useImageAsMainImage,
  dedication,
  appearance,
}: GenerateBookInput) => {
  const form = new FormData();
  form.append('selectedStories', JSON.stringify(selectedStories));
  form.append('useImageAsMainImage', String(useImageAsMainImage));
  if (dedication?.trim()) form.append('dedication', dedication);
  if (appearance) form.append('appearance', JSON.stringify(appearance));
  form.append('image', image, 'photo.png');
  return api.post(
    `/api/generateBookUsingImageAsReference/${encodeURIComponent(userId)}/${encodeURIComponent(storyId)}/${String(useImageAsMainImage)}`,
    form,
    generateBookResponseSchema,
  );
};

/** Starts a book (10 credits). The caller follows it through the status call. */
export function useGenerateBook() {
  return useMutation({ mutationFn: generateBook });
}
