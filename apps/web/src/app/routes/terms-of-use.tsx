import { ProsePage } from '../../features/site/components/prose-page';
import { POLICY_DATE, POLICY_VERSION } from '../../features/site/content/contact';
import { TermsOfUseContent } from '../../features/site/content/terms-of-use-content';
import { useDocumentTitle } from '../../lib/document-title';

/** /terms-of-use */
export function Component() {
  useDocumentTitle('Terms of Use');
  return (
    <ProsePage
      title="Terms of Use"
      lead="The rules for using Starry Night Story, written to be read."
      meta={
        <>
          <span>Version {POLICY_VERSION}</span>
          <span>Effective {POLICY_DATE}</span>
        </>
      }
    >
      <TermsOfUseContent />
    </ProsePage>
  );
}
