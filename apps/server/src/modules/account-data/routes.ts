import {
  accountExportFileName,
  accountExportSchema,
  deleteAccountBodySchema,
  okMessageSchema,
  userIdParamsSchema,
} from '@sns/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { endSession, requireSameUser } from '../../http/session-plugin';
import { ACCOUNT_RATE_RULES, enforceRateLimit } from '../accounts/rate-limit';
import { errorResponses } from '../accounts/route-support';
import { deleteAccount } from './delete-account';
import { streamAccountExport } from './stream-account-export';

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

  app.get(
    '/api/exportMyData/:userId',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Download every story, picture, narration, book and account record as one zip',
        params: userIdParamsSchema,
        response: { 200: accountExportSchema, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request, reply) => {
      const userId = requireSameUser(request, request.params.userId);
      await enforceRateLimit(ctx, ACCOUNT_RATE_RULES.exportPerUser, userId);
      const now = new Date();
      const zip = await streamAccountExport(ctx, userId, request.log, now);
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="${accountExportFileName(now)}"`)
        .header('cache-control', 'no-store')
        .send(zip);
    },
  );
};
