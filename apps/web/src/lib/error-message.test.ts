import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { describeError, errorStatus } from './error-message';

describe('describeError', () => {
  it('joins the errors array entries', () => {
    const error = new ApiError(400, {
      errors: [{ msg: 'E-mail is required' }, { msg: 'Password is required' }],
    });
    expect(describeError(error)).toBe('E-mail is required - Password is required');
    expect(describeError(error, ', ')).toBe('E-mail is required, Password is required');
  });

  it('falls back to the message', () => {
    expect(describeError(new ApiError(401, { message: 'Invalid e-mail or password.' }))).toBe(
      'Invalid e-mail or password.',
    );
  });

  it('describes network and unknown failures', () => {
    expect(describeError(new TypeError('Failed to fetch'))).toBe('Failed to fetch');
    expect(describeError(undefined)).toBe('Something went wrong.');
  });

  it('reads the status of API errors only', () => {
    expect(errorStatus(new ApiError(401, {}))).toBe(401);
    expect(errorStatus(new Error('x'))).toBeUndefined();
  });
});
