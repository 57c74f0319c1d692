import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useT } from '../../../lib/i18n/use-t';

interface CancelOrderDialogProps {
  opened: boolean;
  /** "$64.97": what comes back. */
  total: string;
  /** "November 25, 2026 at 1:30 PM": until when the printer allows it. */
  until: string;
  pending: boolean;
  error: string | undefined;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before canceling a printed book; "Keep my order" has the focus. */
export function CancelOrderDialog({
  opened,
  total,
  until,
  pending,
  error,
  onConfirm,
  onClose,
}: CancelOrderDialogProps) {
  const t = useT();
  const phone = useMediaQuery('(max-width: 36em)');
  return (
    <Modal
      opened={opened}
      onClose={() => {
        if (!pending) onClose();
      }}
      title={t('print.cancelTitle')}
      size="md"
      fullScreen={phone}
      radius="lg"
      styles={{ title: { fontWeight: 800, fontSize: 20, color: '#1b1f4b' } }}
    >
      <Stack gap="md">
        <Text c="#1b1f4b">{t('print.cancelText', { total })}</Text>
        {until && <Text c="dimmed">{t('print.cancelUntil', { until })}</Text>}
        {error && (
          <Alert color="red" variant="light" role="alert">
            <Text c="#1b1f4b">{error}</Text>
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={pending} data-autofocus>
            {t('print.keepOrder')}
          </Button>
          <Button color="red.9" onClick={onConfirm} loading={pending}>
            {t('print.yesCancel')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
