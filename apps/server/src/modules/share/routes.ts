import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { sendWithByteRanges } from '../../lib/byte-range-reply';
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

  const sharedFile = {
    params: z.object({ uuid: z.string().uuid() }),
    // Names the file (a new picture is a new URL); the file served is always the story's own.
    querystring: z.object({ v: z.string().max(64).optional() }),
  };
  app.get(
    '/api/getSharedStoryImage/:uuid',
    {
      schema: {
        tags: ['stories'],
        summary: "A shared story's picture; works without a session while the story is shared",
        ...sharedFile,
      },
    },
    async (request, reply) =>
      sendSharedFile(ctx, request.params.uuid, request.headers.range, reply, 'imageKey'),
  );

  app.get(
    '/api/getSharedStoryAudio/:uuid',
    {
      schema: {
        tags: ['stories'],
        summary:
          "A shared story's narration (byte ranges supported); works without a session while the story is shared",
        ...sharedFile,
      },
    },
    async (request, reply) =>
      sendSharedFile(ctx, request.params.uuid, request.headers.range, reply, 'audioKey'),
  );
};

/**
 * docs/decisions/d8-sharing.md and 049: every file a share page links to loads without a session
 * for exactly as long as the story stays shared — `shared` is read at each request, and caches
 * may keep a copy for a minute at most, so unsharing ends every link within a minute.
 */
async function sendSharedFile(
  ctx: AppContext,
  storyId: string,
  range: string | undefined,
  reply: FastifyReply,
  which: 'imageKey' | 'audioKey',
) {
  const story = await findSharedStory(ctx, storyId);
  const key = story?.[which];
  const file = key ? await ctx.storage.get(key) : undefined;
  if (!file) {
    const what = which === 'imageKey' ? 'That picture' : 'That narration';
    return reply.status(404).send({ message: `${what} was not found.` });
  }
  reply
    .header('content-type', file.contentType)
    .header('cache-control', `public, max-age=${SHARED_FILE_MAX_AGE_SECONDS}`);
  return sendWithByteRanges(range, reply, file.data);
}

/** How long a browser or a shared cache may keep a shared file without asking again. */
export const SHARED_FILE_MAX_AGE_SECONDS = 60;
