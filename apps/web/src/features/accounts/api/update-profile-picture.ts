import { userResponseSchema, userSchema } from '@sns/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { setSignedInUser } from '../../../lib/current-user';

// docs/api.md#spec-7 says the call "returns user with profilePhoto": accept the bare user or
// {message, user}.
const pictureResponseSchema = userResponseSchema.transform((r) => r.user).or(userSchema);

/** POST /api/updateProfilePicture/{userId}: multipart with the single field `image`. */
export const updateProfilePicture = ({ userId, image }: { userId: string; image: Blob }) => {
  const form = new FormData();
  form.append('image', image, 'profile.png');
  return api.post(
    `/api/updateProfilePicture/${encodeURIComponent(userId)}`,
    form,
    pictureResponseSchema,
  );
};

/** Replaces the current user with the returned one (docs/api.md#spec-4). */
export function useUpdateProfilePicture() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfilePicture,
    onSuccess: (user) => setSignedInUser(queryClient, user),
  });
}
