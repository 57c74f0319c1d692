import { Text } from '@mantine/core';
import type { Child } from '@sns/contract';
import { useState } from 'react';
import { ConfirmDeleteDialog } from '../../../components/confirm-delete-dialog';
import { describeError } from '../../../lib/error-message';
import { showSuccess } from '../../../lib/notify';
import { useDeleteChild } from '../api/delete-child';

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
        showSuccess(`${child.name}’s profile is deleted. Their stories are still in My Stories.`);
        onDeleted();
      },
      onError: (e) => setError(describeError(e)),
    });
  };

  return (
    <ConfirmDeleteDialog
      opened={opened}
      title={`Delete ${child.name}’s profile?`}
      confirmLabel="Delete profile"
      pending={deletion.isPending}
      error={error}
      onConfirm={confirm}
      onClose={close}
    >
      <Text>
        {child.name}&rsquo;s stories stay in My Stories, with their pictures and books. Only the
        profile goes: you won&rsquo;t be able to pick {child.name} for new stories.
      </Text>
    </ConfirmDeleteDialog>
  );
}
