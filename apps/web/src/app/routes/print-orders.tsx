import { useSearchParams } from 'react-router';
import { PrintOrders } from '../../features/print/components/print-orders';
import { LoginPrompt } from '../../features/purchases/components/login-prompt';
import { PurchasePage } from '../../features/purchases/components/purchase-page';
import { useCurrentUser } from '../../lib/current-user';
import { useDocumentTitle } from '../../lib/document-title';
import { useT } from '../../lib/i18n/use-t';

/** /print-orders[?order=<id>] — the parent's printed-book orders (docs/product.md#print-orders). */
export function Component() {
  const t = useT();
  useDocumentTitle(t('print.ordersTitle'));
  const user = useCurrentUser();
  const [params] = useSearchParams();
  const highlight = params.get('order')?.trim() || undefined;
  return (
    <PurchasePage title={t('print.ordersTitle')} subtitle={t('print.ordersSubtitle')}>
      {!user ? (
        <LoginPrompt title={t('login.seePrinted')} reason={t('login.ordersReason')} />
      ) : (
        <PrintOrders highlight={highlight} />
      )}
    </PurchasePage>
  );
}
