import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { narrationRoutes } from './narration-routes';
import { narrationStreamRoutes } from './narration-stream-routes';
import { pictureRoutes } from './picture-routes';

/**
 * Pictures and narration of a story (docs/api.md#spec-7 "Stories and books",
 * docs/api.md#design-5-2).
 */
export const mediaRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  await app.register(pictureRoutes, { ctx });
  await app.register(narrationRoutes, { ctx });
  await app.register(narrationStreamRoutes, { ctx });
};
