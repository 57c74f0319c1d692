import {
  changeStoryImageFromExistentBodySchema,
  changeStoryImageParamsSchema,
  generateNewImageBodySchema,
  storyIdParamsSchema,
  storyImagesResponseSchema,
  storySchema,
} from '@sns/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { requireSameUser, requireUserId } from '../../http/session-plugin';
import { readSingleUpload } from '../accounts/multipart-upload';
import { errorResponses } from '../accounts/route-support';
import { generateNewImage } from './generate-new-image';
import { chooseStoryImage, listStoryImages } from './story-pictures';
import { uploadStoryImage } from './upload-story-image';

const tags = ['pictures'];

/**
 * docs/api.md#design-5-2: the three ways to change a story's picture, and the list of its pictures.
 */
export const pictureRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/api/getStoryImages/:storyId',
    {
      schema: {
        tags,
        summary: 'Every picture one of your stories has had, oldest first',
        params: storyIdParamsSchema,
        response: { 200: storyImagesResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => listStoryImages(ctx, requireUserId(request), request.params.storyId),
  );

  app.post(
    '/api/generateNewImage',
    {
      schema: {
        tags,
        summary: 'Paint a new AI picture for a story (1 credit; your first extra picture is free)',
        body: generateNewImageBodySchema,
        response: { 200: storySchema, ...errorResponses(400, 401, 402, 403, 404, 409, 503) },
      },
    },
    async (request) =>
      generateNewImage(ctx, requireUserId(request), request.body.storyId, request.log),
  );

  app.post(
    '/api/changeStoryImageFromExistent',
    {
      schema: {
        tags,
        summary: "Make one of the story's earlier pictures its picture again (free)",
        body: changeStoryImageFromExistentBodySchema,
        response: { 200: storySchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      chooseStoryImage(ctx, requireUserId(request), request.body.storyId, request.body.image),
  );

  app.post(
    '/api/changeStoryImage/:userId/:storyId',
    {
      schema: {
        tags,
        summary: 'Upload your own picture for a story (multipart, one file field `image`; free)',
        params: changeStoryImageParamsSchema,
        consumes: ['multipart/form-data'],
        response: { 200: storySchema, ...errorResponses(400, 401, 403, 404, 409, 413, 415) },
      },
    },
    async (request) => {
      const userId = requireSameUser(request, request.params.userId);
      return uploadStoryImage(ctx, userId, request.params.storyId, () =>
        readSingleUpload(request, 'image'),
      );
    },
  );
};
