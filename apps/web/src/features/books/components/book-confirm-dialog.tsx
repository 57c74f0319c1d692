import { Button, Group, Modal, Text } from '@mantine/core';
import { useT } from '../../../lib/i18n/use-t';

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
  const t = useT();
  return (
    <Modal opened={opened} onClose={onCancel} title={t('book.confirmTitle')} centered radius="lg">
      <Text c="#1b1f4b" mb="lg">
        {t('book.confirmText')}
      </Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
        <Button onClick={onConfirm} data-autofocus>
          {t('common.confirm')}
        </Button>
      </Group>
    </Modal>
  );
}
