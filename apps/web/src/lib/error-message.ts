import { ApiError } from './api-client';
import { translate } from './i18n/use-t';

/**
 * The text of anything thrown by a call: the joined `errors[].msg` entries
 * (docs/decisions/d3-error-bodies.md) when the server sent them, else its `message`, else the
 * error's own message.
 */
export function describeError(error: unknown, separator = ' - '): string {
  if (error instanceof ApiError) return error.joined(separator);
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string') return error;
  return translate('common.somethingWrong');
}

/** The HTTP status of an API error, or undefined for anything else (e.g. a network failure). */
export function errorStatus(error: unknown): number | undefined {
  return error instanceof ApiError ? error.status : undefined;
}
