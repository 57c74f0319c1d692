import { Anchor, Text } from '@mantine/core';
import type { Story } from '@sns/contract';
import { Link } from 'react-router';
import { useT } from '../../../lib/i18n/use-t';
import { seriesAnchor } from '../lib/series-anchor';

/** On a chapter's page: which chapter of which series it is, and the way to all of them. */
export function SeriesNote({ series }: { series: NonNullable<Story['series']> }) {
  const t = useT();
  return (
    <Text fz="sm" c="#1b1f4b">
      {t('series.chapterOf', {
        chapter: series.chapter,
        chapters: series.chapters,
        title: series.title,
      })}{' '}
      <Anchor component={Link} to={`/mystories#${seriesAnchor(series.id)}`} fw={700}>
        {t('series.allChapters')}
      </Anchor>
    </Text>
  );
}
