import { storySchema } from '@sns/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { rememberChangedStory } from './update-story-cache';

/** POST /api/changeStoryImage/{userId}/{storyId}: multipart with the single field `image` → Story. */
export const changeStoryImage = ({
  userId,
  storyId,
  image,
}: {
  userId: string;
  storyId: string;
  image: Blob;
}) => {
  const form = new FormData();
  form.append('image', image, image instanceof File ? image.name : 'picture.png');
  return api.post(
    `/api/changeStoryImage/${encodeURIComponent(userId)}/${encodeURIComponent(storyId)}`,
    form,
    storySchema,
  );
};

/** Uploads the parent's own picture as the story's picture (free). */
export function useChangeStoryImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeStoryImage,
    onSuccess: (story) => rememberChangedStory(queryClient, story),
  });
}
