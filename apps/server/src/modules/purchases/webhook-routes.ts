import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { errorResponses } from '../accounts/route-support';
import { handleStripeWebhook } from './stripe-webhook';

/**
 * Stripe's webhook. Its own plugin scope so the body stays the raw bytes Stripe signed: any
 * re-serialised JSON would fail the signature. No CSRF (exempt under /api/webhooks/): the
 * signature is the proof.
 */
export const webhookRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.post(
    '/api/webhooks/stripe',
    {
      schema: {
        tags: ['purchases'],
        summary:
          'Stripe events (signature verified): checkout.session.completed credits the purchase',
        headers: z.object({ 'stripe-signature': z.string().max(2048).optional() }),
        response: { 200: z.object({ received: z.literal(true) }), ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      return handleStripeWebhook(ctx, raw, request.headers['stripe-signature'], request.log);
    },
  );
};
