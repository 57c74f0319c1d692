/**
 * Where the profile's cookie settings panel goes (SPEC §2: consent status per category, dates,
 * policy version, Set/Change Preferences, Reset Consent). It comes with the cookie consent issue;
 * until then this slot renders nothing.
 */
export function CookieSettingsSlot() {
  return null;
}
