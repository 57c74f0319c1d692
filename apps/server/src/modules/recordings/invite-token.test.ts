import { describe, expect, it } from 'vitest';
import { signingKey } from '../../lib/signing-keys';
import { hmac } from '../../lib/tokens';
import { readInviteToken, signInviteToken } from './invite-token';

const secret = 'a-server-secret-for-tests';
const inviteId = '3f2b8c1e-5d4a-4b6f-9e8d-7c6b5a4f3e2d';
const inAWeek = new Date(Date.now() + 7 * 24 * 3600 * 1000);

describe('invitation tokens', () => {
  it('reads back what was signed, to the second', () => {
    const token = signInviteToken(secret, { inviteId, expiresAt: inAWeek });
    const claims = readInviteToken(secret, token);
    expect(claims?.inviteId).toBe(inviteId);
    expect(Math.abs((claims?.expiresAt.getTime() ?? 0) - inAWeek.getTime())).toBeLessThan(1000);
  });

  it('stops working when it expires', () => {
    const expiresAt = new Date(Date.now() + 60_000);
    const token = signInviteToken(secret, { inviteId, expiresAt });
    expect(readInviteToken(secret, token, expiresAt.getTime() - 1000)).toBeDefined();
    expect(readInviteToken(secret, token, expiresAt.getTime() + 1000)).toBeUndefined();
  });

  it('refuses a changed invitation id or expiry, another secret, and garbage', () => {
    const token = signInviteToken(secret, { inviteId, expiresAt: inAWeek });
    const [, expires, signature] = token.split('.');
    const otherId = '3f2b8c1e-5d4a-4b6f-9e8d-7c6b5a4f3e2e';
    expect(readInviteToken(secret, `${otherId}.${expires}.${signature}`)).toBeUndefined();
    const later = String(Number(expires) + 3600 * 24 * 365);
    expect(readInviteToken(secret, `${inviteId}.${later}.${signature}`)).toBeUndefined();
    expect(readInviteToken('another-secret', token)).toBeUndefined();
    for (const bad of ['', '...', `${token}.x`, `${inviteId}.${expires}`, 'x'.repeat(500)]) {
      expect(readInviteToken(secret, bad)).toBeUndefined();
    }
  });

  it('is signed with a key of its own: a file-link or CSRF signature of the same text fails', () => {
    const expires = String(Math.floor(inAWeek.getTime() / 1000));
    const message = `voice-invite\n${inviteId}\n${expires}`;
    for (const purpose of ['file-links', 'csrf', 'receipts'] as const) {
      const forged = `${inviteId}.${expires}.${hmac(signingKey(secret, purpose), message)}`;
      expect(readInviteToken(secret, forged)).toBeUndefined();
    }
  });
});
