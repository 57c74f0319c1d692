import { z } from 'zod';
import { ANONYMOUS_CONSENT_METHODS, CONSENT_METHODS } from './consent-constants';

export * from './consent-constants';

// z.boolean() never coerces: "true", 1 or null are refused, so a sloppy client cannot record a
// choice the parent did not make.
const flag = (name: string) => z.boolean({ message: `${name} must be true or false` });

/** POST /api/cookie-consent-anonymous: a visitor's choice, kept against this browser. */
export const anonymousConsentBodySchema = z.object({
  consent_given: flag('consent_given'),
  /** Essential cookies are always on; a client may say so, never the opposite. */
  essential_cookies: z
    .literal(true, { message: 'essential_cookies are always enabled' })
    .optional(),
  analytics_cookies: flag('analytics_cookies'),
  marketing_cookies: flag('marketing_cookies'),
  functionality_cookies: flag('functionality_cookies'),
  consent_method: z.enum(ANONYMOUS_CONSENT_METHODS, {
    message: `consent_method must be one of ${ANONYMOUS_CONSENT_METHODS.join(', ')}`,
  }),
});
export type AnonymousConsentBody = z.infer<typeof anonymousConsentBodySchema>;

/** POST /api/cookie-consent: a signed-in user's choice, or a visitor's choice migrated to them. */
export const userConsentBodySchema = anonymousConsentBodySchema.extend({
  /** Must be the signed-in user (docs/decisions/d7-own-data-only.md). */
  user_uid: z.string().uuid('user_uid must be a user id'),
  consent_method: z.enum(CONSENT_METHODS, {
    message: `consent_method must be one of ${CONSENT_METHODS.join(', ')}`,
  }),
});
export type UserConsentBody = z.infer<typeof userConsentBodySchema>;

/** Cookie consent record (docs/api.md#spec-3), with its field names. */
export const consentRecordSchema = z.object({
  /** Present only on a signed-in user's record. */
  user_uid: z.string().uuid().optional(),
  consent_given: z.boolean(),
  essential_cookies: z.literal(true),
  analytics_cookies: z.boolean(),
  marketing_cookies: z.boolean(),
  functionality_cookies: z.boolean(),
  consent_method: z.enum(CONSENT_METHODS),
  /** ISO 8601: when consent was first given; kept when it is changed later. */
  consent_timestamp: z.string(),
  /** ISO 8601: when the choice was last saved. */
  updated_timestamp: z.string(),
  consent_version: z.string(),
});
export type ConsentRecord = z.infer<typeof consentRecordSchema>;

/** GET /api/cookie-consent/{user_uid} and GET /api/cookie-consent-anonymous. */
export const consentCheckResponseSchema = z.object({
  hasConsent: z.boolean(),
  consent: consentRecordSchema.nullable(),
});
export type ConsentCheckResponse = z.infer<typeof consentCheckResponseSchema>;

/** Both POSTs: 201 for the first save, 200 for a change. */
export const consentSavedResponseSchema = z.object({
  message: z.literal('OK'),
  consent: consentRecordSchema,
});
export type ConsentSavedResponse = z.infer<typeof consentSavedResponseSchema>;

export const consentUserParamsSchema = z.object({
  user_uid: z.string().uuid('user_uid must be a user id'),
});
