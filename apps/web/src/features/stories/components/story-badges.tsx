import { Badge, Group } from '@mantine/core';
import type { LibraryStory } from '@sns/contract';
import { useT } from '../../../lib/i18n/use-t';

type BadgeStory = Pick<LibraryStory, 'status' | 'narrated' | 'hasBook' | 'shared'>;

/** What a story has, in words (never colour alone), as small badges. */
export function StoryBadges({ story }: { story: BadgeStory }) {
  const t = useT();
  const beingWritten = story.status === 'queued' || story.status === 'running';
  const writing = t('library.badgeWriting');
  const labels = [
    beingWritten && writing,
    story.narrated && t('library.badgeNarrated'),
    story.hasBook && t('library.badgeBook'),
    story.shared && t('library.badgeShared'),
  ].filter((label): label is string => Boolean(label));
  if (labels.length === 0) return null;
  return (
    <Group gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {labels.map((label) => (
        <Badge
          key={label}
          component="li"
          color={label === writing ? 'starlight.3' : 'teal.1'}
          c={label === writing ? '#1b1f4b' : '#0b5d4b'}
          variant="filled"
          tt="none"
        >
          {label}
        </Badge>
      ))}
    </Group>
  );
}
