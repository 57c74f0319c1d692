import { Alert, Button, Group, Text } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { PrintBookCheckout } from '../../features/print/components/print-book-checkout';
import { LoginPrompt } from '../../features/purchases/components/login-prompt';
import { PurchasePage } from '../../features/purchases/components/purchase-page';
import { useCurrentUser } from '../../lib/current-user';
import { useDocumentTitle } from '../../lib/document-title';
import { useT } from '../../lib/i18n/use-t';

/** /print-book?merged=<id> — order a merged book in print (docs/product.md#print-book). */
export function Component() {
  const t = useT();
  useDocumentTitle(t('print.orderTitle'));
  const user = useCurrentUser();
  const [params] = useSearchParams();
  const mergedBookId = params.get('merged')?.trim();
  return (
    <PurchasePage title={t('print.orderTitle')} subtitle={t('print.orderSubtitle')} narrow>
      {!user ? (
        <LoginPrompt title={t('login.orderPrinted')} reason={t('login.booksReason')} />
      ) : !mergedBookId ? (
        <Alert color="night" variant="light" radius="lg" title={t('print.whichBook')}>
          <Text c="#1b1f4b">{t('print.pickFirst')}</Text>
          <Group mt="sm">
            <Button component={Link} to="/merged-books">
              {t('print.makeTitle')}
            </Button>
          </Group>
        </Alert>
      ) : (
        <PrintBookCheckout mergedBookId={mergedBookId} />
      )}
    </PurchasePage>
  );
}
