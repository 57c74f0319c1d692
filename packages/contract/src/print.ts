import { z } from 'zod';
import {
  compactTaxId,
  PRINT_SHIPPING_COUNTRIES,
  PRINT_STATE_CODE_PATTERN,
  PRINT_STATE_REQUIRED,
  taxIdProblem,
} from './print-address-rules';
import { plainText } from './text-safety';

/**
 * Printed books (docs/api.md#printed-books, docs/decisions/027). The shapes pinned in docs/api.md#printed-books
 * are kept field for field; anything added is optional for a client that only knows the pinned
 * ones.
 */

/** The longest gift message printed on the first page (the print builder's own limit). */
export const GIFT_MESSAGE_MAX_CHARS = 400;
/** The most books merged into one printed book. */
export const MERGE_BOOKS_MAX = 12;

const giftMessage = plainText(
  z
    .string()
    .trim()
    .max(
      GIFT_MESSAGE_MAX_CHARS,
      `The gift message can be at most ${GIFT_MESSAGE_MAX_CHARS} characters`,
    ),
  'The gift message',
);

/**
 * POST /api/mergePDFsForPrinting: the PDF books to print, in order, as the URLs the client has
 * from getGeneratedPdfBooksForThisStory — or as `bookIds` (the book job ids), or both (the URLs
 * first). Only the parent's own books: any other → 403.
 */
export const mergePdfsRequestSchema = z
  .object({
    books: z
      .array(z.string().url('Each book must be the URL of one of your PDF books'))
      .max(MERGE_BOOKS_MAX)
      .default([]),
    bookIds: z.array(z.string().uuid()).max(MERGE_BOOKS_MAX).optional(),
    giftMessage: giftMessage.optional(),
  })
  .refine((b) => b.books.length + (b.bookIds?.length ?? 0) > 0, {
    message: 'Choose at least one book',
    path: ['books'],
  })
  .refine((b) => b.books.length + (b.bookIds?.length ?? 0) <= MERGE_BOOKS_MAX, {
    message: `At most ${MERGE_BOOKS_MAX} books can be printed together`,
    path: ['books'],
  });
export type MergePdfsRequest = z.infer<typeof mergePdfsRequestSchema>;

export const MERGED_BOOK_STATUSES = ['building', 'ready', 'failed'] as const;
export type MergedBookStatus = (typeof MERGED_BOOK_STATUSES)[number];

/** A page the print adds to reach an even count of at least 24, in words a parent reads. */
export const addedPagesSchema = z.object({
  kind: z.string(),
  count: z.number().int(),
  words: z.string(),
});

/**
 * A merged book (the pinned `{mergedBookId, url, pageCount}`, extended). `url` is the proof (the
 * interior PDF, signed) once `status` is `ready`; while building it is the status call to poll
 * (`/api/mergedBooks/{id}`), and when the build failed it is that call too (it says why).
 */
export const mergedBookSchema = z.object({
  mergedBookId: z.string().uuid(),
  url: z.string(),
  pageCount: z.number().int(),
  status: z.enum(MERGED_BOOK_STATUSES),
  /** The book ids merged, in order. */
  bookIds: z.array(z.string().uuid()),
  giftMessage: z.string().nullable(),
  /** The pages added to reach 24 (e.g. "draw your hero"); empty when none were needed. */
  addedPages: z.array(addedPagesSchema),
  /** The proof (interior) and cover PDFs, signed, once ready. */
  proofUrl: z.string().nullable(),
  coverUrl: z.string().nullable(),
  /** Why the files could not be made or were refused by the printer's check. */
  problems: z.array(z.string()),
  createdAt: z.string(),
});
export type MergedBook = z.infer<typeof mergedBookSchema>;

export const mergedBooksSchema = z.array(mergedBookSchema);
export const mergedBookParamsSchema = z.object({ mergedBookId: z.string().uuid() });
export const mergedBooksUserParamsSchema = z.object({ user_uid: z.string().uuid() });

/** POST /api/getQuantityOfPagesToBePrinted/ `{mergedBookId}` → `{pageCount}`. */
export const pagesToPrintRequestSchema = z.object({ mergedBookId: z.string().uuid() });
export const pagesToPrintResponseSchema = z.object({ pageCount: z.number().int() });

