import { loginBodySchema, signUpBodySchema } from '@sns/contract';
import { describe, expect, it } from 'vitest';
import { validateForm } from './form-errors';

describe('validateForm', () => {
  it('returns the parsed data when valid', () => {
    expect(validateForm(loginBodySchema, { email: ' a@b.co ', password: 'x' })).toEqual({
      data: { email: 'a@b.co', password: 'x' },
    });
  });

  it('keeps the first message of each field', () => {
    const { errors } = validateForm(signUpBodySchema, {
      firstName: '',
      lastName: 'Lee',
      email: 'nope',
      password: 'short',
      confirmPassword: 'other',
    });
    expect(errors).toEqual({
      firstName: 'First name is required',
      email: 'Please enter a valid e-mail address',
      password: 'Password must be at least 8 characters',
      confirmPassword: 'Passwords do not match',
    });
  });

  it('reports a password mismatch on the confirmation field', () => {
    const { errors } = validateForm(signUpBodySchema, {
      firstName: 'Ada',
      lastName: 'Lee',
      email: 'ada@example.com',
      password: 'long enough',
      confirmPassword: 'different!',
    });
    expect(errors).toEqual({ confirmPassword: 'Passwords do not match' });
  });
});
