import { ACCOUNT_MESSAGES, MESSAGES } from '@sns/contract';
import type { SchemaIssue } from './i18n/zod-messages';

/**
 * What kind of refusal an error is. The domain says only this; the HTTP layer alone turns a kind
 * into a status code (http/error-status.ts), so use-cases and jobs know nothing of HTTP.
 */
export type ErrorKind =
  | 'invalid'
  | 'unauthenticated'
  | 'payment_required'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'too_large'
  | 'unsupported'
  | 'rate_limited'
  | 'unavailable'
  | 'storage_full';

/**
 * The error catalogue: every error a parent can meet has a kind, a stable id and a message they
 * can act on. Use-cases throw these; the HTTP error handler turns them into error bodies
 * (docs/decisions/d3-error-bodies.md).
 */
export class AppError extends Error {
  constructor(
    readonly kind: ErrorKind,
    readonly id: string,
    message: string,
    /** Extra fields for the error body (e.g. `{error}` for the book calls). */
    readonly body?: Record<string, unknown>,
    /** When trying again may work: sent as Retry-After. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

/** A validation-style error (docs/decisions/d3-error-bodies.md): `{errors:[{msg, path?}]}`. */
export class ValidationError extends AppError {
  constructor(
    readonly errors: { msg: string; path?: string }[],
    /**
     * The schema issue each entry was made from, when it was (a multipart form checked with the
     * contract's schema): its code and fields, so zod's own words can be said in the request's
     * language as a JSON body's are (decisions 089, 103). Never sent.
     */
    readonly issues?: readonly (SchemaIssue | undefined)[],
  ) {
    super('invalid', 'validation_failed', errors.map((e) => e.msg).join(' - '));
  }
}

export const errors = {
  unauthenticated: () =>
    new AppError('unauthenticated', 'unauthenticated', 'Please sign in to continue.'),
  forbidden: () => new AppError('forbidden', 'forbidden', 'You are not allowed to do that.'),
  csrf: () =>
    new AppError(
      'forbidden',
      'csrf_invalid',
      'Your session expired. Please reload the page and try again.',
    ),
  notFound: (what = 'That page') =>
    new AppError('not_found', 'not_found', `${what} was not found.`),
  busy: () =>
    new AppError(
      'unavailable',
      'busy',
      'We are very busy right now. Please try again in a moment.',
      undefined,
      5,
    ),
  /** The disk is (nearly) full: new work is refused before anything is charged (decision 014). */
  storageFull: () =>
    new AppError(
      'storage_full',
      'storage_full',
      'We are out of storage space just now, so we cannot do this. Nothing was charged — please try again later.',
      undefined,
      60,
    ),
  /** PGlite stopped (a full disk) and is being reopened (decision 014). */
  databaseUnavailable: () =>
    new AppError(
      'unavailable',
      'database_unavailable',
      'We cannot save anything just now. Please try again in a minute.',
      undefined,
      10,
    ),
  tooManyRequests: (retryAfterSeconds?: number) =>
    new AppError(
      'rate_limited',
      'rate_limited',
      'Too many attempts. Please wait a few minutes and try again.',
      undefined,
      retryAfterSeconds,
    ),
  conflict: (message: string) => new AppError('conflict', 'conflict', message),
  payloadTooLarge: (limit: string) =>
    new AppError(
      'too_large',
      'payload_too_large',
      `That file is too large. The limit is ${limit}.`,
    ),
  notEnoughCredits: (needed: number, available: number) =>
    new AppError(
      'payment_required',
      'not_enough_credits',
      `You need ${needed} credit${needed === 1 ? '' : 's'} but only have ${available} available. Please buy more credits to continue.`,
    ),

  // Accounts. Some carry `errors` too, because the client joins their `msg` entries
  // (docs/api.md#spec-8).
  emailTaken: () => withMsg('conflict', 'email_taken', ACCOUNT_MESSAGES.emailTaken),
  invalidCredentials: () =>
    withMsg('unauthenticated', 'invalid_credentials', ACCOUNT_MESSAGES.invalidCredentials),
  emailNotValidated: () =>
    withMsg('unauthenticated', 'email_not_validated', MESSAGES.emailNotValidated),
  invalidConfirmation: () =>
    new AppError('invalid', 'invalid_confirmation', MESSAGES.invalidConfirmation),
  alreadyConfirmed: () =>
    new AppError('conflict', 'already_confirmed', ACCOUNT_MESSAGES.alreadyConfirmed),
  googleDisabled: () =>
    new AppError('not_found', 'google_disabled', ACCOUNT_MESSAGES.googleDisabled),
  googleRejected: () =>
    withMsg('unauthenticated', 'google_rejected', ACCOUNT_MESSAGES.googleRejected),
  googleUnavailable: () =>
    new AppError('unavailable', 'google_unavailable', ACCOUNT_MESSAGES.googleUnavailable),
  invalidResetCode: () =>
    new AppError('unauthenticated', 'invalid_reset_code', ACCOUNT_MESSAGES.invalidResetCode),
  resetNotVerified: () =>
    new AppError('forbidden', 'reset_not_verified', ACCOUNT_MESSAGES.resetNotVerified),
  // Uploaded images (docs/decisions/d9-uploaded-images.md).
  noPhoto: () => withMsg('invalid', 'photo_missing', ACCOUNT_MESSAGES.notAPhoto),
  notAPhoto: () => withMsg('unsupported', 'photo_unsupported', ACCOUNT_MESSAGES.notAPhoto),
  unreadablePhoto: () => withMsg('invalid', 'photo_unreadable', ACCOUNT_MESSAGES.unreadablePhoto),
  photoTooLarge: () => withMsg('too_large', 'photo_too_large', ACCOUNT_MESSAGES.photoTooLarge),
  photoTooManyPixels: () =>
    withMsg('too_large', 'photo_too_many_pixels', ACCOUNT_MESSAGES.photoTooManyPixels),
  photoTooComplex: () =>
    withMsg('too_large', 'photo_too_complex', ACCOUNT_MESSAGES.photoTooComplex),
  // Pictures and narration (docs/api.md#design-5-2).
  invalidUserOrStory: () =>
    withMsg('invalid', 'invalid_user_or_story', MESSAGES.invalidUserOrStory),
  storyNotReady: () =>
    new AppError(
      'conflict',
      'story_not_ready',
      'This story is still being written. Try again once it is ready.',
    ),
  notAStoryImage: () =>
    withMsg(
      'invalid',
      'not_a_story_image',
      'That picture is not one of this story’s pictures. Please choose one of them.',
    ),
  everyMomentDrawn: () =>
    new AppError(
      'conflict',
      'every_moment_drawn',
      'Every moment of this story already has its own picture, so a new one would only repeat it. Nothing was charged — you can upload a picture instead.',
    ),
  imageFailed: () =>
    new AppError(
      'unavailable',
      'image_failed',
      'We could not paint a new picture just now. Nothing was charged — please try again in a moment.',
    ),
  narrationNotReady: () =>
    new AppError(
      'not_found',
      'narration_not_ready',
      'This story has not been narrated yet. Press Narrate to hear it.',
    ),
};

/** An AppError whose body also has `errors:[{msg}]`, for calls whose client reads that array. */
function withMsg(kind: ErrorKind, id: string, message: string) {
  return new AppError(kind, id, message, { errors: [{ msg: message }] });
}
