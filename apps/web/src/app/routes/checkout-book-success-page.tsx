import { Alert, Button, Group, Text } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { OrderConfirmation } from '../../features/print/components/order-confirmation';
import { LoginPrompt } from '../../features/purchases/components/login-prompt';
import { PurchasePage } from '../../features/purchases/components/purchase-page';
import { useCurrentUser } from '../../lib/current-user';
import { useDocumentTitle } from '../../lib/document-title';
import { useT } from '../../lib/i18n/use-t';

/** /checkout-book-success-page?order=… — where the book checkout comes back after paying. */
export function Component() {
  const t = useT();
  useDocumentTitle(t('print.orderedDocTitle'));
  const user = useCurrentUser();
  const [params] = useSearchParams();
  const orderId = params.get('order')?.trim();
  return (
    <PurchasePage narrow>
      {!user ? (
        <LoginPrompt title={t('login.seeOrder')} reason={t('login.ordersReason')} />
      ) : !orderId ? (
        <Alert color="night" variant="light" radius="lg" title={t('print.noOrder')}>
          <Text c="#1b1f4b">{t('purchase.returnHere')}</Text>
          <Group mt="sm">
            <Button component={Link} to="/print-orders">
              {t('print.ordersTitle')}
            </Button>
          </Group>
        </Alert>
      ) : (
        <OrderConfirmation orderId={orderId} />
      )}
    </PurchasePage>
  );
}
