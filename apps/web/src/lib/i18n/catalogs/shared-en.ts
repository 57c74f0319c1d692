/**
 * Words shared by many pages other than the landing page (decision 097): in English's rest, which
 * every such page waits for (`load-page.ts`).
 */
export const sharedEn = {
  'common.tryAgain': 'Try again',
  'common.cancel': 'Cancel',
  'common.confirm': 'Confirm',
  'common.buyCredits': 'Buy Credits',
  'common.myStories': 'My Stories',
  'common.somethingWrong': 'Something went wrong.',
  'common.credits': '{n, plural, one {# credit} other {# credits}}',
  'common.free': 'Free',
  'common.storyTitle': "{hero}'s bedtime story",
  'common.atMost': 'At most {max} characters',
  'notFound.title': 'Page not found',
  'notFound.text': 'This page drifted off to dreamland. Let’s get you back.',
  'signedIn.title': 'You are already signed in',
  'signedIn.going': 'Taking you home…',
} as const;
