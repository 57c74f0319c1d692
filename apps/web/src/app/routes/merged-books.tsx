import { Button, Group } from '@mantine/core';
import { Link } from 'react-router';
import { MergedBooksList } from '../../features/print/components/merged-books-list';
import { MergedBooksMaker } from '../../features/print/components/merged-books-maker';
import { LoginPrompt } from '../../features/purchases/components/login-prompt';
import { PurchasePage } from '../../features/purchases/components/purchase-page';
import { useCurrentUser } from '../../lib/current-user';
import { useDocumentTitle } from '../../lib/document-title';

/** /merged-books — put PDF books together into one printed book (docs/product.md#merged-books). */
export function Component() {
  useDocumentTitle('Make a printed book');
  const user = useCurrentUser();
  return (
    <PurchasePage
      title="Make a printed book"
      subtitle="Your PDF books, printed and bound as a hardcover to keep."
    >
      {!user ? (
        <LoginPrompt
          action="make a printed book"
          reason="Your books belong to your account, so sign in first."
        />
      ) : (
        <>
          <Group>
            <Button component={Link} to="/print-orders" variant="white">
              Your printed books
            </Button>
          </Group>
          <MergedBooksMaker />
          <MergedBooksList userId={user.user_uid} />
        </>
      )}
    </PurchasePage>
  );
}
