import {
  Alert,
  Anchor,
  Button,
  Group,
  PasswordInput,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { signUpBodySchema, type SignUpBody } from '@sns/contract';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { AlertIcon } from '../../../components/icons';
import { ApiError } from '../../../lib/api-client';
import { describeError } from '../../../lib/error-message';
import { validateForm, type FieldErrors } from '../../../lib/form-errors';
import { showError, showSuccess } from '../../../lib/notify';
import { currentLanguage } from '../../../lib/i18n/language-store';
import { useRichT, useT } from '../../../lib/i18n/use-t';
import { useCreateUser } from '../api/create-user';
import { AvatarFileInput } from './avatar-file-input';
import { GoogleSignInButton } from './google-sign-in-button';

type Field = 'firstName' | 'lastName' | 'email' | 'password' | 'confirmPassword' | 'terms';
const FIELDS: readonly string[] = ['firstName', 'lastName', 'email', 'password', 'confirmPassword'];

/** The `errors[].path` entries the server sent, shown under the matching inputs. */
function serverFieldErrors(error: unknown): FieldErrors<Field> {
  const found: FieldErrors<Field> = {};
  if (!(error instanceof ApiError)) return found;
  for (const entry of error.body.errors ?? []) {
    if (entry.path && FIELDS.includes(entry.path)) found[entry.path as Field] ??= entry.msg;
  }
  return found;
}

interface SignUpFormProps {
  /** Called with the e-mail once the account exists (it still needs confirming). */
  onCreated: (email: string) => void;
  busy?: boolean;
}

/** Sign-up (docs/product.md#signup): photo, names, e-mail, passwords, the terms switch, Sign Up. */
export function SignUpForm({ onCreated, busy = false }: SignUpFormProps) {
  const t = useT();
  const rich = useRichT();
  const createUser = useCreateUser();
  const [photo, setPhoto] = useState<string | null>(null);
  const [values, setValues] = useState({
    firstName: '',
    lastName: '',
    email: '',
    password: '',
    confirmPassword: '',
  });
  const [agreed, setAgreed] = useState(false);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [serverError, setServerError] = useState<string | null>(null);

  const bind = (field: keyof typeof values) => ({
    value: values[field],
    onChange: (e: { currentTarget: { value: string } }) => {
      const value = e.currentTarget.value;
      setValues((v) => ({ ...v, [field]: value }));
    },
    error: errors[field],
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    setServerError(null);
    const displayName = `${values.firstName.trim()} ${values.lastName.trim()}`.trim();
    const result = validateForm<SignUpBody, Field>(signUpBodySchema, {
      ...values,
      displayName,
      profilePhoto: photo ?? undefined,
    });
    const found: FieldErrors<Field> = { ...result.errors };
    if (!agreed) found.terms = t('auth.mustAgree');
    setErrors(found);
    if (!result.data || !agreed) return;

    // The page's language becomes the parent's: their e-mails come in it (decision 070).
    const body: SignUpBody = { ...result.data, displayName, language: currentLanguage() };
    if (!photo) delete body.profilePhoto;
    createUser.mutate(body, {
      onSuccess: () => {
        showSuccess(t('form.userCreated'));
        onCreated(body.email);
      },
      onError: (error) => {
        // docs/api.md#spec-8: 401 shows the joined msg entries, other errors their message — both
        // are what describeError gives.
        const message = describeError(error);
        showError(message);
        setServerError(message);
        setErrors(serverFieldErrors(error));
      },
    });
  }

  const done = createUser.isSuccess;
  const working = createUser.isPending || busy || done;

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Group justify="center">
          <AvatarFileInput
            label={t('auth.profilePhoto')}
            labelMode="caption"
            src={photo}
            size={104}
            onPicked={setPhoto}
          />
        </Group>
        <Text ta="center" fz="sm" c="dimmed" mt={-8}>
          {t('auth.photoOptional')}
        </Text>

        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput label={t('auth.firstName')} autoComplete="given-name" {...bind('firstName')} />
          <TextInput label={t('auth.lastName')} autoComplete="family-name" {...bind('lastName')} />
        </SimpleGrid>
        <TextInput label={t('auth.email')} type="email" autoComplete="email" {...bind('email')} />
        <PasswordInput
          label={t('auth.password')}
          autoComplete="new-password"
          description={t('auth.passwordHint')}
          {...bind('password')}
        />
        <PasswordInput
          label={t('auth.confirmPassword')}
          autoComplete="new-password"
          {...bind('confirmPassword')}
        />

        <Switch
          checked={agreed}
          onChange={(e) => setAgreed(e.currentTarget.checked)}
          error={errors.terms}
          size="md"
          label={rich('auth.agree', {
            terms: (chunks) => (
              <Anchor
                href="/terms-of-use"
                target="_blank"
                rel="noopener noreferrer"
                fw={700}
                inherit
              >
                {chunks}
              </Anchor>
            ),
            privacy: (chunks) => (
              <Anchor
                href="/privacy-policy"
                target="_blank"
                rel="noopener noreferrer"
                fw={700}
                inherit
              >
                {chunks}
              </Anchor>
            ),
          })}
        />

        {serverError && (
          <Alert color="red" variant="light" icon={<AlertIcon />} title={t('auth.signUpFailed')}>
            {serverError}
          </Alert>
        )}

        <Button
          type="submit"
          size="md"
          fullWidth
          loading={createUser.isPending}
          disabled={working && !createUser.isPending}
        >
          {t('auth.signUp')}
        </Button>
        <GoogleSignInButton
          label={t('auth.signUpWithGoogle')}
          returnPath="/signup"
          disabled={working}
        />
        <Text ta="center" fz="sm" c="dimmed">
          {t('auth.haveAccount')}{' '}
          <Anchor component={Link} to="/auth" fw={700} inherit>
            {t('auth.signInLink')}
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
