import { Group, Radio, SimpleGrid, Stack, Text } from '@mantine/core';
import { GENRES, type Genre } from '@sns/contract';
import { GenreIcon } from './genre-icon';
import classes from './genre-picker.module.css';

/**
 * A line of flavour per genre (docs/api.md#spec-3), so a parent can pick without knowing the word.
 */
const GENRE_BLURBS: Record<Genre, string> = {
  Fantasy: 'Dragons, castles and gentle magic',
  Adventure: 'Maps, journeys and brave hearts',
  Mystery: 'Clues and cosy little puzzles',
  'Sci-Fi': 'Rockets, robots and faraway stars',
  Comedy: 'Silly, giggly, happy fun',
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
              <span className={classes.icon}>
                <GenreIcon genre={genre} />
              </span>
              <Stack gap={2}>
                <Text className={classes.name}>{genre}</Text>
                <Text fz="sm" c="dimmed" id={`genre-${genre}-blurb`}>
                  {GENRE_BLURBS[genre]}
                </Text>
              </Stack>
            </Group>
          </Radio.Card>
        ))}
      </SimpleGrid>
    </Radio.Group>
  );
}
