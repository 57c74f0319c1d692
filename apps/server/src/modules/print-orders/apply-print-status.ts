import { and, eq, inArray, isNull, ne, or } from 'drizzle-orm';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { printOrders } from '../../db/print-schema';
import type { Transaction } from '../../db/transaction';
import type { PrintOrder as ProviderOrder } from '../../providers/print';
import { findPrintOrder } from './print-order-repository';
import {
  orderStatusOf,
  PRINTER_UNPAID,
  statusesBefore,
  UNDELIVERED_ENDS,
} from './print-order-status';
import { refundPrintOrder } from './refund-print-order';
import { queuePrintOrderMail } from './send-print-order-mail-job';
import type { PrintOrderMailKind } from './print-order-mail';
import { QUEUES } from '../../jobs/queue-names';
import type { PrintOrderStatus } from '@sns/contract';

export type StatusContext = Pick<AppContext, 'database' | 'payments' | 'queue' | 'log'>;

/** The e-mail each step sends (a refund sends its own once made). */
const MAIL_OF: Partial<Record<PrintOrderStatus, PrintOrderMailKind>> = {
  in_production: 'printing',
  shipped: 'shipped',
  delivered: 'delivered',
};

/**
 * What the printer says of one of our jobs (its webhook or the poller), applied once and only
 * forward (docs/decisions/027): one conditional UPDATE from the statuses before the new one, so a
 * duplicate, a replay or a late older delivery changes nothing. A job that is not ours — unknown
 * external_id, or another job id than the one we recorded — is ignored. Rejected, failed or
 * canceled by the printer → the refund is marked pending in the same UPDATE and made at once
 * (the poller retries it if that fails).
 */
export async function applyProviderOrder(
  ctx: StatusContext,
  remote: ProviderOrder,
): Promise<{ changed: boolean }> {
  if (!remote.orderId || !z.string().uuid().safeParse(remote.orderId).success)
    return { changed: false };
  const db = ctx.database.db;
  const order = await findPrintOrder(db, remote.orderId);
  if (!order) return { changed: false };
  if (order.providerJobId && order.providerJobId !== remote.providerId) return { changed: false };
  const to = orderStatusOf(remote.status);
  if (!to) return { changed: false };
  if (to === 'submitted' && order.status === 'submitted')
    return applyPrinterStep(ctx, order.id, remote);
  const from = statusesBefore(to);
  if (from.length === 0) return { changed: false };
  const now = new Date();
  const refund = UNDELIVERED_ENDS.includes(to);
  const tracking = remote.tracking;
  const mail = MAIL_OF[to];
  const moved = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(printOrders)
      .set({
        status: to,
        providerJobId: remote.providerId,
        providerStatus: remote.providerStatus,
        updatedAt: now,
        ...(remote.estimatedDelivery.min || remote.estimatedDelivery.max
          ? { deliveryMin: remote.estimatedDelivery.min, deliveryMax: remote.estimatedDelivery.max }
          : {}),
        ...(tracking
          ? { trackingId: tracking.id, trackingUrls: tracking.urls, carrier: tracking.carrier }
          : {}),
        ...(to === 'submitted' ? { submittedAt: now } : {}),
        ...(to === 'shipped' ? { shippedAt: now } : {}),
        ...(to === 'delivered' ? { deliveredAt: now } : {}),
        ...(refund
          ? { refundState: 'pending', problem: remote.problems.join('; ') || remote.statusMessage }
          : {}),
      })
      .where(and(eq(printOrders.id, order.id), inArray(printOrders.status, from)))
      .returning({ id: printOrders.id });
    if (row && mail) await queuePrintOrderMail(ctx.queue, tx, { orderId: order.id, kind: mail });
    if (row && remote.providerStatus === PRINTER_UNPAID) await alertUnpaid(ctx, tx, order.id);
    return row;
  });
  if (!moved) return { changed: false };
  if (mail || remote.providerStatus === PRINTER_UNPAID) ctx.queue.wake(QUEUES.sendPrintOrderMail);
  if (refund) await refundPrintOrder(ctx, order.id);
  return { changed: true };
}

/** The printer will not print until it is paid: an operator must put a card on file. */
async function alertUnpaid(ctx: StatusContext, tx: Transaction, orderId: string) {
  ctx.log.error(
    { printOrder: orderId, providerStatus: PRINTER_UNPAID },
    'print job UNPAID: the printer account needs a payment method before this order prints',
  );
  await queuePrintOrderMail(ctx.queue, tx, { orderId, kind: 'printer_unpaid' });
}

/**
 * A step the printer takes while our order stays `submitted` (CREATED → UNPAID →
 * PAYMENT_IN_PROGRESS → PRODUCTION_DELAYED): its status is kept, an UNPAID job alerts the
 * operator once, and once paid the cancel window is the printer's new production due time.
 */
async function applyPrinterStep(
  ctx: StatusContext,
  orderId: string,
  remote: ProviderOrder,
): Promise<{ changed: boolean }> {
  const unpaid = remote.providerStatus === PRINTER_UNPAID;
  const moved = await ctx.database.db.transaction(async (tx) => {
    const [row] = await tx
      .update(printOrders)
      .set({
        providerStatus: remote.providerStatus,
        updatedAt: new Date(),
        ...(!unpaid && remote.productionDueAt
          ? { cancelUntil: new Date(remote.productionDueAt) }
          : {}),
      })
      .where(
        and(
          eq(printOrders.id, orderId),
          eq(printOrders.status, 'submitted'),
          or(
            isNull(printOrders.providerStatus),
            ne(printOrders.providerStatus, remote.providerStatus),
          ),
        ),
      )
      .returning({ id: printOrders.id });
    if (row && unpaid) await alertUnpaid(ctx, tx, orderId);
    return row;
  });
  if (moved && unpaid) ctx.queue.wake(QUEUES.sendPrintOrderMail);
  return { changed: Boolean(moved) };
}
