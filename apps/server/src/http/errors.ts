/**
 * The error catalogue: every error a parent can meet has a status, a stable id and a message they
 * can act on. Handlers throw these; `registerErrorHandler` turns them into D3 bodies.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly id: string,
    message: string,
    /** Extra fields merged into the response body (e.g. `{error}` for the book calls). */
    readonly body?: Record<string, unknown>,
  ) {
    super(message);
  }
}

/** A validation-style error: D3 `{errors:[{msg, path?}]}`. */
export class ValidationError extends AppError {
  constructor(readonly errors: { msg: string; path?: string }[]) {
    super(400, 'validation_failed', errors.map((e) => e.msg).join(' - '));
  }
}

export const errors = {
  unauthenticated: () => new AppError(401, 'unauthenticated', 'Please sign in to continue.'),
  forbidden: () => new AppError(403, 'forbidden', 'You are not allowed to do that.'),
  csrf: () =>
    new AppError(403, 'csrf_invalid', 'Your session expired. Please reload the page and try again.'),
  notFound: (what = 'That page') => new AppError(404, 'not_found', `${what} was not found.`),
  tooManyRequests: () =>
    new AppError(429, 'rate_limited', 'Too many attempts. Please wait a few minutes and try again.'),
  payloadTooLarge: (limit: string) =>
    new AppError(413, 'payload_too_large', `That file is too large. The limit is ${limit}.`),
  notEnoughCredits: (needed: number, available: number) =>
    new AppError(
      402,
      'not_enough_credits',
      `You need ${needed} credit${needed === 1 ? '' : 's'} but only have ${available} available. Please buy more credits to continue.`,
    ),
};
