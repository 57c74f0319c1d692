import { Button, Stack, TextInput } from '@mantine/core';
import { emailBodySchema } from '@sns/contract';
import { useState, type FormEvent } from 'react';
import { validateForm } from '../../../lib/form-errors';
import { describeError } from '../../../lib/error-message';
import { showError, showSuccess } from '../../../lib/notify';
import { useResendConfirmation } from '../api/resend-confirmation';

/** "Resend confirmation e-mail": POST /api/confirmEmail {email}. */
export function ResendConfirmationForm({ initialEmail }: { initialEmail: string }) {
  const resend = useResendConfirmation();
  const [email, setEmail] = useState(initialEmail);
  const [error, setError] = useState<string | undefined>();

  function submit(event: FormEvent) {
    event.preventDefault();
    const result = validateForm<{ email: string }, 'email'>(emailBodySchema, { email });
    setError(result.errors?.email);
    if (!result.data) return;
    resend.mutate(result.data.email, {
      onSuccess: () => showSuccess('We sent you a new confirmation link.'),
      onError: (e) => showError(describeError(e)),
    });
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label="E-mail"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.currentTarget.value)}
          error={error}
        />
        <Button type="submit" size="md" fullWidth loading={resend.isPending}>
          Resend confirmation e-mail
        </Button>
      </Stack>
    </form>
  );
}
