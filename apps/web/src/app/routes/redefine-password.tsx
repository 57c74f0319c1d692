import { AuthCard } from '../../features/accounts/components/auth-card';
import { RedefinePasswordForm } from '../../features/accounts/components/redefine-password-form';
import { useDocumentTitle } from '../../lib/document-title';
import { useT } from '../../lib/i18n/use-t';

/** /redefine-password — the last step of a password reset. */
export function Component() {
  const t = useT();
  useDocumentTitle(t('reset.newDocTitle'));
  return (
    <AuthCard title={t('reset.newTitle')}>
      <RedefinePasswordForm />
    </AuthCard>
  );
}
