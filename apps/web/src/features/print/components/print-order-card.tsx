import { Button, Group, Stack, Text, Title } from '@mantine/core';
import type { PrintOrder } from '@sns/contract';
import { forwardRef, useState, type ReactNode } from 'react';
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
import { useRichT, useT } from '../../../lib/i18n/use-t';
import type { MessageKey } from '../../../lib/i18n/catalog-en';

/** The words for the order's `problem`: the parent's own report once delivered, else the printer's. */
function problemLine(order: PrintOrder): { label: MessageKey; text: string } | null {
  if (!order.problem) return null;
  return order.status === 'delivered'
    ? { label: 'orderCard.yourReport', text: order.problem }
    : { label: 'orderCard.printerSaid', text: order.problem };
}

const strong = (chunks: ReactNode[]) => <strong>{chunks}</strong>;

/** One printed-book order on /print-orders: where it is, what it cost, and what can be done. */
export const PrintOrderCard = forwardRef<
  HTMLElement,
  { order: PrintOrder; highlighted: boolean; now: number }
>(function PrintOrderCard({ order, highlighted, now }, ref) {
  const t = useT();
  const rich = useRichT();
  const [confirming, setConfirming] = useState(false);
  const [reporting, setReporting] = useState(false);
  const cancel = useCancelPrintOrder();
  const titleId = `order-${order.orderId}-title`;
  const total = formatCents(order.totalCents, order.currency);
  const until = formatLongDateTime(order.cancelUntil);
  const arrives = formatDeliveryWindow(order.deliveryWindow);
  const problem = problemLine(order);
  const shipping = formatCents(order.shippingCents, order.currency);
  const tax =
    order.taxCents > 0
      ? t('orderCard.tax', { tax: formatCents(order.taxCents, order.currency) })
      : '';

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
              {t('orderCard.title', { date: formatLongDateTime(order.createdAt) })}
            </Title>
            <Text fw={700} c="#1b1f4b" data-testid="order-book-title">
              {order.title ?? t('orderCard.untitled')}
            </Text>
            <Text className={classes.headline} data-testid="order-status">
              {orderHeadline(order)}
            </Text>
          </Stack>
        </Group>
        <OrderSteps status={order.status} />
        {order.waitingForPrinter && order.status === 'submitted' && (
          <Text c="#1b1f4b">{t('orderCard.holding')}</Text>
        )}
        <dl className={classes.facts}>
          <div>
            <dt>{t('order.copies')}</dt>
            <dd>{t('order.copiesCount', { n: order.quantity })}</dd>
          </div>
          <div>
            <dt>{t('order.pages')}</dt>
            <dd>{order.pageCount}</dd>
          </div>
          <div>
            <dt>{t('orderCard.total')}</dt>
            <dd>
              {/* With its currency code: "$64.97 USD", "£30.00 GBP". */}
              {t('orderCard.totalAmount', { total, currency: order.currency })}
              <Text component="span" display="block" size="sm" c="dimmed" fw={400}>
                {t('orderCard.shipping', { shipping })}
                {tax}
              </Text>
            </dd>
          </div>
          {arrives && (
            <div>
              <dt>{t('orderCard.delivery')}</dt>
              <dd>{arrives}</dd>
            </div>
          )}
          <div>
            <dt>{t('orderCard.tracking')}</dt>
            <dd>
              <TrackingInfo order={order} />
            </dd>
          </div>
        </dl>
        {problem && (
          <Text c="#1b1f4b">
            {rich('orderCard.problem', { strong, label: t(problem.label), text: problem.text })}
          </Text>
        )}
        {order.refund === 'failed' && <Text c="#1b1f4b">{t('orderCard.refundFailed')}</Text>}
        {canCancel(order, now) && (
          <Group gap="sm">
            <Button variant="light" color="red.9" onClick={() => setConfirming(true)}>
              {t('orderCard.cancel')}
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
                {t('orderCard.report')}
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
