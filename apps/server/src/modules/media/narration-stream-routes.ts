import { Readable } from 'node:stream';
import {
  narrationProgressSchema,
  narrationStreamSchema,
  narrationVoiceIdSchema,
  narrationVoicesSchema,
  storyIdParamsSchema,
} from '@sns/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { requireUserId } from '../../http/session-plugin';
import { errorResponses } from '../accounts/route-support';
import { listNarrationVoices, readNarrationProgress } from './read-narration-progress';
import { openNarrationStream } from './stream-narration';
import { statusInRequestLanguage } from '../../i18n/status-message';

const tags = ['narration'];

/**
 * docs/api.md#narration-streaming: the narration heard while it is made, its read-along marks so
 * far, and the voices (docs/decisions/022-streaming-narration.md). getAudioUrl still starts and
 * pays for a narration; none of these do.
 */
export const narrationStreamRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  app.get(
    '/api/narrationStream/:storyId',
    {
      schema: {
        tags,
        summary:
          'The narration as MP3 while it is being recorded (a finished one redirects to its file)',
        params: storyIdParamsSchema,
        querystring: z.object({ voice: narrationVoiceIdSchema.optional() }),
        response: {
          200: narrationStreamSchema,
          302: z.null(),
          ...errorResponses(400, 401, 404, 409),
        },
      },
    },
    async (request, reply) => {
      const opened = await openNarrationStream(
        ctx,
        requireUserId(request),
        request.params.storyId,
        request.query.voice,
      );
      if (opened.kind === 'file') return reply.redirect(opened.url, 302);
      // The listener went away (or the process stops): stop following; the job goes on.
      const abort = new AbortController();
      request.raw.once('close', () => abort.abort());
      reply.raw.once('close', () => abort.abort());
      return reply
        .header('content-type', 'audio/mpeg')
        .header('cache-control', 'no-store')
        .header('accept-ranges', 'none')
        .send(Readable.from(opened.follow(abort.signal), { objectMode: false }));
    },
  );

  app.get(
    '/api/narrationProgress/:storyId',
    {
      schema: {
        tags,
        summary: 'How far the narration is, with the read-along marks of what has been spoken',
        params: storyIdParamsSchema,
        response: { 200: narrationProgressSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) =>
      statusInRequestLanguage(
        request,
        await readNarrationProgress(ctx, requireUserId(request), request.params.storyId),
      ),
  );

  app.get(
    '/api/narrationVoices',
    {
      schema: {
        tags,
        summary: 'The voices a narration can be recorded in, the default first',
        response: { 200: narrationVoicesSchema },
      },
    },
    async () => listNarrationVoices(ctx),
  );
};
