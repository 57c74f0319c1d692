import { z } from 'zod';
import type { Database } from '../../db/client';
import type { TestCheckoutProvider } from '../../providers/payments';
import {
  findCheckoutById,
  markUnpaidCheckout,
  UNPAID_STATUSES,
  type CheckoutRow,
} from './checkout-repository';
import { fulfilCheckout, type FulfilContext } from './fulfil-checkout';

/** What a test checkout page may show, or why it can't. */
export type TestCheckoutLookup =
  | { kind: 'not_found' }
  | { kind: 'open'; checkout: CheckoutRow }
  | { kind: 'closed'; checkout: CheckoutRow };

export type TestPaymentResult =
  | TestCheckoutLookup
  | { kind: 'forbidden' }
  | { kind: 'paid'; checkout: CheckoutRow }
  | { kind: 'declined'; checkout: CheckoutRow }
  | { kind: 'not_a_test_card'; checkout: CheckoutRow };

/** A test checkout by id: open (payable), closed (paid, canceled, expired) or unknown. */
export async function findTestCheckout(db: Database, id: string): Promise<TestCheckoutLookup> {
  const checkout = z.string().uuid().safeParse(id).success
    ? await findCheckoutById(db, id)
    : undefined;
  if (!checkout || checkout.provider !== 'test') return { kind: 'not_found' };
  return isPayable(checkout) ? { kind: 'open', checkout } : { kind: 'closed', checkout };
}

/**
 * The test checkout's Pay button. The form token proves the post comes from this checkout's own
 * page (it lives outside /api, where the CSRF check doesn't reach). A paid card fulfils through
 * the same `fulfilCheckout` as Stripe's webhook; a repeated Pay on a paid checkout is no new sale.
 */
export async function payTestCheckout(
  ctx: FulfilContext,
  payments: TestCheckoutProvider,
  id: string,
  form: { token?: string; cardNumber?: string },
): Promise<TestPaymentResult> {
  const db = ctx.database.db;
  const found = await findTestCheckout(db, id);
  if (found.kind === 'not_found') return found;
  if (!payments.isValidFormToken(found.checkout.id, form.token)) return { kind: 'forbidden' };
  if (found.checkout.status === 'paid') return { kind: 'paid', checkout: found.checkout };
  if (found.kind === 'closed') return found;

  const outcome = payments.chargeCard(form.cardNumber ?? '');
  if (outcome === 'paid') {
    await fulfilCheckout(ctx, found.checkout.id, testReceiptNumber(found.checkout.id));
    return { kind: 'paid', checkout: found.checkout };
  }
  if (outcome === 'declined') {
    await markUnpaidCheckout(db, found.checkout.id, 'declined');
    return { kind: 'declined', checkout: found.checkout };
  }
  return { kind: 'not_a_test_card', checkout: found.checkout };
}

/** The test checkout's Cancel button: the checkout closes unless it was paid meanwhile. */
export async function cancelTestCheckout(
  db: Database,
  payments: TestCheckoutProvider,
  id: string,
  form: { token?: string },
): Promise<{ kind: 'not_found' | 'forbidden' | 'canceled' }> {
  const found = await findTestCheckout(db, id);
  if (found.kind === 'not_found') return found;
  if (!payments.isValidFormToken(found.checkout.id, form.token)) return { kind: 'forbidden' };
  await markUnpaidCheckout(db, found.checkout.id, 'canceled');
  return { kind: 'canceled' };
}

/** A receipt number for the test checkout's payment, e.g. TEST-3F9A1C2B. */
export function testReceiptNumber(checkoutId: string) {
  return `TEST-${checkoutId.replace(/-/g, '').slice(0, 8).toUpperCase()}`;
}

function isPayable(checkout: CheckoutRow) {
  return (UNPAID_STATUSES as string[]).includes(checkout.status);
}
