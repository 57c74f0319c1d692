import { PurchasePage } from '../../features/purchases/components/purchase-page';
import { PurchaseShop } from '../../features/purchases/components/purchase-shop';
import { useCurrentUser } from '../../lib/current-user';
import { useDocumentTitle } from '../../lib/document-title';
import { useT } from '../../lib/i18n/use-t';

/**
 * /purchase — credit packages; visitors see a prompt to log in (docs/product.md#purchase,
 * docs/api.md#spec-6).
 */
export function Component() {
  const t = useT();
  useDocumentTitle(t('purchase.docTitle'));
  const user = useCurrentUser();
  return (
    <PurchasePage title={t('purchase.title')} subtitle={t('purchase.subtitle')}>
      <PurchaseShop user={user} />
    </PurchasePage>
  );
}
