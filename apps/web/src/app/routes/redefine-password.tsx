import { AuthCard } from '../../features/accounts/components/auth-card';
import { RedefinePasswordForm } from '../../features/accounts/components/redefine-password-form';
import { useDocumentTitle } from '../../lib/document-title';

/** /redefine-password — the last step of a password reset. */
export function Component() {
  useDocumentTitle('Choose a new password');
  return (
    <AuthCard title="Choose a new password">
      <RedefinePasswordForm />
    </AuthCard>
  );
}
