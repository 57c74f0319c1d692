import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { CREDITS } from '@sns/contract';
import { Link } from 'react-router';
import { useT } from '../../../lib/i18n/use-t';

interface StoryCostNoticeProps {
  /** The credit balance (storiesRemaining). */
  credits: number;
  /** docs/decisions/d1-credits.md: the first story is free. */
  firstStory: boolean;
}

/** True when the parent can't pay for this story: no free first story and no credits. */
export function cannotAffordStory({ credits, firstStory }: StoryCostNoticeProps): boolean {
  return !firstStory && credits < CREDITS.story;
}

/**
 * What this story costs and what the parent has (docs/decisions/d1-credits.md), or a friendly way
 * to top up.
 */
export function StoryCostNotice({ credits, firstStory }: StoryCostNoticeProps) {
  const t = useT();
  if (cannotAffordStory({ credits, firstStory })) {
    return (
      <Alert color="starlight" variant="light" radius="lg" title={t('cost.outTitle')} c="#1b1f4b">
        <Stack gap="sm">
          <Text c="#1b1f4b">{t('cost.outText', { cost: CREDITS.story, n: credits })}</Text>
          <Group>
            <Button component={Link} to="/purchase" color="starlight.5" c="#1b1f4b">
              {t('common.buyCredits')}
            </Button>
          </Group>
        </Stack>
      </Alert>
    );
  }
  return (
    <Group gap="xs" justify="space-between" wrap="wrap" aria-live="polite">
      <Text fw={800} c="#1b1f4b">
        {firstStory ? t('cost.firstFree') : t('cost.thisStory', { cost: CREDITS.story })}
      </Text>
      <Text c="dimmed">{t('cost.youHave', { n: credits })}</Text>
    </Group>
  );
}
