/** TanStack Query keys of the books feature, in one place so each call invalidates the right ones. */
export const bookKeys = {
  all: ['books'] as const,
  status: (storyId: string) => [...bookKeys.all, 'status', storyId] as const,
  generated: (storyId: string) => [...bookKeys.all, 'generated', storyId] as const,
};
