import { useState } from 'react';
import { useNavigate } from 'react-router';
import { AlreadySignedIn } from '../../features/accounts/components/already-signed-in';
import { AuthCard } from '../../features/accounts/components/auth-card';
import { LoginForm } from '../../features/accounts/components/login-form';
import { useGoogleRedirect } from '../../features/accounts/hooks/use-google-redirect';
import { useCurrentUser } from '../../lib/current-user';
import { useDocumentTitle } from '../../lib/document-title';
import { useT } from '../../lib/i18n/use-t';

/** /auth — Login (docs/product.md#login). */
export function Component() {
  const t = useT();
  useDocumentTitle(t('auth.pageLogin'));
  const navigate = useNavigate();
  const user = useCurrentUser();
  const google = useGoogleRedirect();
  const [signedInHere, setSignedInHere] = useState(false);

  if (user && !signedInHere && !google.signedIn) {
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
        onSignedIn={() => {
          setSignedInHere(true);
          void navigate('/');
        }}
      />
    </AuthCard>
  );
}
