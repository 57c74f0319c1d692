import { suggestLookResponseSchema } from '@sns/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/**
 * POST /api/books/suggestLook: the hero's look the photo suggests (skin tone and hair colour read
 * from it, the rest from the story's hero). The server reads the photo and keeps nothing.
 */
export const suggestLook = ({ image, storyId }: { image: Blob; storyId: string }) => {
  const form = new FormData();
  form.append('storyId', storyId);
  form.append('image', image, 'photo.png');
  return api.post('/api/books/suggestLook', form, suggestLookResponseSchema);
};

export function useSuggestLook() {
  return useMutation({ mutationFn: suggestLook });
}
