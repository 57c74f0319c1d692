import { signingKey } from '../../lib/signing-keys';
import { hmac, safeEqual } from '../../lib/tokens';

/** What an invitation token says: which invitation, and until when (whole seconds). */
export interface InviteClaims {
  inviteId: string;
  expiresAt: Date;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * Signs an invitation to record a voice (docs/decisions/023): `<invite id>.<expiry>.<signature>`,
 * the signature an HMAC under the key of its own purpose (docs/decisions/013), over a message that
 * starts with its purpose. The token names the invitation row; the row, not the token, says
 * whether it was revoked or spent, and which story and voice it may record.
 */
export function signInviteToken(serverSecret: string, claims: InviteClaims): string {
  const expires = String(Math.floor(claims.expiresAt.getTime() / 1000));
  return `${claims.inviteId}.${expires}.${signatureOf(serverSecret, claims.inviteId, expires)}`;
}

/** The claims of a genuine, unexpired token; undefined for anything else. */
export function readInviteToken(
  serverSecret: string,
  token: string,
  now = Date.now(),
): InviteClaims | undefined {
  if (token.length > 200) return undefined;
  const [inviteId = '', expires = '', signature = '', ...rest] = token.split('.');
  if (rest.length > 0 || !UUID.test(inviteId) || !/^\d{1,12}$/.test(expires)) return undefined;
  if (!safeEqual(signature, signatureOf(serverSecret, inviteId, expires))) return undefined;
  const expiresAt = new Date(Number(expires) * 1000);
  if (expiresAt.getTime() <= now) return undefined;
  return { inviteId, expiresAt };
}

const signatureOf = (serverSecret: string, inviteId: string, expires: string) =>
  hmac(signingKey(serverSecret, 'voice-invites'), `voice-invite\n${inviteId}\n${expires}`);
