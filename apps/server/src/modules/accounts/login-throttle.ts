import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import {
  ACCOUNT_RATE_RULES as RULES,
  clearRateLimit,
  countHit,
  currentCount,
  refuseWhenSpent,
} from './rate-limit';

/** Each failure past the per-e-mail budget adds this much wait to the next try, up to the cap. */
const SLOWDOWN_STEP_MS = 200;
const SLOWDOWN_CAP_MS = 5000;

/**
 * Runs a password login under its failure budgets. From one address, too many failures — for one
 * e-mail, or for any — get 429 before any password is hashed, so a script cannot spend our CPU.
 * Failures for one e-mail from everywhere never refuse the right password (that would let
 * anyone lock a parent out): past the budget each try is only slowed down. A success clears its
 * address's failures; a password reset clears the e-mail's (clearLoginFailures).
 */
export async function throttledLogin<T>(
  ctx: AppContext,
  email: string,
  address: string,
  attempt: () => Promise<T>,
): Promise<T> {
  const emailAtAddress = `${email}\n${address}`;
  await refuseWhenSpent(ctx, RULES.loginFailuresPerIp, address);
  await refuseWhenSpent(ctx, RULES.loginFailuresPerEmailAndIp, emailAtAddress);
  const failures = (await currentCount(ctx, RULES.loginFailuresPerEmail, email))?.count ?? 0;
  const over = failures - RULES.loginFailuresPerEmail.limit;
  if (over >= 0) {
    await new Promise((r) =>
      setTimeout(r, Math.min(SLOWDOWN_CAP_MS, (over + 1) * SLOWDOWN_STEP_MS)),
    );
  }
  try {
    const result = await attempt();
    await clearRateLimit(ctx, RULES.loginFailuresPerEmailAndIp, emailAtAddress);
    return result;
  } catch (error) {
    if (error instanceof AppError && error.id === 'invalid_credentials') {
      await countHit(ctx, RULES.loginFailuresPerIp, address);
      await countHit(ctx, RULES.loginFailuresPerEmailAndIp, emailAtAddress);
      await countHit(ctx, RULES.loginFailuresPerEmail, email);
    }
    throw error;
  }
}

/** After a password reset the owner is known: earlier failures for the e-mail stop slowing them. */
export async function clearLoginFailures(ctx: AppContext, email: string) {
  await clearRateLimit(ctx, RULES.loginFailuresPerEmail, email);
}
