import type { Product } from '@sns/contract';
import { asc, eq } from 'drizzle-orm';
import { checkoutSessions } from '../../src/db/purchases-schema';
import { creditLedger } from '../../src/db/schema';
import type { TestApp } from './test-app';

type Client = ReturnType<TestApp['client']>;

/** POST /api/payments for a package, as the purchase page sends it. */
export function startPurchase(client: Client, productId: string, user?: Record<string, unknown>) {
  return client.post<{ url: string }>('/api/payments', {
    user,
    product: { product_id: productId },
  });
}

/** The path and checkout id of the hosted test checkout a payments answer points to. */
export function testCheckoutOf(url: string) {
  const path = new URL(url).pathname;
  const checkoutId = /^\/test-checkout\/([0-9a-f-]{36})$/.exec(path)?.[1];
  if (!checkoutId) throw new Error(`not a test checkout url: ${url}`);
  return { path, checkoutId };
}

/** Opens the test checkout page as a browser would and reads its hidden form token. */
export async function openTestCheckout(client: Client, url: string) {
  const { path, checkoutId } = testCheckoutOf(url);
  const page = await client.get<string>(path);
  const token = /name="token" value="([^"]+)"/.exec(page.body)?.[1];
  return { page, token, checkoutId, path };
}

/** Submits the test checkout's form (Pay or Cancel) as a url-encoded body, as the page does. */
export function submitTestCheckout(
  client: Client,
  checkoutId: string,
  action: 'pay' | 'cancel',
  fields: { token?: string; cardNumber?: string },
) {
  const body = new URLSearchParams(
    Object.entries(fields).filter((e): e is [string, string] => e[1] !== undefined),
  ).toString();
  return client.request<string>({
    method: 'POST',
    url: `/test-checkout/${checkoutId}/${action}`,
    payload: body,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    csrf: false,
  });
}

/** Buys a package end to end through the test checkout with the card that pays. */
export async function buyWithTestCard(client: Client, productId = 'credits-30') {
  const started = await startPurchase(client, productId);
  if (started.status !== 200) throw new Error(`payments failed: ${JSON.stringify(started.body)}`);
  const { token, checkoutId } = await openTestCheckout(client, started.body.url);
  const paid = await submitTestCheckout(client, checkoutId, 'pay', {
    token,
    cardNumber: '4242 4242 4242 4242',
  });
  if (paid.status !== 303) throw new Error(`pay failed: ${paid.status}`);
  return { checkoutId };
}

/** GET /api/getAllProducts/ as a visitor would. */
export async function products(client: Client) {
  return (await client.get<Product[]>('/api/getAllProducts/')).body;
}

export async function checkoutRow(t: TestApp, checkoutId: string) {
  const [row] = await t.ctx.database.db
    .select()
    .from(checkoutSessions)
    .where(eq(checkoutSessions.id, checkoutId));
  return row;
}

/** The user's purchase rows in the ledger, oldest first. */
export async function purchaseLedger(t: TestApp, userId: string) {
  const rows = await t.ctx.database.db
    .select()
    .from(creditLedger)
    .where(eq(creditLedger.userId, userId))
    .orderBy(asc(creditLedger.id));
  return rows.filter((r) => r.reason === 'purchase');
}
