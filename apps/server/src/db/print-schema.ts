import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './schema';
import type { ShippingAddress } from '../providers/print/types';

/** The activity pages the print added, as planPrintFiles reports them. */
export interface StoredAddedPages {
  kind: string;
  count: number;
  words: string;
}

/** The printer's file check, as stored: ok, or the problems it named. */
export type StoredFileCheck =
  | { ok: true; interiorPageCount: number }
  | { ok: false; interiorErrors: string[]; coverErrors: string[] };

/**
 * One printed book made of a parent's PDF books (docs/decisions/027): the books in the order
 * chosen, the gift message, and the print files once the build-merged-book job made and checked
 * them. The id is also the job's id, so a retried or re-sent job finds the same row.
 */
export const mergedBooks = pgTable(
  'merged_books',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The book jobs merged, in order (their rows may be deleted later; the files stay). */
    bookIds: jsonb('book_ids').$type<string[]>().notNull(),
    giftMessage: text('gift_message'),
    /** The title on its cover (the printer's line-item title); null on books merged before it was kept. */
    title: text('title'),
    /** building | ready | failed. */
    status: text('status').notNull().default('building'),
    /** Interior pages (even, ≥ 24): planned at the request, confirmed by the build. */
    pageCount: smallint('page_count').notNull(),
    addedPages: jsonb('added_pages').$type<StoredAddedPages[]>().notNull().default([]),
    interiorKey: text('interior_key'),
    coverKey: text('cover_key'),
    fileCheck: jsonb('file_check').$type<StoredFileCheck>(),
    errorMessage: text('error_message'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readyAt: timestamp('ready_at', { withTimezone: true }),
    /**
     * When the print files were deleted, 30 days after its last order ended (the row stays for
     * the orders' records; docs/decisions/030).
     */
    filesDeletedAt: timestamp('files_deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('merged_books_user_created_idx').on(t.userId, t.createdAt),
    check('merged_books_status', sql`${t.status} in ('building', 'ready', 'failed')`),
  ],
);

/**
 * What a printed copy costs the parent, editable like the credit packages (docs/decisions/027):
 * a base plus a price per interior page, in minor units. The active row with the lowest
 * `sort_order` is the price; the printer's own cost and shipping are separate.
 */
export const printPrices = pgTable(
  'print_prices',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    baseCents: integer('base_cents').notNull(),
    perPageCents: integer('per_page_cents').notNull(),
    /** ISO 4217, lower case as Stripe wants it. */
    currency: text('currency').notNull().default('usd'),
    sortOrder: smallint('sort_order').notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('print_prices_base_positive', sql`${t.baseCents} > 0`),
    check('print_prices_per_page_not_negative', sql`${t.perPageCents} >= 0`),
  ],
);

/**
 * One order of printed copies of a merged book (docs/decisions/027). Priced by the server when the
 * checkout opens (the printer's quote + our price table), paid once, submitted to the printer by
 * the durable `submit-print-order` job with our id as its external_id. `status` only moves forward
 * (print-order-status.ts).
 */
export const printOrders = pgTable(
  'print_orders',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    mergedBookId: uuid('merged_book_id')
      .notNull()
      .references(() => mergedBooks.id, { onDelete: 'cascade' }),
    quantity: smallint('quantity').notNull(),
    pageCount: smallint('page_count').notNull(),
    /** Where a printed copy goes, as the parent typed it (redacted after delivery + 30 days). */
    shippingAddress: jsonb('shipping_address').$type<ShippingAddress>(),
    shippingLevel: text('shipping_level').notNull(),
    /** What the parent pays, in minor units: our price × quantity, the printer's shipping and tax. */
    itemCents: integer('item_cents').notNull(),
    shippingCents: integer('shipping_cents').notNull(),
    taxCents: integer('tax_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    /** ISO 4217, lower case as Stripe wants it. */
    currency: text('currency').notNull(),
    /** test | stripe */
    paymentProvider: text('payment_provider').notNull(),
    /** Stripe's `cs_…`; null for the test checkout (whose id is the order id). */
    checkoutId: text('checkout_id'),
    /** Stripe's payment intent or our test receipt number, once paid: what a refund names. */
    paymentRef: text('payment_ref'),
    /**
     * awaiting_payment → paid → submitted → in_production → shipped → delivered; or canceled,
     * rejected, failed, refunded. Never backwards.
     */
    status: text('status').notNull().default('awaiting_payment'),
    /** The printer's job id and its status word as it last reported it. */
    providerJobId: text('provider_job_id'),
    providerStatus: text('provider_status'),
    trackingId: text('tracking_id'),
    trackingUrls: jsonb('tracking_urls').$type<string[]>().notNull().default([]),
    carrier: text('carrier'),
    deliveryMin: text('delivery_min'),
    deliveryMax: text('delivery_max'),
    /** Until when the printer still lets the order be canceled. */
    cancelUntil: timestamp('cancel_until', { withTimezone: true }),
    /** none | pending | refunded | failed */
    refundState: text('refund_state').notNull().default('none'),
    refundRef: text('refund_ref'),
    problem: text('problem'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    /**
     * When the shipping address was redacted, 30 days after the order ended: only the country
     * and state are kept (docs/decisions/030).
     */
    addressRedactedAt: timestamp('address_redacted_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('print_orders_user_created_idx').on(t.userId, t.createdAt),
    uniqueIndex('print_orders_checkout_key').on(t.checkoutId),
    check('print_orders_quantity', sql`${t.quantity} between 1 and 20`),
    check('print_orders_total', sql`${t.totalCents} > 0`),
    check(
      'print_orders_status',
      sql`${t.status} in ('awaiting_payment', 'paid', 'submitted', 'in_production', 'shipped', 'delivered', 'canceled', 'rejected', 'failed', 'refunded')`,
    ),
    check(
      'print_orders_refund_state',
      sql`${t.refundState} in ('none', 'pending', 'refunded', 'failed')`,
    ),
  ],
);
