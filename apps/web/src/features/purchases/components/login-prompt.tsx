import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useT } from '../../../lib/i18n/use-t';

/**
 * docs/product.md#purchase, docs/api.md#spec-6: visitors are asked to log in before they can buy
 * credits (and, with their own reason, before the printed-book pages).
 */
export function LoginPrompt({
  title,
  reason,
}: {
  /** "Please log in to …", what the page is for (buying credits when not given). */
  title?: string;
  /** Why signing in comes first, for the page it stands on. */
  reason?: string;
}) {
  const t = useT();
  return (
    <Alert color="night" variant="light" radius="lg" title={title ?? t('login.buyCredits')}>
      <Stack gap="sm">
        <Text c="#1b1f4b">{reason ?? t('login.creditsReason')}</Text>
        <Group>
          <Button component={Link} to="/auth">
            {t('login.logIn')}
          </Button>
          <Button component={Link} to="/signup" variant="white">
            {t('login.createAccount')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
