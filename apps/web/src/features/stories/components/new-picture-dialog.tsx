import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { MediaCosts } from '@sns/contract';
import { costLabel } from '../lib/media-cost';
import { useT } from '../../../lib/i18n/use-t';

interface NewPictureDialogProps {
  opened: boolean;
  costs: MediaCosts | undefined;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** docs/decisions/d1-credits.md: confirms what a new AI picture costs before it is painted. */
export function NewPictureDialog({
  opened,
  costs,
  busy,
  onConfirm,
  onClose,
}: NewPictureDialogProps) {
  const t = useT();
  const free = costs?.image === 0;
  const short = costs !== undefined && !free && costs.credits < costs.image;
  return (
    <Modal opened={opened} onClose={onClose} title={t('picture.newAi')} centered radius="lg">
      <Stack gap="md">
        <Text c="#1b1f4b">
          {free ? t('picture.freeText') : t('picture.costText', { cost: costLabel(costs?.image) })}
        </Text>
        {costs && (
          <Text fz="sm" c="dimmed">
            {t('picture.youHave', { n: costs.credits })}
          </Text>
        )}
        {short && (
          <Text fz="sm" c="red.9" role="alert">
            {t('picture.short')}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button onClick={onConfirm} loading={busy} disabled={short}>
            {free
              ? t('picture.paintFree')
              : t('picture.paintFor', { cost: costLabel(costs?.image) })}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
