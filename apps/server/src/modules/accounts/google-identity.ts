import { z } from 'zod';
import type { Config } from '../../config';
import { errors } from '../../errors';

type GoogleConfig = NonNullable<Config['google']>;

/** Google answers in well under a second; past this the parent is better told to retry. */
const GOOGLE_TIMEOUT_MS = 5000;

/** Google's tokeninfo answer for an OAuth access token; numbers arrive as strings. */
const tokenInfoSchema = z.object({
  aud: z.string(),
  sub: z.string().min(1),
  expires_in: z.coerce.number(),
});

const booleanish = z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]);

/** OpenID Connect userinfo (Google's shape). */
const userInfoSchema = z.object({
  sub: z.string().min(1),
  email: z.string().email(),
  email_verified: booleanish.optional(),
  given_name: z.string().optional(),
  family_name: z.string().optional(),
  name: z.string().optional(),
});

export interface GoogleIdentity {
  sub: string;
  email: string;
  firstName: string;
  lastName: string;
}

/**
 * Asks Google who an access token belongs to. The token must have been issued to our client id
 * (`aud`, or any app's token could sign in here), be unexpired, and its account's e-mail must be
 * verified by Google, since we treat it as confirmed. Both answers are validated.
 */
export async function fetchGoogleIdentity(
  google: GoogleConfig,
  accessToken: string,
): Promise<GoogleIdentity> {
  const tokenUrl = new URL(google.tokenInfoUrl);
  tokenUrl.searchParams.set('access_token', accessToken);
  const tokenInfo = tokenInfoSchema.safeParse(await getJson(tokenUrl));
  if (!tokenInfo.success) throw errors.googleRejected();
  if (tokenInfo.data.aud !== google.clientId || !(tokenInfo.data.expires_in > 0)) {
    throw errors.googleRejected();
  }

  const userInfo = userInfoSchema.safeParse(
    await getJson(new URL(google.userInfoUrl), { authorization: `Bearer ${accessToken}` }),
  );
  if (!userInfo.success) throw errors.googleRejected();
  const info = userInfo.data;
  if (info.sub !== tokenInfo.data.sub || info.email_verified !== true)
    throw errors.googleRejected();

  const email = info.email.trim().toLowerCase();
  const firstName = clean(info.given_name) || clean(info.name) || email.split('@')[0] || 'Parent';
  return { sub: info.sub, email, firstName, lastName: clean(info.family_name) };
}

/** GETs JSON from Google. 4xx means "not a token we know" (401); no answer or a 5xx means 503. */
async function getJson(url: URL, headers: Record<string, string> = {}): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { accept: 'application/json', ...headers },
      signal: AbortSignal.timeout(GOOGLE_TIMEOUT_MS),
    });
  } catch {
    throw errors.googleUnavailable();
  }
  if (response.status >= 500) throw errors.googleUnavailable();
  if (!response.ok) throw errors.googleRejected();
  try {
    return await response.json();
  } catch {
    throw errors.googleRejected();
  }
}

/** Names as the schema stores them: trimmed, at most 80 characters like the sign-up form's. */
function clean(value: string | undefined) {
  return (value ?? '').trim().slice(0, 80);
}
