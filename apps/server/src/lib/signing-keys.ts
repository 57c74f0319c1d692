import { hkdfSync } from 'node:crypto';

/** Everything the server signs, each with a key of its own. */
export type SigningPurpose =
  'csrf' | 'file-links' | 'print-lab' | 'receipts' | 'test-checkout' | 'voice-invites';

/**
 * A key for one purpose, derived from the server secret with HKDF-SHA256. One key per purpose
 * means a value signed for one can never pass as another: the CSRF endpoint signs a value the
 * client chooses, and with a shared key it signed file links too (docs/decisions/013).
 */
export function signingKey(serverSecret: string, purpose: SigningPurpose): string {
  return Buffer.from(
    hkdfSync('sha256', serverSecret, 'starry-night-story', `sns/${purpose}/v1`, 32),
  ).toString('hex');
}
