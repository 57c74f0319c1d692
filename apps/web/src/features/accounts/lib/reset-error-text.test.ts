import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { passwordResetErrorText } from './reset-error-text';

describe('passwordResetErrorText', () => {
  it("prefixes a 401 with 'Error:'", () => {
    expect(passwordResetErrorText(new ApiError(401, { message: 'The code has expired.' }))).toBe(
      'Error: The code has expired.',
    );
  });

  it("prefixes anything else with 'An error occurred:'", () => {
    expect(
      passwordResetErrorText(new ApiError(400, { errors: [{ msg: 'The code has 6 digits' }] })),
    ).toBe('An error occurred: The code has 6 digits');
    expect(passwordResetErrorText(new TypeError('Failed to fetch'))).toBe(
      'An error occurred: Failed to fetch',
    );
  });
});
