import {
  continueStoryBodySchema,
  continueStoryResponseSchema,
  renameSeriesBodySchema,
  seriesListSchema,
  seriesSchema,
} from '@sns/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { requireUserId } from '../../http/session-plugin';
import { continueStory } from './continue-story';
import { readOneSeries, readSeriesList, renameSeries } from './read-series';

const tags = ['series'];
const seriesParams = z.object({ seriesId: z.string().uuid('Invalid series') });

/**
 * A series of chapters, night after night (docs/decisions/066); not in the original specification
 * (docs/ARCHITECTURE.md, "Calls beyond the original specification: series").
 */
export const seriesRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post(
    '/api/stories/:storyId/continue',
    {
      schema: {
        tags,
        summary: 'Write the next chapter of your story’s series, for a story’s price',
        params: z.object({ storyId: z.string().uuid('Invalid story') }),
        body: continueStoryBodySchema,
        response: { 202: continueStoryResponseSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(202)
        .send(
          await continueStory(
            ctx,
            requireUserId(request),
            request.params.storyId,
            request.body.newElement,
          ),
        ),
  );

  app.get(
    '/api/series',
    { schema: { tags, summary: 'Your series, newest first', response: { 200: seriesListSchema } } },
    async (request) => readSeriesList(ctx, requireUserId(request)),
  );

  app.get(
    '/api/series/:seriesId',
    {
      schema: {
        tags,
        summary: 'One series and its chapters',
        params: seriesParams,
        response: { 200: seriesSchema },
      },
    },
    async (request) => readOneSeries(ctx, requireUserId(request), request.params.seriesId),
  );

  app.patch(
    '/api/series/:seriesId',
    {
      schema: {
        tags,
        summary: 'Rename a series',
        params: seriesParams,
        body: renameSeriesBodySchema,
        response: { 200: seriesSchema },
      },
    },
    async (request) =>
      renameSeries(ctx, requireUserId(request), request.params.seriesId, request.body.title),
  );
};
