import { sql } from 'drizzle-orm';
import { cookieConsents } from '../../src/db/consent-schema';
import type { ClientResponse, TestApp } from './test-app';

/** The bodies the web app sends for the banner's Accept All and Reject All (docs/api.md#spec-9). */
export const acceptAll = {
  consent_given: true,
  analytics_cookies: true,
  marketing_cookies: true,
  functionality_cookies: true,
  consent_method: 'banner_accept_all',
};
export const rejectAll = {
  consent_given: true,
  analytics_cookies: false,
  marketing_cookies: false,
  functionality_cookies: false,
  consent_method: 'banner_reject_all',
};

/** How many consent records (visitors' and accounts') the database holds. */
export async function countConsentRecords(t: TestApp) {
  const [row] = await t.ctx.database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(cookieConsents);
  return Number(row?.n ?? 0);
}

/** The visitor id cookie a response set, with its attributes, if it set one. */
export function consentIdCookieOf(res: ClientResponse) {
  const cookies = res.raw.cookies as {
    name: string;
    value: string;
    maxAge?: number;
    httpOnly?: boolean;
    sameSite?: string;
    path?: string;
  }[];
  return cookies.find((c) => c.name === 'sns_consent_id');
}
