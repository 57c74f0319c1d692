/**
 * `npm run backup [-- --to <folder>]` and `npm run restore -- <folder>` for the embedded default
 * (docs/decisions/032). A running server is asked for the backup (it holds the database);
 * otherwise this process opens the database itself.
 */
import { existsSync, readFileSync } from 'node:fs';
import { cp, rm } from 'node:fs/promises';
import { resolve } from 'node:path';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { liveHolderOf } from './db/data-folder-lock';
import { backupFolderIn, writeBackup } from './modules/operations/backup';
import { backupTokenFile } from './modules/operations/backup-token';
import { describeBackup, printable } from './modules/operations/describe-backup';
import { restoreBackup } from './modules/operations/restore';
import { createOwnerOnly, restrictToOwner } from './lib/owner-only';

async function backup(to: string | undefined) {
  const config = loadConfig();
  if (config.database.kind !== 'pglite') {
    throw new Error(
      'With DATABASE_URL set, back up with pg_dump and a copy of the bucket (README, "Backups").',
    );
  }
  const holder = liveHolderOf(config.database.dir);
  let path: string;
  if (holder !== undefined) {
    const tokenFile = backupTokenFile(config.dataDir);
    if (!existsSync(tokenFile)) throw new Error(`The server (pid ${holder}) has no ${tokenFile}.`);
    const url = `http://127.0.0.1:${config.port}/api/operations/backup`;
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'x-backup-token': readFileSync(tokenFile, 'utf8').trim() },
    }).catch(() => {
      throw new Error(
        `The server (pid ${holder}) holds the database but does not answer at ${url}: set PORT to its port.`,
      );
    });
    const body = (await res.json()) as { path?: string; message?: string };
    if (!res.ok || !body.path) throw new Error(`The server refused: ${body.message ?? res.status}`);
    path = body.path;
  } else {
    const database = await openDatabase(config.database);
    try {
      path = backupFolderIn(config.dataDir);
      await writeBackup(database, config, path);
    } finally {
      await database.close();
    }
  }
  if (to) {
    await cp(path, resolve(to), { recursive: true, errorOnExist: true, force: false });
    await rm(path, { recursive: true, force: true });
    path = resolve(to);
    await restrictToOwner(path);
  }
  console.log(`Backup written to ${path}`);
}

async function restore(from: string | undefined) {
  if (!from) throw new Error('Say which backup: npm run restore -- <folder>');
  const config = loadConfig();
  const manifest = await restoreBackup(config, resolve(from));
  console.log(printable(`Restored ${describeBackup(manifest)} into ${config.dataDir}`));
}

// First: backups and restored files are the owner's alone (docs/data-folder.md).
createOwnerOnly();
const [command, ...args] = process.argv.slice(2);
const toIndex = args.indexOf('--to');
try {
  if (command === 'backup') await backup(toIndex >= 0 ? args[toIndex + 1] : undefined);
  else if (command === 'restore') await restore(args[0]);
  else throw new Error('Usage: operations backup [--to <folder>] | restore <folder>');
  process.exit(0);
} catch (error) {
  // Messages can quote a backup's file names: nothing reaches the terminal as a control code.
  console.error(printable((error as Error).message, { keepLines: true }));
  process.exit(1);
}
