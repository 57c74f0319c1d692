import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PrintProvider } from '../../src/providers/print';
import { signedInParent } from '../helpers/factories';
import { createTestApp, type TestApp } from '../helpers/test-app';

/** A printer whose shipping prices fail with an error nobody maps: the route answers 500. */
const brokenPrinter = {
  kind: 'lab',
  podPackageId: 'test',
  shippingOptions: () => Promise.reject(new Error('the printer broke')),
} as unknown as PrintProvider;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { workers: false, overrides: { print: brokenPrinter } });
});
afterAll(async () => t.close());

const failTask = (t: TestApp, message: string) => {
  t.ctx.background.run('test task', () => Promise.reject(new Error(message)));
  return t.ctx.background.idle();
};

describe('the guard against unexpected error logs (helpers/error-logs.ts)', () => {
  it('fails on an error nobody declared: a 500, a failed background task', async () => {
    const { client } = await signedInParent(t);
    expect((await client.get('/api/getShipmentPrices?country=US')).status).toBe(500);
    await failTask(t, 'the disk wobbled');
    // What runs after each test; here its error is caught, so this test passes.
    expect(() => t.checkErrorLogs()).toThrow(
      /2 unexpected error\(s\):\n- \[request\] request failed: the printer broke\n[\s\S]*- \[context\] background task failed: the disk wobbled/,
    );
    // Reported once: the check after this test finds nothing new.
    expect(() => t.checkErrorLogs()).not.toThrow();
  });

  it('passes the errors a test declares it provokes', async () => {
    const { client } = await signedInParent(t);
    t.allowErrorLogs(/^request failed: the printer broke$/);
    expect((await client.get('/api/getShipmentPrices?country=US')).status).toBe(500);
    expect(() => t.checkErrorLogs()).not.toThrow();
  });

  it('fails the close of an app that logged an undeclared error after the last check', async () => {
    const other = await createTestApp(
      {},
      { workers: false, expectErrorLogs: [/^background task failed: as planned$/] },
    );
    await failTask(other, 'as planned');
    await failTask(other, 'by surprise');
    const closed = other.close();
    await expect(closed).rejects.toThrow(/1 unexpected error\(s\):\n.*by surprise/);
    await expect(closed).rejects.not.toThrow(/as planned/);
  });
});
