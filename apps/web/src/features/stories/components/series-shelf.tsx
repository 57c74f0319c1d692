import { Anchor, Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { Series } from '@sns/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { CollectionError } from '../../../components/collection-states';
import { useT } from '../../../lib/i18n/use-t';
import { storyLink } from '../lib/library-text';
import { useSeriesList } from '../api/series';
import { seriesAnchor } from '../lib/series-anchor';
import { chapterForTonight } from '../lib/series-input';
import { RenameSeriesDialog } from './rename-series-dialog';
import classes from './series-shelf.module.css';

/**
 * The series shelf on My Stories (docs/decisions/066, 076): each series under its title, its
 * chapters in order, the chapter to read tonight, a new name, a book of the whole series. Nothing
 * at all for a parent without a series.
 */
export function SeriesShelf() {
  const t = useT();
  const { data, isPending, error, refetch } = useSeriesList();
  const [toRename, setToRename] = useState<Series>();

  if (isPending)
    return (
      <Skeleton
        h={120}
        radius="lg"
        role="status"
        aria-busy="true"
        aria-label={t('series.shelf.loading')}
      />
    );
  if (error && !data)
    return (
      <CollectionError
        title={t('series.shelf.error')}
        error={error}
        onRetry={() => void refetch()}
      />
    );
  if (data.series.length === 0) return null;

  return (
    <section aria-labelledby="series-shelf-title" className={classes.shelf}>
      <Stack gap="md">
        <div>
          <Title order={2} id="series-shelf-title" fz={{ base: 22, sm: 26 }} c="#1b1f4b">
            {t('series.shelf.title')}
          </Title>
          <Text c="dimmed">{t('series.shelf.lead')}</Text>
        </div>
        <ul className={classes.list}>
          {data.series.map((series) => (
            <li key={series.id}>
              <SeriesCard series={series} onRename={setToRename} />
            </li>
          ))}
        </ul>
      </Stack>
      <RenameSeriesDialog series={toRename} onClose={() => setToRename(undefined)} />
    </section>
  );
}

function SeriesCard({ series, onRename }: { series: Series; onRename: (s: Series) => void }) {
  const t = useT();
  const heading = seriesAnchor(series.id);
  const tonight = chapterForTonight(series.chapters);
  const written = series.chapters.filter((c) => c.status === 'completed');
  return (
    <article className={classes.card} id={heading} aria-labelledby={`${heading}-title`}>
      <Stack gap="sm">
        <div>
          <Title order={3} id={`${heading}-title`} fz={20} c="#1b1f4b">
            {series.title}
          </Title>
          <Text fz="sm" c="dimmed">
            {t('series.shelf.starring', { hero: series.hero, n: series.chapters.length })}
          </Text>
        </div>
        <ol
          className={classes.chapters}
          aria-label={t('series.shelf.chapters', { title: series.title })}
        >
          {series.chapters.map((c) => (
            <li key={c.storyId}>
              {c.status === 'completed' ? (
                <Anchor component={Link} to={storyLink(c.storyId)} c="#1b1f4b">
                  {t('series.shelf.chapter', { n: c.chapter, title: c.title ?? '' })}
                </Anchor>
              ) : (
                <Text span c="dimmed">
                  {t('series.shelf.chapterWriting', { n: c.chapter })}
                </Text>
              )}
            </li>
          ))}
        </ol>
        <Group gap="sm">
          {tonight && (
            <Button component={Link} to={storyLink(tonight.storyId)} radius="xl">
              {t('series.shelf.readTonight', { n: tonight.chapter })}
            </Button>
          )}
          <Button
            variant="default"
            radius="xl"
            aria-label={t('series.shelf.renameLabel', { title: series.title })}
            onClick={() => onRename(series)}
          >
            {t('series.shelf.rename')}
          </Button>
          {written.length > 0 && (
            <Button
              component={Link}
              to={`/pdf-per-story?series=${encodeURIComponent(series.id)}`}
              variant="light"
              radius="xl"
              aria-label={t('series.shelf.bookLabel', { title: series.title })}
            >
              {t('series.shelf.book')}
            </Button>
          )}
        </Group>
      </Stack>
    </article>
  );
}
