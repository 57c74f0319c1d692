import { PurchasePage } from '../../features/purchases/components/purchase-page';
import { PurchaseShop } from '../../features/purchases/components/purchase-shop';
import { useCurrentUser } from '../../lib/current-user';
import { useDocumentTitle } from '../../lib/document-title';

/**
 * /purchase — credit packages; visitors see a prompt to log in (docs/product.md#purchase,
 * docs/api.md#spec-6).
 */
export function Component() {
  useDocumentTitle('Buy Credits');
  const user = useCurrentUser();
  return (
    <PurchasePage
      title="Buy Credits"
      subtitle="Pick a package of credits for more stories, pictures and books. No subscription."
    >
      <PurchaseShop user={user} />
    </PurchasePage>
  );
}
