import { Loader, Stack, Text } from '@mantine/core';
import { DELAYS } from '@sns/contract';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useT } from '../../../lib/i18n/use-t';

/**
 * docs/api.md#spec-4: visiting a sign-in page while signed in shows this, then goes home after 1 s.
 */
export function AlreadySignedIn() {
  const t = useT();
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setTimeout(() => void navigate('/', { replace: true }), DELAYS.loginRedirect);
    return () => clearTimeout(timer);
  }, [navigate]);

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
