import { PURCHASE_MESSAGES } from '@sns/contract';
import { AppError } from '../../errors';

/** The purchase module's part of the error catalogue (docs/design.md#conventions, item 8). */
export const purchaseErrors = {
  productNotFound: () =>
    new AppError('not_found', 'product_not_found', PURCHASE_MESSAGES.productNotFound),
  checkoutNotFound: () =>
    new AppError('not_found', 'checkout_not_found', PURCHASE_MESSAGES.checkoutNotFound),
  paymentNotCompleted: () =>
    new AppError('invalid', 'payment_not_completed', PURCHASE_MESSAGES.paymentNotCompleted),
  paymentsUnavailable: () =>
    new AppError('unavailable', 'payments_unavailable', PURCHASE_MESSAGES.paymentsUnavailable),
  webhooksDisabled: () =>
    new AppError(
      'not_found',
      'webhooks_disabled',
      'Stripe webhooks are not enabled on this server.',
    ),
  invalidWebhook: () =>
    new AppError('invalid', 'webhook_invalid', 'The webhook signature could not be verified.'),
};
