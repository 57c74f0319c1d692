import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { LogoMark } from '../../../components/logo';
import classes from './purchase.module.css';
import { useT } from '../../../lib/i18n/use-t';

/**
 * docs/product.md#checkout-pages: the checkout error pages — 'Checkout failed. Please, try again.'
 * and a link home.
 */
export function CheckoutFailed({ retryTo, retryLabel }: { retryTo: string; retryLabel: string }) {
  const t = useT();
  return (
    <div className={classes.status}>
      <Stack align="center" gap="md">
        <LogoMark size={64} />
        <Title order={1} c="#1b1f4b" fz={28}>
          {t('purchase.checkoutFailed')}
        </Title>
        <Text c="#4a5060" fz="lg" maw={460}>
          {t('purchase.notCharged')}
        </Text>
        <Group justify="center" mt="sm">
          <Button component={Link} to="/" size="md">
            {t('common.goHome')}
          </Button>
          <Button component={Link} to={retryTo} size="md" variant="white">
            {retryLabel}
          </Button>
        </Group>
      </Stack>
    </div>
  );
}
