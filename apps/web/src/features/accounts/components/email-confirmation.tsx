import { Anchor, Loader, Stack, Text, ThemeIcon } from '@mantine/core';
import { DELAYS, MESSAGES } from '@sns/contract';
import { useEffect, useRef } from 'react';
import { Link, useNavigate } from 'react-router';
import { showError, showSuccess } from '../../../lib/notify';
import { useConfirmEmailCode } from '../api/confirm-email-code';

/** /confirm/{code}: confirms once, then on to sign-in after 2 s (SPEC §4). */
export function EmailConfirmation({ code }: { code: string | undefined }) {
  const navigate = useNavigate();
  const { data, isError, isPending } = useConfirmEmailCode(code);
  const confirmed = data?.message === 'OK';
  const failed = !code || isError || (data !== undefined && !confirmed);
  const announced = useRef(false);

  useEffect(() => {
    if (announced.current || (!confirmed && !failed)) return;
    announced.current = true;
    if (confirmed) showSuccess('Your e-mail is confirmed!');
    else showError(MESSAGES.invalidConfirmation);
  }, [confirmed, failed]);

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
          E-mail confirmed! Taking you to sign in…
        </Text>
      </Stack>
    );
  }
  if (failed) {
    return (
      <Stack align="center" gap="sm">
        <Text fw={700} c="red.9" ta="center" role="alert">
          {MESSAGES.invalidConfirmation}
        </Text>
        <Anchor component={Link} to="/" fw={700}>
          Go home
        </Anchor>
      </Stack>
    );
  }
  return (
    <Stack align="center" gap="sm" role="status">
      {isPending && <Loader color="night" />}
      <Text c="#1b1f4b">Confirming your e-mail…</Text>
    </Stack>
  );
}
