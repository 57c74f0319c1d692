import { Badge, Group, Text, Title } from '@mantine/core';
import { storyPageTitle, type Story } from '@sns/contract';
import { Link } from 'react-router';
import { formatStoryDate } from '../lib/story-text';
import classes from './story-card.module.css';
import { StoryElements } from './story-elements';
import { StoryPicture } from './story-picture';

/** A story in the list; the whole card opens it on /loadedstory. */
export function StoryCard({ story }: { story: Story }) {
  const beingWritten = story.status === 'queued' || story.status === 'running';
  return (
    <Link
      to={`/loadedstory?id=${encodeURIComponent(story.uuid)}`}
      state={{ story }}
      className={classes.card}
    >
      <StoryPicture hero={story.hero} image={story.image} radius={0} aspect="4 / 3" />
      <div className={classes.body}>
        <Title order={2} fz={20} className={classes.title}>
          {storyPageTitle(story.hero)}
        </Title>
        <StoryElements elements={story.elements} size="md" />
        <Group justify="space-between" mt="auto" gap="xs">
          <Text fz="sm" c="dimmed">
            <time dateTime={story.createdAt}>{formatStoryDate(story.createdAt)}</time>
          </Text>
          {beingWritten && (
            <Badge color="starlight.3" c="#1b1f4b" variant="filled" tt="none">
              Being written…
            </Badge>
          )}
          {story.status === 'error' && (
            <Badge color="red.1" c="#8a1c1c" variant="filled" tt="none">
              Could not be written
            </Badge>
          )}
          {story.shared && (
            <Badge color="teal.1" c="#0b5d4b" variant="filled" tt="none">
              Shared
            </Badge>
          )}
        </Group>
      </div>
    </Link>
  );
}
