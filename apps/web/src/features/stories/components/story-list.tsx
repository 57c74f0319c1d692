import { Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import {
  COLLECTION_COLS,
  CollectionEmpty,
  CollectionError,
  CollectionLoading,
} from '../../../components/collection-states';
import { useUserStories } from '../api/get-user-stories';
import { StoryCard } from './story-card';

/** /mystories: the parent's stories, newest first; skeletons while loading, a warm empty state. */
export function StoryList({ userUid }: { userUid: string }) {
  const { data: stories, isPending, error, refetch } = useUserStories(userUid);

  if (isPending) {
    return (
      <CollectionLoading
        label="Loading your stories"
        cards={3}
        picture={{ radius: 20, aspectRatio: '4 / 3' }}
      />
    );
  }
  if (error) {
    return (
      <CollectionError
        title="We couldn't load your stories"
        error={error}
        onRetry={() => void refetch()}
      />
    );
  }
  if (stories.length === 0) {
    return (
      <CollectionEmpty
        title="No stories yet"
        action={
          <Button component={Link} to="/createstory" size="md">
            Create Story
          </Button>
        }
      >
        Tonight could be the first one. Tell us about your little hero and we&rsquo;ll write them a
        bedtime story.
      </CollectionEmpty>
    );
  }

  return (
    <Stack gap="lg">
      <Group justify="space-between" gap="sm">
        <Text c="dimmed" fw={700}>
          {stories.length === 1 ? '1 story' : `${stories.length} stories`}
        </Text>
        <Button component={Link} to="/createstory" size="sm">
          New story
        </Button>
      </Group>
      <SimpleGrid
        cols={COLLECTION_COLS}
        spacing="lg"
        component="ul"
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
      >
        {stories.map((story) => (
          <li key={story.uuid}>
            <StoryCard story={story} />
          </li>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
