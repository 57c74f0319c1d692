import { Alert, Anchor, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { loginBodySchema, MESSAGES } from '@sns/contract';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { AlertIcon } from '../../../components/icons';
import { ApiError } from '../../../lib/api-client';
import { describeError } from '../../../lib/error-message';
import { validateForm, type FieldErrors } from '../../../lib/form-errors';
import { showError } from '../../../lib/notify';
import { useT } from '../../../lib/i18n/use-t';
import { useLogin } from '../api/login';
import { GoogleSignInButton } from './google-sign-in-button';

interface LoginFormProps {
  /** Called when valid-looking credentials are sent to the server. */
  onSigningIn?: () => void;
  /** Called once the server accepted the credentials and the user is stored. */
  onSignedIn: () => void;
  /** A Google sign-in is being finished on this page. */
  busy?: boolean;
}

/**
 * Login (docs/product.md#login): E-mail, Password, Sign In, Forgot password?, Sign in with Google.
 */
export function LoginForm({ onSigningIn, onSignedIn, busy = false }: LoginFormProps) {
  const t = useT();
  const navigate = useNavigate();
  const login = useLogin();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors<'email' | 'password'>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [unconfirmed, setUnconfirmed] = useState(false);

  function submit(event: FormEvent) {
    event.preventDefault();
    setServerError(null);
    setUnconfirmed(false);
    // docs/api.md#spec-5: the call is skipped without both fields.
    const result = validateForm<{ email: string; password: string }, 'email' | 'password'>(
      loginBodySchema,
      {
        email,
        password,
      },
    );
    setErrors(result.errors ?? {});
    if (!result.data) return;
    onSigningIn?.();
    login.mutate(result.data, {
      onSuccess: onSignedIn,
      onError: (error) => {
        const message = describeError(error);
        // By the error's id: its words are in the page's language (decision 071).
        if (
          (error instanceof ApiError && error.body.id === 'email_not_validated') ||
          message.includes(MESSAGES.emailNotValidated)
        ) {
          setUnconfirmed(true);
          return;
        }
        // The toast of docs/api.md#spec-8, plus the server's own words so the parent knows what to
        // fix.
        showError(t('form.contactSupport'));
        setServerError(message);
      },
    });
  }

  const working = login.isPending || busy;

  return (
    <Stack gap="md">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label={t('auth.email')}
            type="email"
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.currentTarget.value)}
            error={errors.email}
          />
          <PasswordInput
            label={t('auth.password')}
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
            error={errors.password}
          />
          <Group justify="flex-end" mt={-6}>
            <Anchor component={Link} to="/forgot-password" fz="sm" fw={700}>
              {t('auth.forgotPassword')}
            </Anchor>
          </Group>

          {serverError && (
            <Alert color="red" variant="light" icon={<AlertIcon />} title={t('auth.loginFailed')}>
              {serverError}
            </Alert>
          )}
          {unconfirmed && (
            <Alert
              color="yellow"
              variant="light"
              icon={<AlertIcon />}
              title={t('auth.confirmEmailTitle')}
            >
              <Stack gap="sm" align="flex-start">
                <Text fz="sm" c="#1b1f4b">
                  {t('form.emailNotValidated')}
                </Text>
                <Button
                  variant="filled"
                  color="night"
                  size="sm"
                  onClick={() =>
                    void navigate('/confirm-your-email', { state: { email: email.trim() } })
                  }
                >
                  {t('auth.resendCode')}
                </Button>
              </Stack>
            </Alert>
          )}

          <Button type="submit" size="md" fullWidth loading={login.isPending} disabled={busy}>
            {t('auth.signIn')}
          </Button>
        </Stack>
      </form>

      <GoogleSignInButton
        label={t('auth.signInWithGoogle')}
        returnPath="/auth"
        disabled={working}
      />

      <Text ta="center" fz="sm" c="dimmed">
        {t('auth.newHere')}{' '}
        <Anchor component={Link} to="/signup" fw={700} inherit>
          {t('auth.createFreeAccount')}
        </Anchor>
      </Text>
    </Stack>
  );
}
