import { deleteAccountBodySchema, okMessageSchema, userIdParamsSchema } from '@sns/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { endSession, requireSameUser } from '../../http/session-plugin';
import { ACCOUNT_RATE_RULES, enforceRateLimit } from '../accounts/rate-limit';
import { errorResponses } from '../accounts/route-support';
import { deleteAccount } from './delete-account';

/** What a parent controls (docs/decisions/012): download every piece of their data, or delete it. */
export const accountDataRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  app.post(
    '/api/deleteAccount/:userId',
    {
      schema: {
        tags: ['accounts'],
        summary:
          'Delete the account with every story, picture, narration, book and session; the body ' +
          'confirms it with the account’s e-mail. Paid receipts are kept without personal data.',
        params: userIdParamsSchema,
        body: deleteAccountBodySchema,
        response: { 200: okMessageSchema, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request, reply) => {
      const userId = requireSameUser(request, request.params.userId);
      await enforceRateLimit(ctx, ACCOUNT_RATE_RULES.deleteAccountPerUser, userId);
      await deleteAccount(ctx, userId, request.body.confirmation, request.log);
      // Every session row of the user went with the account; this clears the cookie too.
      await endSession(ctx.database.db, request, reply);
      return { message: 'OK' as const };
    },
  );
};
