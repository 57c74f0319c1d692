import type { FastifyInstance } from 'fastify';
import { ValidationError } from '../errors';

/** Where a NUL sits in `value` (a path like `body.hero`), or undefined when there is none. */
function findNul(value: unknown, path: string, depth = 0): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined;
  if (depth > 20 || value === null || typeof value !== 'object' || Buffer.isBuffer(value))
    return undefined;
  for (const [key, item] of Object.entries(value)) {
    const found = findNul(item, `${path}.${key}`, depth + 1);
    if (found) return found;
  }
  return undefined;
}

/**
 * No text a request carries may hold a NUL: PostgreSQL refuses it mid-query, which surfaced as a
 * 500. Checked once for every route's params, query and body before validation — whatever the
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
