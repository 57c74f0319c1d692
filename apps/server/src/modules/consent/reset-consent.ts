import type { AppContext } from '../../context';
import { deleteConsent, type ConsentOwner } from './consent-repository';

/**
 * Reset Consent (docs/product.md#cookies). The record goes too, so the banner asks again after a
 * reload and on the parent's other devices — not only in the tab where they pressed the button.
 */
export async function resetConsent(ctx: AppContext, owner: ConsentOwner | undefined) {
  if (owner) await deleteConsent(ctx.database.db, owner);
}
