import {
  anonymousConsentBodySchema,
  consentCheckResponseSchema,
  consentSavedResponseSchema,
  consentUserParamsSchema,
  okMessageSchema,
  userConsentBodySchema,
} from '@sns/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { requireSameUser } from '../../http/session-plugin';
import { errorResponses } from '../accounts/route-support';
import { enforceRateLimit } from '../accounts/rate-limit';
import { readAnonymousConsentKey, setAnonymousConsentId } from './anonymous-consent-id';
import { hasVisitorRecord, readConsent } from './read-consent';
import { resetConsent } from './reset-consent';
import { saveAnonymousConsent, saveUserConsent } from './save-consent';

const tags = ['consent'];

/**
 * A browser that has no consent id yet creates a record on its first save: capped per address
 * so a script cannot fill the table, generous for a family or school behind one address.
 */
const NEW_VISITOR_RECORDS_PER_IP = { name: 'consent-visitor', limit: 100, windowSeconds: 3600 };

/**
 * docs/api.md#spec-7 "Cookie consent": signed-in records by user
 * (docs/decisions/d7-own-data-only.md), visitors' records by browser.
 */
export const consentRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const secure = ctx.config.secureCookies;

  app.get(
    '/api/cookie-consent/:user_uid',
    {
      schema: {
        tags,
        summary: "The signed-in user's cookie consent",
        params: consentUserParamsSchema,
        response: { 200: consentCheckResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const userId = requireSameUser(request, request.params.user_uid);
      reply.header('cache-control', 'no-store');
      return readConsent(ctx, { userId });
    },
  );

  app.get(
    '/api/cookie-consent-anonymous',
    {
      schema: {
        tags,
        summary: "This browser's cookie consent, given while signed out",
        response: { 200: consentCheckResponseSchema },
      },
    },
    async (request, reply) => {
      const anonymousKey = readAnonymousConsentKey(request);
      reply.header('cache-control', 'no-store');
      return readConsent(ctx, anonymousKey ? { anonymousKey } : undefined);
    },
  );

  app.post(
    '/api/cookie-consent',
    {
      schema: {
        tags,
        summary:
          "Save the signed-in user's choice, or migrate this browser's (201 first, then 200)",
        body: userConsentBodySchema,
        response: {
          200: consentSavedResponseSchema,
          201: consentSavedResponseSchema,
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request, reply) => {
      const userId = requireSameUser(request, request.body.user_uid);
      const visitorKey = readAnonymousConsentKey(request);
      const saved = await saveUserConsent(ctx, userId, request.body, visitorKey);
      return reply
        .status(saved.created ? 201 : 200)
        .send({ message: 'OK' as const, consent: saved.consent });
    },
  );

  app.post(
    '/api/cookie-consent-anonymous',
    {
      schema: {
        tags,
        summary: "Save this browser's choice while signed out (201 first, then 200)",
        body: anonymousConsentBodySchema,
        response: {
          200: consentSavedResponseSchema,
          201: consentSavedResponseSchema,
          ...errorResponses(400, 429),
        },
      },
    },
    async (request, reply) => {
      // Any save that would add a record counts, not only one without a cookie: a script can
      // mint well-formed ids of its own, and each unknown id would be a new row.
      if (!(await hasVisitorRecord(ctx, readAnonymousConsentKey(request)))) {
        await enforceRateLimit(ctx, NEW_VISITOR_RECORDS_PER_IP, request.ip);
      }
      const { key } = setAnonymousConsentId(request, reply, secure);
      const saved = await saveAnonymousConsent(ctx, key, request.body);
      return reply
        .status(saved.created ? 201 : 200)
        .send({ message: 'OK' as const, consent: saved.consent });
    },
  );

  app.delete(
    '/api/cookie-consent/:user_uid',
    {
      schema: {
        tags,
        summary: "Reset the signed-in user's consent: the banner asks again",
        params: consentUserParamsSchema,
        response: { 200: okMessageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const userId = requireSameUser(request, request.params.user_uid);
      await resetConsent(ctx, { userId });
      return { message: 'OK' as const };
    },
  );

  app.delete(
    '/api/cookie-consent-anonymous',
    {
      schema: {
        tags,
        summary: "Reset this browser's consent: the banner asks again",
        response: { 200: okMessageSchema },
      },
    },
    async (request) => {
      const anonymousKey = readAnonymousConsentKey(request);
      await resetConsent(ctx, anonymousKey ? { anonymousKey } : undefined);
      return { message: 'OK' as const };
    },
  );
};
