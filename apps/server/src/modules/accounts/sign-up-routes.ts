import {
  emailBodySchema,
  okMessageSchema,
  signUpBodySchema,
  userResponseSchema,
} from '@sns/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { MAX_IMAGE_BYTES } from '../../lib/uploaded-image';
import { confirmEmail, resendConfirmation } from './email-confirmation';
import { presentUser } from './present-user';
import { ACCOUNT_RATE_RULES, enforceRateLimit } from './rate-limit';
import { errorResponses, logOf } from './route-support';
import { signUp } from './sign-up';

/** A 10 MB photo as base64 in a data URL, plus the form's few short fields. */
const SIGN_UP_BODY_LIMIT = Math.ceil((MAX_IMAGE_BYTES * 4) / 3) + 64 * 1024;

/** Sign-up and e-mail confirmation. */
export const signUpRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post(
    '/api/createUserFromForm',
    {
      bodyLimit: SIGN_UP_BODY_LIMIT,
      schema: {
        tags: ['accounts'],
        summary: 'Create an account (12 credits); mails a confirmation link, does not sign in',
        body: signUpBodySchema,
        response: { 201: userResponseSchema, ...errorResponses(400, 403, 409, 413, 415, 429) },
      },
    },
    async (request, reply) => {
      await enforceRateLimit(ctx, ACCOUNT_RATE_RULES.signUpPerIp, request.ip);
      const user = await signUp(ctx, request.body, logOf(request), request.ip);
      return reply.status(201).send({ message: 'OK' as const, user: await presentUser(ctx, user) });
    },
  );

  app.post(
    '/api/confirmEmail',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Resend the confirmation link (same answer whether or not the account exists)',
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
      ctx.background.run('confirmation resend', () => resendConfirmation(ctx, email, log));
      return { message: 'OK' as const };
    },
  );

  app.get(
    '/api/confirm/:code',
    {
      schema: {
        tags: ['accounts'],
        summary:
          'Confirm an e-mail with the code from the link (once, within 24 hours); 409 when already confirmed',
        params: z.object({ code: z.string().min(1).max(128) }),
        response: { 200: okMessageSchema, ...errorResponses(400, 409, 429) },
      },
    },
    async (request) => {
      await enforceRateLimit(ctx, ACCOUNT_RATE_RULES.confirmLinkPerIp, request.ip);
      await confirmEmail(ctx, request.params.code);
      return { message: 'OK' as const };
    },
  );
};
