import { PURCHASE_MESSAGES } from '@sns/contract';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import type { TestCheckoutProvider } from '../../providers/payments';
import { TEST_CHECKOUT_PATH } from '../../providers/payments/test-checkout';
import { sendHtml } from './html-page';
import { cancelTestCheckout, findTestCheckout, payTestCheckout } from './pay-test-checkout';
import {
  renderCheckoutProblemPage,
  renderClosedCheckoutPage,
  renderTestCheckoutPage,
} from './test-checkout-page';
import { acceptFormBodies } from '../../lib/form-body';

const params = z.object({ checkoutId: z.string().max(64) });
const form = z.object({
  token: z.string().max(256).optional(),
  cardNumber: z.string().max(64).optional(),
});

const notFound = (reply: FastifyReply) =>
  sendHtml(
    reply,
    404,
    renderCheckoutProblemPage(
      'Checkout not found',
      'This checkout link is not valid. Please start a new purchase.',
    ),
  );
const forbidden = (reply: FastifyReply) =>
  sendHtml(
    reply,
    403,
    renderCheckoutProblemPage(
      'This form has expired',
      'Please go back to the shop and start the purchase again.',
    ),
  );

/**
 * The hosted test checkout (docs/api.md#design-5-4), registered only without Stripe keys: with real
 * payments configured, nothing can be "paid" with a test card. Server-rendered, outside /api.
 */
export const testCheckoutRoutes: FastifyPluginAsyncZod<{
  ctx: AppContext;
  payments: TestCheckoutProvider;
}> = async (app, { ctx, payments }) => {
  const db = ctx.database.db;
  acceptFormBodies(app);
  const schema = { hide: true, params } as const;

  app.get(`${TEST_CHECKOUT_PATH}/:checkoutId`, { schema }, async (request, reply) => {
    const found = await findTestCheckout(db, request.params.checkoutId);
    if (found.kind === 'not_found') return notFound(reply);
    if (found.kind === 'closed')
      return sendHtml(reply, 200, renderClosedCheckoutPage(found.checkout));
    const formToken = payments.formToken(found.checkout.id);
    return sendHtml(reply, 200, renderTestCheckoutPage({ checkout: found.checkout, formToken }));
  });

  app.post(
    `${TEST_CHECKOUT_PATH}/:checkoutId/pay`,
    { schema: { ...schema, body: form } },
    async (request, reply) => {
      const result = await payTestCheckout(ctx, payments, request.params.checkoutId, request.body);
      switch (result.kind) {
        case 'not_found':
          return notFound(reply);
        case 'forbidden':
          return forbidden(reply);
        case 'closed':
          return sendHtml(reply, 409, renderClosedCheckoutPage(result.checkout));
        case 'paid':
          return reply.redirect(
            `/checkout-success-page?session_id=${encodeURIComponent(result.checkout.id)}`,
            303,
          );
        case 'declined':
        case 'not_a_test_card': {
          const declined = result.kind === 'declined';
          const page = renderTestCheckoutPage({
            checkout: result.checkout,
            formToken: payments.formToken(result.checkout.id),
            error: declined ? PURCHASE_MESSAGES.cardDeclined : `${PURCHASE_MESSAGES.useTestCard}.`,
            cardNumber: request.body.cardNumber,
          });
          return sendHtml(reply, declined ? 402 : 400, page);
        }
      }
    },
  );

  app.post(
    `${TEST_CHECKOUT_PATH}/:checkoutId/cancel`,
    { schema: { ...schema, body: form } },
    async (request, reply) => {
      const result = await cancelTestCheckout(
        db,
        payments,
        request.params.checkoutId,
        request.body,
      );
      if (result.kind === 'not_found') return notFound(reply);
      if (result.kind === 'forbidden') return forbidden(reply);
      return reply.redirect('/checkout-error-page', 303);
    },
  );
};
