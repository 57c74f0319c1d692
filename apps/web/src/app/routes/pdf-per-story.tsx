import { Button, Group, Skeleton } from '@mantine/core';
import { storySchema } from '@sns/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router';
import { BookBuilder } from '../../features/books/components/book-builder';
import { useSeries } from '../../features/stories/api/series';
import { useStory } from '../../features/stories/api/get-story';
import { useUserStories } from '../../features/stories/api/get-user-stories';
import { storyKeys } from '../../features/stories/api/story-query-keys';
import { StoryPage } from '../../features/stories/components/story-page';
import { StorySummary } from '../../features/stories/components/story-summary';
import { refreshSignedInUser, useCurrentUser } from '../../lib/current-user';
import { useDocumentTitle } from '../../lib/document-title';
import { useT } from '../../lib/i18n/use-t';

/**
 * /pdf-per-story — docs/product.md#pdf-per-story: needs a story in navigation state (else My
 * Stories) and a user (else auth). The story summary, then the book builder: upload, progress,
 * download and past books.
 */
export function Component() {
  const t = useT();
  const user = useCurrentUser();
  const location = useLocation();
  const [params] = useSearchParams();
  const passed = storySchema.safeParse((location.state as { story?: unknown } | null)?.story);
  // ?series={id}: a book of the whole series, its first chapter the book's story and the others
  // chosen after it, in order (docs/decisions/077).
  const series = useSeries(params.get('series') ?? undefined);
  const chapters = useMemo(
    () => (series.data?.chapters ?? []).filter((c) => c.status === 'completed'),
    [series.data],
  );
  useDocumentTitle(series.data ? t('series.book.pageTitle') : t('book.docTitle'));
  const queryClient = useQueryClient();
  const userUid = user?.user_uid;
  const storyId = passed.success ? passed.data.uuid : chapters[0]?.storyId;
  // The story as the server has it now: signed image URLs expire, and a book may change the picture.
  const story = useStory(storyId, passed.success ? passed.data : undefined);
  const stories = useUserStories(userUid);
  const otherStories = useMemo(() => {
    const chapterTitles = new Map(
      chapters.map((c) => [
        c.storyId,
        t('series.shelf.chapter', { n: c.chapter, title: c.title ?? '' }),
      ]),
    );
    const others = (stories.data ?? [])
      .filter((s) => s.uuid !== storyId && s.status === 'completed')
      .map((s) => ({ uuid: s.uuid, title: s.title ?? t('common.storyTitle', { hero: s.hero }) }));
    // The series' chapters first, in order and named as chapters; then the parent's other stories.
    return [
      ...chapters
        .filter((c) => c.storyId !== storyId && others.some((o) => o.uuid === c.storyId))
        .map((c) => ({ uuid: c.storyId, title: chapterTitles.get(c.storyId) ?? '' })),
      ...others.filter((o) => !chapterTitles.has(o.uuid)),
    ];
  }, [stories.data, storyId, chapters, t]);
  const preselected = useMemo(
    () => chapters.map((c) => c.storyId).filter((id) => id !== storyId),
    [chapters, storyId],
  );

  // A finished book took 10 credits and may have made the photo the story's picture.
  const onBookCompleted = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: storyKeys.all });
    void refreshSignedInUser(queryClient);
  }, [queryClient]);

  if (!user) return <Navigate to="/auth" replace />;
  const seriesWanted = params.has('series');
  if (!passed.success && (!seriesWanted || series.isError))
    return <Navigate to="/mystories" replace />;
  const current = story.data ?? (passed.success ? passed.data : undefined);
  // A series' book waits for its chapters and the parent's stories, so the chapters are chosen.
  if (!current || (seriesWanted && (series.isPending || stories.isPending))) {
    return (
      <StoryPage title={t('series.book.pageTitle')} width="medium" card>
        <Skeleton h={240} radius="lg" aria-busy="true" aria-label={t('series.book.loading')} />
      </StoryPage>
    );
  }
  return (
    <StoryPage
      title={series.data ? t('series.book.pageTitle') : t('book.docTitle')}
      subtitle={
        series.data ? t('series.book.subtitle', { title: series.data.title }) : t('book.subtitle')
      }
      width="medium"
      card
    >
      <StorySummary story={current} />
      <BookBuilder
        story={current}
        userId={user.user_uid}
        otherStories={otherStories}
        preselected={series.data ? preselected : undefined}
        onCompleted={onBookCompleted}
      />
      <Group>
        <Button
          component={Link}
          to={`/loadedstory?id=${encodeURIComponent(current.uuid)}`}
          state={{ story: current }}
          variant="light"
        >
          {t('book.backToStory')}
        </Button>
        <Button component={Link} to="/mystories" variant="subtle">
          {t('common.myStories')}
        </Button>
      </Group>
    </StoryPage>
  );
}
