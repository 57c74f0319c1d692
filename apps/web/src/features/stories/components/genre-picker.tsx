import { Group, Radio, SimpleGrid, Stack, Text } from '@mantine/core';
import { GENRES, type Genre } from '@sns/contract';
import { useT } from '../../../lib/i18n/use-t';
import { GenreIcon } from './genre-icon';
import classes from './genre-picker.module.css';

interface GenrePickerProps {
  value: Genre | '';
  onChange: (genre: Genre) => void;
  error?: string;
  disabled?: boolean;
}

/** "Genre" as radio cards: one tab stop, arrow keys move between them. */
export function GenrePicker({ value, onChange, error, disabled }: GenrePickerProps) {
  const t = useT();
  return (
    <Radio.Group
      label={t('genre.label')}
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
            aria-label={t(`genre.${genre}`)}
            aria-describedby={`genre-${genre}-blurb`}
          >
            <Group wrap="nowrap" gap={12} align="flex-start">
              <Radio.Indicator size="sm" mt={3} />
              <span className={classes.icon}>
                <GenreIcon genre={genre} />
              </span>
              <Stack gap={2}>
                <Text className={classes.name}>{t(`genre.${genre}`)}</Text>
                <Text fz="sm" c="dimmed" id={`genre-${genre}-blurb`}>
                  {/* A line of flavour per genre, so a parent can pick without knowing the word. */}
                  {t(`genre.${genre}Blurb`)}
                </Text>
              </Stack>
            </Group>
          </Radio.Card>
        ))}
      </SimpleGrid>
    </Radio.Group>
  );
}
