import '../../../lib/full-styles';
import { Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { LibraryStory } from '@sns/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import {
  COLLECTION_COLS,
  CollectionEmpty,
  CollectionError,
  CollectionLoading,
} from '../../../components/collection-states';
import { refreshSignedInUser } from '../../../lib/current-user';
import { useLibrary } from '../api/get-library';
import { describeShown } from '../lib/library-text';
import { useLibraryFilter } from '../lib/use-library-filter';
import { DeleteStoryDialog } from './delete-story-dialog';
import { LibraryFilters } from './library-filters';
import { ReadAgainTonight } from './read-again-tonight';
import { StoryCard } from './story-card';
import { useT } from '../../../lib/i18n/use-t';

/**
 * /mystories, the bedtime library: the newest story to read again tonight, then every story
 * newest first, a page at a time, filtered by child and searched by title, hero or element.
 */
export function StoryList() {
  const t = useT();
  const queryClient = useQueryClient();
  const { child, setChild, search, setSearch, q, filter, filtered, clear } = useLibraryFilter();
  const library = useLibrary(filter);
  const [toDelete, setToDelete] = useState<LibraryStory>();
  // Where focus goes once a deleted story's card (and the button that was focused) is gone.
  const shown = useRef<HTMLParagraphElement>(null);
  const { data, isPending, error, refetch } = library;

  if (isPending) {
    return (
      <CollectionLoading
        label={t('library.loading')}
        cards={3}
        picture={{ radius: 20, aspectRatio: '4 / 3' }}
      />
    );
  }
  if (error && !data) {
    return (
      <CollectionError
        title={t('library.loadError')}
        error={error}
        onRetry={() => void refetch()}
      />
    );
  }
  const stories = data.pages.flatMap((page) => page.stories);
  const childProfiles = data.pages[0]?.children ?? [];
  if (stories.length === 0 && !filtered && !library.isPlaceholderData) {
    return (
      <CollectionEmpty
        title={t('library.emptyTitle')}
        action={
          <Button component={Link} to="/createstory" size="md">
            {t('library.createStory')}
          </Button>
        }
      >
        {t('library.emptyText')}
      </CollectionEmpty>
    );
  }

  // The newest story that can be read: one still being written is not tonight's yet.
  const latest = stories.find((story) => story.status === 'completed');
  const childName = childProfiles.find((c) => c.id === child)?.name;

  return (
    <Stack gap="lg">
      {!filtered && stories.length > 1 && latest && <ReadAgainTonight story={latest} />}
      <Group justify="space-between" align="flex-end" gap="sm">
        <LibraryFilters
          childProfiles={childProfiles}
          child={child}
          onChildChange={setChild}
          search={search}
          onSearchChange={setSearch}
        />
        <Button component={Link} to="/createstory" size="sm">
          {t('library.newStory')}
        </Button>
      </Group>
      <Text
        ref={shown}
        tabIndex={-1}
        c="dimmed"
        fw={700}
        aria-live="polite"
        aria-busy={library.isFetching}
      >
        {describeShown(stories.length, library.hasNextPage, childName, q)}
      </Text>
      {error && (
        <CollectionError
          title={t('library.loadError')}
          error={error}
          onRetry={() => void refetch()}
        />
      )}
      {stories.length === 0 ? (
        <CollectionEmpty
          title={t('library.noneFoundTitle')}
          action={
            <Button variant="default" size="md" onClick={clear}>
              {t('library.showAll')}
            </Button>
          }
        >
          {q
            ? childName
              ? t('library.noneMatchingFor', { q, child: childName })
              : t('library.noneMatching', { q })
            : childName
              ? t('library.noneFor', { child: childName })
              : t('library.none')}
        </CollectionEmpty>
      ) : (
        <SimpleGrid
          cols={COLLECTION_COLS}
          spacing="lg"
          component="ul"
          aria-label={t('library.yourStories')}
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {stories.map((story, i) => (
            <li key={story.uuid}>
              <StoryCard story={story} eager={i < 2} onDelete={setToDelete} />
            </li>
          ))}
        </SimpleGrid>
      )}
      <DeleteStoryDialog
        story={toDelete}
        onClose={() => setToDelete(undefined)}
        onDeleted={() => {
          shown.current?.focus();
          // The signed-in user's stories count has gone down.
          void refreshSignedInUser(queryClient);
        }}
      />
      {library.hasNextPage && (
        <Group justify="center">
          <Button
            variant="default"
            size="md"
            radius="xl"
            loading={library.isFetchingNextPage}
            onClick={() => void library.fetchNextPage()}
          >
            {t('library.loadMore')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
