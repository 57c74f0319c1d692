import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { MediaCosts } from '@sns/contract';
import { costLabel } from '../lib/media-cost';

interface NewPictureDialogProps {
  opened: boolean;
  costs: MediaCosts | undefined;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

const credits = (n: number) => `${n} credit${n === 1 ? '' : 's'}`;

/** docs/decisions/d1-credits.md: confirms what a new AI picture costs before it is painted. */
export function NewPictureDialog({
  opened,
  costs,
  busy,
  onConfirm,
  onClose,
}: NewPictureDialogProps) {
  const free = costs?.image === 0;
  const short = costs !== undefined && !free && costs.credits < costs.image;
  return (
    <Modal opened={opened} onClose={onClose} title="New AI picture" centered radius="lg">
      <Stack gap="md">
        <Text c="#1b1f4b">
          {free
            ? 'Your first new picture is free. We’ll paint a fresh scene for this story — your earlier pictures stay available.'
            : `A new picture costs ${costLabel(costs?.image)}. We’ll paint a fresh scene for this story — your earlier pictures stay available.`}
        </Text>
        {costs && (
          <Text fz="sm" c="dimmed">
            You have {credits(costs.credits)}.
          </Text>
        )}
        {short && (
          <Text fz="sm" c="red.9" role="alert">
            You don’t have enough credits for a new picture. Buy more credits to continue.
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={onConfirm} loading={busy} disabled={short}>
            {free ? 'Paint it for free' : `Paint it for ${costLabel(costs?.image)}`}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
