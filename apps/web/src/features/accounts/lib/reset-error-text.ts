import { describeError, errorStatus } from '../../../lib/error-message';

/**
 * docs/api.md#spec-8 (forgot and redefine password): 401 → 'Error: {message}', else 'An error
 * occurred: {message}'.
 */
export function passwordResetErrorText(error: unknown): string {
  const message = describeError(error);
  return errorStatus(error) === 401 ? `Error: ${message}` : `An error occurred: ${message}`;
}
