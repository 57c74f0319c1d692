import { randomUUID } from 'node:crypto';
import { ACCOUNT_DATA_MESSAGES } from '@sns/contract';
import type { AppContext } from '../../context';
import { errors, ValidationError } from '../../errors';
import { normalizeEmail } from '../accounts/user-repository';
import { accountFolders } from './account-folders';
import {
  deleteUserRow,
  fileKeysOfUser,
  lockUser,
  retainPaidCheckouts,
  retainPaidPrintOrders,
} from './account-deletion-repository';
import {
  purgeAccountFiles,
  queueFilesPurge,
  type PurgeAccountFilesJob,
} from './purge-account-files-job';

/** The little the use-case needs from the request logger. */
export interface DeletionLog {
  warn(obj: object, msg: string): void;
}

/**
 * Receipts are kept to the end of the tenth calendar year after the payment: the longest of the
 * usual bookkeeping periods for sales records (docs/decisions/012).
 */
export function receiptKeptUntil(paidAt: Date): Date {
  return new Date(Date.UTC(paidAt.getUTCFullYear() + 11, 0, 1));
}

/**
 * Deletes the signed-in parent's account (docs/decisions/012). `confirmation` must be the
 * account's e-mail. Every row goes in one transaction — the user row, and with it by cascade
 * every story, picture, narration, book, merged book, print order (with its address), ledger row,
 * consent record and session — after paid checkouts and paid print orders are copied, without
 * personal data, into `retained_receipts`. The print files live under the account's `books/`
 * folder and go with it. The same transaction
 * queues the deletion of the files, so a crash after the commit is finished by the queue; the
 * files are also deleted at once, here, and swept again once every job that was running for the
 * account has run out of time.
 */
export async function deleteAccount(
  ctx: AppContext,
  userId: string,
  confirmation: string,
  log: DeletionLog,
): Promise<void> {
  const { db } = ctx.database;
  const plan = await db.transaction(async (tx) => {
    const user = await lockUser(tx, userId);
    if (!user) throw errors.unauthenticated();
    if (normalizeEmail(confirmation) !== user.email) {
      throw new ValidationError([
        { msg: ACCOUNT_DATA_MESSAGES.wrongConfirmation, path: 'confirmation' },
      ]);
    }
    const job: PurgeAccountFilesJob = {
      userId,
      keys: await fileKeysOfUser(tx, userId),
      folders: accountFolders(userId),
    };
    const accountRef = randomUUID();
    await retainPaidCheckouts(tx, userId, accountRef, receiptKeptUntil);
    await retainPaidPrintOrders(tx, userId, accountRef, receiptKeptUntil);
    await deleteUserRow(tx, userId);
    await queueFilesPurge(ctx, tx, job);
    return job;
  });
  // The queued job would do it within a second; doing it now means the parent's links are dead
  // the moment the answer arrives, even when the workers run in another process.
  try {
    await purgeAccountFiles(ctx, plan);
  } catch (error) {
    log.warn({ err: error, userId }, 'files of a deleted account left to the queue');
  }
}
