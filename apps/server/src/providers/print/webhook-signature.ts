import { createHmac, timingSafeEqual } from 'node:crypto';

/** The header Lulu signs its webhooks in. */
export const WEBHOOK_SIGNATURE_HEADER = 'lulu-hmac-sha256';

const digest = (secret: string, rawBody: Buffer | string) =>
  createHmac('sha256', Buffer.from(secret, 'utf8')).update(rawBody).digest();

/** HMAC-SHA256 of the raw body with the API secret, in hex (what the print lab sends). */
export function signWebhookBody(secret: string, rawBody: Buffer | string): string {
  return digest(secret, rawBody).toString('hex');
}

/**
 * Lulu documents the key, message and hash but not the encoding of the header, so both hex and
 * base64 (or base64url) are accepted; anything that does not decode to 32 bytes is refused. The
 * comparison is constant-time over the decoded bytes.
 */
export function isValidWebhookSignature(
  secret: string,
  rawBody: Buffer,
  signature: string | undefined,
): boolean {
  if (!signature) return false;
  const given = decodeSignature(signature.trim());
  if (!given) return false;
  return timingSafeEqual(given, digest(secret, rawBody));
}

function decodeSignature(value: string): Buffer | undefined {
  if (/^[0-9a-fA-F]{64}$/.test(value)) return Buffer.from(value, 'hex');
  if (/^[A-Za-z0-9+/_-]{43}=?$/.test(value)) {
    const bytes = Buffer.from(value.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
    if (bytes.length === 32) return bytes;
  }
  return undefined;
}
