import { recordingScriptSchema, storyVoiceSchema, VOICE_INVITE_HEADER } from '@sns/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { errorResponses } from '../accounts/route-support';
import { finishInvitedVoice } from './finish-voice';
import { presentScript } from './recording-script';
import { openInvite } from './voice-invites';

const tags = ['recorded voices'];

/** The invitation token, from its header: never in a URL, so never in a log or a Referer. */
export const inviteTokenOf = (request: FastifyRequest) => {
  const value = request.headers[VOICE_INVITE_HEADER];
  return typeof value === 'string' ? value : undefined;
};

/**
 * The invitee's calls (docs/decisions/023): no account, only the token, which opens one voice of
 * one story — its sentences to read, recording them (clip-upload-routes.ts) and saving.
 */
export const inviteRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/api/voiceInvite/script',
    {
      schema: {
        tags,
        summary: `The sentences an invitation asks to record (token in the \`${VOICE_INVITE_HEADER}\` header)`,
        response: { 200: recordingScriptSchema, ...errorResponses(404) },
      },
    },
    async (request) => {
      const { invite, story, voice } = await openInvite(ctx, inviteTokenOf(request));
      return presentScript(ctx, story, voice, invite.expiresAt);
    },
  );

  app.post(
    '/api/voiceInvite/finish',
    {
      schema: {
        tags,
        summary: 'Save the invited voice once every sentence is recorded: the link is then spent',
        response: { 200: storyVoiceSchema, ...errorResponses(403, 404, 409) },
      },
    },
    async (request) => finishInvitedVoice(ctx, await openInvite(ctx, inviteTokenOf(request))),
  );
};
