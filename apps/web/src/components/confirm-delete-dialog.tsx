import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { useT } from '../lib/i18n/use-t';

interface ConfirmDeleteDialogProps {
  opened: boolean;
  title: string | undefined;
  /** What goes and what stays, in plain words. */
  children: ReactNode;
  /** The red button's words: "Delete story", "Delete profile". */
  confirmLabel: string;
  pending: boolean;
  /** Why the last try failed; the dialog stays open so the parent can try again. */
  error: string | undefined;
  onConfirm: () => void;
  onClose: () => void;
}

/**
 * The one way the app asks before deleting something a parent made: Cancel has the focus, the
 * dialog cannot be closed while the deletion runs, and it fills a phone's screen.
 */
export function ConfirmDeleteDialog({
  opened,
  title,
  children,
  confirmLabel,
  pending,
  error,
  onConfirm,
  onClose,
}: ConfirmDeleteDialogProps) {
  const t = useT();
  const phone = useMediaQuery('(max-width: 36em)');
  return (
    <Modal
      opened={opened}
      onClose={() => {
        if (!pending) onClose();
      }}
      title={title}
      size="md"
      fullScreen={phone}
      radius="lg"
      styles={{ title: { fontWeight: 800, fontSize: 20, color: '#1b1f4b' } }}
    >
      <Stack gap="md">
        {children}
        {error && (
          <Alert color="red" variant="light" role="alert">
            <Text c="#1b1f4b">{error}</Text>
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={pending} data-autofocus>
            {t('common.cancel')}
          </Button>
          <Button color="red.9" onClick={onConfirm} loading={pending}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
