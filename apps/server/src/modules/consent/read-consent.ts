import type { AppContext } from '../../context';
import { findConsent, type ConsentOwner } from './consent-repository';
import { presentConsentCheck } from './present-consent';

/**
 * Consent check (docs/api.md#spec-7): {hasConsent, consent}; a browser without an id has no
 * consent.
 */
export async function readConsent(ctx: AppContext, owner: ConsentOwner | undefined) {
  return presentConsentCheck(owner ? await findConsent(ctx.database.db, owner) : undefined);
}

/** Whether this browser's id already has a visitor record (a save then changes, not adds, one). */
export async function hasVisitorRecord(ctx: AppContext, anonymousKey: string | undefined) {
  return (
    anonymousKey !== undefined &&
    (await findConsent(ctx.database.db, { anonymousKey })) !== undefined
  );
}
