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
import { MESSAGES, signUpBodySchema, type SignUpBody } from '@sns/contract';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { AlertIcon } from '../../../components/icons';
import { ApiError } from '../../../lib/api-client';
import { describeError } from '../../../lib/error-message';
import { validateForm, type FieldErrors } from '../../../lib/form-errors';
import { showError, showSuccess } from '../../../lib/notify';
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
    if (!agreed) found.terms = 'Please agree to the Terms of Use and Privacy Policy to continue.';
    setErrors(found);
    if (!result.data || !agreed) return;

    const body: SignUpBody = { ...result.data, displayName };
    if (!photo) delete body.profilePhoto;
    createUser.mutate(body, {
      onSuccess: () => {
        showSuccess(MESSAGES.userCreated);
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
            label="Profile photo"
            labelMode="caption"
            src={photo}
            size={104}
            onPicked={setPhoto}
          />
        </Group>
        <Text ta="center" fz="sm" c="dimmed" mt={-8}>
          Optional — you can add or change it later.
        </Text>

        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput label="First name" autoComplete="given-name" {...bind('firstName')} />
          <TextInput label="Last name" autoComplete="family-name" {...bind('lastName')} />
        </SimpleGrid>
        <TextInput label="E-mail" type="email" autoComplete="email" {...bind('email')} />
        <PasswordInput
          label="Password"
          autoComplete="new-password"
          description="At least 8 characters."
          {...bind('password')}
        />
        <PasswordInput
          label="Confirm password"
          autoComplete="new-password"
          {...bind('confirmPassword')}
        />

        <Switch
          checked={agreed}
          onChange={(e) => setAgreed(e.currentTarget.checked)}
          error={errors.terms}
          size="md"
          label={
            <>
              I agree to the{' '}
              <Anchor
                href="/terms-of-use"
                target="_blank"
                rel="noopener noreferrer"
                fw={700}
                inherit
              >
                Terms of Use
              </Anchor>{' '}
              and{' '}
              <Anchor
                href="/privacy-policy"
                target="_blank"
                rel="noopener noreferrer"
                fw={700}
                inherit
              >
                Privacy Policy
              </Anchor>
            </>
          }
        />

        {serverError && (
          <Alert
            color="red"
            variant="light"
            icon={<AlertIcon />}
            title="We could not create your account"
          >
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
          Sign Up
        </Button>
        <GoogleSignInButton label="Sign up with Google" returnPath="/signup" disabled={working} />
        <Text ta="center" fz="sm" c="dimmed">
          Already have an account?{' '}
          <Anchor component={Link} to="/auth" fw={700} inherit>
            Sign in
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
