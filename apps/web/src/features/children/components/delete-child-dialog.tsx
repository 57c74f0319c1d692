import { Text } from '@mantine/core';
import type { Child } from '@sns/contract';
import { useState } from 'react';
import { ConfirmDeleteDialog } from '../../../components/confirm-delete-dialog';
import { describeError } from '../../../lib/error-message';
import { showSuccess } from '../../../lib/notify';
import { useDeleteChild } from '../api/delete-child';
import { useT } from '../../../lib/i18n/use-t';

interface DeleteChildDialogProps {
  child: Pick<Child, 'id' | 'name'>;
  opened: boolean;
  onClose: () => void;
  onDeleted: () => void;
}

/**
 * The confirmation before a profile goes: only the profile, never the stories — they keep their
 * text, pictures and books, and their pictures keep drawing the child as they were
 * (docs/decisions/016).
 */
export function DeleteChildDialog({ child, opened, onClose, onDeleted }: DeleteChildDialogProps) {
  const t = useT();
  const deletion = useDeleteChild();
  const [error, setError] = useState<string>();

  const close = () => {
    if (deletion.isPending) return;
    setError(undefined);
    onClose();
  };

  const confirm = () => {
    setError(undefined);
    deletion.mutate(child.id, {
      onSuccess: () => {
        showSuccess(t('children.deleted', { name: child.name }));
        onDeleted();
      },
      onError: (e) => setError(describeError(e)),
    });
  };

  return (
    <ConfirmDeleteDialog
      opened={opened}
      title={t('children.deleteTitle', { name: child.name })}
      confirmLabel={t('children.deleteProfile')}
      pending={deletion.isPending}
      error={error}
      onConfirm={confirm}
      onClose={close}
    >
      <Text>{t('children.deleteText', { name: child.name })}</Text>
    </ConfirmDeleteDialog>
  );
}
