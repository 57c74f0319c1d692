import { AboutContent } from '../../features/site/content/about-content';
import { ProsePage } from '../../features/site/components/prose-page';
import { useDocumentTitle } from '../../lib/document-title';
import { useT } from '../../lib/i18n/use-t';

/** /about */
export function Component() {
  const t = useT();
  useDocumentTitle(t('nav.about'));
  return (
    <ProsePage title={t('about.title')} lead={t('about.lead')}>
      <AboutContent />
    </ProsePage>
  );
}