/** Interior pages a printed book may have (hardcover casewrap: even, 24–800). */
export const PRINT_PAGES = { min: 24, max: 800 } as const;

/** POST /api/getBookPrice/ `{pageCount}` → `{price, currency}` (plus `amountCents` and the table). */
export const bookPriceRequestSchema = z.object({
  pageCount: z
    .number({ message: 'pageCount must be a whole number of pages' })
    .int('pageCount must be a whole number of pages')
    .min(PRINT_PAGES.min, `A printed book has at least ${PRINT_PAGES.min} pages`)
    .max(PRINT_PAGES.max, `A printed book has at most ${PRINT_PAGES.max} pages`)
    .refine((n) => n % 2 === 0, 'A printed book has an even number of pages'),
});
export const bookPriceResponseSchema = z.object({
  /** One printed copy, in major units of `currency` (e.g. 29.99), before shipping and tax. */
  price: z.number(),
  /** ISO 4217, upper case. */
  currency: z.string(),
  amountCents: z.number().int(),
  pageCount: z.number().int(),
});
export type BookPrice = z.infer<typeof bookPriceResponseSchema>;

/** The most copies of one printed book in an order. */
export const PRINT_QUANTITY_MAX = 20;

/** A country the printer ships to (ISO 3166-1 alpha-2), upper-cased; "XX" and the like are refused. */
function printCountrySchema(formatMessage: string) {
  return z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/, formatMessage)
    .transform((c) => c.toUpperCase())
    .refine((c) => PRINT_SHIPPING_COUNTRIES.has(c), {
      message:
        'Printed books cannot be shipped to that country code: choose a country from the list',
    });
}

/** Shipping levels, slowest first; MAIL may have no tracking. */
export const SHIPPING_OPTION_IDS = [
  'MAIL',
  'PRIORITY_MAIL',
  'GROUND_HD',
  'GROUND_BUS',
  'GROUND',
  'EXPEDITED',
  'EXPRESS',
] as const;

/**
 * GET /api/getShipmentPrices: without a query our default options; with `country` (and
 * optionally state, postcode and a merged book for its page count) the printer's own options.
 */
export const shipmentPricesQuerySchema = z.object({
  country: printCountrySchema('country must be a two-letter ISO 3166 code').optional(),
  state: z.string().trim().max(3).optional(),
  postcode: z.string().trim().max(16).optional(),
  mergedBookId: z.string().uuid().optional(),
  /** Copies to price shipping for (the checkout charges shipping for all of them). */
  quantity: z.coerce
    .number()
    .int('quantity must be a whole number of copies')
    .min(1, 'Order at least one copy')
    .max(PRINT_QUANTITY_MAX, `At most ${PRINT_QUANTITY_MAX} copies can be ordered at once`)
    .optional(),
});

/** One shipping option: the pinned `{id, name, price, currency, estimatedDays}`, extended. */
export const shipmentOptionSchema = z.object({
  /** The printer's shipping level, e.g. GROUND. */
  id: z.string(),
  name: z.string(),
  /** Major units, excluding tax. */
  price: z.number(),
  currency: z.string(),
  /** Days until it arrives at the latest (from today). */
  estimatedDays: z.number().int(),
  /** False for MAIL, which may come without a tracking link. */
  tracked: z.boolean(),
  minDeliveryDate: z.string().nullable(),
  maxDeliveryDate: z.string().nullable(),
  /** `default`: our estimate for the default country; `provider`: the printer's own answer. */
  source: z.enum(['default', 'provider']),
});
export const shipmentOptionsSchema = z.array(shipmentOptionSchema);
export type ShipmentOption = z.infer<typeof shipmentOptionSchema>;

