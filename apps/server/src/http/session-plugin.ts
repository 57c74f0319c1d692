import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client';
import { randomToken, sha256 } from '../lib/tokens';
import {
  SESSION_ABSOLUTE_MS,
  deleteSession,
  findLiveSession,
  insertSession,
  type LiveSession,
} from '../modules/sessions/session-repository';
import { errors } from '../errors';
import { matchedApiRoute } from './matched-route';

export const SESSION_COOKIE = 'sns_session';

declare module 'fastify' {
  interface FastifyRequest {
    /** The live session row, if the request carries a valid session cookie. */
    session: LiveSession | undefined;
  }
}

/**
 * Loads the server-side session (docs/decisions/d6-sessions-and-csrf.md) for every /api request.
 */
export const sessionPlugin = fp(
  async (app: FastifyInstance, opts: { db: Database; secureCookies: boolean }) => {
    app.decorateRequest('session', undefined);
    app.addHook('onRequest', async (request) => {
      if (!matchedApiRoute(request)) return;
      const token = request.cookies[SESSION_COOKIE];
      if (!token) return;
      request.session = await findLiveSession(opts.db, sha256(token));
    });
  },
  { name: 'session', dependencies: ['@fastify/cookie'] },
);

/** The signed-in user's id, or a 401. */
export function requireUserId(request: FastifyRequest): string {
  const userId = request.session?.userId;
  if (!userId) throw errors.unauthenticated();
  return userId;
}

/** docs/decisions/d7-own-data-only.md: a path naming a user must name the signed-in one. */
export function requireSameUser(request: FastifyRequest, userIdFromPath: string): string {
  const userId = requireUserId(request);
  if (userId !== userIdFromPath) throw errors.forbidden();
  return userId;
}

/** Starts a fresh session (rotated at login: the old one is deleted) and sets the cookie. */
export async function startSession(
  db: Database,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: string | null,
  secure: boolean,
): Promise<string> {
  if (request.session) await deleteSession(db, request.session.id);
  const token = randomToken();
  const id = sha256(token);
  await insertSession(db, id, userId);
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    maxAge: SESSION_ABSOLUTE_MS / 1000,
  });
  return id;
}

export async function endSession(db: Database, request: FastifyRequest, reply: FastifyReply) {
  if (request.session) await deleteSession(db, request.session.id);
  request.session = undefined;
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
}
