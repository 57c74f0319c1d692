import { z } from 'zod';
import { createLuluHttp, type LuluCall } from './lulu-http';
import {
  addressFieldOf,
  costCalculationSchema,
  coverDimensionsSchema,
  firstFieldError,
  fromCostCalculation,
  fromPrintJob,
  fromShippingOptions,
  jobStatusSchema,
  printJobListSchema,
  printJobSchema,
  shippingOptionsSchema,
  toLuluAddress,
  toShippingOptionsAddress,
  validationSchema,
  webhookDeliverySchema,
  webhookListSchema,
} from './lulu-shapes';
import { isValidWebhookSignature, WEBHOOK_SIGNATURE_HEADER } from './webhook-signature';
import {
  InvalidAddressError,
  InvalidPrintWebhookError,
  PrintProviderUnavailableError,
  PrintRequestRejectedError,
  type FileCheckResult,
  type PrintOrder,
  type PrintProvider,
} from './types';

export interface LuluProviderOptions {
  kind: 'lulu' | 'lab';
  apiBase: string;
  clientKey: string;
  clientSecret: string;
  podPackageId: string;
  /** Per call; a file check may take several calls (default 20 s). */
  timeoutMs?: number;
  /** How often a running file validation is asked about (default 2 s). */
  pollIntervalMs?: number;
  /** How long a file validation may take in all (default 10 min). */
  pollTimeoutMs?: number;
  currency?: string;
}

const WEBHOOK_TOPIC = 'PRINT_JOB_STATUS_CHANGED';
/**
 * Validation states that are not an answer yet. We always send the pod_package_id, with which
 * Lulu goes on past VALIDATED to NORMALIZING and then NORMALIZED or ERROR: VALIDATED is a step.
 */
const RUNNING = new Set(['NULL', 'VALIDATING', 'VALIDATED', 'NORMALIZING', '']);

/**
 * The Print API adapter (docs/decisions/024), over `fetch`. The same code talks to Lulu and to
 * our print lab, which speaks Lulu's paths and shapes.
 */
