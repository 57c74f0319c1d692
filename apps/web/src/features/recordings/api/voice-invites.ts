import { voiceInviteSchema, type CreateVoiceInviteBody } from '@sns/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { recordingKeys } from './recording-query-keys';

const invitesPath = (storyId: string) => `/api/stories/${encodeURIComponent(storyId)}/voiceInvites`;

/** POST /api/stories/{storyId}/voiceInvites {name, expiresInDays} → 201 the invitation and its link. */
export const createVoiceInvite = (storyId: string, body: CreateVoiceInviteBody) =>
  api.post(invitesPath(storyId), body, voiceInviteSchema);

/** DELETE /api/stories/{storyId}/voiceInvites/{inviteId} → 204: the link stops working. */
export const revokeVoiceInvite = (storyId: string, inviteId: string) =>
  api.delete<void>(`${invitesPath(storyId)}/${encodeURIComponent(inviteId)}`);

export function useCreateVoiceInvite(storyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateVoiceInviteBody) => createVoiceInvite(storyId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: recordingKeys.voices(storyId) }),
  });
}

export function useRevokeVoiceInvite(storyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (inviteId: string) => revokeVoiceInvite(storyId, inviteId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: recordingKeys.voices(storyId) }),
  });
}
