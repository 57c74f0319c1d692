import { Anchor, Button, Loader, Stack, Text, ThemeIcon } from '@mantine/core';
import { DELAYS } from '@sns/contract';
import { useEffect, useRef } from 'react';
import { Link, useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { showError, showSuccess } from '../../../lib/notify';
import { useConfirmEmailCode } from '../api/confirm-email-code';
import { useT } from '../../../lib/i18n/use-t';

/**
 * /confirm/{code}: confirms once, then on to sign-in after 2 s (docs/api.md#spec-4). A link opened
 * again after it worked says so and offers sign-in, rather than the failure
 * (docs/product.md#confirm-email) meant for bad links.
 */
export function EmailConfirmation({ code }: { code: string | undefined }) {
  const t = useT();
  const navigate = useNavigate();
  const { data, error, isError, isPending } = useConfirmEmailCode(code);
  const confirmed = data?.message === 'OK';
  const alreadyConfirmed = error instanceof ApiError && error.body.id === 'already_confirmed';
  const failed = !code || isError || (data !== undefined && !confirmed);
  const announced = useRef(false);

  useEffect(() => {
    if (announced.current || alreadyConfirmed || (!confirmed && !failed)) return;
    announced.current = true;
    if (confirmed) showSuccess(t('confirm.confirmed'));
    else showError(t('confirm.invalid'));
  }, [alreadyConfirmed, confirmed, failed, t]);

  useEffect(() => {
    if (!confirmed) return;
    const timer = setTimeout(() => void navigate('/auth'), DELAYS.confirmRedirect);
    return () => clearTimeout(timer);
  }, [confirmed, navigate]);

  if (confirmed) {
    return (
      <Stack align="center" gap="sm" role="status">
        <ThemeIcon size={56} radius="xl" color="teal.8" aria-hidden="true">
          ✓
        </ThemeIcon>
        <Text fw={800} fz="lg" c="#1b1f4b" ta="center">
          {t('confirm.confirmedGoing')}
        </Text>
      </Stack>
    );
  }
  if (alreadyConfirmed) {
    return (
      <Stack align="center" gap="md" role="status">
        <Text fw={700} c="#1b1f4b" ta="center">
          {t('confirm.alreadyConfirmed')}
        </Text>
        <Button component={Link} to="/auth" color="night" radius="xl">
          {t('confirm.signIn')}
        </Button>
      </Stack>
    );
  }
  if (failed) {
    return (
      <Stack align="center" gap="sm">
        <Text fw={700} c="red.9" ta="center" role="alert">
          {t('confirm.invalid')}
        </Text>
        <Anchor component={Link} to="/" fw={700}>
          {t('common.goHome')}
        </Anchor>
      </Stack>
    );
  }
  return (
    <Stack align="center" gap="sm" role="status">
      {isPending && <Loader color="night" />}
      <Text c="#1b1f4b">{t('confirm.confirming')}</Text>
    </Stack>
  );
}
