import type { AppError, ErrorKind } from '../errors';

/** The one place a domain error's kind becomes an HTTP status (docs/decisions/d3-error-bodies.md). */
const STATUS_OF: Record<ErrorKind, number> = {
  invalid: 400,
  unauthenticated: 401,
  payment_required: 402,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  too_large: 413,
  unsupported: 415,
  rate_limited: 429,
  unavailable: 503,
  storage_full: 507,
};

export function httpStatusOf(error: AppError): number {
  return STATUS_OF[error.kind];
}

/** The response headers an error asks for: Retry-After when trying again later may work. */
export function httpHeadersOf(error: AppError): Record<string, string> {
  return error.retryAfterSeconds === undefined
    ? {}
    : { 'retry-after': String(error.retryAfterSeconds) };
}
