import {
  createVoiceBodySchema,
  createVoiceInviteBodySchema,
  inviteParamsSchema,
  recordingScriptSchema,
  storyIdParamsSchema,
  storyVoiceSchema,
  storyVoicesResponseSchema,
  voiceInviteSchema,
  voiceParamsSchema,
  voicePlaybackSchema,
} from '@sns/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { requireUserId } from '../../http/session-plugin';
import { errorResponses } from '../accounts/route-support';
import { clipUploadRoutes } from './clip-upload-routes';
import { finishVoice } from './finish-voice';
import { inviteRoutes } from './invite-routes';
import { getOwnVoice, presentScript } from './recording-script';
import { createVoice, deleteVoice, listStoryVoices } from './story-voices';
import { createVoiceInvite, revokeVoiceInvite } from './voice-invites';
import { readVoicePlayback } from './voice-playback';

const tags = ['recorded voices'];

/**
 * "Read it in your own voice" (docs/decisions/023, docs/api.md#recorded-voices): a parent's voices
 * of a story and the invitations to record one. Owner only — another parent's story is a 404.
 * Recording is free.
 */
export const recordingRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/api/stories/:storyId/voices',
    {
      schema: {
        tags,
        summary: 'The voices recorded for one of your stories, and the invitations to record one',
        params: storyIdParamsSchema,
        response: { 200: storyVoicesResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => listStoryVoices(ctx, requireUserId(request), request.params.storyId),
  );

  app.post(
    '/api/stories/:storyId/voices',
    {
      schema: {
        tags,
        summary: 'Start recording the story in your own voice (free)',
        params: storyIdParamsSchema,
        body: createVoiceBodySchema,
        response: { 201: storyVoiceSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const voice = await createVoice(
        ctx,
        requireUserId(request),
        request.params.storyId,
        request.body.name,
      );
      return reply.status(201).send(voice);
    },
  );

  app.get(
    '/api/stories/:storyId/voices/:voiceId/script',
    {
      schema: {
        tags,
        summary: "The story's sentences to read, and which this voice has recorded",
        params: voiceParamsSchema,
        response: { 200: recordingScriptSchema, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request) => {
      const { storyId, voiceId } = request.params;
      const { story, voice } = await getOwnVoice(ctx, requireUserId(request), storyId, voiceId);
      return presentScript(ctx, story, voice, null);
    },
  );

  app.post(
    '/api/stories/:storyId/voices/:voiceId/finish',
    {
      schema: {
        tags,
        summary: 'Save a voice with every sentence recorded: it can then be played',
        params: voiceParamsSchema,
        response: { 200: storyVoiceSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { storyId, voiceId } = request.params;
      return finishVoice(ctx, await getOwnVoice(ctx, requireUserId(request), storyId, voiceId));
    },
  );

  app.get(
    '/api/stories/:storyId/voices/:voiceId/playback',
    {
      schema: {
        tags,
        summary: 'A saved voice: one clip per sentence, and the read-along marks',
        params: voiceParamsSchema,
        response: { 200: voicePlaybackSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) =>
      readVoicePlayback(
        ctx,
        requireUserId(request),
        request.params.storyId,
        request.params.voiceId,
      ),
  );

  app.delete(
    '/api/stories/:storyId/voices/:voiceId',
    {
      schema: {
        tags,
        summary: 'Delete a voice with its recordings (and its invitation, if any)',
        params: voiceParamsSchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { storyId, voiceId } = request.params;
      await deleteVoice(ctx, requireUserId(request), storyId, voiceId);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/stories/:storyId/voiceInvites',
    {
      schema: {
        tags,
        summary:
          'Invite someone to record the story in their voice: a private link that expires (free)',
        params: storyIdParamsSchema,
        body: createVoiceInviteBodySchema,
        response: { 201: voiceInviteSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const invite = await createVoiceInvite(
        ctx,
        requireUserId(request),
        request.params.storyId,
        request.body,
      );
      return reply.status(201).send(invite);
    },
  );

  app.delete(
    '/api/stories/:storyId/voiceInvites/:inviteId',
    {
      schema: {
        tags,
        summary: 'Withdraw an invitation: its link stops working (what was recorded stays)',
        params: inviteParamsSchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { storyId, inviteId } = request.params;
      await revokeVoiceInvite(ctx, requireUserId(request), storyId, inviteId);
      return reply.status(204).send(null);
    },
  );

  await app.register(inviteRoutes, { ctx });
  await app.register(clipUploadRoutes, { ctx });
};
