import {
  generateStoryBodySchema,
  generateStoryResponseSchema,
  sharedStorySchema,
  shareStoryBodySchema,
  storiesByIdsBodySchema,
  storySchema,
  workerStatusSchema,
} from '@sns/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { rememberedBodies } from '../../lib/remembered-bodies';
import { requireSameUser, requireUserId } from '../../http/session-plugin';
import { anotherVersionRoutes } from './another-version-routes';
import { generateStory } from './generate-story';
import { readStoriesByIds, readStoriesOfUser, readStory, readWorkerStatus } from './read-stories';
import { readSharedStory, setStoryShared } from './share-story';
import { statusInRequestLanguage } from '../../i18n/status-message';

const tags = ['stories'];

export const storyRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  await app.register(anotherVersionRoutes, { ctx });
  // The story list's bytes, made once per list (docs/decisions/102).
  const storyLists = rememberedBodies();

  app.post(
    '/api/generateStory',
    {
      schema: {
        tags,
        summary: 'Accept a story request: takes a credit (the first story is free) and queues it',
        body: generateStoryBodySchema,
        response: { 202: generateStoryResponseSchema },
      },
    },
    async (request, reply) => {
      const userId = requireUserId(request);
      return reply.status(202).send(await generateStory(ctx, userId, request.body));
    },
  );

  app.get(
    '/api/workerStatus/:workerId',
    {
      schema: {
        tags,
        summary: "What a story's writing job is doing",
        params: z.object({ workerId: z.string().uuid() }),
        response: { 200: workerStatusSchema },
      },
    },
    async (request) =>
      statusInRequestLanguage(
        request,
        await readWorkerStatus(ctx, requireUserId(request), request.params.workerId),
      ),
  );

  app.get(
    '/api/getUserStories/:user_uid',
    {
      schema: {
        tags,
        summary: "The user's stories, newest first",
        params: z.object({ user_uid: z.string().uuid() }),
        response: { 200: z.array(storySchema) },
      },
    },
    async (request, reply) => {
      const userId = requireSameUser(request, request.params.user_uid);
      const stories = await readStoriesOfUser(ctx, userId, request.session?.storyListVersion);
      return storyLists.send(reply, userId, stories);
    },
  );

  app.get(
    '/api/getStory/:uuid',
    {
      schema: {
        tags,
        summary: 'One of your stories',
        params: z.object({ uuid: z.string().uuid() }),
        response: { 200: storySchema },
      },
    },
    async (request) => readStory(ctx, requireUserId(request), request.params.uuid),
  );

  app.post(
    '/api/getStoriesByArrayOfIds',
    {
      schema: {
        tags,
        summary: 'Several of your stories by id (others are left out)',
        body: storiesByIdsBodySchema,
        response: { 200: z.array(storySchema) },
      },
    },
    async (request) => readStoriesByIds(ctx, requireUserId(request), request.body.ids),
  );

  app.post(
    '/api/shareStory',
    {
      schema: {
        tags,
        summary: 'Make a story public at /share/{uuid}, or private again',
        body: shareStoryBodySchema,
        response: { 200: storySchema },
      },
    },
    async (request) =>
      setStoryShared(ctx, requireUserId(request), request.body.storyId, request.body.shared),
  );

  app.get(
    '/api/getSharedStory/:uuid',
    {
      schema: {
        tags,
        summary: 'A shared story, for its public page',
        params: z.object({ uuid: z.string().uuid() }),
        response: { 200: sharedStorySchema },
      },
    },
    async (request) => readSharedStory(ctx, request.params.uuid),
  );
};
