import { signingKey } from '../../lib/signing-keys';

/**
 * The client key and secret of the print lab in this app (docs/decisions/024). The secret is
 * derived from the session secret for this purpose alone, so every process of one deployment
 * agrees on it and it never has to be configured; it signs the lab's tokens and webhooks.
 */
export function printLabCredentials(sessionSecret: string) {
  return { clientKey: 'print-lab', clientSecret: signingKey(sessionSecret, 'print-lab') };
}
