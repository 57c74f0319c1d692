import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { printOrders } from '../../db/print-schema';
import { findMergedBook } from './merged-book-repository';
import { findPrintOrder, markPrintOrderSubmitted } from './print-order-repository';
import type { ShippingLevel } from '../../providers/print';
import { refundPrintOrder } from './refund-print-order';

/** Queued with the payment, in the same transaction (pay-print-order.ts). */
export interface SubmitPrintOrderJob {
  orderId: string;
}

/**
 * The printer fetches the files when it takes the job and again if it re-checks them: links valid
 * for a week (S3's longest presigned link) outlast its retries.
 */
const FILE_LINK_SECONDS = 7 * 24 * 3600;

/**
 * Sends a paid order to the printer (docs/decisions/027). Idempotent: an order no longer `paid` is
 * left alone, and the provider's createOrder looks for a job with our order id as its external_id
 * before creating one, so a worker killed after the printer took the job finds that job on the
 * retry instead of printing twice.
 */
export async function runSubmitPrintOrderJob(ctx: AppContext, job: SubmitPrintOrderJob) {
  const db = ctx.database.db;
  const order = await findPrintOrder(db, job.orderId);
  if (!order || order.status !== 'paid' || !order.shippingAddress) return;
  const book = await findMergedBook(db, order.mergedBookId);
  // No retry brings deleted print files back: fail and refund at once, in words.
  if (!book?.interiorKey || !book.coverKey) {
    await failPaidPrintOrder(ctx, order.id, PRINT_FILES_GONE_PROBLEM);
    return;
  }
  const created = await ctx.print.createOrder({
    orderId: order.id,
    // The spec: the line item's title "should be on the cover" — the book's own.
    title: book.title ?? 'Starry Night Story',
    quantity: order.quantity,
    interiorUrl: await ctx.storage.signedUrl(book.interiorKey, FILE_LINK_SECONDS),
    coverUrl: await ctx.storage.signedUrl(book.coverKey, FILE_LINK_SECONDS),
    address: order.shippingAddress,
    contactEmail: ctx.config.print.contactEmail,
    shippingLevel: order.shippingLevel as ShippingLevel,
    productionDelayMinutes: ctx.config.print.productionDelayMinutes,
  });
  const delayMs = ctx.config.print.productionDelayMinutes * 60_000;
  await markPrintOrderSubmitted(db, order.id, {
    providerJobId: created.providerId,
    providerStatus: created.providerStatus,
    cancelUntil: created.productionDueAt
      ? new Date(created.productionDueAt)
      : new Date((order.paidAt ?? new Date()).getTime() + delayMs),
    deliveryMin: created.estimatedDelivery.min,
    deliveryMax: created.estimatedDelivery.max,
  });
}

/**
 * Every attempt failed (the printer refused the job or stayed away through all retries): the
 * order becomes `failed` and is refunded in full, once — only from `paid`, so an order the printer
 * took meanwhile is left alone.
 */
export async function failSubmitPrintOrderJob(ctx: AppContext, job: SubmitPrintOrderJob) {
  await failPaidPrintOrder(ctx, job.orderId, 'The order could not be sent to the printer.');
}

/** Why a paid order whose print files are gone was refunded instead of printed. */
export const PRINT_FILES_GONE_PROBLEM =
  'The print files of this book are no longer here, so it could not be printed. Your payment is refunded in full.';

async function failPaidPrintOrder(ctx: AppContext, orderId: string, problem: string) {
  const [failed] = await ctx.database.db
    .update(printOrders)
    .set({ status: 'failed', refundState: 'pending', problem, updatedAt: new Date() })
    .where(and(eq(printOrders.id, orderId), eq(printOrders.status, 'paid')))
    .returning({ id: printOrders.id });
  if (failed) await refundPrintOrder(ctx, failed.id);
}
