import { Badge, Group } from '@mantine/core';
import type { LibraryStory } from '@sns/contract';

type BadgeStory = Pick<LibraryStory, 'status' | 'narrated' | 'hasBook' | 'shared'>;

/** What a story has, in words (never colour alone), as small badges. */
export function StoryBadges({ story }: { story: BadgeStory }) {
  const beingWritten = story.status === 'queued' || story.status === 'running';
  const labels = [
    beingWritten && 'Being written…',
    story.narrated && 'Narrated',
    story.hasBook && 'Has a book',
    story.shared && 'Shared',
  ].filter((label): label is string => Boolean(label));
  if (labels.length === 0) return null;
  return (
    <Group gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {labels.map((label) => (
        <Badge
          key={label}
          component="li"
          color={label === 'Being written…' ? 'starlight.3' : 'teal.1'}
          c={label === 'Being written…' ? '#1b1f4b' : '#0b5d4b'}
          variant="filled"
          tt="none"
        >
          {label}
        </Badge>
      ))}
    </Group>
  );
}
