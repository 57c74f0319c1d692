import { UNEXPECTED_ERROR_MESSAGE } from './unexpected-error';

/**
 * User-facing strings fixed by docs/product.md#binding-strings, word for word (including its
 * spelling), so the server and the web app can never drift apart from the original client.
 */
export const MESSAGES = {
  userCreated: 'User created with success!',
  googleLoggedIn: 'User logded in with success!',
  emailNotValidated: 'Email not validated yet. Please, check your email and validate it.',
  contactSupport: 'An error occurred:. Please, contact support.',
  googleSignUpFailed: 'Failed to create account with Google. Please try again.',
  invalidConfirmation: 'Invalid confirmation. Please, try again.',
  pictureUpdated: 'Picture updated!',
  pageNotFound: 'Page not found',
  unexpectedError: UNEXPECTED_ERROR_MESSAGE,
  checkoutFailed: 'Checkout failed. Please, try again.',
  storiesUpdated: 'Quantity of Stories updated!',
  paymentExecuted: 'Payment executed!',
  bookFailed: 'Book generation failed. Try again!',
  bookResumed: 'Found an active book generation in progress. Please wait...',
  bookConfirm: 'Are you sure? This action will cost you 10 credits.',
  bookStartFailed: 'Error starting book generation',
  invalidUserOrStory: 'Invalid User or Story',
  shareDescription: 'Starry Night Story - Create your own!',
  shareFindOutMore: 'Find out more Artificial Intelligence generated stories here',
} as const;

/** docs/api.md#spec-8: 'You need 10 credits but only have {n} credits available. …' */
export const bookCreditsShortMessage = (available: number) =>
  `You need 10 credits but only have ${available} credits available. Please buy more credits to continue.`;
