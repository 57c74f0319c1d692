import { Group, Radio, SimpleGrid, Stack, Text } from '@mantine/core';
import { GENRES, type Genre } from '@sns/contract';
import classes from './genre-picker.module.css';

/** A line of flavour per SPEC §3 genre, so a parent can pick without knowing the word. */
const GENRE_CARDS: Record<Genre, { emoji: string; blurb: string }> = {
  Fantasy: { emoji: '🐉', blurb: 'Dragons, castles and gentle magic' },
  Adventure: { emoji: '🧭', blurb: 'Maps, journeys and brave hearts' },
  Mystery: { emoji: '🔎', blurb: 'Clues and cosy little puzzles' },
  'Sci-Fi': { emoji: '🚀', blurb: 'Rockets, robots and faraway stars' },
  Comedy: { emoji: '🤡', blurb: 'Silly, giggly, happy fun' },
};

interface GenrePickerProps {
  value: Genre | '';
  onChange: (genre: Genre) => void;
  error?: string;
  disabled?: boolean;
}

/** "Genre" as radio cards: one tab stop, arrow keys move between them. */
export function GenrePicker({ value, onChange, error, disabled }: GenrePickerProps) {
  return (
    <Radio.Group
      label="Genre"
      name="genre"
      value={value}
      onChange={(v) => onChange(v as Genre)}
      error={error}
      withAsterisk
      size="md"
    >
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm" mt={8}>
        {GENRES.map((genre) => (
          <Radio.Card
            key={genre}
            value={genre}
            className={classes.card}
            disabled={disabled}
            aria-label={genre}
            aria-describedby={`genre-${genre}-blurb`}
          >
            <Group wrap="nowrap" gap={12} align="flex-start">
              <Radio.Indicator size="sm" mt={3} />
              <span className={classes.emoji} aria-hidden="true">
                {GENRE_CARDS[genre].emoji}
              </span>
              <Stack gap={2}>
                <Text className={classes.name}>{genre}</Text>
                <Text fz="sm" c="dimmed" id={`genre-${genre}-blurb`}>
                  {GENRE_CARDS[genre].blurb}
                </Text>
              </Stack>
            </Group>
          </Radio.Card>
        ))}
      </SimpleGrid>
    </Radio.Group>
  );
}
