import { PolicyMeta } from '../../features/site/components/policy-meta';
import { ProsePage } from '../../features/site/components/prose-page';
import { PrivacyPolicyContent } from '../../features/site/content/privacy-policy-content';
import { useDocumentTitle } from '../../lib/document-title';
import { useT } from '../../lib/i18n/use-t';

/** /privacy-policy */
export function Component() {
  const t = useT();
  useDocumentTitle(t('footer.privacy'));
  return (
    <ProsePage title={t('footer.privacy')} lead={t('privacy.lead')} meta={<PolicyMeta />}>
      <PrivacyPolicyContent />
    </ProsePage>
  );
}
