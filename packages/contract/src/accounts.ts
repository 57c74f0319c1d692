import { z } from 'zod';
import { languageSchema } from './language-schema';
import { plainText } from './text-safety';

/**
 * docs/decisions/d4-passwords-and-codes.md: 8–128 characters; common passwords are refused by the
 * server.
 */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

const email = plainText(
  z
    .string()
    .trim()
    .min(1, 'E-mail is required')
    .max(254)
    .email('Please enter a valid e-mail address'),
  'The e-mail address',
);
const password = z
  .string()
  .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`);
const name = (label: string) =>
  plainText(
    z.string().trim().min(1, `${label} is required`).max(80, `${label} is too long`),
    label,
  );

/** The current user as every account call returns it (docs/api.md#design-5-0). */
export const userSchema = z.object({
  user_uid: z.string().uuid(),
  /** A signed URL of the profile photo, or null for the default placeholder. */
  profilePhoto: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  displayName: z.string(),
  email: z.string(),
  /** ISO 8601 */
  createdAt: z.string(),
  /** The credit balance. */
  storiesRemaining: z.number().int(),
  /** How many stories the user has. */
  userStories: z.number().int(),
  /** ISO 8601, or null before the first purchase. */
  lastPurchaseDate: z.string().nullable(),
  /** The language of the parent's pages and e-mails (docs/decisions/070). */
  language: languageSchema,
});
export type User = z.infer<typeof userSchema>;

export const signUpBodySchema = z
  .object({
    /** A data URL of an image (resized to ≤512×512 PNG by the client), or absent/empty for none. */
    profilePhoto: z.string().max(15_000_000).optional().nullable(),
    firstName: name('First name'),
    lastName: name('Last name'),
    displayName: plainText(z.string().trim().max(161), 'Display name').optional(),
    email,
    password,
    confirmPassword: z.string(),
    /** The page's language when the parent signed up: their e-mails and pages come in it. */
    language: languageSchema.optional(),
  })
  .refine((b) => b.password === b.confirmPassword, {
    message: 'Passwords do not match',
    path: ['confirmPassword'],
  });
export type SignUpBody = z.infer<typeof signUpBodySchema>;

export const loginBodySchema = z.object({
  email,
  password: z.string().min(1, 'Password is required').max(PASSWORD_MAX),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

/** The body carries Google's OAuth access token; both spellings are accepted. */
export const loginGoogleBodySchema = z
  .object({
    access_token: z.string().min(1).max(4096).optional(),
    accessToken: z.string().min(1).max(4096).optional(),
  })
  .refine((b) => b.access_token ?? b.accessToken, { message: 'access_token is required' });
export type LoginGoogleBody = z.infer<typeof loginGoogleBodySchema>;

export const emailBodySchema = z.object({ email });
export type EmailBody = z.infer<typeof emailBodySchema>;

export const verificationCodeBodySchema = z.object({
  email,
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'The code has 6 digits'),
});
export type VerificationCodeBody = z.infer<typeof verificationCodeBodySchema>;

export const redefinePasswordBodySchema = z
  .object({
    newPassword: password,
    confirmNewPassword: z.string(),
    email,
    userId: z.string().uuid(),
  })
  .refine((b) => b.newPassword === b.confirmNewPassword, {
    message: 'Passwords do not match',
    path: ['confirmNewPassword'],
  });
export type RedefinePasswordBody = z.infer<typeof redefinePasswordBodySchema>;

export const userResponseSchema = z.object({ message: z.literal('OK'), user: userSchema });
export const profileResponseSchema = z.object({
  status: z.literal('authenticated'),
  user: userSchema,
});
export const unauthenticatedResponseSchema = z.object({ status: z.literal('unauthenticated') });
export const verificationCodeResponseSchema = z.object({
  message: z.literal('OK'),
  userProfile: userSchema,
});
export const userIdParamsSchema = z.object({ userId: z.string().uuid() });
export const userUidParamsSchema = z.object({ user_uid: z.string().uuid() });

/**
 * What the account calls answer when something is wrong, word for word, so the web app can match
 * them (MESSAGES.emailNotValidated and MESSAGES.invalidConfirmation are the original
 * specification's own: docs/product.md#binding-strings).
 */
export const ACCOUNT_MESSAGES = {
  /** 409 from /api/confirm/{code} (id `already_confirmed`): a used link of a confirmed account. */
  alreadyConfirmed: 'Your e-mail is already confirmed — please sign in.',
  /** 409 from createUserFromForm, as `errors[0].msg`. */
  emailTaken: 'An account with this e-mail already exists.',
  /** 401 from login (wrong e-mail or password), as `errors[0].msg`. */
  invalidCredentials: 'Invalid e-mail or password.',
  /** 400 on sign-up or redefine when the password is on the common-passwords list (`errors`). */
  commonPassword: 'This password is too common. Please choose one that is harder to guess.',
  /** 404 from loginGoogle when GOOGLE_CLIENT_ID is not configured. */
  googleDisabled: 'Google sign-in is not enabled.',
  /** 401 from loginGoogle when Google does not vouch for the token, as `errors[0].msg`. */
  googleRejected: 'Google could not confirm this sign-in. Please try again.',
  /** 503 from loginGoogle when Google cannot be reached. */
  googleUnavailable: 'Google sign-in is not reachable right now. Please try again in a moment.',
  /** 401 from check-verification-code-service. */
  invalidResetCode: 'Invalid or expired code.',
  /**
   * 403 from redefine-password-service without a live grant from a verified code
   * (docs/decisions/d5-password-reset-grant.md).
   */
  resetNotVerified: 'Please verify your code again before choosing a new password.',
  /** 415 for SVG or other non-photo uploads, 400 when there is no image at all. */
  notAPhoto: 'Please choose a photo (JPEG, PNG, WebP, GIF, HEIC…).',
  /** 400 for bytes that claim to be a photo but cannot be read. */
  unreadablePhoto: 'We could not read that photo. Please choose another one.',
  /** 413 for an image over 40 megapixels. */
  photoTooManyPixels: 'That photo is too large. Please choose one under 40 megapixels.',
  /** 413 for an image over 10 MB. */
  photoTooLarge: 'That photo is too large. The limit is 10 MB.',
  /**
   * 413 for an image built to take too long to open: a JPEG of more scans than any camera writes,
   * or one whose decoding passes the time limit.
   */
  photoTooComplex:
    'That photo takes too long to open. Please save it again as an ordinary JPEG or PNG and try again.',
} as const;
