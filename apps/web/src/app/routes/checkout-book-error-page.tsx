import { CheckoutFailed } from '../../features/purchases/components/checkout-failed';
import { PurchasePage } from '../../features/purchases/components/purchase-page';
import { useDocumentTitle } from '../../lib/document-title';

/**
 * /checkout-book-error-page — where a canceled or failed printed-book checkout lands
 * (docs/product.md#checkout-pages).
 */
export function Component() {
  useDocumentTitle('Checkout failed');
  return (
    <PurchasePage narrow>
      <CheckoutFailed retryTo="/mystories" retryLabel="Back to My Stories" />
    </PurchasePage>
  );
}
