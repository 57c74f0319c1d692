import { CONSENT_VERSION, type AnonymousConsentBody, type UserConsentBody } from '@sns/contract';
import type { AppContext } from '../../context';
import {
  findConsent,
  upsertConsent,
  type ConsentChoice,
  type ConsentOwner,
} from './consent-repository';
import { presentConsent } from './present-consent';

function choiceOf(body: AnonymousConsentBody | UserConsentBody): ConsentChoice {
  return {
    consentGiven: body.consent_given,
    analyticsCookies: body.analytics_cookies,
    marketingCookies: body.marketing_cookies,
    functionalityCookies: body.functionality_cookies,
    consentMethod: body.consent_method,
    // The server's policy version, never the client's: the record says what the parent saw.
    consentVersion: CONSENT_VERSION,
  };
}

async function save(
  ctx: AppContext,
  owner: ConsentOwner,
  choice: ConsentChoice,
  firstGivenAt?: Date,
) {
  const now = new Date();
  const { row, created } = await upsertConsent(
    ctx.database.db,
    owner,
    choice,
    now,
    firstGivenAt ?? now,
  );
  return { created, consent: presentConsent(row) };
}

/**
 * A signed-in user's choice. A migration (consent_method migrated_from_anonymous) from a browser
 * that holds a visitor record keeps the time that consent was first given; the visitor record
 * itself stays as it is.
 */
export async function saveUserConsent(
  ctx: AppContext,
  userId: string,
  body: UserConsentBody,
  visitorKey: string | undefined,
) {
  let firstGivenAt: Date | undefined;
  if (body.consent_method === 'migrated_from_anonymous' && visitorKey) {
    firstGivenAt = (await findConsent(ctx.database.db, { anonymousKey: visitorKey }))
      ?.consentTimestamp;
  }
  return save(ctx, { userId }, choiceOf(body), firstGivenAt);
}

/** A visitor's choice, kept against their browser's anonymous id. */
export async function saveAnonymousConsent(
  ctx: AppContext,
  anonymousKey: string,
  body: AnonymousConsentBody,
) {
  return save(ctx, { anonymousKey }, choiceOf(body));
}
