import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import {
  createPrintProvider,
  PrintProviderUnavailableError,
  type PrintProvider,
} from '../../src/providers/print';
import type { TestCheckoutProvider } from '../../src/providers/payments';
import { waitUntil } from '../helpers/wait';
import { signedInParent } from '../helpers/factories';
import {
  checkoutBody,
  freePort,
  labJobsFor,
  printOrderRow,
  readyMergedBook,
  submitPrintTestCheckout,
} from '../helpers/print-orders';
import { createTestApp } from '../helpers/test-app';

/**
 * The printer took the job, then the worker's process died before it recorded it
 * (docs/decisions/027): after the restart the retried job finds the printer's job by our order id
 * (external_id) instead of creating a second one.
 */
describe('submitting a print order survives a crash', () => {
  it(
    'a worker killed after the printer took the job leaves one print job',
    { timeout: 90_000 },
    async () => {
      const port = await freePort();
      const env = {
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        SESSION_SECRET: 'print-orders-restart-test-secret-0123456789abcdef',
        PRINT_SUBMIT_EXPIRE_SECONDS: '3',
        PRINT_SUBMIT_RETRY_SECONDS: '1',
        JOB_MAINTENANCE_SECONDS: '1',
      };
      // The same adapter the app would make, reaching the lab over HTTP, but whose process "dies"
      // (never answers again) right after the printer created the job.
      const real = await createPrintProvider(
        loadConfig({
          NODE_ENV: 'test',
          DATA_DIR: mkdtempSync(join(tmpdir(), 'sns-test-')),
          ...env,
        }),
      );
      let created = 0;
      const dying: PrintProvider = Object.assign(Object.create(real) as PrintProvider, {
        async createOrder(order: Parameters<PrintProvider['createOrder']>[0]) {
          await real.createOrder(order);
          created += 1;
          return new Promise<never>(() => {});
        },
      });

      const first = await createTestApp(env, { onDisk: true, overrides: { print: dying } });
      await first.app.listen({ port, host: '127.0.0.1' });
      const parent = await signedInParent(first);
      const book = await readyMergedBook(first, parent.user.user_uid);
      const started = await parent.client.post<{ orderId: string }>(
        '/api/checkoutBook',
        checkoutBody(book),
      );
      const { orderId } = started.body;
      expect((await submitPrintTestCheckout(first, orderId, 'pay')).statusCode).toBe(303);
      await waitUntil(async () => created === 1);
      expect((await printOrderRow(first, orderId))?.status).toBe('paid');
      await first.ctx.background.idle();
      await first.close({ keepData: true });

      const second = await createTestApp(env, { reuse: first });
      try {
        await second.app.listen({ port, host: '127.0.0.1' });
        await waitUntil(async () => (await printOrderRow(second, orderId))?.status === 'submitted');
        await second.ctx.background.idle();
        expect(await labJobsFor(second, orderId)).toBe(1);
        const row = await printOrderRow(second, orderId);
        expect(row?.providerJobId).toBeTruthy();
      } finally {
        await second.close();
      }
    },
  );

  it(
    'an order the printer never takes, through every retry, is failed and refunded once',
    { timeout: 90_000 },
    async () => {
      const port = await freePort();
      const env = {
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        SESSION_SECRET: 'print-orders-restart-test-secret-0123456789abcdef',
        PRINT_SUBMIT_RETRY_SECONDS: '1',
      };
      const real = await createPrintProvider(
        loadConfig({
          NODE_ENV: 'test',
          DATA_DIR: mkdtempSync(join(tmpdir(), 'sns-test-')),
          ...env,
        }),
      );
      let attempts = 0;
      const away: PrintProvider = Object.assign(Object.create(real) as PrintProvider, {
        async createOrder() {
          attempts += 1;
          throw new PrintProviderUnavailableError('the printer is away');
        },
      });
      const t = await createTestApp(env, { overrides: { print: away } });
      try {
        await t.app.listen({ port, host: '127.0.0.1' });
        const parent = await signedInParent(t);
        const book = await readyMergedBook(t, parent.user.user_uid);
        const { orderId } = (
          await parent.client.post<{ orderId: string }>('/api/checkoutBook', checkoutBody(book))
        ).body;
        expect((await submitPrintTestCheckout(t, orderId, 'pay')).statusCode).toBe(303);
        await waitUntil(async () => (await printOrderRow(t, orderId))?.refundState === 'refunded', {
          timeoutMs: 60_000,
        });
        expect(attempts).toBe(11);
        expect(await printOrderRow(t, orderId)).toMatchObject({ status: 'refunded' });
        expect(await labJobsFor(t, orderId)).toBe(0);
        const refunds = (t.ctx.payments as TestCheckoutProvider).refunds;
        expect(refunds.filter((r) => r.key === orderId)).toHaveLength(1);
      } finally {
        await t.close();
      }
    },
  );
});
