import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { users } from '../../db/schema';
import { findCheckoutById } from './checkout-repository';
import { purchaseReceiptMail } from './receipt-mail';

/** Queued with the credits, in the same transaction (fulfil-checkout.ts). */
export interface SendReceiptJob {
  checkoutId: string;
  /** When the purchase was credited, ISO 8601. */
  paidAt: string;
  /** The balance right after these credits were added: the receipt's "new balance". */
  balance: number;
}

/**
 * Mails the receipt of a fulfilled purchase. At least once: a crash after the send and before
 * the job settles sends it again, which beats a receipt never sent. An account deleted in the
 * meantime gets no mail.
 */
export async function runSendReceiptJob(ctx: AppContext, job: SendReceiptJob) {
  const db = ctx.database.db;
  const checkout = await findCheckoutById(db, job.checkoutId);
  if (!checkout) return;
  const [buyer] = await db
    .select({ email: users.email, firstName: users.firstName, language: users.language })
    .from(users)
    .where(eq(users.id, checkout.userId));
  if (!buyer) return;
  await ctx.mailer.send(
    purchaseReceiptMail(buyer, {
      checkout,
      paidAt: new Date(job.paidAt),
      balance: job.balance,
    }),
  );
}
