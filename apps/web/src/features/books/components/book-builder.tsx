import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { CREDITS, type Story } from '@sns/contract';
import { useGeneratedBooks } from '../api/get-generated-books';
import { useBookGeneration } from '../hooks/use-book-generation';
import { BookConfirmDialog } from './book-confirm-dialog';
import { BookProgress } from './book-progress';
import { BookUploadStep, type OtherStory } from './book-upload-step';
import classes from './book-builder.module.css';
import { PanelTitle } from './panel-title';
import { GeneratedBooksTable } from './generated-books-table';
import { useT } from '../../../lib/i18n/use-t';

interface BookBuilderProps {
  story: Story;
  userId: string;
  /** The parent's other finished stories, offered as extra chapters. */
  otherStories: OtherStory[];
  /** Other stories chosen from the start, in book order: a series' other chapters. */
  preselected?: string[];
  /** Once per finished book: the page refreshes the profile (credits) and the story. */
  onCompleted: () => void;
}

/**
 * PDF-per-story (docs/product.md#pdf-per-story): the example, the upload step or the progress, and
 * the past books.
 */
export function BookBuilder({
  story,
  userId,
  otherStories,
  preselected,
  onCompleted,
}: BookBuilderProps) {
  const t = useT();
  const flow = useBookGeneration({ userId, storyId: story.uuid, onCompleted });
  const books = useGeneratedBooks(userId, story.uuid);
  const fileName = `${t('common.storyTitle', { hero: story.hero })}.pdf`;

  return (
    <Stack gap="xl">
      <section aria-labelledby="book-maker-title" className={classes.maker}>
        <Stack gap="md">
          <Title order={2} id="book-maker-title" fz="h3" c="#1b1f4b">
            {t('book.makeTitle')}
          </Title>
          <Text c="#22243a">
            {t('book.makeText', { hero: story.hero, n: CREDITS.pdfBook })}{' '}
            <Anchor href="/example-book.pdf" target="_blank" rel="noopener" fw={700}>
              {t('book.example')}
            </Anchor>
          </Text>
          {/* Hidden, not unmounted, while the book starts: a failed start gives the form back as it was. */}
          {flow.phase === 'upload' && (
            <div hidden={flow.starting}>
              <BookUploadStep
                storyId={story.uuid}
                hero={story.hero}
                shared={story.shared}
                otherStories={otherStories}
                preselected={preselected}
                busy={flow.busy}
                onGenerate={(order) => void flow.requestBook(order)}
              />
            </div>
          )}
          {(flow.phase === 'generating' || flow.starting) && (
            <BookProgress hero={story.hero} status={flow.status} />
          )}
          {flow.phase === 'done' && (
            <BookReady
              hero={story.hero}
              pdfUrl={flow.pdfUrl}
              fileName={fileName}
              onStartOver={flow.startOver}
            />
          )}
        </Stack>
      </section>
      <GeneratedBooksTable books={books.data ?? []} fileName={fileName} />
      <BookConfirmDialog
        opened={flow.confirming}
        onCancel={flow.cancelConfirm}
        onConfirm={flow.confirmBook}
      />
    </Stack>
  );
}

interface BookReadyProps {
  hero: string;
  pdfUrl: string | null;
  fileName: string;
  onStartOver: () => void;
}

function BookReady({ hero, pdfUrl, fileName, onStartOver }: BookReadyProps) {
  const t = useT();
  return (
    <section className={classes.panel} aria-labelledby="book-ready-title">
      <Stack gap="md" align="center">
        <PanelTitle id="book-ready-title">{t('book.readyTitle', { hero })}</PanelTitle>
        <Group justify="center">
          {pdfUrl && (
            <Button component="a" href={pdfUrl} download={fileName} size="md">
              {t('book.download')}
            </Button>
          )}
          <Button size="md" variant="default" onClick={onStartOver}>
            {t('book.newBook')}
          </Button>
        </Group>
      </Stack>
    </section>
  );
}
