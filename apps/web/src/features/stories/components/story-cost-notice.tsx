import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { CREDITS } from '@sns/contract';
import { Link } from 'react-router';

interface StoryCostNoticeProps {
  /** The credit balance (storiesRemaining). */
  credits: number;
  /** docs/decisions/d1-credits.md: the first story is free. */
  firstStory: boolean;
}

const creditsText = (n: number) => `${n} credit${n === 1 ? '' : 's'}`;

/** True when the parent can't pay for this story: no free first story and no credits. */
export function cannotAffordStory({ credits, firstStory }: StoryCostNoticeProps): boolean {
  return !firstStory && credits < CREDITS.story;
}

/**
 * What this story costs and what the parent has (docs/decisions/d1-credits.md), or a friendly way
 * to top up.
 */
export function StoryCostNotice({ credits, firstStory }: StoryCostNoticeProps) {
  if (cannotAffordStory({ credits, firstStory })) {
    return (
      <Alert
        color="starlight"
        variant="light"
        radius="lg"
        title="You're out of credits"
        c="#1b1f4b"
      >
        <Stack gap="sm">
          <Text c="#1b1f4b">
            Each new story costs {creditsText(CREDITS.story)}, and you have {creditsText(credits)}{' '}
            left. Top up to keep the bedtime stories coming.
          </Text>
          <Group>
            <Button component={Link} to="/purchase" color="starlight.5" c="#1b1f4b">
              Buy Credits
            </Button>
          </Group>
        </Stack>
      </Alert>
    );
  }
  return (
    <Group gap="xs" justify="space-between" wrap="wrap" aria-live="polite">
      <Text fw={800} c="#1b1f4b">
        {firstStory ? 'Your first story is free' : `This story costs ${creditsText(CREDITS.story)}`}
      </Text>
      <Text c="dimmed">You have {creditsText(credits)}</Text>
    </Group>
  );
}
