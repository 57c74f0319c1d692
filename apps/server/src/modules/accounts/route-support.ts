import { errorBodySchema } from '@sns/contract';
import type { FastifyRequest } from 'fastify';
import type { AccountLog } from './account-log';

/**
 * Error bodies (docs/decisions/d3-error-bodies.md) for the given statuses, for the OpenAPI page and
 * response serialisation.
 */
export function errorResponses<const S extends number>(...statuses: S[]) {
  return Object.fromEntries(statuses.map((status) => [status, errorBodySchema])) as Record<
    S,
    typeof errorBodySchema
  >;
}

/** The request logger, as the account use-cases want it. */
export function logOf(request: FastifyRequest): AccountLog {
  return request.log;
}
