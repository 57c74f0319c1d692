/** TanStack Query keys of the stories feature, in one place so each call invalidates the right ones. */
export const storyKeys = {
  all: ['stories'] as const,
  lists: () => [...storyKeys.all, 'list'] as const,
  list: (userUid: string) => [...storyKeys.lists(), userUid] as const,
  detail: (uuid: string) => [...storyKeys.all, 'detail', uuid] as const,
  workerStatus: (workerId: string) => [...storyKeys.all, 'worker', workerId] as const,
  shared: (uuid: string) => [...storyKeys.all, 'shared', uuid] as const,
  images: (uuid: string) => [...storyKeys.all, 'images', uuid] as const,
  audio: (uuid: string) => [...storyKeys.all, 'audio', uuid] as const,
  narrative: (uuid: string) => [...storyKeys.all, 'narrative', uuid] as const,
  narrationProgress: (uuid: string) => [...storyKeys.all, 'narration-progress', uuid] as const,
  narrationVoices: () => [...storyKeys.all, 'narration-voices'] as const,
  mediaCosts: () => [...storyKeys.all, 'media-costs'] as const,
};
