import type { Database } from '../../db/client';
import type { BackgroundTasks } from '../../lib/background-tasks';
import { signWebhookBody, WEBHOOK_SIGNATURE_HEADER } from '../../providers/print/webhook-signature';
import { listWebhooks } from './lab-repository';

export const STATUS_TOPIC = 'PRINT_JOB_STATUS_CHANGED';
/** Lulu retries a failed submission 5 times; the lab tries 5 times in all, waiting longer each time. */
const ATTEMPTS = 5;
const DELIVERY_TIMEOUT_MS = 10_000;

export interface WebhookSenderOptions {
  db: Database;
  /** The lab's client secret: Lulu signs with the API secret of the webhook's owner. */
  secret: string;
  background: BackgroundTasks;
  log: { error(obj: object, msg: string): void };
  /** The wait before the n-th retry (tests shorten it). */
  retryDelayMs?: (attempt: number) => number;
}

/**
 * Sends PRINT_JOB_STATUS_CHANGED `{topic, data: <print job>}` to every active webhook, signed
 * with `Lulu-HMAC-SHA256` = hex HMAC-SHA256(raw body, secret). Delivery never holds up the
 * status change that caused it; a job's deliveries to one URL go in the order of its changes.
 */
export function createWebhookSender(options: WebhookSenderOptions) {
  const retryDelay = options.retryDelayMs ?? ((attempt) => 500 * 2 ** attempt);
  /** The last deliveries queued per job, so the next change's wait for them. */
  const lanes = new Map<string, Promise<void>>();

  const deliver = async (url: string, body: string) => {
    const signature = signWebhookBody(options.secret, body);
    for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
      if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, retryDelay(attempt)));
      try {
        const response = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', [WEBHOOK_SIGNATURE_HEADER]: signature },
          body,
          signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
          redirect: 'manual',
        });
        await response.body?.cancel().catch(() => {});
        if (response.ok) return;
      } catch {
        // Unreachable or timed out: tried again below.
      }
    }
    options.log.error({ url }, `print lab webhook not delivered after ${ATTEMPTS} attempts`);
  };

  const deliverToAll = async (body: string) => {
    try {
      const hooks = (await listWebhooks(options.db)).filter(
        (hook) => hook.isActive && hook.topics.includes(STATUS_TOPIC),
      );
      await Promise.all(hooks.map((hook) => deliver(hook.url, body)));
    } catch (error) {
      options.log.error({ err: error }, 'print lab webhooks not sent');
    }
  };

  return {
    /** Queues the deliveries of one status change; returns at once. */
    statusChanged(job: { id: number } & Record<string, unknown>) {
      const body = JSON.stringify({ topic: STATUS_TOPIC, data: job });
      // Chained per job as the changes happen, so a receiver sees them in order.
      const lane = String(job.id);
      const next = (lanes.get(lane) ?? Promise.resolve()).then(() => deliverToAll(body));
      lanes.set(lane, next);
      options.background.run('print-lab-webhooks', async () => {
        await next;
        if (lanes.get(lane) === next) lanes.delete(lane);
      });
    },
  };
}
