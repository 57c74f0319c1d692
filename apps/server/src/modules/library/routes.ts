import {
  libraryQuerySchema,
  libraryResponseSchema,
  storyIdParamsSchema,
  thumbnailParamsSchema,
} from '@sns/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { requireUserId } from '../../http/session-plugin';
import { errorResponses } from '../accounts/route-support';
import { deleteStory } from './delete-story';
import { readLibrary } from './read-library';
import { readStoryThumbnail } from './story-thumbnail';

const tags = ['library'];

const webpSchema = z.instanceof(Buffer).meta({
  type: 'string',
  format: 'binary',
  description: "image/webp: the story's main picture at card size",
});

/** The bedtime library on /mystories (docs/decisions/019): pages, thumbnails, deleting a story. */
export const libraryRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/api/library',
    {
      schema: {
        tags,
        summary:
          'A page of your stories, newest first: for one child (`child`) or all, matching words ' +
          'in the title, hero or elements (`q`); pass `nextCursor` back as `cursor` for more',
        querystring: libraryQuerySchema,
        response: { 200: libraryResponseSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => readLibrary(ctx, requireUserId(request), request.query),
  );

  app.get(
    '/api/storyThumbnail/:storyId/:width',
    {
      schema: {
        tags,
        summary: "A small WebP of your story's picture (400 or 800 px wide) for its card",
        params: thumbnailParamsSchema,
        querystring: z.object({ v: z.string().max(64).optional() }),
        response: { 200: webpSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const { storyId, width } = request.params;
      const data = await readStoryThumbnail(
        ctx,
        requireUserId(request),
        storyId,
        width,
        request.log,
      );
      // Private: only the owner's session opens it. The link changes with the picture (`v`).
      return reply
        .header('content-type', 'image/webp')
        .header('cache-control', 'private, max-age=604800, immutable')
        .send(data);
    },
  );

  app.delete(
    '/api/stories/:storyId',
    {
      schema: {
        tags,
        summary:
          'Delete one of your stories with its pictures, narration and books (no credits back)',
        params: storyIdParamsSchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await deleteStory(ctx, requireUserId(request), request.params.storyId, request.log);
      return reply.status(204).send(null);
    },
  );
};
