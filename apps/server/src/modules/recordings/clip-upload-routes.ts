import {
  inviteSentenceParamsSchema,
  RECORDING_LIMITS,
  recordedClipSchema,
  voiceSentenceParamsSchema,
} from '@sns/contract';
import type { FastifyError } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { errors } from '../../errors';
import { requireUserId } from '../../http/session-plugin';
import { errorResponses } from '../accounts/route-support';
import { inviteTokenOf } from './invite-routes';
import { recordInvitedSentence, recordSentence } from './record-sentence';
import { getOwnVoice } from './recording-script';
import { recordingErrors } from './recording-errors';
import { openInvite } from './voice-invites';

const tags = ['recorded voices'];

/**
 * Uploading one sentence's clip: the body is the recording's bytes, whatever Content-Type it
 * claims (the bytes are sniffed: record-sentence.ts), up to the per-sentence size. Its own scope,
 * so only these routes take a raw body.
 */
export const clipUploadRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    '*',
    { parseAs: 'buffer', bodyLimit: RECORDING_LIMITS.maxClipBytes },
    (_request, body, done) => done(null, body),
  );
  // A body over the limit is refused by the parser before our code runs: say it as ours.
  app.setErrorHandler((error: FastifyError) => {
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') throw recordingErrors.tooLarge();
    throw error;
  });

  const response = {
    200: recordedClipSchema,
    ...errorResponses(400, 401, 403, 404, 409, 413, 415, 429),
  };

  app.put(
    '/api/stories/:storyId/voices/:voiceId/sentences/:index',
    {
      schema: {
        tags,
        summary: 'Record one sentence in your voice (the body is the audio: WebM, Ogg or MP4)',
        params: voiceSentenceParamsSchema,
        consumes: ['audio/webm', 'audio/ogg', 'audio/mp4'],
        response,
      },
    },
    async (request) => {
      const { storyId, voiceId, index } = request.params;
      const target = await getOwnVoice(ctx, requireUserId(request), storyId, voiceId);
      return recordSentence(ctx, target, index, request.body, () => errors.notFound('That voice'));
    },
  );

  app.put(
    '/api/voiceInvite/sentences/:index',
    {
      schema: {
        tags,
        summary: 'Record one sentence through an invitation (token in its header; body: the audio)',
        params: inviteSentenceParamsSchema,
        consumes: ['audio/webm', 'audio/ogg', 'audio/mp4'],
        response,
      },
    },
    async (request) => {
      const target = await openInvite(ctx, inviteTokenOf(request));
      return recordInvitedSentence(ctx, target, request.params.index, request.body);
    },
  );
};