export function createLuluProvider(options: LuluProviderOptions): PrintProvider {
  const call: LuluCall = createLuluHttp({
    apiBase: options.apiBase,
    clientKey: options.clientKey,
    clientSecret: options.clientSecret,
    timeoutMs: options.timeoutMs ?? 20_000,
  });
  const currency = options.currency ?? 'USD';
  const pollInterval = options.pollIntervalMs ?? 2_000;
  const pollTimeout = options.pollTimeoutMs ?? 10 * 60_000;
  const pod = options.podPackageId;

  /** A refused address names the part to fix; other refusals keep Lulu's words. */
  const withAddressErrors = async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      if (!(error instanceof PrintRequestRejectedError) || error.status !== 400) throw error;
      const found = firstFieldError(error.body);
      if (!found) throw error;
      const inAddress = found.path.includes('shipping_address');
      const field = addressFieldOf(found.path.at(-1) ?? '');
      if (!inAddress && !field) throw error;
      throw new InvalidAddressError(field, found.message, error.status, error.body);
    }
  };

  const findOrderByOrderId = async (orderId: string) => {
    const list = await call(
      'GET',
      `/print-jobs/?search=${encodeURIComponent(orderId)}&page_size=100`,
      printJobListSchema,
    );
    // `search` matches loosely (ids, titles, tracking…): only the exact external id is ours.
    const job = list.results.find((r) => r.external_id === orderId);
    return job ? fromPrintJob(job) : undefined;
  };

  const waitForValidation = async (kind: 'interior' | 'cover', id: string) => {
    const deadline = Date.now() + pollTimeout;
    for (;;) {
      const record = await call('GET', `/validate-${kind}/${id}/`, validationSchema);
      const status = (record.status ?? 'NULL').toUpperCase();
      if (!RUNNING.has(status)) return { ...record, status };
      if (Date.now() > deadline) {
        throw new PrintProviderUnavailableError(`The ${kind} file check did not finish in time`);
      }
      await new Promise((resolve) => setTimeout(resolve, pollInterval));
    }
  };

  const messages = (errors: unknown[] | null | undefined) =>
    (errors ?? []).map((e) => (typeof e === 'string' ? e : JSON.stringify(e)));

  return {
    kind: options.kind,
    podPackageId: pod,

    async shippingOptions({ pageCount, quantity, address }) {
      const options = await call('POST', '/shipping-options/', shippingOptionsSchema, {
        currency,
        line_items: [{ page_count: pageCount, pod_package_id: pod, quantity }],
        shipping_address: toShippingOptionsAddress(address),
      });
      return fromShippingOptions(options, currency);
    },

    async quote({ pageCount, quantity, address, shippingLevel }) {
      const cost = await withAddressErrors(() =>
        call('POST', '/print-job-cost-calculations/', costCalculationSchema, {
          line_items: [{ page_count: pageCount, pod_package_id: pod, quantity }],
          shipping_address: toLuluAddress(address),
          shipping_option: shippingLevel,
          currency,
        }),
      );
      return fromCostCalculation(cost);
    },

    async checkFiles({ interiorUrl, coverUrl, pageCount }): Promise<FileCheckResult> {
      const [interior, cover] = await Promise.all([
        call('POST', '/validate-interior/', validationSchema, {
          source_url: interiorUrl,
          pod_package_id: pod,
        }),
        call('POST', '/validate-cover/', validationSchema, {
          source_url: coverUrl,
          pod_package_id: pod,
          interior_page_count: pageCount,
        }),
      ]);
      const [interiorResult, coverResult] = await Promise.all([
        waitForValidation('interior', interior.id),
        waitForValidation('cover', cover.id),
      ]);
      const interiorErrors = messages(interiorResult.errors);
      const coverErrors = messages(coverResult.errors);
      if (interiorResult.status === 'ERROR' && interiorErrors.length === 0)
        interiorErrors.push('The interior file was refused');
      if (coverResult.status === 'ERROR' && coverErrors.length === 0)
        coverErrors.push('The cover file was refused');
      const found = Number(interiorResult.page_count ?? pageCount);
      if (interiorErrors.length === 0 && found !== pageCount)
        interiorErrors.push(`The interior has ${found} pages, not ${pageCount}`);
      if (interiorErrors.length || coverErrors.length)
        return { ok: false, interiorErrors, coverErrors };
      return { ok: true, interiorPageCount: found };
    },

    async coverDimensions(pageCount) {
      const size = await call('POST', '/cover-dimensions/', coverDimensionsSchema, {
        pod_package_id: pod,
        interior_page_count: pageCount,
        unit: 'pt',
      });
      return { widthPt: Number(size.width), heightPt: Number(size.height) };
    },

    async createOrder(order) {
      const existing = await findOrderByOrderId(order.orderId);
      if (existing) return existing;
      const body = {
        external_id: order.orderId,
        contact_email: order.contactEmail,
        shipping_level: order.shippingLevel,
        production_delay: order.productionDelayMinutes,
        // The spec lists shipping_address.email as required: the parent's if given, else ours.
        shipping_address: toLuluAddress({
          ...order.address,
          email: order.address.email || order.contactEmail,
        }),
        line_items: [
          {
            external_id: order.orderId,
            title: order.title,
            quantity: order.quantity,
            printable_normalization: {
              pod_package_id: pod,
              interior: { source_url: order.interiorUrl },
              cover: { source_url: order.coverUrl },
            },
          },
        ],
      };
      try {
        return fromPrintJob(
          await withAddressErrors(() => call('POST', '/print-jobs/', printJobSchema, body)),
        );
      } catch (error) {
        // No idempotency key at Lulu: a create that timed out may have happened all the same.
        if (!(error instanceof PrintProviderUnavailableError)) throw error;
        const created = await findOrderByOrderId(order.orderId);
        if (created) return created;
        throw error;
      }
    },

    async getOrder(providerId) {
      try {
        return fromPrintJob(
          await call('GET', `/print-jobs/${encodeURIComponent(providerId)}/`, printJobSchema),
        );
      } catch (error) {
        if (error instanceof PrintRequestRejectedError && error.status === 404) return undefined;
        throw error;
      }
    },

    findOrderByOrderId,

    async cancel(providerId) {
      const path = `/print-jobs/${encodeURIComponent(providerId)}/`;
      try {
        await call('PUT', `${path}status/`, jobStatusSchema, { name: 'CANCELED' });
      } catch (error) {
        if (!(error instanceof PrintRequestRejectedError)) throw error;
        if (error.status === 404) return { kind: 'not_found' };
        if (error.status === 400 || error.status === 409) {
          return {
            kind: 'refused',
            message: firstFieldError(error.body)?.message ?? error.message,
          };
        }
        throw error;
      }
      let order: PrintOrder | null = null;
      try {
        order = fromPrintJob(await call('GET', path, printJobSchema));
      } catch {
        // Canceled all the same; the job is read again by whoever needs it.
      }
      return { kind: 'canceled', order };
    },

    async ensureWebhook(url) {
      const list = await call('GET', '/webhooks/', webhookListSchema);
      const existing = list.results.find((w) => w.url === url);
      if (!existing) {
        await call('POST', '/webhooks/', z.unknown(), { topics: [WEBHOOK_TOPIC], url });
        return;
      }
      if (existing.is_active === false || !existing.topics?.includes(WEBHOOK_TOPIC)) {
        await call('PATCH', `/webhooks/${encodeURIComponent(existing.id)}/`, z.unknown(), {
          is_active: true,
          topics: [...new Set([...(existing.topics ?? []), WEBHOOK_TOPIC])],
        });
      }
    },

    parseWebhook(rawBody, headers) {
      const header = headers[WEBHOOK_SIGNATURE_HEADER];
      const signature = Array.isArray(header) ? header[0] : header;
      if (!signature) throw new InvalidPrintWebhookError('missing_signature');
      if (!isValidWebhookSignature(options.clientSecret, rawBody, signature))
        throw new InvalidPrintWebhookError('bad_signature');
      let json: unknown;
      try {
        json = JSON.parse(rawBody.toString('utf8'));
      } catch {
        throw new InvalidPrintWebhookError('malformed');
      }
      const delivery = webhookDeliverySchema.safeParse(json);
      if (!delivery.success) throw new InvalidPrintWebhookError('malformed');
      if (delivery.data.topic !== WEBHOOK_TOPIC)
        return { kind: 'ignored', topic: delivery.data.topic };
      const job = printJobSchema.safeParse(delivery.data.data);
      if (!job.success) throw new InvalidPrintWebhookError('malformed');
      return { kind: 'status_changed', order: fromPrintJob(job.data) };
    },
  };
}
