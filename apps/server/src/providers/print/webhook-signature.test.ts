import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { isValidWebhookSignature, signWebhookBody } from './webhook-signature';

const secret = 'lab-secret-4f1c';
const body = Buffer.from(
  JSON.stringify({
    topic: 'PRINT_JOB_STATUS_CHANGED',
    data: { id: 7, status: { name: 'SHIPPED' } },
  }),
);
const mac = createHmac('sha256', secret).update(body).digest();

describe('webhook signatures (HMAC-SHA256 of the raw body with the API secret)', () => {
  it('signs in lower-case hex, the digest of the exact bytes', () => {
    expect(signWebhookBody(secret, body)).toBe(mac.toString('hex'));
  });

  it('accepts the signature in hex (either case), base64 and base64url', () => {
    for (const signature of [
      mac.toString('hex'),
      mac.toString('hex').toUpperCase(),
      mac.toString('base64'),
      mac.toString('base64url'),
      ` ${mac.toString('hex')} `,
    ])
      expect(isValidWebhookSignature(secret, body, signature)).toBe(true);
  });

  it('refuses a tampered body, a wrong secret, a missing or malformed header', () => {
    const tampered = Buffer.from(body.toString().replace('SHIPPED', 'DELIVERED'));
    expect(isValidWebhookSignature(secret, tampered, mac.toString('hex'))).toBe(false);
    // Re-serialised JSON (other spacing) is not the body that was signed.
    const reformatted = Buffer.from(JSON.stringify(JSON.parse(body.toString()), null, 1));
    expect(isValidWebhookSignature(secret, reformatted, mac.toString('hex'))).toBe(false);
    const wrongSecret = createHmac('sha256', 'another-secret').update(body).digest('hex');
    expect(isValidWebhookSignature(secret, body, wrongSecret)).toBe(false);
    for (const signature of [
      undefined,
      '',
      'abc',
      mac.toString('hex').slice(0, 62),
      'x'.repeat(64),
    ])
      expect(isValidWebhookSignature(secret, body, signature)).toBe(false);
  });
});
