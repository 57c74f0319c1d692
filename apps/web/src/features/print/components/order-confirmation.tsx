import { Alert, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { describeError } from '../../../lib/error-message';
import { usePrintOrder } from '../api/get-print-order';
import { cancelNote } from '../lib/cancel-note';
import { formatDeliveryWindow } from '../lib/delivery-window';
import { formatCents } from '../lib/money';
import { orderHeadline } from '../lib/order-status';
import classes from './print.module.css';
import { useT } from '../../../lib/i18n/use-t';

/**
 * /checkout-book-success-page: the order the checkout came back from, asked again until the
 * payment is confirmed, then its summary and the way to follow it.
 */
export function OrderConfirmation({ orderId }: { orderId: string }) {
  const t = useT();
  const order = usePrintOrder(orderId);
  const ordersLink = `/print-orders?order=${encodeURIComponent(orderId)}`;

  if (order.isError)
    return (
      <Alert color="red" variant="light" radius="lg" title={t('order.loadFailed')} role="alert">
        <Stack gap="sm">
          <Text c="#1b1f4b">{describeError(order.error)}</Text>
          <Group>
            <Button variant="white" onClick={() => void order.refetch()}>
              {t('merge.tryAgain')}
            </Button>
            <Button component={Link} to="/print-orders" variant="subtle">
              {t('order.yourBooks')}
            </Button>
          </Group>
        </Stack>
      </Alert>
    );

  const data = order.data;
  if (!data || data.status === 'awaiting_payment')
    return (
      <div className={classes.status} role="status" aria-live="polite">
        <Stack align="center" gap="md" ta="center">
          <Loader color="night" />
          <Text fw={700} c="#1b1f4b">
            {t('order.confirming')}
          </Text>
          <Text c="dimmed">{t('order.fewSeconds')}</Text>
        </Stack>
      </div>
    );

  if (data.status === 'canceled' && !data.paidAt)
    return (
      <Alert color="night" variant="light" radius="lg" title={t('order.notCompleted')}>
        <Stack gap="sm">
          <Text c="#1b1f4b">{t('order.orderAgain')}</Text>
          <Group>
            <Button component={Link} to="/merged-books">
              {t('order.makeBook')}
            </Button>
          </Group>
        </Stack>
      </Alert>
    );

  const arrives = formatDeliveryWindow(data.deliveryWindow);
  const note = cancelNote(data);
  return (
    <div className={classes.status}>
      <Stack gap="md">
        <Title order={1} c="#1b1f4b">
          {t('order.thanks')}
        </Title>
        <Text className={classes.headline} role="status" aria-live="polite">
          {orderHeadline(data)}
        </Text>
        <dl className={classes.facts}>
          <div>
            <dt>{t('order.copies')}</dt>
            <dd>{t('order.copiesCount', { n: data.quantity })}</dd>
          </div>
          <div>
            <dt>{t('order.pages')}</dt>
            <dd>{data.pageCount}</dd>
          </div>
          <div>
            <dt>{t('order.totalPaid')}</dt>
            <dd>{formatCents(data.totalCents, data.currency)}</dd>
          </div>
          {arrives && (
            <div>
              <dt>{t('order.arrives')}</dt>
              <dd>{arrives}</dd>
            </div>
          )}
        </dl>
        {note && <Text c="#1b1f4b">{note}</Text>}
        <Text c="dimmed">{t('order.emailed')}</Text>
        <Group>
          <Button component={Link} to={ordersLink} size="md">
            {t('order.see')}
          </Button>
          <Button component={Link} to="/mystories" size="md" variant="white">
            {t('order.myStories')}
          </Button>
        </Group>
      </Stack>
    </div>
  );
}
