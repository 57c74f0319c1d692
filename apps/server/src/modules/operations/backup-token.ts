import { randomBytes, timingSafeEqual } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The secret `npm run backup` shows the running server (docs/decisions/032): a file in DATA_DIR
 * that only the server's own user can read, so asking for a backup needs the machine, not a
 * session.
 */
export const backupTokenFile = (dataDir: string) => join(dataDir, 'backup-token');

export function readOrCreateBackupToken(dataDir: string): string {
  const file = backupTokenFile(dataDir);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const token = randomBytes(32).toString('hex');
  writeFileSync(file, token, { mode: 0o600 });
  return token;
}

export function isBackupToken(expected: string, given: string | undefined): boolean {
  if (!given) return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}
