import { Alert, Button, Group, Text } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { OrderConfirmation } from '../../features/print/components/order-confirmation';
import { LoginPrompt } from '../../features/purchases/components/login-prompt';
import { PurchasePage } from '../../features/purchases/components/purchase-page';
import { useCurrentUser } from '../../lib/current-user';
import { useDocumentTitle } from '../../lib/document-title';

/** /checkout-book-success-page?order=… — where the book checkout comes back after paying. */
export function Component() {
  useDocumentTitle('Printed book ordered');
  const user = useCurrentUser();
  const [params] = useSearchParams();
  const orderId = params.get('order')?.trim();
  return (
    <PurchasePage narrow>
      {!user ? (
        <LoginPrompt
          action="see your order"
          reason="Your orders belong to your account, so sign in first."
        />
      ) : !orderId ? (
        <Alert color="night" variant="light" radius="lg" title="No order to show here">
          <Text c="#1b1f4b">This page is where the checkout brings you back after paying.</Text>
          <Group mt="sm">
            <Button component={Link} to="/print-orders">
              Your printed books
            </Button>
          </Group>
        </Alert>
      ) : (
        <OrderConfirmation orderId={orderId} />
      )}
    </PurchasePage>
  );
}
