import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { errorResponses } from '../accounts/route-support';
import { handlePrintWebhook, PRINT_WEBHOOK_PATH } from './print-webhook';

/**
 * The printer's webhook. Its own plugin scope so the body stays the raw bytes the printer signed.
 * No CSRF (exempt under /api/webhooks/): the signature is the proof.
 */
export const printWebhookRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.post(
    PRINT_WEBHOOK_PATH,
    {
      schema: {
        tags: ['printed books'],
        summary:
          "The printer's status changes (signature verified): orders move forward only; rejected or failed → refunded",
        response: { 200: z.object({ received: z.literal(true) }), ...errorResponses(400) },
      },
    },
    async (request) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      return handlePrintWebhook(ctx, raw, request.headers, request.log);
    },
  );
};
