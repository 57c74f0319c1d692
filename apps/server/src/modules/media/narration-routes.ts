import {
  audioUrlQuerySchema,
  audioUrlResponseSchema,
  mediaCostsSchema,
  narrativeIdsSchema,
  narrativeQuerySchema,
  narrativeSchema,
  storyIdParamsSchema,
} from '@sns/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { errors } from '../../errors';
import { requireSameUser, requireUserId } from '../../http/session-plugin';
import { errorResponses } from '../accounts/route-support';
import { readMediaCosts } from './media-costs';
import { readNarrative } from './read-narrative';
import { requestNarration } from './request-narration';
import { statusInRequestLanguage } from '../../i18n/status-message';

const tags = ['narration'];

/**
 * docs/api.md#design-5-2: narration (started by the first status call) and its read-along timings.
 */
export const narrationRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/api/getAudioUrl/:storyId',
    {
      config: { spends: true },
      schema: {
        tags,
        summary:
          "A story's narration: the first call starts it (1 credit; your first narration is free), later calls report it",
        params: storyIdParamsSchema,
        querystring: audioUrlQuerySchema,
        response: { 200: audioUrlResponseSchema, ...errorResponses(400, 401, 402, 404, 409) },
      },
    },
    async (request) =>
      statusInRequestLanguage(
        request,
        await requestNarration(ctx, requireUserId(request), request.params.storyId, {
          retry: request.query.retry === 'true',
          voice: request.query.voice,
        }),
      ),
  );

  app.get(
    '/api/getNarrative',
    {
      schema: {
        tags,
        summary: 'The story text and when each sentence is spoken, for the read-along',
        querystring: narrativeQuerySchema,
        response: { 200: narrativeSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      // docs/api.md#spec-8: a missing (or unusable) user or story id is 'Invalid User or Story'.
      const ids = narrativeIdsSchema.safeParse(request.query);
      if (!ids.success) throw errors.invalidUserOrStory();
      const userId = requireSameUser(request, ids.data.userId);
      return readNarrative(ctx, userId, ids.data.storyId);
    },
  );

  app.get(
    '/api/getMediaCosts',
    {
      schema: {
        tags,
        summary: 'What your next extra picture and narration cost, and your credits',
        response: { 200: mediaCostsSchema, ...errorResponses(401) },
      },
    },
    async (request) => readMediaCosts(ctx, requireUserId(request)),
  );
};
