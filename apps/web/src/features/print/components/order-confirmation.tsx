import { Alert, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { describeError } from '../../../lib/error-message';
import { usePrintOrder } from '../api/get-print-order';
import { cancelNote } from '../lib/cancel-note';
import { formatDeliveryWindow } from '../lib/delivery-window';
import { formatCents } from '../lib/money';
import { orderHeadline } from '../lib/order-status';
import classes from './print.module.css';

const copies = (n: number) => `${n} ${n === 1 ? 'copy' : 'copies'}`;

/**
 * /checkout-book-success-page: the order the checkout came back from, asked again until the
 * payment is confirmed, then its summary and the way to follow it.
 */
export function OrderConfirmation({ orderId }: { orderId: string }) {
  const order = usePrintOrder(orderId);
  const ordersLink = `/print-orders?order=${encodeURIComponent(orderId)}`;

  if (order.isError)
    return (
      <Alert
        color="red"
        variant="light"
        radius="lg"
        title="We couldn't load your order"
        role="alert"
      >
        <Stack gap="sm">
          <Text c="#1b1f4b">{describeError(order.error)}</Text>
          <Group>
            <Button variant="white" onClick={() => void order.refetch()}>
              Try again
            </Button>
            <Button component={Link} to="/print-orders" variant="subtle">
              Your printed books
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
            Confirming your payment…
          </Text>
          <Text c="dimmed">This usually takes a few seconds.</Text>
        </Stack>
      </div>
    );

  if (data.status === 'canceled' && !data.paidAt)
    return (
      <Alert color="night" variant="light" radius="lg" title="This checkout was not completed">
        <Stack gap="sm">
          <Text c="#1b1f4b">Nothing was charged. You can order your printed book again.</Text>
          <Group>
            <Button component={Link} to="/merged-books">
              Make a printed book
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
          Thank you! Your printed book is ordered
        </Title>
        <Text className={classes.headline} role="status" aria-live="polite">
          {orderHeadline(data)}
        </Text>
        <dl className={classes.facts}>
          <div>
            <dt>Copies</dt>
            <dd>{copies(data.quantity)}</dd>
          </div>
          <div>
            <dt>Pages</dt>
            <dd>{data.pageCount}</dd>
          </div>
          <div>
            <dt>Total paid</dt>
            <dd>{formatCents(data.totalCents, data.currency)}</dd>
          </div>
          {arrives && (
            <div>
              <dt>Arrives</dt>
              <dd>{arrives}</dd>
            </div>
          )}
        </dl>
        {note && <Text c="#1b1f4b">{note}</Text>}
        <Text c="dimmed">
          We have e-mailed you a confirmation, and will write again when it ships.
        </Text>
        <Group>
          <Button component={Link} to={ordersLink} size="md">
            See your order
          </Button>
          <Button component={Link} to="/mystories" size="md" variant="white">
            My Stories
          </Button>
        </Group>
      </Stack>
    </div>
  );
}
