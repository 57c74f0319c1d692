import { AuthCard } from '../../features/accounts/components/auth-card';
import { ForgotPasswordForm } from '../../features/accounts/components/forgot-password-form';
import { useDocumentTitle } from '../../lib/document-title';

/** /forgot-password — docs/product.md#password-reset, two steps. */
export function Component() {
  useDocumentTitle('Reset Password');
  return (
    <AuthCard>
      <ForgotPasswordForm />
    </AuthCard>
  );
}
