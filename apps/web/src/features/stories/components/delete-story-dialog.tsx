import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { LIBRARY_MESSAGES, type LibraryStory } from '@sns/contract';
import { useState } from 'react';
import { describeError } from '../../../lib/error-message';
import { showSuccess } from '../../../lib/notify';
import { useDeleteStory } from '../api/delete-story';

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
  const deletion = useDeleteStory();
  const [error, setError] = useState<string>();
  const phone = useMediaQuery('(max-width: 36em)');

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
        showSuccess(`“${story.title}” is deleted.`);
        onDeleted();
        onClose();
      },
      (e: unknown) => setError(describeError(e)),
    );
  };

  return (
    <Modal
      opened={Boolean(story)}
      onClose={close}
      title={story ? `Delete “${story.title}”?` : undefined}
      size="md"
      fullScreen={phone}
      radius="lg"
      styles={{ title: { fontWeight: 800, fontSize: 20, color: '#1b1f4b' } }}
    >
      <Stack gap="md">
        <Text>{LIBRARY_MESSAGES.deleteConfirm}</Text>
        <Text c="dimmed" fz="sm">
          It can&rsquo;t be brought back, and the credits it used stay spent.
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
            Delete story
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
