import { Loader, Stack, Text } from '@mantine/core';
import { DELAYS } from '@sns/contract';
import { useEffect } from 'react';
import { useT } from '../../../lib/i18n/use-t';
import { useNavigateUnlessMoving } from '../hooks/use-navigate-unless-moving';

/**
 * docs/api.md#spec-4: visiting a sign-in page while signed in shows this, then goes home after 1 s
 * — unless the parent has set off somewhere else in that second.
 */
export function AlreadySignedIn() {
  const t = useT();
  const { go, moving } = useNavigateUnlessMoving();
  useEffect(() => {
    if (moving) return;
    const timer = setTimeout(() => go('/', { replace: true }), DELAYS.loginRedirect);
    return () => clearTimeout(timer);
  }, [go, moving]);

  return (
    <Stack align="center" gap="sm" role="status" py="md">
      <Loader color="night" size="sm" />
      <Text fw={800} fz="lg" c="#1b1f4b">
        {t('signedIn.title')}
      </Text>
      <Text c="dimmed">{t('signedIn.going')}</Text>
    </Stack>
  );
}
