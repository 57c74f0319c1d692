import { Button, Group, Stack, Text, Title } from '@mantine/core';
import type { PrintOrder } from '@sns/contract';
import { forwardRef, useState } from 'react';
import { describeError } from '../../../lib/error-message';
import { formatLongDateTime } from '../../../lib/format-date';
import { useCancelPrintOrder } from '../api/cancel-print-order';
import { formatDeliveryWindow } from '../lib/delivery-window';
import { formatCents } from '../lib/money';
import { cancelNote } from '../lib/cancel-note';
import { canCancel, canReportProblem, orderHeadline } from '../lib/order-status';
import { CancelOrderDialog } from './cancel-order-dialog';
import { OrderSteps } from './order-steps';
import classes from './print.module.css';
import { ReportProblemForm } from './report-problem-form';
import { TrackingInfo } from './tracking-info';

const copies = (n: number) => `${n} ${n === 1 ? 'copy' : 'copies'}`;

/** The words for the order's `problem`: the parent's own report once delivered, else the printer's. */
function problemLine(order: PrintOrder) {
  if (!order.problem) return null;
  return order.status === 'delivered'
    ? { label: 'Your report', text: order.problem }
    : { label: 'What the printer said', text: order.problem };
}

/** One printed-book order on /print-orders: where it is, what it cost, and what can be done. */
export const PrintOrderCard = forwardRef<
  HTMLElement,
  { order: PrintOrder; highlighted: boolean; now: number }
>(function PrintOrderCard({ order, highlighted, now }, ref) {
  const [confirming, setConfirming] = useState(false);
  const [reporting, setReporting] = useState(false);
  const cancel = useCancelPrintOrder();
  const titleId = `order-${order.orderId}-title`;
  const total = formatCents(order.totalCents, order.currency);
  const until = formatLongDateTime(order.cancelUntil);
  const arrives = formatDeliveryWindow(order.deliveryWindow);
  const problem = problemLine(order);
  const shipping = formatCents(order.shippingCents, order.currency);
  const tax = order.taxCents > 0 ? `, tax ${formatCents(order.taxCents, order.currency)}` : '';

  return (
    <article
      ref={ref}
      id={`order-${order.orderId}`}
      aria-labelledby={titleId}
      className={`${classes.card} ${highlighted ? classes.highlighted : ''}`}
      data-order-id={order.orderId}
    >
      <Stack gap="md">
        <Group gap="md" align="flex-start" wrap="nowrap">
          {order.coverThumbnailUrl && (
            // Decorative: the book's title is the text beside it.
            <img src={order.coverThumbnailUrl} alt="" className={classes.orderCover} />
          )}
          <Stack gap={4}>
            <Title order={2} fz="h4" c="#1b1f4b" id={titleId}>
              Printed book ordered {formatLongDateTime(order.createdAt)}
            </Title>
            <Text fw={700} c="#1b1f4b" data-testid="order-book-title">
              {order.title ?? 'Your printed book'}
            </Text>
            <Text className={classes.headline} data-testid="order-status">
              {orderHeadline(order)}
            </Text>
          </Stack>
        </Group>
        <OrderSteps status={order.status} />
        {order.waitingForPrinter && order.status === 'submitted' && (
          <Text c="#1b1f4b">
            The printer is holding your order until we settle our account with them. Nothing has
            been printed yet, and we have been told.
          </Text>
        )}
        <dl className={classes.facts}>
          <div>
            <dt>Copies</dt>
            <dd>{copies(order.quantity)}</dd>
          </div>
          <div>
            <dt>Pages</dt>
            <dd>{order.pageCount}</dd>
          </div>
          <div>
            <dt>Total</dt>
            <dd>
              {/* With its currency code: "$64.97 USD", "£30.00 GBP". */}
              {total} {order.currency}
              <Text component="span" display="block" size="sm" c="dimmed" fw={400}>
                shipping {shipping}
                {tax}
              </Text>
            </dd>
          </div>
          {arrives && (
            <div>
              <dt>Delivery</dt>
              <dd>{arrives}</dd>
            </div>
          )}
          <div>
            <dt>Tracking</dt>
            <dd>
              <TrackingInfo order={order} />
            </dd>
          </div>
        </dl>
        {problem && (
          <Text c="#1b1f4b">
            <strong>{problem.label}:</strong> {problem.text}
          </Text>
        )}
        {order.refund === 'failed' && (
          <Text c="#1b1f4b">
            The automatic refund did not go through. Our team has been told and will refund you by
            hand.
          </Text>
        )}
        {canCancel(order, now) && (
          <Group gap="sm">
            <Button variant="light" color="red.9" onClick={() => setConfirming(true)}>
              Cancel order
            </Button>
            <Text size="sm" c="dimmed">
              {cancelNote(order)}
            </Text>
          </Group>
        )}
        {canReportProblem(order) &&
          (reporting ? (
            <ReportProblemForm orderId={order.orderId} onDone={() => setReporting(false)} />
          ) : (
            <Group>
              <Button variant="light" onClick={() => setReporting(true)}>
                Report a problem
              </Button>
            </Group>
          ))}
      </Stack>
      <CancelOrderDialog
        opened={confirming}
        total={total}
        until={until}
        pending={cancel.isPending}
        error={cancel.error ? describeError(cancel.error) : undefined}
        onConfirm={() =>
          cancel.mutate(order.orderId, {
            onSuccess: () => setConfirming(false),
          })
        }
        onClose={() => {
          cancel.reset();
          setConfirming(false);
        }}
      />
    </article>
  );
});
