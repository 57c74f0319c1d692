import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  assertNoRestoreInProgress,
  clearInterruptedRestore,
  InterruptedRestoreError,
  moveRestoreIntoPlace,
  restoreStagingIn,
} from './restore-staging';

/** A DATA_DIR with a staged restore: a database folder, files and a session secret. */
function staged() {
  const dataDir = mkdtempSync(join(tmpdir(), 'sns-restore-'));
  const staging = restoreStagingIn(dataDir);
  mkdirSync(join(staging, 'db'), { recursive: true });
  writeFileSync(join(staging, 'db', 'PG_VERSION'), '17');
  mkdirSync(join(staging, 'files', 'stories'), { recursive: true });
  writeFileSync(join(staging, 'files', 'stories', 'a.png'), 'png');
  writeFileSync(join(staging, 'session-secret'), 'the backup’s');
  const targets = {
    db: join(dataDir, 'db'),
    files: join(dataDir, 'files'),
    secret: join(dataDir, 'session-secret'),
  };
  const moves = [
    { from: join(staging, 'files'), to: targets.files },
    { from: join(staging, 'session-secret'), to: targets.secret },
  ];
  return {
    dataDir,
    staging,
    targets,
    moves,
    database: { from: join(staging, 'db'), to: targets.db },
  };
}

describe('a restore moved into place', () => {
  it('puts everything in place, the database last, and leaves no staging folder', async () => {
    const s = staged();
    // What the restore command found there: the lock it holds and a secret config generated.
    mkdirSync(s.targets.db);
    writeFileSync(join(s.targets.db, 'sns-server.lock'), '{}');
    writeFileSync(s.targets.secret, 'generated');
    expect(() => assertNoRestoreInProgress(s.dataDir)).toThrow(InterruptedRestoreError);
    await moveRestoreIntoPlace(s.staging, s.moves, s.database);
    expect(readFileSync(join(s.targets.db, 'PG_VERSION'), 'utf8')).toBe('17');
    expect(readFileSync(join(s.targets.files, 'stories', 'a.png'), 'utf8')).toBe('png');
    expect(readFileSync(s.targets.secret, 'utf8')).toBe('the backup’s');
    expect(existsSync(s.staging)).toBe(false);
    expect(() => assertNoRestoreInProgress(s.dataDir)).not.toThrow();
  });

  it('interrupted after moving the files, before the database: the next restore removes them', async () => {
    const s = staged();
    // The journal names what was moved; the move of the files happened, the rest did not.
    writeFileSync(join(s.staging, 'moved'), `${s.targets.files}\n`);
    mkdirSync(s.targets.files);
    writeFileSync(join(s.targets.files, 'moved.png'), 'png');
    await clearInterruptedRestore(s.dataDir, s.targets.db);
    expect(existsSync(s.targets.files)).toBe(false);
    expect(existsSync(s.staging)).toBe(false);
  });

  it('interrupted after the database was moved: the restore was done, only the staging goes', async () => {
    const s = staged();
    await moveRestoreIntoPlace(s.staging, s.moves, s.database);
    // As if killed before the staging folder was removed.
    mkdirSync(s.staging);
    writeFileSync(join(s.staging, 'moved'), `${s.targets.files}\n${s.targets.secret}\n`);
    await clearInterruptedRestore(s.dataDir, s.targets.db);
    expect(existsSync(join(s.targets.files, 'stories', 'a.png'))).toBe(true);
    expect(existsSync(join(s.targets.db, 'PG_VERSION'))).toBe(true);
    expect(existsSync(s.staging)).toBe(false);
  });
});
