import {
  confirmCheckoutQuerySchema,
  confirmCheckoutResponseSchema,
  latestReceiptParamsSchema,
  latestReceiptResponseSchema,
  paymentsBodySchema,
  paymentsResponseSchema,
  productsResponseSchema,
} from '@sns/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { requireUserId } from '../../http/session-plugin';
import { errorResponses } from '../accounts/route-support';
import { confirmCheckout } from './confirm-checkout';
import { listProducts } from './list-products';
import { receiptRoutes } from './receipt-routes';
import { readLatestReceipt } from './receipts';
import { startCheckout } from './start-checkout';
import { testCheckoutRoutes } from './test-checkout-routes';
import { webhookRoutes } from './webhook-routes';

const tags = ['purchases'];

/**
 * docs/api.md#spec-7 "Purchases" and docs/api.md#design-5-4: packages, checkout, its return,
 * receipts, webhooks.
 */
export const purchaseRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/api/getAllProducts',
    {
      schema: {
        tags,
        summary: 'The credit packages on sale (public)',
        response: { 200: productsResponseSchema },
      },
    },
    async () => listProducts(ctx),
  );

  app.post(
    '/api/payments',
    {
      schema: {
        tags,
        summary: 'Open a checkout for a package; answers the hosted checkout page to go to',
        body: paymentsBodySchema,
        response: { 200: paymentsResponseSchema, ...errorResponses(400, 401, 403, 404, 503) },
      },
    },
    async (request) => startCheckout(ctx, requireUserId(request), request.body),
  );

  app.get(
    '/api/confirmCheckout',
    {
      schema: {
        tags,
        summary:
          "The success page's return: credits a paid checkout (once) and answers the balance",
        querystring: confirmCheckoutQuerySchema,
        response: { 200: confirmCheckoutResponseSchema, ...errorResponses(400, 401, 404, 503) },
      },
    },
    async (request) =>
      confirmCheckout(ctx, requireUserId(request), request.query.session_id, request.log),
  );

  app.get(
    '/api/getLatestReceipt/:email',
    {
      schema: {
        tags,
        summary: "A link to the signed-in user's latest receipt, or a message when there is none",
        params: latestReceiptParamsSchema,
        response: { 200: latestReceiptResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => readLatestReceipt(ctx, requireUserId(request), request.params.email),
  );

  await app.register(webhookRoutes, { ctx });
  await app.register(receiptRoutes, { ctx });
  if (ctx.payments.kind === 'test') {
    await app.register(testCheckoutRoutes, { ctx, payments: ctx.payments });
  }
};
