import { ProsePage } from '../../features/site/components/prose-page';
import { POLICY_DATE, POLICY_VERSION } from '../../features/site/content/contact';
import { PrivacyPolicyContent } from '../../features/site/content/privacy-policy-content';
import { useDocumentTitle } from '../../lib/document-title';

/** /privacy-policy */
export function Component() {
  useDocumentTitle('Privacy Policy');
  return (
    <ProsePage
      title="Privacy Policy"
      lead="What we collect, why, how long we keep it, and the choices you have — including for your child’s name and photos."
      meta={
        <>
          <span>Version {POLICY_VERSION}</span>
          <span>Effective {POLICY_DATE}</span>
        </>
      }
    >
      <PrivacyPolicyContent />
    </ProsePage>
  );
}
