import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeGoogleAccount {
  sub: string;
  email: string;
  given_name: string;
  family_name: string;
  picture?: string;
  email_verified?: boolean;
}

/**
 * A local stand-in for Google's OAuth 2.0 endpoints, speaking their real shapes:
 * the authorization endpoint (implicit flow: redirects back with #access_token), tokeninfo
 * (`aud`, `sub`, `expires_in`) and OpenID userinfo. Tokens are issued per account.
 */
export async function startFakeGoogle(options: { clientId: string; port?: number }) {
  const tokens = new Map<string, { account: FakeGoogleAccount; aud: string }>();
  let nextAccount: FakeGoogleAccount = {
    sub: '100000000000000000001',
    email: 'google.parent@example.com',
    given_name: 'Grace',
    family_name: 'Google',
    email_verified: true,
  };

  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (url.pathname === '/o/oauth2/v2/auth') {
      const redirect = url.searchParams.get('redirect_uri');
      const clientId = url.searchParams.get('client_id');
      if (!redirect || url.searchParams.get('response_type') !== 'token') {
        return json(400, { error: 'invalid_request' });
      }
      const token = issueToken(nextAccount, clientId ?? '');
      const state = url.searchParams.get('state') ?? '';
      const hash = new URLSearchParams({
        access_token: token,
        token_type: 'Bearer',
        expires_in: '3599',
        state,
        scope: 'email profile openid',
      });
      res.writeHead(302, { location: `${redirect}#${hash.toString()}` });
      return res.end();
    }
    if (url.pathname === '/tokeninfo') {
      const entry = tokens.get(url.searchParams.get('access_token') ?? '');
      if (!entry) return json(400, { error: 'invalid_token', error_description: 'Invalid Value' });
      return json(200, {
        azp: entry.aud,
        aud: entry.aud,
        sub: entry.account.sub,
        scope: 'openid email profile',
        exp: String(Math.floor(Date.now() / 1000) + 3599),
        expires_in: '3599',
        email: entry.account.email,
        email_verified: String(entry.account.email_verified ?? true),
      });
    }
    if (url.pathname === '/v1/userinfo') {
      const auth = req.headers.authorization ?? '';
      const entry = tokens.get(auth.replace(/^Bearer /, ''));
      if (!entry) return json(401, { error: 'invalid_request' });
      const a = entry.account;
      return json(200, {
        sub: a.sub,
        email: a.email,
        email_verified: a.email_verified ?? true,
        given_name: a.given_name,
        family_name: a.family_name,
        name: `${a.given_name} ${a.family_name}`,
        picture: a.picture,
      });
    }
    json(404, { error: 'not_found' });
  });

  function issueToken(account: FakeGoogleAccount, aud: string) {
    const token = `ya29.fake-${tokens.size + 1}-${Math.random().toString(36).slice(2)}`;
    tokens.set(token, { account, aud });
    return token;
  }

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    base,
    env: {
      GOOGLE_CLIENT_ID: options.clientId,
      GOOGLE_AUTH_URL: `${base}/o/oauth2/v2/auth`,
      GOOGLE_TOKENINFO_URL: `${base}/tokeninfo`,
      GOOGLE_USERINFO_URL: `${base}/v1/userinfo`,
    },
    /** The account the next sign-in through the authorization endpoint will be. */
    setNextAccount(account: FakeGoogleAccount) {
      nextAccount = account;
    },
    /** A token as Google would issue it to `aud` (another app's client id, to test audience checks). */
    issueToken,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
