import { Button, Group } from '@mantine/core';
import { storyPageTitle, storySchema } from '@sns/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { Link, Navigate, useLocation } from 'react-router';
import { BookBuilder } from '../../features/books/components/book-builder';
import { useStory } from '../../features/stories/api/get-story';
import { useUserStories } from '../../features/stories/api/get-user-stories';
import { storyKeys } from '../../features/stories/api/story-query-keys';
import { StoryPage } from '../../features/stories/components/story-page';
import { StorySummary } from '../../features/stories/components/story-summary';
import { refreshSignedInUser, useCurrentUser } from '../../lib/current-user';
import { useDocumentTitle } from '../../lib/document-title';

/**
 * /pdf-per-story — docs/product.md#pdf-per-story: needs a story in navigation state (else My
 * Stories) and a user (else auth). The story summary, then the book builder: upload, progress,
 * download and past books.
 */
export function Component() {
  useDocumentTitle('Create a PDF book');
  const user = useCurrentUser();
  const location = useLocation();
  const passed = storySchema.safeParse((location.state as { story?: unknown } | null)?.story);
  const queryClient = useQueryClient();
  const userUid = user?.user_uid;
  // The story as the server has it now: signed image URLs expire, and a book may change the picture.
  const story = useStory(
    passed.success ? passed.data.uuid : undefined,
    passed.success ? passed.data : undefined,
  );
  const stories = useUserStories(userUid);
  const storyId = passed.success ? passed.data.uuid : undefined;
  const otherStories = useMemo(
    () =>
      (stories.data ?? [])
        .filter((s) => s.uuid !== storyId && s.status === 'completed')
        .map((s) => ({ uuid: s.uuid, title: s.title ?? storyPageTitle(s.hero) })),
    [stories.data, storyId],
  );

  // A finished book took 10 credits and may have made the photo the story's picture.
  const onBookCompleted = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: storyKeys.all });
    void refreshSignedInUser(queryClient);
  }, [queryClient]);

  if (!user) return <Navigate to="/auth" replace />;
  if (!passed.success) return <Navigate to="/mystories" replace />;
  const current = story.data ?? passed.data;
  return (
    <StoryPage
      title="Create a PDF book"
      subtitle="Turn this story into a book to keep."
      width="medium"
      card
    >
      <StorySummary story={current} />
      <BookBuilder
        story={current}
        userId={user.user_uid}
        otherStories={otherStories}
        onCompleted={onBookCompleted}
      />
      <Group>
        <Button
          component={Link}
          to={`/loadedstory?id=${encodeURIComponent(current.uuid)}`}
          state={{ story: current }}
          variant="light"
        >
          Back to the story
        </Button>
        <Button component={Link} to="/mystories" variant="subtle">
          My Stories
        </Button>
      </Group>
    </StoryPage>
  );
}
