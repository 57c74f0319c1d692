import {
  bookPriceRequestSchema,
  bookPriceResponseSchema,
  checkPrintAddressRequestSchema,
  checkPrintAddressResponseSchema,
  checkoutBookRequestSchema,
  checkoutBookResponseSchema,
  mergedBookParamsSchema,
  mergedBookSchema,
  mergedBooksSchema,
  mergedBooksUserParamsSchema,
  mergePdfsRequestSchema,
  pagesToPrintRequestSchema,
  pagesToPrintResponseSchema,
  printOrderParamsSchema,
  printOrderProblemRequestSchema,
  printOrderSchema,
  printOrdersSchema,
  printableBooksSchema,
  shipmentOptionsSchema,
  shipmentPricesQuerySchema,
} from '@sns/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { ValidationError } from '../../errors';
import { requireSameUser, requireUserId } from '../../http/session-plugin';
import { enforceRateLimit } from '../accounts/rate-limit';
import { errorResponses } from '../accounts/route-support';
import { MERGES_PER_USER } from './merge-limits';
import { bookPrice } from './book-price';
import { checkPrintAddress } from './check-address';
import { cancelPrintOrder } from './cancel-print-order';
import { checkoutBook } from './checkout-book';
import { confirmPrintOrder } from './confirm-print-order';
import { reportPrintOrderProblem } from './report-print-order-problem';
import { printTestCheckoutRoutes } from './print-test-checkout-routes';
import { printWebhookRoutes } from './print-webhook-routes';
import { listPrintOrders, readPrintOrder } from './read-print-orders';
import { mergeBooksForPrinting } from './merge-books';
import { defaultShipmentOptions, providerShipmentOptions } from './shipment-prices';
import { listMergedBooks, pagesToPrint, readMergedBook } from './read-merged-books';
import { mergedBookInRequestLanguage, printOrderInRequestLanguage } from './in-request-language';
import { listPrintableBooks } from './read-printable-books';

const tags = ['printed books'];

