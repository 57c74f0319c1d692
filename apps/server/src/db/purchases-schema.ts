import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './schema';

/**
 * Credit packages (docs/api.md#design-5-4). Seeded by a migration; prices are editable in the
 * database.
 */
export const products = pgTable(
  'products',
  {
    /** The stable `product_id` clients send back, e.g. 'credits-30'. */
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    /** In minor units (cents), so no money is ever a float. */
    amountCents: integer('amount_cents').notNull(),
    /** ISO 4217, lower case as Stripe wants it. */
    currency: text('currency').notNull().default('usd'),
    credits: integer('credits').notNull(),
    /** Storage key of the package picture; generated on first use when missing. */
    imageKey: text('image_key'),
    sortOrder: smallint('sort_order').notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('products_amount_positive', sql`${t.amountCents} > 0`),
    check('products_credits_positive', sql`${t.credits} > 0`),
  ],
);

/**
 * One attempt to buy a package. Product name, credits and amount are copied from the product
 * when the checkout starts, so editing a price never changes what an open checkout charges or
 * grants.
 */
export const checkoutSessions = pgTable(
  'checkout_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: text('product_id')
      .notNull()
      .references(() => products.id),
    productName: text('product_name').notNull(),
    credits: integer('credits').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    /** open | paid | declined | canceled | expired */
    status: text('status').notNull().default('open'),
    /** test (our embedded checkout) | stripe */
    provider: text('provider').notNull(),
    /** Stripe's `cs_…` id; null for the test checkout. */
    providerSessionId: text('provider_session_id'),
    /** What the payment is known by at the provider (Stripe's payment intent, our test receipt no.). */
    paymentRef: text('payment_ref'),
    /** The provider's receipt page once known (Stripe's charge receipt_url). */
    receiptUrl: text('receipt_url'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    fulfilledAt: timestamp('fulfilled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('checkout_sessions_provider_session_key').on(t.providerSessionId),
    index('checkout_sessions_user_fulfilled_idx').on(t.userId, t.fulfilledAt),
    check(
      'checkout_sessions_status_valid',
      sql`${t.status} in ('open', 'paid', 'declined', 'canceled', 'expired')`,
    ),
  ],
);

/**
 * A paid checkout of an account that has been deleted, kept only as long as bookkeeping law asks
 * (docs/decisions/012): what was sold, for how much, when, and the payment's reference at the
 * provider. Never the parent's name, e-mail or account id, nor anything about the child.
 */
export const retainedReceipts = pgTable(
  'retained_receipts',
  {
    /** The checkout's id: the order number our receipt showed and the provider knows. */
    checkoutId: uuid('checkout_id').primaryKey(),
    /** A random id made at deletion: ties one account's receipts together, names nobody. */
    accountRef: uuid('account_ref').notNull(),
    productId: text('product_id').notNull(),
    productName: text('product_name').notNull(),
    credits: integer('credits').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    /** test | stripe */
    provider: text('provider').notNull(),
    providerSessionId: text('provider_session_id'),
    paymentRef: text('payment_ref'),
    paidAt: timestamp('paid_at', { withTimezone: true }).notNull(),
    /** When the law no longer asks for it; the account-files sweep deletes it after that. */
    keepUntil: timestamp('keep_until', { withTimezone: true }).notNull(),
    retainedAt: timestamp('retained_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('retained_receipts_keep_until_idx').on(t.keepUntil)],
);
