import { Anchor, Stack, Text } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { AuthCard } from '../../features/accounts/components/auth-card';
import { ResendConfirmationForm } from '../../features/accounts/components/resend-confirmation-form';
import { useDocumentTitle } from '../../lib/document-title';
import { useRichT, useT } from '../../lib/i18n/use-t';

function emailFromState(state: unknown): string {
  if (state && typeof state === 'object' && 'email' in state && typeof state.email === 'string')
    return state.email;
  return '';
}

/** /confirm-your-email — after sign-up, or from login's "Resend confirmation code". */
export function Component() {
  const t = useT();
  const rich = useRichT();
  useDocumentTitle(t('confirm.docTitle'));
  const location = useLocation();
  const email = emailFromState(location.state);

  return (
    <AuthCard
      title={t('confirm.title')}
      subtitle={
        email
          ? rich('confirm.sentTo', { email, strong: (chunks) => <strong>{chunks}</strong> })
          : t('confirm.sent')
      }
    >
      <Stack gap="lg">
        <Text fz="sm" c="dimmed">
          {t('confirm.nothingYet')}
        </Text>
        <ResendConfirmationForm initialEmail={email} />
        <Text ta="center" fz="sm" c="dimmed">
          {t('confirm.already')}{' '}
          <Anchor component={Link} to="/auth" fw={700} inherit>
            {t('confirm.goSignIn')}
          </Anchor>
        </Text>
      </Stack>
    </AuthCard>
  );
}
