import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { Child } from '@sns/contract';
import { useState } from 'react';
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
  const phone = useMediaQuery('(max-width: 36em)');

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
    <Modal
      opened={opened}
      onClose={close}
      title={`Delete ${child.name}’s profile?`}
      size="md"
      fullScreen={phone}
      radius="lg"
      styles={{ title: { fontWeight: 800, fontSize: 20, color: '#1b1f4b' } }}
    >
      <Stack gap="md">
        <Text>
          {child.name}&rsquo;s stories stay in My Stories, with their pictures and books. Only the
          profile goes: you won&rsquo;t be able to pick {child.name} for new stories.
        </Text>
        {error && (
          <Alert color="red" variant="light" role="alert">
            <Text c="#1b1f4b">{error}</Text>
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close} disabled={deletion.isPending} data-autofocus>
            Cancel
          </Button>
          <Button color="red.9" onClick={confirm} loading={deletion.isPending}>
            Delete profile
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
