import type { z } from 'zod';
import { knownMessage } from './i18n/known-messages';

export type FieldErrors<K extends string = string> = Partial<Record<K, string>>;

/**
 * The first message for each top-level field of a failed zod parse, to show under the inputs, in
 * the page's language.
 */
export function fieldErrorsOf<K extends string = string>(error: z.ZodError): FieldErrors<K> {
  const errors: FieldErrors<K> = {};
  for (const issue of error.issues) {
    const key = issue.path[0];
    if (typeof key !== 'string') continue;
    errors[key as K] ??= knownMessage(issue.message);
  }
  return errors;
}

/** Parses `input` with `schema`: the data, or the field errors to show. */
export function validateForm<T, K extends string = string>(
  schema: z.ZodType<T>,
  input: unknown,
): { data: T; errors?: undefined } | { data?: undefined; errors: FieldErrors<K> } {
  const result = schema.safeParse(input);
  return result.success ? { data: result.data } : { errors: fieldErrorsOf<K>(result.error) };
}
