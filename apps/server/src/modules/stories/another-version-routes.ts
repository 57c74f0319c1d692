import {
  anotherVersionBodySchema,
  anotherVersionCostSchema,
  generateStoryResponseSchema,
} from '@sns/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { requireUserId } from '../../http/session-plugin';
import { readAnotherVersionCost, writeAnotherVersion } from './another-version';

const tags = ['stories'];
const params = z.object({ storyId: z.string().uuid() });

/**
 * "Read another version" of a story (docs/decisions/020); not in the original specification
 * (docs/api.md#another-version).
 */
export const anotherVersionRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  app.get(
    '/api/stories/:storyId/rewrite',
    {
      schema: {
        tags,
        summary: 'What another version of your story costs now',
        params,
        response: { 200: anotherVersionCostSchema },
      },
    },
    async (request) => readAnotherVersionCost(ctx, requireUserId(request), request.params.storyId),
  );

  app.post(
    '/api/stories/:storyId/rewrite',
    {
      schema: {
        tags,
        summary:
          'Write your story again with a new seed, as a new story: free once within minutes of the first, else a story’s price',
        params,
        body: anotherVersionBodySchema,
        response: { 202: generateStoryResponseSchema },
      },
    },
    async (request, reply) => {
      const userId = requireUserId(request);
      return reply
        .status(202)
        .send(await writeAnotherVersion(ctx, userId, request.params.storyId, request.body.cost));
    },
  );
};
