import { Anchor, Button, Stack, Text } from '@mantine/core';
import { CREDITS, FREE_VERSION_MINUTES, type Story } from '@sns/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { refreshSignedInUser } from '../../../lib/current-user';
import { describeError, errorStatus } from '../../../lib/error-message';
import { useAnotherVersionCost, useWriteAnotherVersion } from '../api/another-version';
import { anotherVersionNote } from '../lib/another-version-note';
import { costLabel } from '../lib/media-cost';
import { useT } from '../../../lib/i18n/use-t';

interface AnotherVersionProps {
  story: Story;
  /** The new version is accepted: show its progress. */
  onStarted: (workerId: string) => void;
}

/**
 * "Read another version" (docs/decisions/020): the story written again with a new seed. The
 * button says what the server says it costs, and the request carries that price, so a double
 * click or an expired window is refused rather than charged.
 */
export function AnotherVersion({ story, onStarted }: AnotherVersionProps) {
  const t = useT();
  const queryClient = useQueryClient();
  const price = useAnotherVersionCost(story.uuid);
  const write = useWriteAnotherVersion();
  const cost = price.data?.cost;
  const label = cost === undefined ? '' : costLabel(cost);

  const start = () => {
    if (cost === undefined) return;
    write.mutate(
      { storyId: story.uuid, cost },
      {
        onSuccess: (accepted) => {
          void refreshSignedInUser(queryClient);
          onStarted(accepted.workerId);
        },
      },
    );
  };

  return (
    <Stack gap={6}>
      <Button
        variant="light"
        fullWidth
        aria-label={
          label ? t('story.anotherVersionCost', { cost: label }) : t('story.anotherVersion')
        }
        loading={write.isPending || price.isPending}
        disabled={write.isSuccess}
        onClick={start}
      >
        {t('story.anotherVersion')}
      </Button>
      <Text fz="sm" c="dimmed">
        {t('story.versionRule', { minutes: FREE_VERSION_MINUTES, n: CREDITS.story })}{' '}
        {price.data && (
          <Text span fz="sm" fw={700} c="#1b1f4b">
            {anotherVersionNote(price.data)}
          </Text>
        )}
      </Text>
      {write.isError && (
        <Text fz="sm" c="#1b1f4b" role="alert">
          {describeError(write.error)}{' '}
          {errorStatus(write.error) === 402 && (
            <Anchor component={Link} to="/purchase" fw={800}>
              {t('common.buyCredits')}
            </Anchor>
          )}
        </Text>
      )}
    </Stack>
  );
}
