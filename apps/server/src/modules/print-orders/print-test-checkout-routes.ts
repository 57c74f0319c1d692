import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import {
  printCheckoutSuccessPath,
  PRINT_CHECKOUT_CANCEL_PATH,
  type TestCheckoutProvider,
} from '../../providers/payments';
import { TEST_BOOK_CHECKOUT_PATH } from '../../providers/payments/test-checkout';
import { sendHtml } from '../purchases/html-page';
import { renderCheckoutProblemPage } from '../purchases/test-checkout-page';
import {
  cancelPrintTestCheckout,
  declinedMessage,
  findTestPrintOrder,
  payPrintTestCheckout,
  renderPrintTestCheckoutPage,
} from './print-test-checkout';
import { acceptFormBodies } from '../../lib/form-body';

const params = z.object({ orderId: z.string().max(64) });
const form = z.object({
  token: z.string().max(256).optional(),
  cardNumber: z.string().max(64).optional(),
});
const notFoundPage = renderCheckoutProblemPage(
  'Checkout not found',
  'This checkout link is not valid. Please start a new order.',
);
const forbiddenPage = renderCheckoutProblemPage(
  'This form has expired',
  'Please go back and start the order again.',
);

/**
 * The hosted test checkout of a printed-book order (docs/decisions/027), registered only without
 * Stripe keys, beside the credit packages' one. Server-rendered, outside /api.
 */
export const printTestCheckoutRoutes: FastifyPluginAsyncZod<{
  ctx: AppContext;
  payments: TestCheckoutProvider;
}> = async (app, { ctx, payments }) => {
  const db = ctx.database.db;
  acceptFormBodies(app);
  const schema = { hide: true, params } as const;

  app.get(`${TEST_BOOK_CHECKOUT_PATH}/:orderId`, { schema }, async (request, reply) => {
    const order = await findTestPrintOrder(db, request.params.orderId);
    if (!order) return sendHtml(reply, 404, notFoundPage);
    const formToken = payments.formToken(order.id);
    return sendHtml(reply, 200, renderPrintTestCheckoutPage({ order, formToken }));
  });

  app.post(
    `${TEST_BOOK_CHECKOUT_PATH}/:orderId/pay`,
    { schema: { ...schema, body: form } },
    async (request, reply) => {
      const result = await payPrintTestCheckout(
        ctx,
        payments,
        request.params.orderId,
        request.body,
      );
      switch (result.kind) {
        case 'not_found':
          return sendHtml(reply, 404, notFoundPage);
        case 'forbidden':
          return sendHtml(reply, 403, forbiddenPage);
        case 'paid':
          return reply.redirect(printCheckoutSuccessPath(result.order.id), 303);
        case 'closed':
          return sendHtml(
            reply,
            409,
            renderPrintTestCheckoutPage({ order: result.order, formToken: '' }),
          );
        case 'declined':
        case 'not_a_test_card': {
          const page = renderPrintTestCheckoutPage({
            order: result.order,
            formToken: payments.formToken(result.order.id),
            error: declinedMessage(result.kind),
          });
          return sendHtml(reply, result.kind === 'declined' ? 402 : 400, page);
        }
      }
    },
  );

  app.post(
    `${TEST_BOOK_CHECKOUT_PATH}/:orderId/cancel`,
    { schema: { ...schema, body: form } },
    async (request, reply) => {
      const result = await cancelPrintTestCheckout(
        db,
        payments,
        request.params.orderId,
        request.body,
      );
      if (result.kind === 'not_found') return sendHtml(reply, 404, notFoundPage);
      if (result.kind === 'forbidden') return sendHtml(reply, 403, forbiddenPage);
      return reply.redirect(PRINT_CHECKOUT_CANCEL_PATH, 303);
    },
  );
};
