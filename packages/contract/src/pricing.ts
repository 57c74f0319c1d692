/**
 * What things cost, in credits (docs/decisions/d1-credits.md, docs/credits.md#prices,
 * docs/api.md#spec-9).
 */
export const CREDITS = {
  signUpBonus: 12,
  story: 1,
  extraImage: 1,
  narration: 1,
  pdfBook: 10,
} as const;

export const PROFILE_PHOTO_MAX_SIDE = 512;
export const STORY_PREVIEW_CHARS = 128;
/** docs/api.md#spec-9: redirect delays in milliseconds. */
export const DELAYS = {
  loginRedirect: 1000,
  signUpRedirect: 1500,
  confirmRedirect: 2000,
  resetRedirect: 1000,
} as const;
