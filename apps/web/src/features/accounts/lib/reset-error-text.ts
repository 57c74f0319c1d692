import { describeError, errorStatus } from '../../../lib/error-message';
import { translate } from '../../../lib/i18n/use-t';

/**
 * docs/api.md#spec-8 (forgot and redefine password): 401 → 'Error: {message}', else 'An error
 * occurred: {message}'.
 */
export function passwordResetErrorText(error: unknown): string {
  const message = describeError(error);
  return errorStatus(error) === 401
    ? translate('reset.errorCode', { message })
    : translate('reset.error', { message });
}
