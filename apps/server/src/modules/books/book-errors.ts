import { bookCreditsShortMessage } from '@sns/contract';
import { AppError, type ErrorKind } from '../../errors';

/**
 * The book calls' errors. docs/api.md#design-5-3: generateBookUsingImageAsReference answers 400
 * `{error}`, and the original client shows that `error` as it is (docs/api.md#spec-8);
 * `errors[].msg` serves our own client.
 */
export const bookErrors = {
  creditsShort: (available: number) =>
    bookError('invalid', 'book_credits_short', bookCreditsShortMessage(available)),
  alreadyMaking: () =>
    bookError(
      'conflict',
      'book_in_progress',
      'A book of this story is already being made. Please wait for it to finish.',
    ),
  /** A character no font of the book can draw (issue 33): refused before anything is charged. */
  cannotPrint: (characters: readonly string[]) =>
    bookError(
      'invalid',
      'book_characters_unprintable',
      `A book can't print these characters yet: ${characters.slice(0, 8).join(' ')}. ` +
        'Please change the name, the dedication or the gift message and try again.',
    ),
  storyNotReady: () =>
    bookError(
      'conflict',
      'story_not_ready',
      'Every story of a book must be finished first. Please try again in a moment.',
    ),
};

function bookError(kind: ErrorKind, id: string, message: string) {
  return new AppError(kind, id, message, { error: message, errors: [{ msg: message }] });
}

/** Shown on the status of a book that failed for good; its credits were given back. */
export const BOOK_FAILED_MESSAGE =
  'We could not make this book. Your 10 credits were given back — please try again.';
