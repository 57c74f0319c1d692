import type { Config } from '../../config';
import type { AppContext } from '../../context';
import { refundSpend } from '../credits/credit-ledger';
import { listPendingPictureRequests, settlePictureRequest } from './picture-request-repository';

/** The ledger reason of a new picture's spend; its ref is the picture request's id. */
export const PICTURE_SPEND_REASON = 'image';

/**
 * How old a pending request must be before a sweep takes its process for dead: the painting is
 * bounded by PICTURE_TIMEOUT_SECONDS, and storing the file and two small writes take far less.
 * Refunding a live one early costs nothing but that request: its delivery then finds it settled.
 */
export function abandonedAfterSeconds(jobs: Config['jobs']) {
  return 2 * jobs.pictureTimeoutSeconds;
}

/**
 * Gives back what a picture request cost and marks it refunded, in one transaction, unless it is
 * already settled; then deletes the file it noted. True when this call refunded it.
 */
export async function refundPictureRequest(ctx: AppContext, id: string): Promise<boolean> {
  const refunded = await ctx.database.db.transaction(async (tx) => {
    const request = await settlePictureRequest(tx, id, 'refunded');
    if (request)
      await refundSpend(tx, request.userId, { reason: PICTURE_SPEND_REASON, ref: request.id });
    return request;
  });
  // After the commit: a crash before the delete leaves a file no row points at, never a
  // picture whose credit came back.
  if (refunded?.imageKey) await ctx.storage.delete(refunded.imageKey);
  return refunded !== undefined;
}

/**
 * Refunds the pending requests opened more than `olderThanSeconds` ago (0: every pending one),
 * whose processes died between taking the credit and recording the picture. Safe to run in
 * several processes at once: each request is settled once. Returns how many this call refunded.
 */
export async function refundAbandonedPictureRequests(
  ctx: AppContext,
  olderThanSeconds: number,
): Promise<number> {
  const batch = 500;
  let refunded = 0;
  for (;;) {
    const ids = await listPendingPictureRequests(ctx.database.db, olderThanSeconds, batch);
    for (const id of ids) if (await refundPictureRequest(ctx, id)) refunded += 1;
    if (ids.length < batch) return refunded;
  }
}
