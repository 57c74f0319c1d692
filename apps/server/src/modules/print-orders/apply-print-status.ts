import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { printOrders } from '../../db/print-schema';
import type { PrintOrder as ProviderOrder } from '../../providers/print';
import { findPrintOrder } from './print-order-repository';
import { orderStatusOf, statusesBefore, UNDELIVERED_ENDS } from './print-order-status';
import { refundPrintOrder } from './refund-print-order';
import { queuePrintOrderMail } from './send-print-order-mail-job';
import type { PrintOrderMailKind } from './print-order-mail';
import { QUEUES } from '../../jobs/queue-names';
import type { PrintOrderStatus } from '@sns/contract';

export type StatusContext = Pick<AppContext, 'database' | 'payments' | 'queue'>;

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
    return row;
  });
  if (!moved) return { changed: false };
  if (mail) ctx.queue.wake(QUEUES.sendPrintOrderMail);
  if (refund) await refundPrintOrder(ctx, order.id);
  return { changed: true };
}
