import { ApiError } from '../../../lib/api-client';
import { translate } from '../../../lib/i18n/use-t';

/**
 * docs/api.md#spec-8: a purchase that fails with an `errors` array shows their `msg` entries joined
 * by ' - '; any other failure shows 'An error occurred:. Please, contact support.'
 */
export function purchaseErrorText(error: unknown): string {
  if (error instanceof ApiError && error.body.errors?.length) return error.joined(' - ');
  return translate('purchase.contactSupport');
}
