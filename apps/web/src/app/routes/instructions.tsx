import { InstructionsContent } from '../../features/site/content/instructions-content';
import { ProsePage } from '../../features/site/components/prose-page';
import { useDocumentTitle } from '../../lib/document-title';
import { useT } from '../../lib/i18n/use-t';

/** /instructions */
export function Component() {
  const t = useT();
  useDocumentTitle(t('nav.instructions'));
  return (
    <ProsePage title={t('instructions.title')} lead={t('instructions.lead')}>
      <InstructionsContent />
    </ProsePage>
  );
}
