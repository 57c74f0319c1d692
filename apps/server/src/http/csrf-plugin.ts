import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { hmac, randomToken, safeEqual } from '../lib/tokens';
import { errors } from '../errors';
import { matchedApiRoute } from './matched-route';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A GET that spends credits: refused from other sites (see the csrf hook). */
    spends?: boolean;
  }
}

const SECRET_COOKIE = 'sns_csrf';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** randomToken(): 32 bytes, and 12 for the salt, in base64url. */
const COOKIE_SECRET = /^[A-Za-z0-9_-]{43}$/;
const SALT = /^[A-Za-z0-9_-]{16}$/;

/**
 * CSRF by a signed double submit: an HttpOnly cookie holds a random secret, and the token the
 * client sends in the `csrf-token` header is salt + HMAC(server secret, salt + cookie secret).
 * A cross-site page can make the browser send the cookie but can never read or forge the token.
 */
export const csrfPlugin = fp(
  async (
    app: FastifyInstance,
    opts: { key: string; secureCookies: boolean; exemptPrefixes: string[] },
  ) => {
    // `key` signs CSRF tokens and nothing else (lib/signing-keys.ts); the message is unambiguous.
    const sign = (salt: string, secret: string) =>
      `${salt}.${hmac(opts.key, `csrf\n${salt}\n${secret}`)}`;

    app.get(
      '/api/csrfToken',
      {
        schema: {
          tags: ['session'],
          summary: 'A CSRF token to send as the csrf-token header on every state-changing call',
          response: { 200: z.object({ csrfToken: z.string() }) },
        },
      },
      async (request, reply) => {
        let secret = request.cookies[SECRET_COOKIE];
        // Only a secret we could have made is signed: the client must not choose what we sign.
        if (!secret || !COOKIE_SECRET.test(secret)) {
          secret = randomToken();
          reply.setCookie(SECRET_COOKIE, secret, {
            path: '/',
            httpOnly: true,
            sameSite: 'lax',
            secure: opts.secureCookies,
            maxAge: 365 * 24 * 3600,
          });
        }
        reply.header('cache-control', 'no-store');
        return { csrfToken: sign(randomToken(12), secret) };
      },
    );

    const hasValidToken = (request: FastifyRequest) => {
      const secret = request.cookies[SECRET_COOKIE];
      const token = request.headers['csrf-token'];
      if (!secret || !COOKIE_SECRET.test(secret) || typeof token !== 'string') return false;
      const [salt] = token.split('.');
      return Boolean(salt && SALT.test(salt) && safeEqual(token, sign(salt, secret)));
    };

    app.addHook('onRequest', async (request) => {
      // Decided on the route that will answer, never the raw URL: `/%61pi/logout` is routed to
      // /api/logout, and a prefix test on the raw URL let it through without a token.
      const route = matchedApiRoute(request);
      if (!route) return;
      if (SAFE_METHODS.has(request.method)) {
        // A GET that spends (the original getAudioUrl, docs/api.md#spec-7, starts a paid
        // narration): a cross-site link or image must not trigger it. The browser says where the
        // request comes from; without that header, only our token will do.
        if (!request.routeOptions.config.spends) return;
        const site = request.headers['sec-fetch-site'];
        if (site === 'same-origin' || site === 'none' || hasValidToken(request)) return;
        throw errors.csrf();
      }
      if (opts.exemptPrefixes.some((p) => route.startsWith(p))) return;
      if (!hasValidToken(request)) throw errors.csrf();
    });
  },
  { name: 'csrf', dependencies: ['@fastify/cookie'] },
);
