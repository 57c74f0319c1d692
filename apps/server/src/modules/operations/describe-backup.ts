import { z } from 'zod';
import { BACKUP_FORMAT, type BackupManifest } from './backup';

/**
 * Text made safe to print on an operator's terminal: control characters (C0, DEL and C1, which
 * include ESC and CSI, the start of every terminal escape sequence) and the bidirectional
 * overrides that make text display in another order than it reads are each shown as "?".
 * Newlines and tabs stay only when `keepLines` says so (our own multi-line messages).
 */
export function printable(text: string, options: { keepLines?: boolean } = {}): string {
  return text.replace(/[\p{Cc}\u202A-\u202E\u2066-\u2069]/gu, (char) =>
    options.keepLines && (char === '\n' || char === '\t') ? char : '?',
  );
}

const manifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  createdAt: z.iso.datetime({ offset: true }),
  files: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
});

/**
 * backup.json's text, checked field by field: a backup folder comes from wherever the operator
 * got it, and what restore prints of it reaches their terminal (issue 33 point 7: escape codes in
 * createdAt did). Returns the manifest, or a refusal to print that quotes nothing unchecked.
 */
export function parseBackupManifest(
  text: string,
): { ok: true; manifest: BackupManifest } | { ok: false; problem: string } {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, problem: 'its backup.json is not JSON' };
  }
  const format = (json as { format?: unknown } | null)?.format;
  if (format !== BACKUP_FORMAT) {
    return {
      ok: false,
      problem:
        typeof format === 'number' && Number.isSafeInteger(format)
          ? `it is a backup of format ${format}; this version reads ${BACKUP_FORMAT}`
          : `its backup.json names no format this version reads (${BACKUP_FORMAT})`,
    };
  }
  const parsed = manifestSchema.safeParse(json);
  if (!parsed.success) {
    const fields = [...new Set(parsed.error.issues.map((issue) => String(issue.path[0])))];
    return {
      ok: false,
      problem: `its backup.json has ${fields.map((field) => printable(field)).join(', ')} of the wrong kind`,
    };
  }
  return { ok: true, manifest: parsed.data };
}

/** What restore says it restored: only checked fields, and printable even so. */
export function describeBackup(manifest: BackupManifest): string {
  const files = `${manifest.files} file${manifest.files === 1 ? '' : 's'}`;
  return printable(`the backup of ${manifest.createdAt} (${files})`);
}
