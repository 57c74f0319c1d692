import {
  loginBodySchema,
  loginGoogleBodySchema,
  okMessageSchema,
  userResponseSchema,
} from '@sns/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { endSession, startSession } from '../../http/session-plugin';
import { logInWithGoogle } from './google-login';
import { logInWithPassword } from './login';
import { throttledLogin } from './login-throttle';
import { presentUser } from './present-user';
import { normalizeEmail } from './user-repository';
import { ACCOUNT_RATE_RULES, enforceRateLimit } from './rate-limit';
import { errorResponses } from './route-support';

/** Signing in (password or Google) and out. */
export const loginRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db } = ctx.database;
  const secure = ctx.config.secureCookies;

  app.post(
    '/api/login',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Sign in with e-mail and password (starts a new session)',
        body: loginBodySchema,
        response: { 200: userResponseSchema, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request, reply) => {
      const email = normalizeEmail(request.body.email);
      const user = await throttledLogin(ctx, email, request.ip, () =>
        logInWithPassword(ctx, request.body),
      );
      await startSession(db, request, reply, user.id, secure);
      return { message: 'OK' as const, user: await presentUser(ctx, user) };
    },
  );

  app.post(
    '/api/loginGoogle',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Sign in with a Google access token; the first sign-in creates the account',
        body: loginGoogleBodySchema,
        response: { 200: userResponseSchema, ...errorResponses(400, 401, 403, 404, 429, 503) },
      },
    },
    async (request, reply) => {
      await enforceRateLimit(ctx, ACCOUNT_RATE_RULES.googleLoginPerIp, request.ip);
      const token = request.body.access_token ?? request.body.accessToken ?? '';
      const user = await logInWithGoogle(ctx, token);
      await startSession(db, request, reply, user.id, secure);
      return { message: 'OK' as const, user: await presentUser(ctx, user) };
    },
  );

  app.post(
    '/api/logout',
    {
      schema: {
        tags: ['accounts'],
        summary: 'End this session (fine when not signed in)',
        response: { 200: okMessageSchema, ...errorResponses(400, 403) },
      },
    },
    async (request, reply) => {
      await endSession(db, request, reply);
      return { message: 'OK' as const };
    },
  );
};
