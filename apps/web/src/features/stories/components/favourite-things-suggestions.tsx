import { Button, Group, Text } from '@mantine/core';
import { useId } from 'react';
import type { FavouriteSuggestion } from '../lib/story-children';
import { useT } from '../../../lib/i18n/use-t';

interface FavouriteThingsSuggestionsProps {
  suggestions: FavouriteSuggestion[];
  /** All three element boxes are filled: nothing more can be added. */
  full: boolean;
  onAdd: (thing: string) => void;
  disabled?: boolean;
}

/** The chosen children's favourite things as one-click story elements. */
export function FavouriteThingsSuggestions({
  suggestions,
  full,
  onAdd,
  disabled,
}: FavouriteThingsSuggestionsProps) {
  const t = useT();
  const headingId = useId();
  if (suggestions.length === 0) return null;
  return (
    <div role="group" aria-labelledby={headingId}>
      <Text id={headingId} fz="sm" fw={700} c="#1b1f4b" mb={6}>
        {t('favourites.title')}
      </Text>
      <Group gap={8}>
        {suggestions.map(({ thing, used }) => (
          <Button
            key={thing}
            size="compact-md"
            variant={used ? 'filled' : 'light'}
            radius="xl"
            onClick={() => onAdd(thing)}
            disabled={disabled || used || full}
            aria-label={used ? t('favourites.added', { thing }) : t('favourites.add', { thing })}
            leftSection={<span aria-hidden>{used ? '✓' : '+'}</span>}
          >
            {thing}
          </Button>
        ))}
      </Group>
      {full && !suggestions.every((s) => s.used) && (
        <Text fz="xs" c="dimmed" mt={6}>
          {t('favourites.full')}
        </Text>
      )}
    </div>
  );
}
