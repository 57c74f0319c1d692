import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { hmac, safeEqual } from '../../lib/tokens';

/**
 * Who may use the print lab's page and buttons (issue 29): the operator, holding the token in
 * DATA_DIR/print-lab-token (or PRINT_LAB_TOKEN), like `npm run backup`'s. A browser shows it once
 * on the page's sign-in form and keeps a cookie derived from it (HttpOnly, SameSite=Strict, only
 * under /print-lab); a script may send it as the `x-print-lab-token` header. Nobody else sees a
 * job, an order id, a city or a form token.
 */
export const printLabTokenFile = (dataDir: string) => join(dataDir, 'print-lab-token');

export function readOrCreatePrintLabToken(dataDir: string): string {
  const file = printLabTokenFile(dataDir);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const token = randomBytes(32).toString('hex');
  writeFileSync(file, token, { mode: 0o600 });
  return token;
}

export const OPERATOR_COOKIE = 'sns_print_lab';
export const OPERATOR_HEADER = 'x-print-lab-token';

export function createOperatorAccess(options: {
  token: string;
  publicUrl: string;
  secureCookies: boolean;
  cookiePath: string;
}) {
  // The cookie holds a value derived from the token, so a leaked cookie is not the token itself.
  const cookieValue = hmac(options.token, 'print-lab-operator-cookie');
  const publicOrigin = new URL(options.publicUrl).origin;

  const isToken = (given: unknown) => typeof given === 'string' && safeEqual(options.token, given);

  return {
    isToken,

    /** The operator's header or cookie; anything else is a stranger. */
    isOperator(request: FastifyRequest): boolean {
      const header = request.headers[OPERATOR_HEADER];
      if (typeof header === 'string' && isToken(header)) return true;
      const cookie = request.cookies[OPERATOR_COOKIE];
      return typeof cookie === 'string' && safeEqual(cookieValue, cookie);
    },

    /**
     * A request another site made the browser send (a form posted from elsewhere): refused by its
     * Fetch Metadata or by its Origin, whichever says so. (Under our no-referrer policy a
     * same-origin form post says `Origin: null`: that is trusted only beside a Sec-Fetch-Site.)
     * Scripts send neither and pass; they need the token all the same.
     */
    isCrossSite(request: FastifyRequest): boolean {
      const site = request.headers['sec-fetch-site'];
      if (typeof site === 'string' && site !== 'same-origin' && site !== 'none') return true;
      const origin = request.headers.origin;
      if (typeof origin !== 'string') return false;
      if (origin === 'null') return typeof site !== 'string';
      const own = `${request.protocol}://${request.host}`;
      return origin !== publicOrigin && origin !== own;
    },

    signIn(reply: FastifyReply) {
      reply.setCookie(OPERATOR_COOKIE, cookieValue, {
        path: options.cookiePath,
        httpOnly: true,
        sameSite: 'strict',
        secure: options.secureCookies,
        maxAge: 12 * 3600,
      });
    },
  };
}

export type OperatorAccess = ReturnType<typeof createOperatorAccess>;
