import Stripe from 'stripe';
import type { FakeStripe } from '../fakes/stripe';
import type { TestApp } from './test-app';

/** The Stripe-Signature header for `payload`, made by the official SDK as Stripe would. */
export function signPayload(
  fake: FakeStripe,
  payload: string,
  options: { timestamp?: number; secret?: string } = {},
) {
  return Stripe.webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? fake.webhookSecret,
    timestamp: options.timestamp ?? Math.floor(Date.now() / 1000),
  });
}

/** Delivers a webhook as Stripe does: raw JSON bytes, the signature header, no cookies or CSRF. */
export function deliverWebhook(t: TestApp, payload: string, signature: string | undefined) {
  return t.client().request<{ received?: boolean; message?: string }>({
    method: 'POST',
    url: '/api/webhooks/stripe',
    payload,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      ...(signature === undefined ? {} : { 'stripe-signature': signature }),
    },
    csrf: false,
  });
}

/** A correctly signed delivery of `event`. */
export function deliverSignedEvent(t: TestApp, fake: FakeStripe, event: unknown) {
  const payload = JSON.stringify(event, null, 2);
  return deliverWebhook(t, payload, signPayload(fake, payload));
}
