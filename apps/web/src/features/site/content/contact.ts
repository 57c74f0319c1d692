/** Where parents reach us; the one place to change these addresses. */
export const CONTACT = {
  support: 'support@starrynightstory.com',
  privacy: 'privacy@starrynightstory.com',
} as const;

/** The legal documents' version and effective date (shown on both pages). */
export const POLICY_VERSION = '1.0';
export const POLICY_DATE = 'November 22, 2026';
