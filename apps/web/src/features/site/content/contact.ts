/** Where parents reach us; the one place to change these addresses. */
export const CONTACT = {
  support: 'support@starrynightstory.com',
  privacy: 'privacy@starrynightstory.com',
} as const;

/**
 * The legal documents' version and effective date (shown on both pages, the date written in the
 * page's language: "November 22, 2026"). Noon, so no time zone moves it to another day.
 */
export const POLICY_VERSION = '1.0';
export const POLICY_DATE = new Date(2026, 10, 22, 12);
