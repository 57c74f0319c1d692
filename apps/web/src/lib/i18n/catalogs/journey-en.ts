/**
 * The words of a parent's first evening (docs/decisions/070): the pages common to all, cookies,
 * the confirmation e-mail's pages, the wait, the story page with its narration, pictures and
 * sharing, and the PDF book. Part of the English catalog (catalog-en.ts).
 */
export const journeyEn = {
  // Shared by many pages
  'common.goHome': 'Go home',
  'common.tryAgain': 'Try again',
  'common.cancel': 'Cancel',
  'common.confirm': 'Confirm',
  'common.buyCredits': 'Buy Credits',
  'common.myStories': 'My Stories',
  'common.somethingWrong': 'Something went wrong.',
  'common.dismiss': 'Dismiss',
  'common.dismissNotification': 'Dismiss notification',
  'common.requestFailed': 'Request failed with status {status}',
  'common.pageTimeout': 'The page did not arrive within {seconds} s',
  'common.credits': '{n, plural, one {# credit} other {# credits}}',
  'common.free': 'Free',
  'common.storyTitle': "{hero}'s bedtime story",
  'common.atMost': 'At most {max} characters',
  'landing.heroArt': 'An open storybook under a crescent moon',
  'notFound.title': 'Page not found',
  'notFound.text': 'This page drifted off to dreamland. Let’s get you back.',
  'routeError.docTitle': 'Something went wrong · Starry Night Story',
  'routeError.title': 'Unexpected Application Error!',
  'routeError.text': 'Something went wrong on our side. Please try again — your stories are safe.',

  // Cookies (docs/product.md#cookies)
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

  'signedIn.title': 'You are already signed in',
  'signedIn.going': 'Taking you home…',

} as const;
