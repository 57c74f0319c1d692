import type { FastifyInstance } from 'fastify';
import { ValidationError } from '../errors';

/**
 * Characters JavaScript holds and PostgreSQL cannot: a NUL (refused mid-query, a 500) and a lone
 * UTF-16 surrogate (no character at all: both drivers store U+FFFD instead, so what was stored is
 * not what was sent). In `u` mode the class matches only unpaired surrogates.
 */
const LONE_SURROGATE = /\p{Cs}/u;

/** Where such a character sits in `value` (a path like `body.hero`), or undefined. */
function findNul(value: unknown, path: string, depth = 0): string | undefined {
  if (typeof value === 'string') {
    return value.includes('\u0000') || LONE_SURROGATE.test(value) ? path : undefined;
  }
  if (depth > 20 || value === null || typeof value !== 'object' || Buffer.isBuffer(value))
    return undefined;
  for (const [key, item] of Object.entries(value)) {
    const found = findNul(item, `${path}.${key}`, depth + 1);
    if (found) return found;
  }
  return undefined;
}

/**
 * No text a request carries may hold a NUL or a lone surrogate: PostgreSQL refuses the one
 * mid-query, which surfaced as a 500, and silently changes the other (issue 31). Checked once for every route's params, query and body before validation — whatever the
 * field, including those no contract schema names; the contract's text fields refuse other
 * control and invisible characters with their own messages.
 */
export function registerNulGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    const found =
      findNul(request.params, 'params') ??
      findNul(request.query, 'query') ??
      findNul(request.body, 'body');
    if (found) {
      const field = found.split('.').slice(1).join('.');
      throw new ValidationError([
        { msg: `${field || 'The request'} contains a character that is not allowed.`, path: field },
      ]);
    }
  });
}
