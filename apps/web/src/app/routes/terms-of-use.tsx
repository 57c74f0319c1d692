import { PolicyMeta } from '../../features/site/components/policy-meta';
import { ProsePage } from '../../features/site/components/prose-page';
import { TermsOfUseContent } from '../../features/site/content/terms-of-use-content';
import { useDocumentTitle } from '../../lib/document-title';
import { useT } from '../../lib/i18n/use-t';

/** /terms-of-use */
export function Component() {
  const t = useT();
  useDocumentTitle(t('footer.terms'));
  return (
    <ProsePage title={t('footer.terms')} lead={t('terms.lead')} meta={<PolicyMeta />}>
      <TermsOfUseContent />
    </ProsePage>
  );
}
