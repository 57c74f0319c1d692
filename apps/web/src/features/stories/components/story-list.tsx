import { Alert, Button, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { LogoMark } from '../../../components/logo';
import { describeError } from '../../../lib/error-message';
import { useUserStories } from '../api/get-user-stories';
import { StoryCard } from './story-card';

const GRID_COLS = { base: 1, xs: 2, md: 3 };

/** /mystories: the parent's stories, newest first; skeletons while loading, a warm empty state. */
export function StoryList({ userUid }: { userUid: string }) {
  const { data: stories, isPending, error, refetch } = useUserStories(userUid);

  if (isPending) {
    return (
      <SimpleGrid cols={GRID_COLS} spacing="lg" aria-busy="true" aria-label="Loading your stories">
        {[0, 1, 2].map((i) => (
          <Stack key={i} gap="sm">
            <Skeleton radius={20} style={{ aspectRatio: '4 / 3' }} height="auto" />
            <Skeleton height={22} width="70%" radius="xl" />
            <Skeleton height={16} width="50%" radius="xl" />
          </Stack>
        ))}
      </SimpleGrid>
    );
  }

  if (error) {
    return (
      <Alert
        color="red"
        variant="light"
        radius="lg"
        title="We couldn't load your stories"
        role="alert"
      >
        <Stack gap="sm">
          <Text c="#1b1f4b">{describeError(error)}</Text>
          <Group>
            <Button variant="white" onClick={() => void refetch()}>
              Try again
            </Button>
          </Group>
        </Stack>
      </Alert>
    );
  }

  if (stories.length === 0) {
    return (
      <Stack
        align="center"
        gap="md"
        ta="center"
        py={48}
        px="md"
        bg="white"
        style={{ borderRadius: 24 }}
      >
        <LogoMark size={72} />
        <Title order={2} c="#1b1f4b">
          No stories yet
        </Title>
        <Text c="dimmed" maw={420}>
          Tonight could be the first one. Tell us about your little hero and we&rsquo;ll write them
          a bedtime story.
        </Text>
        <Button component={Link} to="/createstory" size="md">
          Create Story
        </Button>
      </Stack>
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
        cols={GRID_COLS}
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
