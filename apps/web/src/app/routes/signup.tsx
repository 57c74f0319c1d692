import { DELAYS } from '@sns/contract';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { AlreadySignedIn } from '../../features/accounts/components/already-signed-in';
import { AuthCard } from '../../features/accounts/components/auth-card';
import { SignUpForm } from '../../features/accounts/components/signup-form';
import { useGoogleRedirect } from '../../features/accounts/hooks/use-google-redirect';
import { useCurrentUser } from '../../lib/current-user';
import { useDocumentTitle } from '../../lib/document-title';
import { useT } from '../../lib/i18n/use-t';

/**
 * /signup — sign-up (docs/product.md#signup); on success, confirm-your-email after 1.5 s
 * (docs/api.md#spec-4).
 */
export function Component() {
  const t = useT();
  useDocumentTitle(t('auth.pageSignUp'));
  const navigate = useNavigate();
  const user = useCurrentUser();
  const google = useGoogleRedirect();
  const [createdEmail, setCreatedEmail] = useState<string | null>(null);

  useEffect(() => {
    if (createdEmail === null) return;
    const timer = setTimeout(
      () => void navigate('/confirm-your-email', { state: { email: createdEmail } }),
      DELAYS.signUpRedirect,
    );
    return () => clearTimeout(timer);
  }, [createdEmail, navigate]);

  if (user && !google.signedIn) {
    return (
      <AuthCard>
        <AlreadySignedIn />
      </AuthCard>
    );
  }

  return (
    <AuthCard wide title={t('auth.signUpTitle')} subtitle={t('auth.signUpSubtitle')}>
      <SignUpForm busy={google.pending || google.signedIn} onCreated={setCreatedEmail} />
    </AuthCard>
  );
}
