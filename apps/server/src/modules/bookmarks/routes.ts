import { errorBodySchema } from '@sns/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errors } from '../../errors';
import { bookmarkDesigns, findBookmarkDesign } from './bookmark-catalogue';
import { bookmarkListSchema, bookmarkParamsSchema } from './bookmark-schemas';
import { presentBookmark } from './present-bookmark';

/** A day: the sheets only change with a deploy, and parents often download several in a row. */
const CACHE_CONTROL = 'public, max-age=86400';

const pdfSchema = z.instanceof(Buffer).meta({
  type: 'string',
  format: 'binary',
  description: 'A one-page application/pdf with three bookmarks',
});

/** Free printable bookmarks for the landing page; public, no session needed. */
export const bookmarkRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/bookmarks',
    {
      schema: {
        tags: ['bookmarks'],
        summary: 'The printable bookmark designs',
        response: { 200: bookmarkListSchema },
      },
    },
    async () => bookmarkDesigns.map(presentBookmark),
  );

  app.get(
    '/api/bookmarks/:id.pdf',
    {
      schema: {
        tags: ['bookmarks'],
        summary: 'One design as a printable PDF sheet of three bookmarks',
        params: bookmarkParamsSchema,
        response: { 200: pdfSchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const design = findBookmarkDesign(request.params.id);
      if (!design) throw errors.notFound('That bookmark');
      // Loaded when first used: pdfkit takes a second of a start (docs/decisions/063).
      const { loadBookmarkPdf } = await import('./render-bookmark-pdf');
      const pdf = await loadBookmarkPdf(design);
      return reply
        .header('content-type', 'application/pdf')
        .header(
          'content-disposition',
          `attachment; filename="starry-night-bookmark-${design.id}.pdf"`,
        )
        .header('cache-control', CACHE_CONTROL)
        .send(pdf);
    },
  );
};
