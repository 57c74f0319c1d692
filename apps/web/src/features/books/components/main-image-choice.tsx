import { Alert, Button, Checkbox, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';

interface MainImageChoiceProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** The story is shared: its main image is the public page's picture and link preview. */
  shared: boolean;
}

const PUBLIC_WARNING =
  'This story is shared. If you use this photo as its main image, the photo becomes the public picture of the shared story page and the picture shown in link previews, for anyone with the link.';

/**
 * Issue 12, "the photo stays private by default": the checkbox of docs/product.md#pdf-per-story
 * starts unticked. Ticking it on a shared story says plainly what that makes public and asks again
 * before it takes effect.
 */
export function MainImageChoice({ checked, onChange, shared }: MainImageChoiceProps) {
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
        label="Use this picture as the story's main image"
      />
      {checked && shared && (
        <Alert color="#9c3d10" variant="light" title="This photo will be public" c="#1b1f4b">
          {PUBLIC_WARNING}
        </Alert>
      )}
      <Modal
        opened={asking}
        onClose={() => setAsking(false)}
        title="Make the photo public?"
        centered
        radius="lg"
      >
        <Text c="#1b1f4b" mb="lg">
          {PUBLIC_WARNING}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setAsking(false)} data-autofocus>
            Keep it private
          </Button>
          <Button
            color="#9c3d10"
            onClick={() => {
              setAsking(false);
              onChange(true);
            }}
          >
            Use it publicly
          </Button>
        </Group>
      </Modal>
    </Stack>
  );
}
