import { Link, useSearchParams } from 'react-router';
import { Alert, Button, Group, Text } from '@mantine/core';
import { CheckoutSuccess } from '../../features/purchases/components/checkout-success';
import { LoginPrompt } from '../../features/purchases/components/login-prompt';
import { PurchasePage } from '../../features/purchases/components/purchase-page';
import { useCurrentUser } from '../../lib/current-user';
import { useDocumentTitle } from '../../lib/document-title';

/** /checkout-success-page?session_id=… — the hosted checkout's way back after paying. */
export function Component() {
  useDocumentTitle('Payment complete');
  const user = useCurrentUser();
  const [params] = useSearchParams();
  const sessionId = params.get('session_id')?.trim();

  return (
    <PurchasePage narrow>
      {!user ? (
        <LoginPrompt action="see your purchase" />
      ) : !sessionId ? (
        <Alert color="night" variant="light" radius="lg" title="No payment to confirm here">
          <Text c="#1b1f4b">This page is where the checkout brings you back after paying.</Text>
          <Group mt="sm">
            <Button component={Link} to="/purchase">
              Buy Credits
            </Button>
          </Group>
        </Alert>
      ) : (
        <CheckoutSuccess sessionId={sessionId} />
      )}
    </PurchasePage>
  );
}