/** Printed books: merging a parent's PDF books for print, prices, shipping (docs/api.md#printed-books). */
export const printOrderRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  app.get(
    '/api/printableBooks',
    {
      schema: {
        tags,
        summary:
          'Your finished PDF books to choose from for a printed book, newest first: each `bookId` is one `bookIds` entry of mergePDFsForPrinting',
        response: { 200: printableBooksSchema, ...errorResponses(401) },
      },
    },
    async (request) => listPrintableBooks(ctx, requireUserId(request)),
  );

  app.post(
    '/api/mergePDFsForPrinting',
    {
      schema: {
        tags,
        summary:
          'Merge your PDF books (their URLs, and/or `bookIds`, in order) into one printed book with an optional gift message. Answers at once with the planned page count; the print files are built and checked by the printer in the background — poll `url` (the status call) until `status` is ready, when `url` is the proof',
        body: mergePdfsRequestSchema,
        response: { 200: mergedBookSchema, ...errorResponses(400, 401, 403, 409, 429, 507) },
      },
    },
    async (request) => {
      const userId = requireUserId(request);
      await enforceRateLimit(ctx, MERGES_PER_USER, userId);
      return mergedBookInRequestLanguage(
        request,
        await mergeBooksForPrinting(ctx, userId, request.body),
      );
    },
  );

  app.get(
    '/api/mergedBooks/:mergedBookId',
    {
      schema: {
        tags,
        summary: 'One of your merged books: building|ready|failed, with the proof once ready',
        params: mergedBookParamsSchema,
        response: { 200: mergedBookSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      mergedBookInRequestLanguage(
        request,
        await readMergedBook(ctx, requireUserId(request), request.params.mergedBookId),
      ),
  );

  app.get(
    '/api/getMergedBooks/:user_uid',
    {
      schema: {
        tags,
        summary: 'Your merged books with their page counts, newest first',
        params: mergedBooksUserParamsSchema,
        response: { 200: mergedBooksSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) =>
      (await listMergedBooks(ctx, requireSameUser(request, request.params.user_uid))).map((book) =>
        mergedBookInRequestLanguage(request, book),
      ),
  );

  app.post(
    '/api/getQuantityOfPagesToBePrinted',
    {
      schema: {
        tags,
        summary: 'The interior page count of one of your merged books (even, at least 24)',
        body: pagesToPrintRequestSchema,
        response: { 200: pagesToPrintResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => pagesToPrint(ctx, requireUserId(request), request.body.mergedBookId),
  );

  app.post(
    '/api/getBookPrice',
    {
      schema: {
        tags,
        summary:
          'The price of one printed copy of `pageCount` pages (even, 24–800), from the editable price table; shipping and tax come on top',
        body: bookPriceRequestSchema,
        response: { 200: bookPriceResponseSchema, ...errorResponses(400, 401, 503) },
      },
    },
    async (request) => {
      requireUserId(request);
      return bookPrice(ctx, request.body.pageCount);
    },
  );

  app.get(
    '/api/getShipmentPrices',
    {
      schema: {
        tags,
        summary:
          "Shipping options. Without a query our default options (US, one copy); with `country` (and `state`, `postcode`, `mergedBookId`, `quantity`) the printer's own options and delivery windows, priced for that many copies as the checkout charges them. MAIL may have no tracking (`tracked: false`)",
        querystring: shipmentPricesQuerySchema,
        response: { 200: shipmentOptionsSchema, ...errorResponses(400, 401, 403, 404, 503) },
      },
    },
    async (request) => {
      const userId = requireUserId(request);
      const { country, quantity, ...rest } = request.query;
      if (!country) {
        if (Object.values(rest).some(Boolean))
          throw new ValidationError([
            { msg: 'country is required with state, postcode or mergedBookId', path: 'country' },
          ]);
        return defaultShipmentOptions();
      }
      return providerShipmentOptions(ctx, userId, { country, quantity, ...rest });
    },
  );

  app.post(
    '/api/checkPrintAddress',
    {
      schema: {
        tags,
        summary:
          "Check a shipping address as the printer does: 400 naming the field, or `{ok: true, warnings, suggestedAddress}` (the address with the printer's corrections) to offer the parent",
        body: checkPrintAddressRequestSchema,
        response: {
          200: checkPrintAddressResponseSchema,
          ...errorResponses(400, 401, 403, 404, 503),
        },
      },
    },
    async (request) => checkPrintAddress(ctx, requireUserId(request), request.body),
  );

  app.post(
    '/api/checkoutBook',
    {
      schema: {
        tags,
        summary:
          "Order printed copies of your ready merged book: the server prices it again (our price per copy, the printer's shipping and tax — any price sent is ignored), checks the address (400 naming the field) and answers `{url}` of the hosted checkout",
        body: checkoutBookRequestSchema,
        response: {
          200: checkoutBookResponseSchema,
          ...errorResponses(400, 401, 403, 404, 409, 503),
        },
      },
    },
    async (request) => checkoutBook(ctx, requireUserId(request), request.body),
  );

  app.get(
    '/api/printOrders',
    {
      schema: {
        tags,
        summary: 'Your printed-book orders, newest first',
        response: { 200: printOrdersSchema, ...errorResponses(401) },
      },
    },
    async (request) =>
      (await listPrintOrders(ctx, requireUserId(request))).map((order) =>
        printOrderInRequestLanguage(request, order),
      ),
  );

  app.get(
    '/api/printOrders/:orderId',
    {
      schema: {
        tags,
        summary:
          'One of your printed-book orders: status, tracking, delivery window, until when it can be canceled, totals',
        params: printOrderParamsSchema,
        response: { 200: printOrderSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      printOrderInRequestLanguage(
        request,
        await readPrintOrder(ctx, requireUserId(request), request.params.orderId),
      ),
  );

  app.post(
    '/api/printOrders/:orderId/confirm',
    {
      schema: {
        tags,
        summary:
          "The success page's return from Stripe: an order still awaiting payment is asked about at Stripe and, if paid, marked paid and sent to the printer once (as the webhook does). Answers the order as it now stands",
        params: printOrderParamsSchema,
        response: { 200: printOrderSchema, ...errorResponses(400, 401, 403, 404, 503) },
      },
    },
    async (request) =>
      confirmPrintOrder(ctx, requireUserId(request), request.params.orderId, request.log),
  );

  app.post(
    '/api/printOrders/:orderId/cancel',
    {
      schema: {
        tags,
        summary:
          'Cancel your order while the printer still allows it (until `cancelUntil`): canceled at the printer, then refunded in full. 409 once it is too late',
        params: printOrderParamsSchema,
        response: { 200: printOrderSchema, ...errorResponses(400, 401, 403, 404, 409, 503) },
      },
    },
    async (request) => cancelPrintOrder(ctx, requireUserId(request), request.params.orderId),
  );

  app.post(
    '/api/printOrders/:orderId/problem',
    {
      schema: {
        tags,
        summary:
          'Report a problem with your delivered order, within 30 days of delivery; kept on the order for us to answer',
        params: printOrderParamsSchema,
        body: printOrderProblemRequestSchema,
        response: { 200: printOrderSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      reportPrintOrderProblem(
        ctx,
        requireUserId(request),
        request.params.orderId,
        request.body.message,
      ),
  );

  await app.register(printWebhookRoutes, { ctx });
  if (ctx.payments.kind === 'test')
    await app.register(printTestCheckoutRoutes, { ctx, payments: ctx.payments });
};
