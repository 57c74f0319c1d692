import { InstructionsContent } from '../../features/site/content/instructions-content';
import { ProsePage } from '../../features/site/components/prose-page';
import { useDocumentTitle } from '../../lib/document-title';

/** /instructions */
export function Component() {
  useDocumentTitle('Instructions');
  return (
    <ProsePage
      title="How to create a story"
      lead="Everything you need to make a wonderful bedtime story in a couple of minutes."
    >
      <InstructionsContent />
    </ProsePage>
  );
}
