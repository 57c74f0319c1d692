import {
  profileResponseSchema,
  unauthenticatedResponseSchema,
  updateLanguageBodySchema,
  userIdParamsSchema,
  userResponseSchema,
  userUidParamsSchema,
} from '@sns/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { errors } from '../../errors';
import { rememberedBodies } from '../../lib/remembered-bodies';
import { requireSameUser } from '../../http/session-plugin';
import { readSingleUpload } from './multipart-upload';
import { presentUser } from './present-user';
import { updateProfilePicture } from './profile-picture';
import { errorResponses, logOf } from './route-support';
import { findUserWithStoryCount, setUserLanguage } from './user-repository';

/**
 * The signed-in user's own profile and picture (docs/decisions/d7-own-data-only.md: the path must
 * name the session's user).
 */
export const profileRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  // The profile's bytes, made once per profile (docs/decisions/102).
  const profiles = rememberedBodies();
  app.get(
    '/api/getUserProfile/:user_uid',
    {
      schema: {
        tags: ['accounts'],
        summary: "The signed-in user's profile",
        params: userUidParamsSchema,
        response: {
          200: profileResponseSchema,
          401: unauthenticatedResponseSchema,
          ...errorResponses(400, 403),
        },
      },
    },
    async (request, reply) => {
      // docs/api.md#spec-4: the client logs out locally when it reads status 'unauthenticated'.
      if (!request.session?.userId)
        return reply.status(401).send({ status: 'unauthenticated' as const });
      const userId = requireSameUser(request, request.params.user_uid);
      const found = await findUserWithStoryCount(ctx.database.db, userId);
      if (!found) return reply.status(401).send({ status: 'unauthenticated' as const });
      return profiles.send(reply, userId, {
        status: 'authenticated' as const,
        user: await presentUser(ctx, found.user, found.storyCount),
      });
    },
  );

  app.post(
    '/api/updateProfilePicture/:userId',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Replace the profile picture (multipart, one file field `image`)',
        params: userIdParamsSchema,
        consumes: ['multipart/form-data'],
        response: {
          200: userResponseSchema,
          ...errorResponses(400, 401, 403, 413, 415),
        },
      },
    },
    async (request) => {
      const userId = requireSameUser(request, request.params.userId);
      const upload = await readSingleUpload(request, 'image');
      if (!upload) throw errors.noPhoto();
      const user = await updateProfilePicture(ctx, userId, upload, logOf(request));
      return { message: 'OK' as const, user: await presentUser(ctx, user) };
    },
  );

  app.put(
    '/api/updateLanguage/:userId',
    {
      schema: {
        tags: ['accounts'],
        summary: "The parent's language for pages and e-mails (docs/decisions/070)",
        params: userIdParamsSchema,
        body: updateLanguageBodySchema,
        response: {
          200: userResponseSchema,
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request) => {
      const userId = requireSameUser(request, request.params.userId);
      const user = await setUserLanguage(ctx.database.db, userId, request.body.language);
      if (!user) throw errors.unauthenticated();
      return { message: 'OK' as const, user: await presentUser(ctx, user) };
    },
  );
};
