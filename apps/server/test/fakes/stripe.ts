import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A form-encoded Stripe request body, nested as Stripe reads `a[b][0][c]=…` keys. */
export type FormValue = string | FormValue[] | { [key: string]: FormValue };
export type FormObject = { [key: string]: FormValue };

export interface RecordedRequest {
  method: string;
  path: string;
  idempotencyKey?: string;
  form: FormObject;
}

export interface FakeCheckoutSession {
  id: string;
  object: 'checkout.session';
  mode: string;
  url: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid' | 'no_payment_required';
  client_reference_id: string | null;
  customer_email: string | null;
  amount_total: number;
  amount_subtotal: number;
  total_details: { amount_discount: number; amount_shipping: number; amount_tax: number };
  automatic_tax: { enabled: boolean; status: 'complete' | null };
  currency: string;
  metadata: Record<string, string>;
  payment_intent: string | null;
  success_url: string;
  cancel_url: string;
  livemode: false;
  created: number;
}

/** The fake's Stripe Tax: this percentage of the subtotal when automatic_tax is enabled. */
export const FAKE_TAX_PERCENT = 10;

const id = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('hex')}`;

/**
 * A local stand-in for the part of Stripe's API we use, speaking its real protocol: form-encoded
 * POST /v1/checkout/sessions (Idempotency-Key honoured), GET /v1/checkout/sessions/:id,
 * GET /v1/payment_intents/:id (expand latest_charge), GET /v1/charges/:id and POST /v1/refunds
 * (Idempotency-Key honoured, never more than was paid), with Stripe's
 * error bodies. The official SDK is pointed at it through STRIPE_API_BASE.
 */
export async function startFakeStripe(
  options: { secretKey?: string; webhookSecret?: string } = {},
) {
  const secretKey = options.secretKey ?? 'sk_test_fake_starry';
  const webhookSecret = options.webhookSecret ?? 'whsec_test_fake_starry';
  const sessions = new Map<string, FakeCheckoutSession>();
  const intents = new Map<
    string,
    { id: string; object: 'payment_intent'; latest_charge: string }
  >();
  const charges = new Map<
    string,
    { id: string; object: 'charge'; receipt_url: string; payment_intent: string }
  >();
  const refunds: {
    id: string;
    object: 'refund';
    payment_intent: string;
    amount: number;
    currency: string;
    status: string;
  }[] = [];
  const idempotent = new Map<string, { fingerprint: string; status: number; body: unknown }>();
  const requests: RecordedRequest[] = [];
  let failuresLeft = 0;
  let dropNext = false;
  let base = '';

  const server: Server = createServer((req, res) => {
    void readBody(req).then((raw) => handle(req, res, raw));
  });

  function handle(req: IncomingMessage, res: ServerResponse, raw: string) {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json', 'request-id': id('req') });
      res.end(JSON.stringify(body));
    };
    const form = parseForm(req.method === 'GET' ? url.search.slice(1) : raw);
    const idempotencyKey = header(req, 'idempotency-key');
    requests.push({ method: req.method ?? 'GET', path: url.pathname, idempotencyKey, form });

    if (header(req, 'authorization') !== `Bearer ${secretKey}`) {
      return send(401, stripeError('invalid_request_error', 'Invalid API Key provided.'));
    }
    if (failuresLeft > 0) {
      failuresLeft -= 1;
      return send(500, stripeError('api_error', 'Something went wrong on Stripe’s end.'));
    }
    if (req.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
      if (idempotencyKey) {
        const fingerprint = createHash('sha256').update(raw).digest('hex');
        const earlier = idempotent.get(idempotencyKey);
        if (earlier && earlier.fingerprint !== fingerprint) {
          return send(
            400,
            stripeError(
              'idempotency_error',
              'Keys for idempotent requests can only be used with the same parameters they were first used with.',
            ),
          );
        }
        if (earlier) return send(earlier.status, earlier.body);
        const created = createSession(form);
        idempotent.set(idempotencyKey, { fingerprint, ...created });
        if (dropNext) {
          // Done at Stripe, but the answer is lost on the way back (the connection drops).
          dropNext = false;
          return res.destroy();
        }
        return send(created.status, created.body);
      }
      const created = createSession(form);
      return send(created.status, created.body);
    }
    if (req.method === 'POST' && url.pathname === '/v1/refunds') {
      const fingerprint = createHash('sha256').update(raw).digest('hex');
      const earlier = idempotencyKey ? idempotent.get(idempotencyKey) : undefined;
      if (earlier && earlier.fingerprint !== fingerprint)
        return send(400, stripeError('idempotency_error', 'Keys for idempotent requests…'));
      if (earlier) return send(earlier.status, earlier.body);
      const created = createRefund(form);
      if (idempotencyKey) idempotent.set(idempotencyKey, { fingerprint, ...created });
      return send(created.status, created.body);
    }
    const match = /^\/v1\/(checkout\/sessions|payment_intents|charges)\/([^/]+)$/.exec(
      url.pathname,
    );
    if (req.method === 'GET' && match) {
      const [, kind, objectId] = match as unknown as [string, string, string];
      if (kind === 'checkout/sessions') return found(send, sessions.get(objectId), objectId);
      if (kind === 'charges') return found(send, charges.get(objectId), objectId);
      const intent = intents.get(objectId);
      const expandParam = form.expand;
      const expand =
        typeof expandParam === 'string' ? [expandParam] : Object.values(expandParam ?? {});
      if (intent && expand.includes('latest_charge')) {
        return send(200, { ...intent, latest_charge: charges.get(intent.latest_charge) });
      }
      return found(send, intent, objectId);
    }
    send(
      404,
      stripeError(
        'invalid_request_error',
        `Unrecognized request URL (${req.method}: ${url.pathname}).`,
      ),
    );
  }

  /** A full or partial refund of a paid payment intent, never more than was paid. */
  function createRefund(form: FormObject): { status: number; body: unknown } {
    const intentId = typeof form.payment_intent === 'string' ? form.payment_intent : '';
    const paid = [...sessions.values()].find((s) => s.payment_intent === intentId);
    if (!paid || !intents.has(intentId))
      return {
        status: 404,
        body: stripeError('invalid_request_error', `No such payment_intent: '${intentId}'`),
      };
    const amount = form.amount === undefined ? paid.amount_total : Number(form.amount);
    const already = refunds
      .filter((r) => r.payment_intent === intentId)
      .reduce((sum, r) => sum + r.amount, 0);
    if (amount + already > paid.amount_total)
      return {
        status: 400,
        body: stripeError(
          'invalid_request_error',
          'Refund amount is greater than unrefunded amount',
        ),
      };
    const refund = {
      id: id('re'),
      object: 'refund' as const,
      payment_intent: intentId,
      amount,
      currency: paid.currency,
      status: 'succeeded',
    };
    refunds.push(refund);
    return { status: 200, body: refund };
  }

  function createSession(form: FormObject): { status: number; body: unknown } {
    const items = Object.values((form.line_items ?? {}) as Record<string, FormObject>);
    if (form.mode !== 'payment' || items.length === 0 || !form.success_url || !form.cancel_url) {
      return { status: 400, body: stripeError('invalid_request_error', 'Missing required param.') };
    }
    let amount = 0;
    let currency = '';
    for (const item of items) {
      const price = item.price_data as FormObject | undefined;
      amount += Number(price?.unit_amount ?? 0) * Number(item.quantity ?? 1);
      currency = String(price?.currency ?? '');
    }
    // Stripe Tax, as a stand-in: a flat FAKE_TAX_PERCENT on top of prices set tax-exclusive.
    const automaticTax = (form.automatic_tax as FormObject | undefined)?.enabled === 'true';
    const tax = automaticTax ? Math.round((amount * FAKE_TAX_PERCENT) / 100) : 0;
    const sessionId = id('cs');
    const session: FakeCheckoutSession = {
      id: sessionId,
      object: 'checkout.session',
      mode: 'payment',
      url: `${base}/pay/${sessionId}`,
      status: 'open',
      payment_status: 'unpaid',
      client_reference_id:
        typeof form.client_reference_id === 'string' ? form.client_reference_id : null,
      customer_email: typeof form.customer_email === 'string' ? form.customer_email : null,
      amount_total: amount + tax,
      amount_subtotal: amount,
      total_details: { amount_discount: 0, amount_shipping: 0, amount_tax: tax },
      automatic_tax: { enabled: automaticTax, status: automaticTax ? 'complete' : null },
      currency,
      metadata: (form.metadata ?? {}) as Record<string, string>,
      payment_intent: null,
      success_url: String(form.success_url),
      cancel_url: String(form.cancel_url),
      livemode: false,
      created: Math.floor(Date.now() / 1000),
    };
    sessions.set(sessionId, session);
    return { status: 200, body: session };
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    base,
    secretKey,
    webhookSecret,
    env: {
      STRIPE_SECRET_KEY: secretKey,
      STRIPE_WEBHOOK_SECRET: webhookSecret,
      STRIPE_API_BASE: base,
    },
    requests,
    session: (sessionId: string) => sessions.get(sessionId),
    /** Every refund made (POST /v1/refunds, idempotent retries not counted twice). */
    refunds,
    /** The parent pays on Stripe's page: the session completes with a payment intent and charge. */
    pay(sessionId: string) {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`no fake session ${sessionId}`);
      const chargeId = id('ch');
      const intentId = id('pi');
      charges.set(chargeId, {
        id: chargeId,
        object: 'charge',
        payment_intent: intentId,
        receipt_url: `https://pay.stripe.com/receipts/payment/${chargeId}`,
      });
      intents.set(intentId, { id: intentId, object: 'payment_intent', latest_charge: chargeId });
      Object.assign(session, {
        status: 'complete',
        payment_status: 'paid',
        payment_intent: intentId,
      });
      return session;
    },
    /** An event as Stripe would deliver it to the webhook. */
    event(type: string, object: unknown) {
      return {
        id: id('evt'),
        object: 'event',
        api_version: '2026-10-28.endive',
        created: Math.floor(Date.now() / 1000),
        type,
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        data: { object },
      };
    },
    /** How many checkout sessions exist (idempotent retries must not add any). */
    sessionCount: () => sessions.size,
    /** The next checkout creation succeeds at "Stripe" but its connection drops before the answer. */
    dropNextResponse() {
      dropNext = true;
    },
    /** The next `n` API calls answer 500, as when Stripe has an outage. */
    failNext(n: number) {
      failuresLeft = n;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;

function found(send: (status: number, body: unknown) => void, object: unknown, objectId: string) {
  if (object) return send(200, object);
  send(404, {
    error: {
      ...stripeError('invalid_request_error', `No such object: '${objectId}'`).error,
      code: 'resource_missing',
    },
  });
}

function stripeError(type: string, message: string) {
  return { error: { type, message } };
}

function header(req: IncomingMessage, name: string) {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

/** `a[b][0]=x&a[c]=y` → {a: {b: {0: 'x'}, c: 'y'}} (indexed lists stay objects keyed by index). */
export function parseForm(text: string): FormObject {
  const root: FormObject = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const path = key.replace(/\]/g, '').split('[');
    let node: FormObject = root;
    path.forEach((part, i) => {
      if (i === path.length - 1) node[part] = value;
      else node = (node[part] ??= {}) as FormObject;
    });
  }
  return root;
}
