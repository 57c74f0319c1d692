import { Button, Group, Modal, Text } from '@mantine/core';
import { MESSAGES } from '@sns/contract';

/**
 * docs/product.md#pdf-per-story: 'Are you sure? This action will cost you 10 credits.' with Cancel
 * and Confirm.
 */
export function BookConfirmDialog({
  opened,
  onCancel,
  onConfirm,
}: {
  opened: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <Modal opened={opened} onClose={onCancel} title="Create the PDF book" centered radius="lg">
      <Text c="#1b1f4b" mb="lg">
        {MESSAGES.bookConfirm}
      </Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          Cancel
        </Button>
        <Button onClick={onConfirm} data-autofocus>
          Confirm
        </Button>
      </Group>
    </Modal>
  );
}
