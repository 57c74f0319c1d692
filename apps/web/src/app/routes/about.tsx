import { AboutContent } from '../../features/site/content/about-content';
import { ProsePage } from '../../features/site/components/prose-page';
import { useDocumentTitle } from '../../lib/document-title';

/** /about */
export function Component() {
  useDocumentTitle('About');
  return (
    <ProsePage
      title="About Starry Night Story"
      lead="Personalised bedtime stories that make the last minutes of the day the best ones."
    >
      <AboutContent />
    </ProsePage>
  );
}
