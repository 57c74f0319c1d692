import { CheckoutFailed } from '../../features/purchases/components/checkout-failed';
import { PurchasePage } from '../../features/purchases/components/purchase-page';
import { useDocumentTitle } from '../../lib/document-title';
import { useT } from '../../lib/i18n/use-t';

/**
 * /checkout-error-page — where a canceled or failed credit checkout lands
 * (docs/product.md#checkout-pages).
 */
export function Component() {
  const t = useT();
  useDocumentTitle(t('purchase.failedDocTitle'));
  return (
    <PurchasePage narrow>
      <CheckoutFailed retryTo="/purchase" retryLabel={t('purchase.backToBuy')} />
    </PurchasePage>
  );
}
