import { z } from 'zod';

/**
 * POST /api/deleteAccount/{userId}: the parent types their own e-mail address to confirm
 * (docs/decisions/012). It works for password and Google accounts alike, and is a deliberate act
 * a stray click or a script in another tab cannot perform by accident.
 */
export const deleteAccountBodySchema = z.object({
  /** The account's e-mail, typed by the parent; compared trimmed and case-insensitively. */
  confirmation: z.string().max(254, 'That is not the e-mail of this account.'),
});
export type DeleteAccountBody = z.infer<typeof deleteAccountBodySchema>;

/** The parts of an export, for the OpenAPI page: a zip streamed as it is built. */
export const accountExportSchema = z.unknown().meta({
  type: 'string',
  format: 'binary',
  description:
    'application/zip: account.json (profile, credit ledger, purchases, consent records, ' +
    'stories’ metadata) and stories/<folder>/ with story.txt, story.html, pictures, ' +
    'narration.mp3 and PDF books',
});

export const ACCOUNT_DATA_MESSAGES = {
  /** 400 from deleteAccount when the typed confirmation is not the account's e-mail (`errors`). */
  wrongConfirmation: 'That is not the e-mail of this account. Nothing was deleted.',
  /** The toast after a deletion, on the home page. */
  deleted: 'Your account and all its stories were deleted. Sweet dreams!',
} as const;

/** The name the export's download is saved under, with the date it was made (YYYY-MM-DD). */
export function accountExportFileName(date: Date): string {
  return `starry-night-story-my-data-${date.toISOString().slice(0, 10)}.zip`;
}
