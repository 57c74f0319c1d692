/** TanStack Query keys of recorded voices (docs/decisions/023). */
export const recordingKeys = {
  all: ['recordings'] as const,
  voices: (storyId: string) => [...recordingKeys.all, 'voices', storyId] as const,
  script: (storyId: string, voiceId: string) =>
    [...recordingKeys.all, 'script', storyId, voiceId] as const,
  inviteScript: (token: string) => [...recordingKeys.all, 'invite-script', token] as const,
  playback: (storyId: string, voiceId: string) =>
    [...recordingKeys.all, 'playback', storyId, voiceId] as const,
};

export const voicesPath = (storyId: string) => `/api/stories/${encodeURIComponent(storyId)}/voices`;
export const voicePath = (storyId: string, voiceId: string) =>
  `${voicesPath(storyId)}/${encodeURIComponent(voiceId)}`;
