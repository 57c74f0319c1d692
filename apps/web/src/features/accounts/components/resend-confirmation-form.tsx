import { Button, Stack, TextInput } from '@mantine/core';
import { emailBodySchema } from '@sns/contract';
import { useState, type FormEvent } from 'react';
import { validateForm } from '../../../lib/form-errors';
import { describeError } from '../../../lib/error-message';
import { showError, showSuccess } from '../../../lib/notify';
import { useResendConfirmation } from '../api/resend-confirmation';
import { useT } from '../../../lib/i18n/use-t';

/** "Resend confirmation e-mail": POST /api/confirmEmail {email}. */
export function ResendConfirmationForm({ initialEmail }: { initialEmail: string }) {
  const t = useT();
  const resend = useResendConfirmation();
  const [email, setEmail] = useState(initialEmail);
  const [error, setError] = useState<string | undefined>();

  function submit(event: FormEvent) {
    event.preventDefault();
    const result = validateForm<{ email: string }, 'email'>(emailBodySchema, { email });
    setError(result.errors?.email);
    if (!result.data) return;
    resend.mutate(result.data.email, {
      onSuccess: () => showSuccess(t('confirm.resent')),
      onError: (e) => showError(describeError(e)),
    });
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label={t('auth.email')}
          type="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.currentTarget.value)}
          error={error}
        />
        <Button type="submit" size="md" fullWidth loading={resend.isPending}>
          {t('confirm.resend')}
        </Button>
      </Stack>
    </form>
  );
}
