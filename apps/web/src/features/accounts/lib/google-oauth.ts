/**
 * Google sign-in with the OAuth 2.0 implicit flow by full-page redirect: we send the browser to
 * Google with a random `state`, Google sends it back to /auth or /signup with
 * `#access_token=…&state=…`, and the server checks the token (POST /api/loginGoogle).
 */
export const GOOGLE_STATE_KEY = 'googleOAuthState';

export interface GoogleAuthRequest {
  authUrl: string;
  clientId: string;
  redirectUri: string;
  state: string;
}

/** Google's authorization URL for the implicit flow. */
export function buildGoogleAuthUrl({
  authUrl,
  clientId,
  redirectUri,
  state,
}: GoogleAuthRequest): string {
  const query = [
    ['client_id', clientId],
    ['redirect_uri', redirectUri],
    ['response_type', 'token'],
    ['scope', 'openid email profile'],
    ['state', state],
  ]
    .map(([key, value]) => `${key}=${encodeURIComponent(value ?? '')}`)
    .join('&');
  return `${authUrl}${authUrl.includes('?') ? '&' : '?'}${query}`;
}

export type OAuthRedirect =
  | { kind: 'none' }
  | { kind: 'token'; accessToken: string; state: string | null }
  | { kind: 'error'; error: string; state: string | null };

/** Reads what Google put in the URL fragment; `none` when the fragment is not an OAuth answer. */
export function parseOAuthHash(hash: string): OAuthRedirect {
  const params = new URLSearchParams(hash.startsWith('#') ? hash.slice(1) : hash);
  const state = params.get('state');
  const accessToken = params.get('access_token');
  if (accessToken) return { kind: 'token', accessToken, state };
  const error = params.get('error');
  if (error) return { kind: 'error', error, state };
  return { kind: 'none' };
}

/** A 128-bit random state, hex encoded. */
export function createOAuthState(
  random: (bytes: Uint8Array) => Uint8Array = (b) => crypto.getRandomValues(b),
): string {
  return Array.from(random(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The returned state must be the one this tab saved before leaving (a forged redirect has none). */
export function isExpectedState(returned: string | null, saved: string | null): boolean {
  return Boolean(returned && saved && returned === saved);
}

/** Saves a fresh state for this tab and returns Google's URL to send the browser to. */
export function prepareGoogleSignIn(
  config: { authUrl: string; clientId: string },
  redirectPath: string,
): string {
  const state = createOAuthState();
  sessionStorage.setItem(GOOGLE_STATE_KEY, state);
  return buildGoogleAuthUrl({
    ...config,
    redirectUri: `${window.location.origin}${redirectPath}`,
    state,
  });
}

/** The saved state, removed so that one redirect answer is used once. */
export function takeSavedState(): string | null {
  try {
    const saved = sessionStorage.getItem(GOOGLE_STATE_KEY);
    sessionStorage.removeItem(GOOGLE_STATE_KEY);
    return saved;
  } catch {
    return null;
  }
}
