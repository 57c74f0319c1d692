import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { htmlPage, sendHtml } from './html-page';
import { renderReceiptPage } from './receipt-page';
import { RECEIPTS_PATH, readReceiptForPage } from './receipts';

/** Our receipt page, opened in a new tab from a signed link (no session needed). */
export const receiptRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    `${RECEIPTS_PATH}/:checkoutId`,
    {
      schema: {
        hide: true,
        params: z.object({ checkoutId: z.string().max(64) }),
        querystring: z.object({ token: z.string().max(128).optional() }),
      },
    },
    async (request, reply) => {
      const found = await readReceiptForPage(ctx, request.params.checkoutId, request.query.token);
      if (!found) {
        const body = `<div class="card"><h1>Receipt not found</h1>
<p class="muted">This receipt link is not valid. Open your latest receipt from your profile.</p>
<div class="actions"><a class="button primary" href="/">Back to Starry Night Story</a></div></div>`;
        return sendHtml(reply, 404, htmlPage('Receipt not found', body));
      }
      return sendHtml(reply, 200, renderReceiptPage(found.checkout, found.buyer));
    },
  );
};
