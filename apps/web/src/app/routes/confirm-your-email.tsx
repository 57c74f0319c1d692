import { Anchor, Stack, Text } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { AuthCard } from '../../features/accounts/components/auth-card';
import { ResendConfirmationForm } from '../../features/accounts/components/resend-confirmation-form';
import { useDocumentTitle } from '../../lib/document-title';

function emailFromState(state: unknown): string {
  if (state && typeof state === 'object' && 'email' in state && typeof state.email === 'string')
    return state.email;
  return '';
}

/** /confirm-your-email — after sign-up, or from login's "Resend confirmation code". */
export function Component() {
  useDocumentTitle('Confirm your e-mail');
  const location = useLocation();
  const email = emailFromState(location.state);

  return (
    <AuthCard
      title="Confirm your e-mail"
      subtitle={
        email ? (
          <>
            We sent a confirmation link to <strong>{email}</strong>. Open it to activate your
            account.
          </>
        ) : (
          'We sent a confirmation link to your e-mail address. Open it to activate your account.'
        )
      }
    >
      <Stack gap="lg">
        <Text fz="sm" c="dimmed">
          Nothing in your inbox after a few minutes? Check the spam folder, or send a new link.
        </Text>
        <ResendConfirmationForm initialEmail={email} />
        <Text ta="center" fz="sm" c="dimmed">
          Confirmed already?{' '}
          <Anchor component={Link} to="/auth" fw={700} inherit>
            Go to sign in
          </Anchor>
        </Text>
      </Stack>
    </AuthCard>
  );
}
