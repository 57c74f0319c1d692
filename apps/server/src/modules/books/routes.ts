import {
  bookCreditsSchema,
  bookStatusSchema,
  bookStoryParamsSchema,
  bookUserStoryParamsSchema,
  generateBookParamsSchema,
  generateBookResponseSchema,
  generatedBooksSchema,
  suggestLookFieldsSchema,
  suggestLookResponseSchema,
} from '@sns/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { requireSameUser, requireUserId } from '../../http/session-plugin';
import { errorResponses } from '../accounts/route-support';
import { readBookForm, readPhotoForm } from './book-form';
import { generateBook } from './generate-book';
import { checkBookCredits, listGeneratedBooks, readBookStatus } from './read-books';
import { suggestLook } from './suggest-look';

const tags = ['books'];

/** PDF books from a photo (docs/api.md#spec-7 "Stories and books", docs/api.md#design-5-3). */
export const bookRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post(
    '/api/generateBookUsingImageAsReference/:userId/:storyId/:useImageAsMainImage',
    {
      schema: {
        tags,
        summary:
          "Start a PDF book from a photo (10 credits). Multipart: file `image`, `selectedStories` (JSON array of story ids), `useImageAsMainImage`; optional `dedication` (≤ 120 characters of plain text) and `appearance` (JSON of the hero's look, from suggestLook)",
        params: generateBookParamsSchema,
        consumes: ['multipart/form-data'],
        response: {
          202: generateBookResponseSchema,
          // Error bodies (docs/decisions/d3-error-bodies.md); the 400 of a credit shortage also
          // carries `error` (docs/api.md#design-5-3).
          ...errorResponses(400, 401, 403, 404, 409, 413, 415),
        },
      },
    },
    async (request, reply) => {
      const userId = requireSameUser(request, request.params.userId);
      const form = await readBookForm(request);
      const accepted = await generateBook(ctx, userId, {
        storyId: request.params.storyId,
        useImageAsMainImage: request.params.useImageAsMainImage === 'true',
        selectedStories: form.fields.selectedStories,
        photo: form.photo,
        dedication: form.fields.dedication,
        appearance: form.fields.appearance,
      });
      return reply.status(202).send(accepted);
    },
  );

  app.get(
    '/api/getBookFromStoryGenerationStatus/:storyId',
    {
      schema: {
        tags,
        summary: 'The latest book of one of your stories: none|processing|running|completed|error',
        params: bookStoryParamsSchema,
        response: { 200: bookStatusSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => readBookStatus(ctx, requireUserId(request), request.params.storyId),
  );

  app.post(
    '/api/getGeneratedPdfBooksForThisStory/:userId/:storyId',
    {
      schema: {
        tags,
        summary: "A story's finished PDF books, newest first",
        params: bookUserStoryParamsSchema,
        response: { 200: generatedBooksSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      listGeneratedBooks(
        ctx,
        requireSameUser(request, request.params.userId),
        request.params.storyId,
      ),
  );

  app.get(
    '/api/checkUserCreditsForBook/:userId/:storyId',
    {
      schema: {
        tags,
        summary: 'Whether your credits cover a PDF book (10 credits)',
        params: bookUserStoryParamsSchema,
        response: { 200: bookCreditsSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      checkBookCredits(
        ctx,
        requireSameUser(request, request.params.userId),
        request.params.storyId,
      ),
  );

  app.post(
    '/api/books/suggestLook',
    {
      schema: {
        tags,
        summary:
          "The hero's look a photo suggests (skin tone and hair colour from the photo, the rest from the story's hero), to confirm before a book is made. Multipart: file `image`, optional `storyId`. The photo is not stored",
        consumes: ['multipart/form-data'],
        response: {
          200: suggestLookResponseSchema,
          ...errorResponses(400, 401, 403, 404, 413, 415, 429),
        },
      },
    },
    async (request) => {
      const userId = requireUserId(request);
      const form = await readPhotoForm(request, suggestLookFieldsSchema);
      return suggestLook(ctx, userId, { photo: form.photo, storyId: form.fields.storyId });
    },
  );
};
