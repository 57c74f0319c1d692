import type { Story } from '@sns/contract';
import type { QueryClient } from '@tanstack/react-query';
import { storyKeys } from './story-query-keys';

/** A call answered with the changed story: show it at once and refresh what lists it. */
export function rememberChangedStory(queryClient: QueryClient, story: Story) {
  queryClient.setQueryData(storyKeys.detail(story.uuid), story);
  void queryClient.invalidateQueries({ queryKey: storyKeys.lists() });
  void queryClient.invalidateQueries({ queryKey: storyKeys.images(story.uuid) });
  void queryClient.invalidateQueries({ queryKey: storyKeys.mediaCosts() });
}
