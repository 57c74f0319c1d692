import { AuthCard } from '../../features/accounts/components/auth-card';
import { ForgotPasswordForm } from '../../features/accounts/components/forgot-password-form';
import { useDocumentTitle } from '../../lib/document-title';
import { useT } from '../../lib/i18n/use-t';

/** /forgot-password — docs/product.md#password-reset, two steps. */
export function Component() {
  const t = useT();
  useDocumentTitle(t('reset.docTitle'));
  return (
    <AuthCard>
      <ForgotPasswordForm />
    </AuthCard>
  );
}
