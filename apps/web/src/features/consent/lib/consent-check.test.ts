import type { ConsentCheckResponse, ConsentRecord, UserConsentBody } from '@sns/contract';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { findStoredConsent, type ConsentCheckCalls } from './consent-check';

const USER = '7b0a3c1e-2f4d-4e5a-9b6c-1d2e3f4a5b6c';
const record = (over: Partial<ConsentRecord> = {}): ConsentRecord => ({
  consent_given: true,
  essential_cookies: true,
  analytics_cookies: false,
  marketing_cookies: true,
  functionality_cookies: false,
  consent_method: 'preferences_custom',
  consent_timestamp: '2025-11-22T11:25:00.000Z',
  updated_timestamp: '2025-11-22T11:25:00.000Z',
  consent_version: '1.0',
  ...over,
});
const none: ConsentCheckResponse = { hasConsent: false, consent: null };
const has = (consent: ConsentRecord): ConsentCheckResponse => ({ hasConsent: true, consent });

function fakeCalls(answers: {
  user?: ConsentCheckResponse | Error;
  anonymous?: ConsentCheckResponse | Error;
  save?: Error;
}) {
  const log: string[] = [];
  const saved: UserConsentBody[] = [];
  const answer = async (a: ConsentCheckResponse | Error | undefined) => {
    if (a instanceof Error) throw a;
    return a ?? none;
  };
  const calls: ConsentCheckCalls = {
    getUserConsent: async (uid) => {
      log.push(`user ${uid}`);
      return answer(answers.user);
    },
    getAnonymousConsent: async () => {
      log.push('anonymous');
      return answer(answers.anonymous);
    },
    saveUserConsent: async (body) => {
      log.push('save');
      saved.push(body);
      if (answers.save) throw answers.save;
      return record({
        ...body,
        user_uid: body.user_uid,
        updated_timestamp: '2025-12-01T08:00:00.000Z',
      });
    },
  };
  return { calls, log, saved };
}

describe('the consent check (docs/api.md#spec-4)', () => {
  it('a visitor: asks for this browser’s consent only', async () => {
    const { calls, log } = fakeCalls({ anonymous: has(record()) });
    expect(await findStoredConsent(null, calls)).toEqual(record());
    expect(log).toEqual(['anonymous']);
  });

  it('a visitor without consent: none', async () => {
    const { calls } = fakeCalls({});
    expect(await findStoredConsent(null, calls)).toBeNull();
  });

  it('a signed-in user with their own consent: theirs, no migration', async () => {
    const own = record({ user_uid: USER, analytics_cookies: true });
    const { calls, log } = fakeCalls({ user: has(own), anonymous: has(record()) });
    expect(await findStoredConsent(USER, calls)).toEqual(own);
    expect(log).toEqual([`user ${USER}`]);
  });

  it('a signed-in user without consent but with a visitor consent: migrated to the account', async () => {
    const { calls, saved } = fakeCalls({ anonymous: has(record()) });
    const result = await findStoredConsent(USER, calls);
    expect(saved).toEqual([
      {
        user_uid: USER,
        consent_given: true,
        analytics_cookies: false,
        marketing_cookies: true,
        functionality_cookies: false,
        consent_method: 'migrated_from_anonymous',
      },
    ]);
    expect(result).toMatchObject({ user_uid: USER, consent_method: 'migrated_from_anonymous' });
  });

  it('a signed-in user with neither: none, nothing saved', async () => {
    const { calls, saved } = fakeCalls({});
    expect(await findStoredConsent(USER, calls)).toBeNull();
    expect(saved).toEqual([]);
  });

  it('a failed migration still honours the visitor’s choice, and says so in the log', async () => {
    const warnings: string[] = [];
    const { calls } = fakeCalls({ anonymous: has(record()), save: new Error('offline') });
    expect(await findStoredConsent(USER, calls, (m) => warnings.push(m))).toEqual(record());
    expect(warnings).toHaveLength(1);
  });

  it('a record saved with consent_given false is not consent', async () => {
    const { calls } = fakeCalls({
      anonymous: { hasConsent: false, consent: record({ consent_given: false }) },
    });
    expect(await findStoredConsent(null, calls)).toBeNull();
  });

  it('a stale stored user (401) is checked as the visitor the server sees', async () => {
    const { calls, log } = fakeCalls({
      user: new ApiError(401, { message: 'Please sign in' }),
      anonymous: has(record()),
    });
    expect(await findStoredConsent(USER, calls)).toEqual(record());
    expect(log).toEqual([`user ${USER}`, 'anonymous']);
  });

  it('any other failure fails the check (the banner then shows)', async () => {
    const { calls } = fakeCalls({ user: new ApiError(500, { message: 'down' }) });
    await expect(findStoredConsent(USER, calls)).rejects.toThrow('down');
    const offline = fakeCalls({ anonymous: new TypeError('Failed to fetch') });
    await expect(findStoredConsent(null, offline.calls)).rejects.toThrow('Failed to fetch');
  });
});
