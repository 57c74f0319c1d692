import { PURCHASE_MESSAGES } from '@sns/contract';
import { AppError } from '../../http/errors';

/** The purchase module's part of the error catalogue (docs/design.md#conventions, item 8). */
export const purchaseErrors = {
  productNotFound: () => new AppError(404, 'product_not_found', PURCHASE_MESSAGES.productNotFound),
  checkoutNotFound: () =>
    new AppError(404, 'checkout_not_found', PURCHASE_MESSAGES.checkoutNotFound),
  paymentNotCompleted: () =>
    new AppError(400, 'payment_not_completed', PURCHASE_MESSAGES.paymentNotCompleted),
  paymentsUnavailable: () =>
    new AppError(503, 'payments_unavailable', PURCHASE_MESSAGES.paymentsUnavailable),
  webhooksDisabled: () =>
    new AppError(404, 'webhooks_disabled', 'Stripe webhooks are not enabled on this server.'),
  invalidWebhook: () =>
    new AppError(400, 'webhook_invalid', 'The webhook signature could not be verified.'),
};
