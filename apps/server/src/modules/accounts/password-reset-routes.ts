import {
  emailBodySchema,
  okMessageSchema,
  redefinePasswordBodySchema,
  verificationCodeBodySchema,
  verificationCodeResponseSchema,
} from '@sns/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { endSession, startSession } from '../../http/session-plugin';
import { grantPasswordReset } from '../sessions/session-repository';
import {
  RESET_GRANT_TTL_MS,
  redefinePassword,
  requestPasswordReset,
  verifyResetCode,
} from './password-reset';
import { presentUser } from './present-user';
import { ACCOUNT_RATE_RULES, enforceRateLimit } from './rate-limit';
import { errorResponses, logOf } from './route-support';

/**
 * Forgot password → code by e-mail → verified code grants this session → new password
 * (docs/decisions/d4-passwords-and-codes.md, docs/decisions/d5-password-reset-grant.md).
 */
export const passwordResetRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  const { db } = ctx.database;

  app.post(
    '/api/forgot-password',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Mail a 6-digit reset code (same answer whether or not the account exists)',
        body: emailBodySchema,
        response: { 200: okMessageSchema, ...errorResponses(400, 403, 429) },
      },
    },
    async (request) => {
      await enforceRateLimit(
        ctx,
        ACCOUNT_RATE_RULES.mailPerEmail,
        request.body.email.toLowerCase(),
      );
      // docs/decisions/d4-passwords-and-codes.md: the same answer, in the same time, whether or not
      // the account exists.
      const { email } = request.body;
      const log = logOf(request);
      ctx.background.run('password reset', () => requestPasswordReset(ctx, email, log));
      return { message: 'OK' as const };
    },
  );

  app.post(
    '/api/check-verification-code-service',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Check a reset code; lets this session choose a new password for 10 minutes',
        body: verificationCodeBodySchema,
        response: { 200: verificationCodeResponseSchema, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request, reply) => {
      await enforceRateLimit(ctx, ACCOUNT_RATE_RULES.codeCheckPerIp, request.ip);
      const user = await verifyResetCode(ctx, request.body);
      // docs/decisions/d5-password-reset-grant.md: not a sign-in. A visitor without a session gets
      // an anonymous one to hold the grant.
      const sessionId =
        request.session?.id ??
        (await startSession(db, request, reply, null, ctx.config.secureCookies));
      await grantPasswordReset(db, sessionId, user.id, new Date(Date.now() + RESET_GRANT_TTL_MS));
      return { message: 'OK' as const, userProfile: await presentUser(ctx, user) };
    },
  );

  app.post(
    '/api/redefine-password-service',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Set a new password after a verified code; ends every session of the user',
        body: redefinePasswordBodySchema,
        response: { 200: okMessageSchema, ...errorResponses(400, 403, 429) },
      },
    },
    async (request, reply) => {
      const session = request.session;
      const grant = session
        ? { userId: session.resetGrantUserId, expiresAt: session.resetGrantExpiresAt }
        : undefined;
      await redefinePassword(ctx, grant, request.body);
      await endSession(db, request, reply);
      return { message: 'OK' as const };
    },
  );
};
