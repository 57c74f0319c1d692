/**
 * The shared words the landing page itself may show (docs/decisions/070, 091, 097): the toasts'
 * dismiss buttons, the errors a request or a page load may end in, the landing page's picture.
 * In the main chunk, as part of `first-en.ts`. The words shared by the other pages are
 * `shared-en.ts`, the cookies' `consent-en.ts`: both in English's rest.
 */
export const journeyEn = {
  'common.goHome': 'Go home',
  'common.dismiss': 'Dismiss',
  'common.dismissNotification': 'Dismiss notification',
  'common.requestFailed': 'Request failed with status {status}',
  'common.pageTimeout': 'The page did not arrive within {seconds} s',
  'landing.heroArt': 'An open storybook under a crescent moon',
  'routeError.docTitle': 'Something went wrong · Starry Night Story',
  'routeError.title': 'Unexpected Application Error!',
  'routeError.text': 'Something went wrong on our side. Please try again — your stories are safe.',
} as const;
