import { hmac, safeEqual } from '../../lib/tokens';

/** Lulu's example token lives an hour. */
export const TOKEN_SECONDS = 3600;

/**
 * The lab's access tokens: `lab1.<issued ms>.<expires ms>.<signature>`, signed with the lab's
 * client secret, so every process of a deployment accepts them and a restart keeps them valid.
 * `revokeAll()` refuses every token issued before it (in this process), as a token revoked or
 * expired early at Lulu would be: the adapter must then fetch a new one.
 */
export function createLabTokens(secret: string, now: () => number = Date.now) {
  let notBefore = 0;
  let lastIssued = 0;
  let issuedCount = 0;
  const sign = (issued: number, expires: number) =>
    hmac(secret, `print-lab-token\n${issued}\n${expires}`);
  return {
    issue(): { token: string; expiresIn: number } {
      // Strictly increasing, so a token issued right after revokeAll() is never refused with it.
      const issued = Math.max(now(), lastIssued + 1);
      lastIssued = issued;
      issuedCount += 1;
      const expires = issued + TOKEN_SECONDS * 1000;
      return {
        token: `lab1.${issued}.${expires}.${sign(issued, expires)}`,
        expiresIn: TOKEN_SECONDS,
      };
    },
    isValid(token: string | undefined): boolean {
      const match = /^lab1\.(\d{1,16})\.(\d{1,16})\.([A-Za-z0-9_-]{43})$/.exec(token ?? '');
      if (!match) return false;
      const [, issuedText, expiresText, signature] = match as unknown as [
        string,
        string,
        string,
        string,
      ];
      const issued = Number(issuedText);
      const expires = Number(expiresText);
      if (!safeEqual(signature, sign(issued, expires))) return false;
      return expires > now() && issued > notBefore;
    },
    /** Tokens issued by this process so far (tests see the adapter re-authenticate). */
    get issuedCount() {
      return issuedCount;
    },
    revokeAll() {
      notBefore = lastIssued;
    },
  };
}