/** The carriers' phone pattern (Lulu's `phone_number`). */
export const PRINT_PHONE_PATTERN = /^\+?[\d\s\-./()]{8,20}$/;
const POSTCODE_PATTERNS: Record<string, { pattern: RegExp; example: string }> = {
  US: { pattern: /^\d{5}(-\d{4})?$/, example: 'ZIP code, e.g. 20540 or 20540-0001' },
  CA: { pattern: /^[A-Z]\d[A-Z] ?\d[A-Z]\d$/i, example: 'postal code, e.g. K1A 0B1' },
  GB: { pattern: /^[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}$/i, example: 'postcode, e.g. LS22 6LL' },
};
/** What a shipping label can print: Latin letters with accents, digits, punctuation. */
const LATIN_ONLY = /^[\p{Script=Latin}\p{M}0-9 \t!-/:-@[-`{-~’‘“”–—°ºª]*$/u;
const LATIN_MESSAGE = 'Only Latin characters can be printed on a shipping label';

const labelText = (max: number) => z.string().trim().max(max).regex(LATIN_ONLY, LATIN_MESSAGE);

/**
 * A shipping address checked as the printer checks it (docs/decisions/027): phone required, a
 * state for US/CA/AU/MX, the local postcode pattern, Latin characters. Each problem names its
 * field.
 */
export const printAddressSchema = z
  .object({
    name: labelText(80).min(1, 'Enter the name of who receives the book'),
    street1: labelText(100).min(1, 'Enter the street address'),
    street2: labelText(100).optional(),
    city: labelText(60).min(1, 'Enter the city'),
    stateCode: labelText(3)
      .transform((c) => c.toUpperCase())
      .pipe(z.string().regex(PRINT_STATE_CODE_PATTERN, 'Enter a 2 or 3 letter state code'))
      .optional(),
    postcode: labelText(16).min(1, 'Enter the postcode'),
    countryCode: printCountrySchema('Enter a two-letter country code'),
    /** The spec's recipient_tax_id: required for Brazil, Chile and Mexico, sent compacted. */
    recipientTaxId: z.string().trim().max(32).transform(compactTaxId).optional(),
    phoneNumber: z
      .string()
      .trim()
      .regex(PRINT_PHONE_PATTERN, 'Enter a phone number: 8 to 20 digits, spaces or + - . / ( )'),
    email: z.string().trim().email().optional(),
  })
  .superRefine((a, ctx) => {
    const taxId = taxIdProblem(a.countryCode, a.recipientTaxId);
    if (taxId) ctx.addIssue({ code: 'custom', path: ['recipientTaxId'], message: taxId });
    const needsState = (PRINT_STATE_REQUIRED as readonly string[]).includes(a.countryCode);
    if (needsState && !a.stateCode)
      ctx.addIssue({
        code: 'custom',
        path: ['stateCode'],
        message: `A state is required for addresses in ${a.countryCode}`,
      });
    const rule = POSTCODE_PATTERNS[a.countryCode];
    if (rule && !rule.pattern.test(a.postcode))
      ctx.addIssue({
        code: 'custom',
        path: ['postcode'],
        message: `Enter a valid ${rule.example}`,
      });
  });
export type PrintAddress = z.infer<typeof printAddressSchema>;

/** POST /api/checkPrintAddress: the address, and the book and level it would be priced for. */
export const checkPrintAddressRequestSchema = z.object({
  address: printAddressSchema,
  mergedBookId: z.string().uuid().optional(),
  shippingOptionId: z.enum(SHIPPING_OPTION_IDS).optional(),
});
export const addressWarningSchema = z.object({
  code: z.string(),
  message: z.string(),
  field: z.string().nullable(),
});
export const checkPrintAddressResponseSchema = z.object({
  /** The printer takes the address (perhaps with warnings). */
  ok: z.literal(true),
  warnings: z.array(addressWarningSchema),
  /** The address as the printer would correct it (the whole address, corrections applied). */
  suggestedAddress: z
    .object({
      name: z.string(),
      street1: z.string(),
      street2: z.string().optional(),
      city: z.string(),
      stateCode: z.string().optional(),
      postcode: z.string(),
      countryCode: z.string(),
      phoneNumber: z.string(),
      email: z.string().optional(),
      recipientTaxId: z.string().optional(),
    })
    .nullable(),
});
export type CheckPrintAddressResponse = z.infer<typeof checkPrintAddressResponseSchema>;

/**
 * POST /api/checkoutBook: the pinned `{mergedBookId, shippingOptionId}`, extended with where
 * it goes and how many. Any price sent is ignored: the server prices the order again.
 */
export const checkoutBookRequestSchema = z.object({
  mergedBookId: z.string().uuid(),
  shippingOptionId: z.enum(SHIPPING_OPTION_IDS),
  address: printAddressSchema,
  quantity: z
    .number({ message: 'quantity must be a whole number of copies' })
    .int('quantity must be a whole number of copies')
    .min(1, 'Order at least one copy')
    .max(PRINT_QUANTITY_MAX, `At most ${PRINT_QUANTITY_MAX} copies can be ordered at once`)
    .default(1),
  /** Printed already when the book was merged: if sent, it must be the merged book's. */
  giftMessage: giftMessage.optional(),
  /**
   * The total the page showed, in minor units: if the server's own total differs (a price or
   * shipping changed meanwhile), nothing is charged and the answer says the new total (409).
   */
  expectedTotalCents: z.number().int().min(0).optional(),
});
export type CheckoutBookRequest = z.infer<typeof checkoutBookRequestSchema>;
/** `{url}` of the hosted checkout (pinned), and the order it pays for. */
export const checkoutBookResponseSchema = z.object({ url: z.string(), orderId: z.string().uuid() });

export const PRINT_ORDER_STATUSES = [
  'awaiting_payment',
  'paid',
  'submitted',
  'in_production',
  'shipped',
  'delivered',
  'canceled',
  'rejected',
  'failed',
  'refunded',
] as const;
export type PrintOrderStatus = (typeof PRINT_ORDER_STATUSES)[number];

/** One printed-book order as its parent sees it (GET /api/printOrders/:id). */
export const printOrderSchema = z.object({
  orderId: z.string().uuid(),
  mergedBookId: z.string().uuid(),
  /** The title on the book's cover; null for books merged before titles were kept. */
  title: z.string().nullable(),
  /** Signed link to the picture on the book's cover (its first story's); null once gone. */
  coverThumbnailUrl: z.string().nullable(),
  status: z.enum(PRINT_ORDER_STATUSES),
  quantity: z.number().int(),
  pageCount: z.number().int(),
  shippingOptionId: z.string(),
  /** Minor units; `currency` ISO 4217 upper case. */
  itemCents: z.number().int(),
  shippingCents: z.number().int(),
  taxCents: z.number().int(),
  totalCents: z.number().int(),
  total: z.number(),
  currency: z.string(),
  tracking: z
    .object({
      id: z.string().nullable(),
      urls: z.array(z.string()),
      carrier: z.string().nullable(),
    })
    .nullable(),
  /** ISO dates (YYYY-MM-DD) as the printer estimates them. */
  deliveryWindow: z.object({ min: z.string().nullable(), max: z.string().nullable() }),
  /**
   * Until when the order can still be canceled (null once it can't, before it is paid, and while
   * `waitingForPrinter`, when it can be canceled with no deadline yet).
   */
  cancelUntil: z.string().nullable(),
  /**
   * The printer holds the job until we pay it (its status UNPAID): nothing is printing, the order
   * can be canceled until the printer starts, and we have been alerted.
   */
  waitingForPrinter: z.boolean(),
  refund: z.enum(['none', 'pending', 'refunded', 'failed']),
  /** Why the printer refused or failed the job, or the problem the parent reported. */
  problem: z.string().nullable(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
});
export type PrintOrder = z.infer<typeof printOrderSchema>;
export const printOrdersSchema = z.array(printOrderSchema);
export const printOrderParamsSchema = z.object({ orderId: z.string().uuid() });

/** Days after delivery during which a problem can be reported. */
export const PRINT_PROBLEM_DAYS = 30;

/** POST /api/printOrders/:id/problem: what is wrong with the delivered books. */
export const printOrderProblemRequestSchema = z.object({
  message: plainText(
    z.string().trim().min(1, 'Tell us what is wrong').max(1000, 'At most 1000 characters'),
    'The message',
  ),
});

/**
 * GET /api/printableBooks → the parent's finished PDF books, newest first, for the merged-books
 * page to pick from (each is one `bookIds` entry of mergePDFsForPrinting).
 */
export const printableBookSchema = z.object({
  bookId: z.string().uuid(),
  storyId: z.string().uuid(),
  /** The story's title, as My Stories shows it. */
  title: z.string(),
  heroName: z.string(),
  /** Signed link to the PDF book. */
  url: z.string(),
  /** Signed link to the story's picture for a thumbnail; null when the story has none. */
  thumbnailUrl: z.string().nullable(),
  /** ISO 8601: when the book was finished. */
  generatedDate: z.string(),
});
export type PrintableBook = z.infer<typeof printableBookSchema>;
export const printableBooksSchema = z.array(printableBookSchema);
