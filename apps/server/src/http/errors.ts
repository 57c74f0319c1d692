import { ACCOUNT_MESSAGES, MESSAGES } from '@sns/contract';

/**
 * The error catalogue: every error a parent can meet has a status, a stable id and a message they
 * can act on. Handlers throw these; `registerErrorHandler` turns them into error bodies
 * (docs/decisions/d3-error-bodies.md).
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly id: string,
    message: string,
    /** Extra fields merged into the response body (e.g. `{error}` for the book calls). */
    readonly body?: Record<string, unknown>,
    /** Response headers, e.g. Retry-After on a 429. */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

/** A validation-style error (docs/decisions/d3-error-bodies.md): `{errors:[{msg, path?}]}`. */
export class ValidationError extends AppError {
  constructor(readonly errors: { msg: string; path?: string }[]) {
    super(400, 'validation_failed', errors.map((e) => e.msg).join(' - '));
  }
}

export const errors = {
  unauthenticated: () => new AppError(401, 'unauthenticated', 'Please sign in to continue.'),
  forbidden: () => new AppError(403, 'forbidden', 'You are not allowed to do that.'),
  csrf: () =>
    new AppError(
      403,
      'csrf_invalid',
      'Your session expired. Please reload the page and try again.',
    ),
  notFound: (what = 'That page') => new AppError(404, 'not_found', `${what} was not found.`),
  busy: () =>
    new AppError(
      503,
      'busy',
      'We are very busy right now. Please try again in a moment.',
      undefined,
      { 'retry-after': '5' },
    ),
  /** The disk is (nearly) full: new work is refused before anything is charged (decision 014). */
  storageFull: () =>
    new AppError(
      507,
      'storage_full',
      'We are out of storage space just now, so we cannot do this. Nothing was charged — please try again later.',
      undefined,
      { 'retry-after': '60' },
    ),
  /** PGlite stopped (a full disk) and is being reopened (decision 014). */
  databaseUnavailable: () =>
    new AppError(
      503,
      'database_unavailable',
      'We cannot save anything just now. Please try again in a minute.',
      undefined,
      { 'retry-after': '10' },
    ),
  tooManyRequests: (retryAfterSeconds?: number) =>
    new AppError(
      429,
      'rate_limited',
      'Too many attempts. Please wait a few minutes and try again.',
      undefined,
      retryAfterSeconds === undefined ? undefined : { 'retry-after': String(retryAfterSeconds) },
    ),
  conflict: (message: string) => new AppError(409, 'conflict', message),
  payloadTooLarge: (limit: string) =>
    new AppError(413, 'payload_too_large', `That file is too large. The limit is ${limit}.`),
  notEnoughCredits: (needed: number, available: number) =>
    new AppError(
      402,
      'not_enough_credits',
      `You need ${needed} credit${needed === 1 ? '' : 's'} but only have ${available} available. Please buy more credits to continue.`,
    ),

  // Accounts. Some carry `errors` too, because the client joins their `msg` entries
  // (docs/api.md#spec-8).
  emailTaken: () => withMsg(409, 'email_taken', ACCOUNT_MESSAGES.emailTaken),
  invalidCredentials: () =>
    withMsg(401, 'invalid_credentials', ACCOUNT_MESSAGES.invalidCredentials),
  emailNotValidated: () => withMsg(401, 'email_not_validated', MESSAGES.emailNotValidated),
  invalidConfirmation: () =>
    new AppError(400, 'invalid_confirmation', MESSAGES.invalidConfirmation),
  alreadyConfirmed: () => new AppError(409, 'already_confirmed', ACCOUNT_MESSAGES.alreadyConfirmed),
  googleDisabled: () => new AppError(404, 'google_disabled', ACCOUNT_MESSAGES.googleDisabled),
  googleRejected: () => withMsg(401, 'google_rejected', ACCOUNT_MESSAGES.googleRejected),
  googleUnavailable: () =>
    new AppError(503, 'google_unavailable', ACCOUNT_MESSAGES.googleUnavailable),
  invalidResetCode: () =>
    new AppError(401, 'invalid_reset_code', ACCOUNT_MESSAGES.invalidResetCode),
  resetNotVerified: () =>
    new AppError(403, 'reset_not_verified', ACCOUNT_MESSAGES.resetNotVerified),
  // Uploaded images (docs/decisions/d9-uploaded-images.md).
  noPhoto: () => withMsg(400, 'photo_missing', ACCOUNT_MESSAGES.notAPhoto),
  notAPhoto: () => withMsg(415, 'photo_unsupported', ACCOUNT_MESSAGES.notAPhoto),
  unreadablePhoto: () => withMsg(400, 'photo_unreadable', ACCOUNT_MESSAGES.unreadablePhoto),
  photoTooLarge: () => withMsg(413, 'photo_too_large', ACCOUNT_MESSAGES.photoTooLarge),
  photoTooManyPixels: () =>
    withMsg(413, 'photo_too_many_pixels', ACCOUNT_MESSAGES.photoTooManyPixels),
  // Pictures and narration (docs/api.md#design-5-2).
  invalidUserOrStory: () => withMsg(400, 'invalid_user_or_story', MESSAGES.invalidUserOrStory),
  storyNotReady: () =>
    new AppError(
      409,
      'story_not_ready',
      'This story is still being written. Try again once it is ready.',
    ),
  notAStoryImage: () =>
    withMsg(
      400,
      'not_a_story_image',
      'That picture is not one of this story’s pictures. Please choose one of them.',
    ),
  everyMomentDrawn: () =>
    new AppError(
      409,
      'every_moment_drawn',
      'Every moment of this story already has its own picture, so a new one would only repeat it. Nothing was charged — you can upload a picture instead.',
    ),
  imageFailed: () =>
    new AppError(
      503,
      'image_failed',
      'We could not paint a new picture just now. Nothing was charged — please try again in a moment.',
    ),
  narrationNotReady: () =>
    new AppError(
      404,
      'narration_not_ready',
      'This story has not been narrated yet. Press Narrate to hear it.',
    ),
};

/** An AppError whose body also has `errors:[{msg}]`, for calls whose client reads that array. */
function withMsg(status: number, id: string, message: string) {
  return new AppError(status, id, message, { errors: [{ msg: message }] });
}
