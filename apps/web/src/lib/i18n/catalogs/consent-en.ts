/**
 * The cookie banner's and the cookie settings' words (docs/product.md#cookies). In English's rest
 * (decision 097): the banner loads once the landing page is idle, and brings them with it
 * (app/layouts/cookie-consent.tsx).
 */
export const consentEn = {
  'consent.region': 'Cookie consent',
  'consent.bannerText':
    'We use essential cookies to keep you signed in. With your permission we would also use analytics, marketing and functionality cookies.',
  'consent.readPolicy': 'Read our Privacy Policy',
  'consent.rejectAll': 'Reject All',
  'consent.customize': 'Customize',
  'consent.acceptAll': 'Accept All',
  'consent.preferencesTitle': 'Cookie preferences',
  'consent.preferencesLead':
    'Choose which cookies we may use. Essential cookies are always on; the others only with your permission.',
  'consent.essentialLabel': 'Essential cookies',
  'consent.essentialText': 'Keep you signed in, protect your account and remember this choice.',
  'consent.alwaysEnabled': 'Always enabled',
  'consent.analyticsLabel': 'Analytics cookies',
  'consent.analyticsText':
    'Count visits and see which pages help, so we can make the stories better.',
  'consent.marketingLabel': 'Marketing cookies',
  'consent.marketingText': 'Measure our adverts and show you relevant ones elsewhere.',
  'consent.functionalityLabel': 'Functionality cookies',
  'consent.functionalityText': 'Remember small preferences between visits.',
  'consent.savePreferences': 'Save Preferences',
  'consent.settingsTitle': 'Cookie settings',
  'consent.checking': 'Checking your cookie settings',
  'consent.noConsent': 'No Cookie Consent Given',
  'consent.essential': 'Essential',
  'consent.analytics': 'Analytics',
  'consent.marketing': 'Marketing',
  'consent.functionality': 'Functionality',
  'consent.enabled': 'Enabled',
  'consent.disabled': 'Disabled',
  'consent.given': 'Consent given',
  'consent.updated': 'Last updated',
  'consent.version': 'Policy version',
  'consent.change': 'Change Preferences',
  'consent.reset': 'Reset Consent',
  'consent.set': 'Set Preferences',
} as const;
