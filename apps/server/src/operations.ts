/**
 * `npm run backup [-- --to <folder>]` and `npm run restore -- <folder>` for the embedded default
 * (docs/decisions/032). A running server is asked for the backup (it holds the database);
 * otherwise this process opens the database itself.
 */
import { existsSync, readFileSync } from 'node:fs';
import { cp, rename, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { loadConfig, type Config } from './config';
import { openDatabase } from './db/client';
import { liveHolderOf } from './db/data-folder-lock';
import { someCause } from './lib/error-causes';
import {
  backupFolderIn,
  incompleteBackupOf,
  removeInterruptedBackups,
  writeBackup,
} from './modules/operations/backup';
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
    path = await askServerForBackup(config, config.database.dir, holder);
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
    path = await moveBackupTo(path, resolve(to));
    await restrictToOwner(path);
  }
  console.log(`Backup written to ${path}`);
}

/** The running server writes the backup (it holds the database); its folder. */
async function askServerForBackup(config: Config, dbDir: string, holder: number): Promise<string> {
  const tokenFile = backupTokenFile(config.dataDir);
  if (!existsSync(tokenFile)) throw new Error(`The server (pid ${holder}) has no ${tokenFile}.`);
  const url = `http://127.0.0.1:${config.port}/api/operations/backup`;
  let res: Response;
  try {
    res = await fetch(url, {
      method: 'POST',
      headers: { 'x-backup-token': readFileSync(tokenFile, 'utf8').trim() },
    });
  } catch (error) {
    throw await backupRequestFailure(config, dbDir, holder, url, error);
  }
  const body = (await res.json().catch(() => ({}))) as { path?: string; message?: string };
  if (!res.ok || !body.path) throw new Error(`The server refused: ${body.message ?? res.status}`);
  return body.path;
}

/**
 * Why asking the server failed, in words: it stopped while writing the backup (its unfinished
 * folder is removed here: nobody is writing it any more), it closed the connection, or nothing
 * listens on PORT.
 */
async function backupRequestFailure(
  config: Config,
  dbDir: string,
  holder: number,
  url: string,
  error: unknown,
) {
  if (!(await stillHolds(dbDir, holder))) {
    await removeInterruptedBackups(join(config.dataDir, 'backups'));
    return new Error(
      `The server (pid ${holder}) stopped while writing the backup; nothing was kept. Start it again, then run npm run backup again.`,
    );
  }
  const refused = someCause(error, (e) => (e as { code?: unknown }).code === 'ECONNREFUSED');
  if (!refused) {
    return new Error(
      `The server (pid ${holder}) broke off the backup (${(error as Error).message}); nothing was kept. See its log, then run npm run backup again.`,
    );
  }
  return new Error(
    `The server (pid ${holder}) holds the database but nothing answers at ${url}: set PORT to its port.`,
  );
}

/** Whether `holder` still holds the database, giving a server that just died a moment to end. */
async function stillHolds(dbDir: string, holder: number) {
  for (let waited = 0; waited < 1000; waited += 100) {
    if (liveHolderOf(dbDir) !== holder) return false;
    await new Promise((r) => setTimeout(r, 100));
  }
  return true;
}

/**
 * Copies the backup to the operator's folder through `<to>.incomplete`, renamed once whole: an
 * interrupted copy is never taken for a backup, and the next run replaces what it left.
 */
async function moveBackupTo(path: string, to: string): Promise<string> {
  if (existsSync(to)) throw new Error(`${to} already exists`);
  const staging = incompleteBackupOf(to);
  await rm(staging, { recursive: true, force: true });
  await cp(path, staging, { recursive: true, errorOnExist: true, force: false });
  await rename(staging, to);
  await rm(path, { recursive: true, force: true });
  return to;
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
