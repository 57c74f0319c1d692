import { ActionIcon, Group, Text, Title } from '@mantine/core';
import type { LibraryStory } from '@sns/contract';
import { Link } from 'react-router';
import { Svg, type IconProps } from '../../../components/icons';
import { joinNames, storyLink } from '../lib/library-text';
import { formatStoryDate } from '../lib/story-text';
import classes from './story-card.module.css';
import { StoryBadges } from './story-badges';
import { StoryElements } from './story-elements';
import { StoryThumbnail } from './story-thumbnail';
import { useT } from '../../../lib/i18n/use-t';

const TrashIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" />
  </Svg>
);

/**
 * A story in the library. The picture, title and facts are one link to the story; the delete
 * button sits beside it (a button inside a link is neither valid nor reachable by keyboard).
 */
export function StoryCard({
  story,
  eager = false,
  onDelete,
}: {
  story: LibraryStory;
  eager?: boolean;
  /** Asks to delete the story; the list holds the one confirmation dialog. */
  onDelete: (story: LibraryStory) => void;
}) {
  const t = useT();
  const pageTitle = t('common.storyTitle', { hero: story.hero });
  return (
    <article className={classes.card}>
      <Link to={storyLink(story.uuid)} className={classes.link}>
        <StoryThumbnail thumbnails={story.thumbnails} eager={eager} />
        <div className={classes.body}>
          <Title order={2} fz={20} className={classes.title}>
            {story.title}
          </Title>
          {/* The original name for a story (docs/product.md#loadedstory), which parents know. */}
          {story.title !== pageTitle && (
            <Text fz="sm" c="dimmed" fw={700}>
              {pageTitle}
            </Text>
          )}
          {story.childNames.length > 0 && (
            <Text fz="sm" c="#1b1f4b">
              {t('library.for', { names: joinNames(story.childNames) })}
            </Text>
          )}
          <StoryElements elements={story.elements} size="md" />
          <Group justify="space-between" mt="auto" gap="xs" align="center">
            <Text fz="sm" c="dimmed">
              <time dateTime={story.createdAt}>{formatStoryDate(story.createdAt)}</time>
            </Text>
            <StoryBadges story={story} />
          </Group>
        </div>
      </Link>
      <ActionIcon
        className={classes.delete}
        variant="white"
        color="red.9"
        size={44}
        radius="xl"
        aria-label={t('library.deleteLabel', { title: story.title })}
        onClick={() => onDelete(story)}
      >
        <TrashIcon size={20} />
      </ActionIcon>
    </article>
  );
}
