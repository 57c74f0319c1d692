import { Alert, Button, Checkbox, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useT } from '../../../lib/i18n/use-t';

interface MainImageChoiceProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** The story is shared: its main image is the public page's picture and link preview. */
  shared: boolean;
}

/**
 * Issue 12, "the photo stays private by default": the checkbox of docs/product.md#pdf-per-story
 * starts unticked. Ticking it on a shared story says plainly what that makes public and asks again
 * before it takes effect.
 */
export function MainImageChoice({ checked, onChange, shared }: MainImageChoiceProps) {
  const t = useT();
  const [asking, setAsking] = useState(false);
  return (
    <Stack gap="xs">
      <Checkbox
        checked={checked}
        onChange={(e) => {
          const wanted = e.currentTarget.checked;
          if (wanted && shared) setAsking(true);
          else onChange(wanted);
        }}
        label={t('book.useAsMain')}
      />
      {checked && shared && (
        <Alert color="#9c3d10" variant="light" title={t('book.publicTitle')} c="#1b1f4b">
          {t('book.publicWarning')}
        </Alert>
      )}
      <Modal
        opened={asking}
        onClose={() => setAsking(false)}
        title={t('book.makePublic')}
        centered
        radius="lg"
      >
        <Text c="#1b1f4b" mb="lg">
          {t('book.publicWarning')}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setAsking(false)} data-autofocus>
            {t('book.keepPrivate')}
          </Button>
          <Button
            color="#9c3d10"
            onClick={() => {
              setAsking(false);
              onChange(true);
            }}
          >
            {t('book.usePublicly')}
          </Button>
        </Group>
      </Modal>
    </Stack>
  );
}
