import { describe, expect, it } from 'vitest';
import {
  buildGoogleAuthUrl,
  createOAuthState,
  isExpectedState,
  parseOAuthHash,
} from './google-oauth';

describe('buildGoogleAuthUrl', () => {
  it('asks for a token with the openid, email and profile scopes', () => {
    const url = buildGoogleAuthUrl({
      authUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
      clientId: 'abc.apps.googleusercontent.com',
      redirectUri: 'http://localhost:3000/auth',
      state: 'f00',
    });
    expect(url).toBe(
      'https://accounts.google.com/o/oauth2/v2/auth?client_id=abc.apps.googleusercontent.com' +
        '&redirect_uri=http%3A%2F%2Flocalhost%3A3000%2Fauth&response_type=token' +
        '&scope=openid%20email%20profile&state=f00',
    );
  });

  it('appends to an authorization URL that already has a query', () => {
    const url = buildGoogleAuthUrl({
      authUrl: 'http://127.0.0.1:3199/auth?x=1',
      clientId: 'c',
      redirectUri: 'r',
      state: 's',
    });
    expect(url.startsWith('http://127.0.0.1:3199/auth?x=1&client_id=c&')).toBe(true);
  });
});

describe('parseOAuthHash', () => {
  it('reads the access token and state', () => {
    expect(
      parseOAuthHash('#access_token=ya29.a&token_type=Bearer&state=abc&expires_in=3599'),
    ).toEqual({
      kind: 'token',
      accessToken: 'ya29.a',
      state: 'abc',
    });
  });

  it('reads a refusal', () => {
    expect(parseOAuthHash('#error=access_denied&state=abc')).toEqual({
      kind: 'error',
      error: 'access_denied',
      state: 'abc',
    });
  });

  it('ignores fragments that are not an OAuth answer', () => {
    expect(parseOAuthHash('')).toEqual({ kind: 'none' });
    expect(parseOAuthHash('#main')).toEqual({ kind: 'none' });
  });
});

describe('state', () => {
  it('is 32 hex characters', () => {
    expect(createOAuthState()).toMatch(/^[0-9a-f]{32}$/);
    expect(createOAuthState((b) => b.fill(255))).toBe('f'.repeat(32));
  });

  it('must match the saved one', () => {
    expect(isExpectedState('abc', 'abc')).toBe(true);
    expect(isExpectedState('abc', 'abd')).toBe(false);
    expect(isExpectedState('abc', null)).toBe(false);
    expect(isExpectedState(null, null)).toBe(false);
  });
});
