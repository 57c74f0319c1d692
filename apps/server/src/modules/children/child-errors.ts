import { MAX_CHILDREN } from '@sns/contract';
import { AppError, ValidationError, errors } from '../../errors';

/**
 * The child profile calls' errors (bodies as in docs/decisions/d3-error-bodies.md; `errors[].msg`
 * is what the web app shows).
 */
export const childErrors = {
  /** Another parent's child answers exactly as a missing one, so ids cannot be probed. */
  notFound: () => errors.notFound('That child'),
  tooMany: () => {
    const msg = `You can keep up to ${MAX_CHILDREN} children. Please remove one before adding another.`;
    return new AppError('invalid', 'too_many_children', msg, { errors: [{ msg }] });
  },
  birthdayNotADate: () =>
    new ValidationError([{ msg: 'The birthday must be a real date', path: 'birthday' }]),
  birthdayInFuture: () =>
    new ValidationError([{ msg: 'The birthday cannot be in the future', path: 'birthday' }]),
  /**
   * generateStory's childIds naming a child that is not the parent's (someone else's, or one
   * deleted meanwhile): bad input to the story, answered the same either way.
   */
  notYourChild: () =>
    new ValidationError([{ msg: 'Please choose one of your own children', path: 'childIds' }]),
};
