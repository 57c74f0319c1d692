import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { findSharedStory } from '../stories/share-story';
import { renderSharePage } from './share-page';

/** The public share page (outside /api): server-rendered metadata, then the SPA takes over. */
export const shareRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const indexHtml = () => readFile(join(ctx.config.webDist, 'index.html'), 'utf8');

  app.get(
    '/share/:uuid',
    { schema: { hide: true, params: z.object({ uuid: z.string() }) } },
    async (request, reply) => {
      const { uuid } = request.params;
      const story = z.string().uuid().safeParse(uuid).success
        ? await findSharedStory(ctx, uuid)
        : undefined;
      const html = renderSharePage(await indexHtml(), story, ctx.config.publicUrl);
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
    },
  );

  // docs/decisions/d8-sharing.md: og:url names the owner and the story; people who follow it land
  // on the share page.
  app.get(
    '/share/:user_uid/:uuid',
    { schema: { hide: true, params: z.object({ user_uid: z.string(), uuid: z.string() }) } },
    async (request, reply) =>
      reply.redirect(`/share/${encodeURIComponent(request.params.uuid)}`, 301),
  );

  app.get(
    '/api/getSharedStoryImage/:uuid',
    {
      schema: {
        tags: ['stories'],
        summary: "A shared story's picture; works without a session while the story is shared",
        params: z.object({ uuid: z.string().uuid() }),
      },
    },
    async (request, reply) => sendSharedImage(ctx, request.params.uuid, reply),
  );
};

/**
 * docs/decisions/d8-sharing.md: og:image loads without a session for exactly as long as the story
 * stays shared.
 */
async function sendSharedImage(ctx: AppContext, storyId: string, reply: FastifyReply) {
  const story = await findSharedStory(ctx, storyId);
  const file = story?.imageKey ? await ctx.storage.get(story.imageKey) : undefined;
  if (!file) return reply.status(404).send({ message: 'That picture was not found.' });
  return reply
    .header('content-type', file.contentType)
    .header('cache-control', 'public, max-age=600')
    .send(file.data);
}
