import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { hmac, randomToken, safeEqual } from '../lib/tokens';
import { errors } from './errors';

const SECRET_COOKIE = 'sns_csrf';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF by a signed double submit: an HttpOnly cookie holds a random secret, and the token the
 * client sends in the `csrf-token` header is salt + HMAC(server secret, salt + cookie secret).
 * A cross-site page can make the browser send the cookie but can never read or forge the token.
 */
export const csrfPlugin = fp(
  async (
    app: FastifyInstance,
    opts: { serverSecret: string; secureCookies: boolean; exemptPrefixes: string[] },
  ) => {
    const sign = (salt: string, secret: string) =>
      `${salt}.${hmac(opts.serverSecret, salt + secret)}`;

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
        if (!secret || secret.length < 20) {
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

    app.addHook('onRequest', async (request) => {
      if (SAFE_METHODS.has(request.method) || !request.url.startsWith('/api/')) return;
      if (opts.exemptPrefixes.some((p) => request.url.startsWith(p))) return;
      const secret = request.cookies[SECRET_COOKIE];
      const token = request.headers['csrf-token'];
      if (!secret || typeof token !== 'string') throw errors.csrf();
      const [salt] = token.split('.');
      if (!salt || !safeEqual(token, sign(salt, secret))) throw errors.csrf();
    });
  },
  { name: 'csrf', dependencies: ['@fastify/cookie'] },
);
