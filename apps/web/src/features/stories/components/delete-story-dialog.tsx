import { Text } from '@mantine/core';
import type { LibraryStory } from '@sns/contract';
import { useState } from 'react';
import { ConfirmDeleteDialog } from '../../../components/confirm-delete-dialog';
import { describeError } from '../../../lib/error-message';
import { showSuccess } from '../../../lib/notify';
import { useDeleteStory } from '../api/delete-story';
import { useT } from '../../../lib/i18n/use-t';

interface DeleteStoryDialogProps {
  /** The story to delete; none: the dialog is closed. */
  story: Pick<LibraryStory, 'uuid' | 'title'> | undefined;
  onClose: () => void;
  /** After the deletion, once the list no longer shows the story (its button is gone). */
  onDeleted: () => void;
}

/**
 * The confirmation before a story goes, with everything made from it (docs/decisions/019). The
 * credits it cost are not given back, so the dialog says plainly what is lost.
 */
export function DeleteStoryDialog({ story, onClose, onDeleted }: DeleteStoryDialogProps) {
  const t = useT();
  const deletion = useDeleteStory();
  const [error, setError] = useState<string>();

  const close = () => {
    if (deletion.isPending) return;
    setError(undefined);
    onClose();
  };

  const confirm = () => {
    if (!story) return;
    setError(undefined);
    // The promise, not mutate's callbacks: those are dropped if the list re-renders first.
    deletion.mutateAsync(story.uuid).then(
      () => {
        showSuccess(t('library.deleted', { title: story.title }));
        onDeleted();
        onClose();
      },
      (e: unknown) => setError(describeError(e)),
    );
  };

  return (
    <ConfirmDeleteDialog
      opened={Boolean(story)}
      title={story ? t('library.deleteTitle', { title: story.title }) : undefined}
      confirmLabel={t('library.deleteStory')}
      pending={deletion.isPending}
      error={error}
      onConfirm={confirm}
      onClose={close}
    >
      <Text>{t('library.deleteConfirm')}</Text>
      <Text c="dimmed" fz="sm">
        {t('library.deleteNote')}
      </Text>
    </ConfirmDeleteDialog>
  );
}
