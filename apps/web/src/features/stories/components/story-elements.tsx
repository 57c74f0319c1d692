import { Badge, Group } from '@mantine/core';
import { splitElements } from '@sns/contract';
import { useT } from '../../../lib/i18n/use-t';

/** The three story elements as soft tags. */
export function StoryElements({ elements, size = 'lg' }: { elements: string; size?: 'md' | 'lg' }) {
  const t = useT();
  return (
    <Group
      gap={8}
      component="ul"
      aria-label={t('story.elements')}
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
    >
      {splitElements(elements).map((element) => (
        <Badge
          key={element}
          component="li"
          size={size}
          radius="xl"
          variant="light"
          color="night"
          tt="none"
          fw={700}
          c="#323a9a"
        >
          {element}
        </Badge>
      ))}
    </Group>
  );
}
