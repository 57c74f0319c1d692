import { Alert, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import type { Product, User } from '@sns/contract';
import { useState } from 'react';
import { describeError } from '../../../lib/error-message';
import { showError } from '../../../lib/notify';
import { useCreatePayment } from '../api/create-payment';
import { useProducts } from '../api/get-products';
import { purchaseErrorText } from '../lib/purchase-error';
import { CreditsExplainer } from './credits-explainer';
import { LoginPrompt } from './login-prompt';
import { PackageCard } from './package-card';
import classes from './purchase.module.css';
import { useT } from '../../../lib/i18n/use-t';

/** /purchase: the packages, what credits buy, and the way to the hosted checkout. */
export function PurchaseShop({ user }: { user: User | null }) {
  const t = useT();
  const products = useProducts();
  const payment = useCreatePayment();
  // Kept after the answer: the browser is on its way to the checkout, so the button keeps spinning.
  const [leavingFor, setLeavingFor] = useState<string | null>(null);

  function purchase(product: Product) {
    if (!user) return;
    setLeavingFor(product.product_id);
    payment.mutate(
      { user, product },
      {
        onSuccess: ({ url }) => {
          try {
            window.location.assign(url);
          } catch (error) {
            setLeavingFor(null);
            showError(purchaseErrorText(error));
          }
        },
        onError: (error) => {
          setLeavingFor(null);
          showError(purchaseErrorText(error));
        },
      },
    );
  }

  return (
    <Stack gap="xl">
      {!user && <LoginPrompt />}
      {products.isPending ? (
        <div className={classes.grid} aria-busy="true" aria-label={t('purchase.loading')}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} height={360} radius={22} />
          ))}
        </div>
      ) : products.error ? (
        <Alert color="red" variant="light" radius="lg" title={t('purchase.loadError')} role="alert">
          <Stack gap="sm">
            <Text c="#1b1f4b">{describeError(products.error)}</Text>
            <Group>
              <Button variant="white" onClick={() => void products.refetch()}>
                {t('common.tryAgain')}
              </Button>
            </Group>
          </Stack>
        </Alert>
      ) : (
        <ul className={classes.grid} aria-label={t('purchase.packages')}>
          {products.data.map((product) => (
            <li key={product.product_id}>
              <PackageCard
                product={product}
                onPurchase={user ? purchase : undefined}
                loading={leavingFor === product.product_id}
                disabled={leavingFor !== null && leavingFor !== product.product_id}
              />
            </li>
          ))}
        </ul>
      )}
      <CreditsExplainer />
    </Stack>
  );
}
