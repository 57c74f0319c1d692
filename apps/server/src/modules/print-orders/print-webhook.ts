import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import { InvalidPrintWebhookError, type WebhookHeaders } from '../../providers/print';
import { applyProviderOrder } from './apply-print-status';

export interface WebhookLog {
  warn(obj: object, msg: string): void;
}

/** Where the printer sends status changes; registered once at start (registerPrintWebhook). */
export const PRINT_WEBHOOK_PATH = '/api/webhooks/print';

/**
 * POST /api/webhooks/print (docs/decisions/027): verified on the raw bytes; forged, tampered or
 * malformed → 400 and nothing changes. A verified status change is applied forward only, so
 * duplicates and replays are acknowledged and change nothing.
 */
export async function handlePrintWebhook(
  ctx: AppContext,
  rawBody: Buffer,
  headers: WebhookHeaders,
  log: WebhookLog,
): Promise<{ received: true }> {
  let event;
  try {
    event = ctx.print.parseWebhook(rawBody, headers);
  } catch (error) {
    if (!(error instanceof InvalidPrintWebhookError)) throw error;
    log.warn({ reason: error.reason }, 'print webhook refused');
    throw new AppError('invalid', 'invalid_webhook', 'Invalid webhook.');
  }
  if (event.kind === 'status_changed') await applyProviderOrder(ctx, event.order);
  return { received: true };
}

/** Makes sure the printer sends status changes here; a failure is logged and the poller covers. */
export async function registerPrintWebhook(
  ctx: AppContext,
  log: { error(obj: object, msg: string): void },
) {
  try {
    await ctx.print.ensureWebhook(`${ctx.config.publicUrl}${PRINT_WEBHOOK_PATH}`);
  } catch (error) {
    log.error({ err: error }, 'print webhook could not be registered');
  }
}
