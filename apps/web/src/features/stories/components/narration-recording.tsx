import { Group, Loader, Progress, Stack, Text } from '@mantine/core';
import { useT } from '../../../lib/i18n/use-t';

/**
 * The wait while a narration is recorded. The embedded narrator speaks a 500-word story in about
 * 3 s; with the queue and the one-second status polls a parent waits well under 10 s, and the
 * player then appears in this place (it does not start by itself: browsers block that).
 */
export function NarrationRecording() {
  const t = useT();
  return (
    <Stack gap={8} role="status" aria-live="polite">
      <Group gap="sm" wrap="nowrap">
        <Loader size="sm" />
        <Text fw={700} c="var(--story-ink, #1b1f4b)">
          {t('narration.recording')}
        </Text>
      </Group>
      {/* Decoration only: the recording reports no percentage, and a progress bar stuck at
          100% would tell a screen-reader user it had finished. The text above is announced. */}
      <Progress value={100} animated striped aria-hidden="true" radius="xl" />
    </Stack>
  );
}
