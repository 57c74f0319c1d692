import { Alert, Button, Group, Text } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { PrintBookCheckout } from '../../features/print/components/print-book-checkout';
import { LoginPrompt } from '../../features/purchases/components/login-prompt';
import { PurchasePage } from '../../features/purchases/components/purchase-page';
import { useCurrentUser } from '../../lib/current-user';
import { useDocumentTitle } from '../../lib/document-title';

/** /print-book?merged=<id> — order a merged book in print (docs/product.md#print-book). */
export function Component() {
  useDocumentTitle('Order your printed book');
  const user = useCurrentUser();
  const [params] = useSearchParams();
  const mergedBookId = params.get('merged')?.trim();
  return (
    <PurchasePage
      title="Order your printed book"
      subtitle="Look through it, tell us where it goes, and pay."
      narrow
    >
      {!user ? (
        <LoginPrompt
          action="order a printed book"
          reason="Your books belong to your account, so sign in first."
        />
      ) : !mergedBookId ? (
        <Alert color="night" variant="light" radius="lg" title="Which book?">
          <Text c="#1b1f4b">Pick the books to print first, then order them here.</Text>
          <Group mt="sm">
            <Button component={Link} to="/merged-books">
              Make a printed book
            </Button>
          </Group>
        </Alert>
      ) : (
        <PrintBookCheckout mergedBookId={mergedBookId} />
      )}
    </PurchasePage>
  );
}
