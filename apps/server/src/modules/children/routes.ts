import {
  avatarPreviewBodySchema,
  childIdParamsSchema,
  childInputSchema,
  childSchema,
  MAX_CHILDREN,
} from '@sns/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { requireUserId } from '../../http/session-plugin';
import { enforceRateLimit, type RateRule } from '../accounts/rate-limit';
import { errorResponses } from '../accounts/route-support';
import { deleteChild } from './delete-child';
import { listChildren, readChild } from './read-children';
import { previewAvatar } from './preview-avatar';
import { createChild, updateChild } from './save-child';

const tags = ['children'];

/**
 * The builder asks for a picture as the parent clicks through choices: about one a second for
 * ten minutes is far more than a parent needs, and keeps a script from using us as a renderer.
 */
const PREVIEWS_PER_USER: RateRule = { name: 'avatar-preview', limit: 600, windowSeconds: 600 };

const svgSchema = z.instanceof(Buffer).meta({
  type: 'string',
  format: 'binary',
  description: 'image/svg+xml: the child as the stories draw them, head and shoulders',
});

/**
 * A parent's child profiles (docs/ARCHITECTURE.md, "Children"). Owner only: another parent's
 * child answers 404 like a missing one, so ids cannot be probed (as stories do).
 */
export const childRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/api/children',
    {
      schema: {
        tags,
        summary: 'Your children, oldest first',
        response: { 200: z.array(childSchema), ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return listChildren(ctx, requireUserId(request));
    },
  );

  app.get(
    '/api/children/:childId',
    {
      schema: {
        tags,
        summary: 'One of your children',
        params: childIdParamsSchema,
        response: { 200: childSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return readChild(ctx, requireUserId(request), request.params.childId);
    },
  );

  app.post(
    '/api/children',
    {
      schema: {
        tags,
        summary: `Add a child (at most ${MAX_CHILDREN}); with a birthday the age is worked out from it`,
        body: childInputSchema,
        response: { 201: childSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const child = await createChild(ctx, requireUserId(request), request.body);
      return reply.status(201).send(child);
    },
  );

  app.put(
    '/api/children/:childId',
    {
      schema: {
        tags,
        summary: "Replace a child's whole profile; stories already written keep their look",
        params: childIdParamsSchema,
        body: childInputSchema,
        response: { 200: childSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      updateChild(ctx, requireUserId(request), request.params.childId, request.body),
  );

  app.delete(
    '/api/children/:childId',
    {
      schema: {
        tags,
        summary: "Delete a child's profile; their stories stay as they are",
        params: childIdParamsSchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await deleteChild(ctx, requireUserId(request), request.params.childId);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/children/preview',
    {
      schema: {
        tags,
        summary: "The avatar builder's live picture of a look, before anything is saved (SVG)",
        body: avatarPreviewBodySchema,
        response: { 200: svgSchema, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request, reply) => {
      const userId = requireUserId(request);
      await enforceRateLimit(ctx, PREVIEWS_PER_USER, userId);
      return reply
        .header('content-type', 'image/svg+xml; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(previewAvatar(request.body));
    },
  );
};
