import { useSearchParams } from 'react-router';
import { PrintOrders } from '../../features/print/components/print-orders';
import { LoginPrompt } from '../../features/purchases/components/login-prompt';
import { PurchasePage } from '../../features/purchases/components/purchase-page';
import { useCurrentUser } from '../../lib/current-user';
import { useDocumentTitle } from '../../lib/document-title';

/** /print-orders[?order=<id>] — the parent's printed-book orders (docs/product.md#print-orders). */
export function Component() {
  useDocumentTitle('Your printed books');
  const user = useCurrentUser();
  const [params] = useSearchParams();
  const highlight = params.get('order')?.trim() || undefined;
  return (
    <PurchasePage
      title="Your printed books"
      subtitle="Where each printed book is, from the printer to your door."
    >
      {!user ? (
        <LoginPrompt
          action="see your printed books"
          reason="Your orders belong to your account, so sign in first."
        />
      ) : (
        <PrintOrders highlight={highlight} />
      )}
    </PurchasePage>
  );
}
