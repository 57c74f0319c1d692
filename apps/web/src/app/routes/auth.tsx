import { useState } from 'react';
import { AlreadySignedIn } from '../../features/accounts/components/already-signed-in';
import { AuthCard } from '../../features/accounts/components/auth-card';
import { LoginForm } from '../../features/accounts/components/login-form';
import { useGoogleRedirect } from '../../features/accounts/hooks/use-google-redirect';
import { useNavigateUnlessMoving } from '../../features/accounts/hooks/use-navigate-unless-moving';
import { useCurrentUser } from '../../lib/current-user';
import { useDocumentTitle } from '../../lib/document-title';
import { useT } from '../../lib/i18n/use-t';

/** /auth — Login (docs/product.md#login). */
export function Component() {
  const t = useT();
  useDocumentTitle(t('auth.pageLogin'));
  const { go } = useNavigateUnlessMoving();
  const user = useCurrentUser();
  const google = useGoogleRedirect();
  // Set when the form is sent, not when it succeeds: the user is stored a moment before the form
  // hears of it, and in that moment this page must not take its own sign-in for an earlier one
  // (it would show "already signed in" and go home a second later, over wherever the parent went).
  const [signingInHere, setSigningInHere] = useState(false);

  if (user && !signingInHere && !google.signedIn) {
    return (
      <AuthCard>
        <AlreadySignedIn />
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('auth.loginTitle')} subtitle={t('auth.loginSubtitle')}>
      <LoginForm
        busy={google.pending || google.signedIn}
        onSigningIn={() => setSigningInHere(true)}
        onSignedIn={() => go('/')}
      />
    </AuthCard>
  );
}
