import { Anchor, Button, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PrintableBook } from '../../features/books/components/printable-book';
import { useStory } from '../../features/stories/api/get-story';
import { useCurrentUser } from '../../lib/current-user';
import { useDocumentTitle } from '../../lib/document-title';
import { errorStatus } from '../../lib/error-message';
import classes from './standalone.module.css';
import { useRichT, useT } from '../../lib/i18n/use-t';

/**
 * /generatePdf?storyId={uuid} — outside the main layout (docs/product.md#generate-pdf): a
 * printable, screen-readable book of one of your stories. Anyone else gets a friendly message
 * instead.
 */
export function Component() {
  const t = useT();
  const rich = useRichT();
  useDocumentTitle(t('printable.docTitle'));
  const user = useCurrentUser();
  const [params] = useSearchParams();
  const storyId = params.get('storyId') ?? params.get('id') ?? undefined;
  const story = useStory(user ? storyId : undefined);

  if (!user) {
    return (
      <Notice title={t('printable.signInTitle')}>
        {rich('printable.signInText', {
          signIn: (chunks) => (
            <Anchor component={Link} to="/auth">
              {chunks}
            </Anchor>
          ),
        })}
      </Notice>
    );
  }
  if (!storyId || story.isError) {
    const status = errorStatus(story.error);
    return (
      <Notice title={t('printable.notFoundTitle')}>
        {status === undefined || status === 404 || !storyId
          ? t('printable.notFoundText')
          : t('printable.failedText')}
      </Notice>
    );
  }
  if (!story.data)
    return <Notice title={t('printable.opening')}>{t('printable.justAMoment')}</Notice>;
  return (
    <main>
      <PrintableBook
        story={story.data}
        actions={
          <Button
            component={Link}
            to={`/loadedstory?id=${encodeURIComponent(story.data.uuid)}`}
            variant="default"
            size="md"
          >
            {t('book.backToStory')}
          </Button>
        }
      />
    </main>
  );
}

function Notice({ title, children }: { title: string; children: ReactNode }) {
  const t = useT();
  return (
    <main className={classes.page}>
      <div className={classes.card}>
        <Stack gap="md" align="center" ta="center">
          <Title order={1} fz="h2" c="#1b1f4b">
            {title}
          </Title>
          <Text c="#22243a">{children}</Text>
          <Anchor component={Link} to="/mystories" fw={700}>
            {t('story.goToMyStories')}
          </Anchor>
        </Stack>
      </div>
    </main>
  );
}
