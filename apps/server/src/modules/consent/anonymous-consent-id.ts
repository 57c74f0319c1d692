import type { FastifyReply, FastifyRequest } from 'fastify';
import { randomToken, sha256 } from '../../lib/tokens';

/** The cookie that ties a visitor's consent record to their browser. */
export const ANONYMOUS_CONSENT_COOKIE = 'sns_consent_id';
const ONE_YEAR_SECONDS = 365 * 24 * 3600;
/** 128 random bits in base64url are 22 characters; anything else is not one of ours. */
const ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;

/** The record key (sha256 of the cookie's id) of this browser, if it carries a well-formed id. */
export function readAnonymousConsentKey(request: FastifyRequest): string | undefined {
  const id = request.cookies[ANONYMOUS_CONSENT_COOKIE];
  return id && ID_PATTERN.test(id) ? sha256(id) : undefined;
}

/**
 * Sets the id cookie for a save: the browser's own id again (so a year counts from the latest
 * choice), or a new random one. Set on save only: a visitor who never chooses gets no
 * identifier at all. HttpOnly because only the server needs it; Lax like the session cookie.
 */
export function setAnonymousConsentId(
  request: FastifyRequest,
  reply: FastifyReply,
  secure: boolean,
): { key: string; isNew: boolean } {
  const existing = request.cookies[ANONYMOUS_CONSENT_COOKIE];
  const isNew = !existing || !ID_PATTERN.test(existing);
  const id = isNew ? randomToken(16) : existing;
  reply.setCookie(ANONYMOUS_CONSENT_COOKIE, id, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    maxAge: ONE_YEAR_SECONDS,
  });
  return { key: sha256(id), isNew };
}
