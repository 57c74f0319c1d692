import { Alert, Button, Stack, Text, TextInput, Title } from '@mantine/core';
import { DELAYS, emailBodySchema, verificationCodeBodySchema } from '@sns/contract';
import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { validateForm } from '../../../lib/form-errors';
import { showError } from '../../../lib/notify';
import { useCheckVerificationCode } from '../api/check-verification-code';
import { useForgotPassword } from '../api/forgot-password';
import { savePasswordResetUser } from '../lib/password-reset-state';
import { passwordResetErrorText } from '../lib/reset-error-text';
import { useRichT, useT } from '../../../lib/i18n/use-t';

type Step = 'email' | 'code';

/**
 * Forgot password in two steps (docs/product.md#password-reset): 'Reset Password' (e-mail) then
 * 'Submit Code' (the 6-digit code). A valid code keeps the verified profile for the next page — it
 * does not sign in (docs/decisions/d5-password-reset-grant.md) — and goes to redefine-password
 * after 1 s; the form then resets.
 */
export function ForgotPasswordForm() {
  const t = useT();
  const rich = useRichT();
  const navigate = useNavigate();
  const forgot = useForgotPassword();
  const check = useCheckVerificationCode();
  const [step, setStep] = useState<Step>('email');
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [verified, setVerified] = useState(false);

  useEffect(() => {
    if (!verified) return;
    const timer = setTimeout(() => {
      setStep('email');
      setEmail('');
      setCode('');
      setVerified(false);
      void navigate('/redefine-password');
    }, DELAYS.resetRedirect);
    return () => clearTimeout(timer);
  }, [verified, navigate]);

  function sendCode(event: FormEvent) {
    event.preventDefault();
    const result = validateForm<{ email: string }, 'email'>(emailBodySchema, { email });
    setError(result.errors?.email);
    if (!result.data) return;
    forgot.mutate(result.data.email, {
      onSuccess: ({ message }) => {
        if (message !== 'OK') return showError(message);
        setEmail(result.data.email);
        setStep('code');
      },
      onError: (e) => showError(passwordResetErrorText(e)),
    });
  }

  function submitCode(event: FormEvent) {
    event.preventDefault();
    const result = validateForm<{ email: string; code: string }, 'email' | 'code'>(
      verificationCodeBodySchema,
      {
        email,
        code,
      },
    );
    setError(result.errors?.code ?? result.errors?.email);
    if (!result.data) return;
    check.mutate(result.data, {
      onSuccess: ({ message, userProfile }) => {
        if (message !== 'OK' || !userProfile) return showError(message);
        savePasswordResetUser(userProfile);
        setVerified(true);
      },
      onError: (e) => showError(passwordResetErrorText(e)),
    });
  }

  if (step === 'email') {
    return (
      <Stack gap="lg">
        <Stack gap={6}>
          <Title order={1} fz={{ base: 28, sm: 32 }} c="#1b1f4b">
            {t('reset.title')}
          </Title>
          <Text c="dimmed">{t('reset.lead')}</Text>
        </Stack>
        <form onSubmit={sendCode} noValidate>
          <Stack gap="md">
            <TextInput
              label={t('auth.email')}
              type="email"
              autoComplete="email"
              value={email}
              onChange={(e) => setEmail(e.currentTarget.value)}
              error={error}
            />
            <Button type="submit" size="md" fullWidth loading={forgot.isPending}>
              {t('reset.sendCode')}
            </Button>
          </Stack>
        </form>
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      <Stack gap={6}>
        <Title order={1} fz={{ base: 28, sm: 32 }} c="#1b1f4b">
          {t('reset.codeTitle')}
        </Title>
        <Text c="dimmed">
          {rich('reset.codeLead', { email, strong: (chunks) => <strong>{chunks}</strong> })}
        </Text>
      </Stack>
      <form onSubmit={submitCode} noValidate>
        <Stack gap="md">
          <TextInput
            label={t('reset.code')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={code}
            onChange={(e) => setCode(e.currentTarget.value.replace(/\D/g, ''))}
            error={error}
            styles={{ input: { letterSpacing: '0.4em', fontWeight: 800, fontSize: 22 } }}
          />
          {verified && (
            <Alert color="teal" variant="light" role="status">
              {t('reset.accepted')}
            </Alert>
          )}
          <Button type="submit" size="md" fullWidth loading={check.isPending} disabled={verified}>
            {t('reset.submitCode')}
          </Button>
          <Button
            variant="subtle"
            onClick={() => {
              setStep('email');
              setCode('');
              setError(undefined);
            }}
          >
            {t('reset.otherEmail')}
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
