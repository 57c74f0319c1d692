import { Link, useSearchParams } from 'react-router';
import { Alert, Button, Group, Text } from '@mantine/core';
import { CheckoutSuccess } from '../../features/purchases/components/checkout-success';
import { LoginPrompt } from '../../features/purchases/components/login-prompt';
import { PurchasePage } from '../../features/purchases/components/purchase-page';
import { useCurrentUser } from '../../lib/current-user';
import { useDocumentTitle } from '../../lib/document-title';
import { useT } from '../../lib/i18n/use-t';

/** /checkout-success-page?session_id=… — the hosted checkout's way back after paying. */
export function Component() {
  const t = useT();
  useDocumentTitle(t('purchase.successDocTitle'));
  const user = useCurrentUser();
  const [params] = useSearchParams();
  const sessionId = params.get('session_id')?.trim();

  return (
    <PurchasePage narrow>
      {!user ? (
        <LoginPrompt title={t('login.seePurchase')} />
      ) : !sessionId ? (
        <Alert color="night" variant="light" radius="lg" title={t('purchase.noPayment')}>
          <Text c="#1b1f4b">{t('purchase.returnHere')}</Text>
          <Group mt="sm">
            <Button component={Link} to="/purchase">
              {t('common.buyCredits')}
            </Button>
          </Group>
        </Alert>
      ) : (
        <CheckoutSuccess sessionId={sessionId} />
      )}
    </PurchasePage>
  );
}
