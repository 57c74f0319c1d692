import { Button, Group } from '@mantine/core';
import { Link } from 'react-router';
import { MergedBooksList } from '../../features/print/components/merged-books-list';
import { MergedBooksMaker } from '../../features/print/components/merged-books-maker';
import { LoginPrompt } from '../../features/purchases/components/login-prompt';
import { PurchasePage } from '../../features/purchases/components/purchase-page';
import { useCurrentUser } from '../../lib/current-user';
import { useDocumentTitle } from '../../lib/document-title';
import { useT } from '../../lib/i18n/use-t';

/** /merged-books — put PDF books together into one printed book (docs/product.md#merged-books). */
export function Component() {
  const t = useT();
  useDocumentTitle(t('print.makeTitle'));
  const user = useCurrentUser();
  return (
    <PurchasePage title={t('print.makeTitle')} subtitle={t('print.makeSubtitle')}>
      {!user ? (
        <LoginPrompt title={t('login.makePrinted')} reason={t('login.booksReason')} />
      ) : (
        <>
          <Group>
            <Button component={Link} to="/print-orders" variant="white">
              {t('print.ordersTitle')}
            </Button>
          </Group>
          <MergedBooksMaker />
          <MergedBooksList userId={user.user_uid} />
        </>
      )}
    </PurchasePage>
  );
}
