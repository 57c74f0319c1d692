import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { users } from '../../db/schema';
import { transactionSql, type Transaction } from '../../db/transaction';
import type { JobQueue } from '../../jobs/queue';
import { QUEUES } from '../../jobs/queue-names';
import { OPERATOR_MAILS, printOrderMail, type PrintOrderMailKind } from './print-order-mail';
import { findPrintOrder } from './print-order-repository';

/** Queued in the transaction of the status change it tells about (docs/decisions/027). */
export interface SendPrintOrderMailJob {
  orderId: string;
  kind: PrintOrderMailKind;
}

/** Queues a mail with the change that causes it: one mail per change, none lost to a crash. */
export async function queuePrintOrderMail(
  queue: JobQueue,
  tx: Transaction,
  job: SendPrintOrderMailJob,
) {
  await queue.send(QUEUES.sendPrintOrderMail, job, { id: randomUUID(), sql: transactionSql(tx) });
}

/** At least once, like the receipts; an account deleted meanwhile gets no mail. */
export async function runSendPrintOrderMailJob(ctx: AppContext, job: SendPrintOrderMailJob) {
  const db = ctx.database.db;
  const order = await findPrintOrder(db, job.orderId);
  if (!order) return;
  if (OPERATOR_MAILS.includes(job.kind)) {
    const operator = { email: ctx.config.print.contactEmail, firstName: '' };
    await ctx.mailer.send(printOrderMail(operator, job.kind, order));
    return;
  }
  const [parent] = await db
    .select({ email: users.email, firstName: users.firstName, language: users.language })
    .from(users)
    .where(eq(users.id, order.userId));
  if (!parent) return;
  await ctx.mailer.send(printOrderMail(parent, job.kind, order));
}
