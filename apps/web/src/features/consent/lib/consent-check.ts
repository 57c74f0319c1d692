import type { ConsentCheckResponse, ConsentRecord, UserConsentBody } from '@sns/contract';
import { ApiError } from '../../../lib/api-client';
import { choicesOf, consentBody } from './consent-choices';

/** The calls the check needs, passed in so the decision logic is tested without a server. */
export interface ConsentCheckCalls {
  getUserConsent(userUid: string): Promise<ConsentCheckResponse>;
  getAnonymousConsent(): Promise<ConsentCheckResponse>;
  saveUserConsent(body: UserConsentBody): Promise<ConsentRecord>;
}

const stored = (answer: ConsentCheckResponse) => (answer.hasConsent ? answer.consent : null);

/**
 * Consent check (docs/api.md#spec-4): the consent in force for this user (or visitor), or null. A
 * signed-in user with no record but a visitor record in this browser gets it migrated to their
 * account. Throws when the check itself fails (the caller shows the banner).
 */
export async function findStoredConsent(
  userUid: string | null,
  calls: ConsentCheckCalls,
  warn: (message: string, error: unknown) => void = () => {},
): Promise<ConsentRecord | null> {
  if (!userUid) return stored(await calls.getAnonymousConsent());

  let own: ConsentCheckResponse;
  try {
    own = await calls.getUserConsent(userUid);
  } catch (error) {
    // The stored user's session is gone (the session check is about to sign them out): for
    // the server this browser is a visitor, so ask as one instead of flashing the banner.
    if (error instanceof ApiError && error.status === 401) {
      return stored(await calls.getAnonymousConsent());
    }
    throw error;
  }
  const ownConsent = stored(own);
  if (ownConsent) return ownConsent;

  const visitorConsent = stored(await calls.getAnonymousConsent());
  if (!visitorConsent) return null;
  try {
    return await calls.saveUserConsent({
      ...consentBody(choicesOf(visitorConsent), 'migrated_from_anonymous'),
      user_uid: userUid,
    });
  } catch (error) {
    // The parent already chose in this browser: honour it now and migrate on the next check.
    warn('Migrating the cookie consent to the account failed', error);
    return visitorConsent;
  }
}
