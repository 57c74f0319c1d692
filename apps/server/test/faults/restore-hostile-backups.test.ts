import { spawn } from 'node:child_process';
import { readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { backupFolder, databaseArchive, zerosArchive } from '../helpers/backup-folders';
import { ROOT, freshDataDir } from './server-process';

/**
 * `restore <folder>` as its own process, as an operator runs it: what it prints (the whole
 * output, escape codes included) and the most memory it held (VmHWM, sampled while it runs).
 */
function restoreProcess(from: string, dataDir: string) {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'apps/server/src/operations.ts', 'restore', from],
    {
      cwd: ROOT,
      env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir },
    },
  );
  let output = '';
  let peakKb = 0;
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const sampler = setInterval(() => {
    try {
      const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
      peakKb = Math.max(peakKb, Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0));
    } catch {
      // Exited between samples.
    }
  }, 20);
  const started = Date.now();
  return new Promise<{ status: number | null; output: string; peakMb: number; ms: number }>(
    (done) =>
      child.once('exit', (status) => {
        clearInterval(sampler);
        done({ status, output, peakMb: peakKb / 1024, ms: Date.now() - started });
      }),
  );
}

beforeAll(async () => {
  await databaseArchive();
}, 60_000);

describe('npm run restore of a hostile backup (docs/decisions/054-restoring-untrusted-backups.md)', () => {
  it('refuses a 2 GiB database entry in seconds, holding little memory, writing nothing', async () => {
    const backup = await backupFolder();
    writeFileSync(join(backup, 'database.tar.gz'), zerosArchive('/base/1/16384', 2 * 1024 ** 3));
    const dataDir = freshDataDir();
    const run = await restoreProcess(backup, dataDir);
    expect(run.status, run.output).toBe(1);
    expect(run.output).toMatch(/Nothing was restored: .*expands to 2048 MB, over the 1024 MB/);
    // A Node process with tsx loaded holds about 150 MB; inflating the entry would take 2 GB.
    expect(run.peakMb).toBeLessThan(400);
    expect(run.ms).toBeLessThan(15_000);
    expect(readdirSync(dataDir).sort()).toEqual(['db', 'session-secret']);
    expect(readdirSync(join(dataDir, 'db')).filter((n) => n !== 'sns-server.lock')).toEqual([]);
  }, 60_000);

  it('prints no escape code from backup.json or from a file name', async () => {
    const escape = '\u001b]0;owned\u0007\u001b[2J\u009b31m';
    const badManifest = await backupFolder({
      format: 1,
      createdAt: `2026-11-27T09:00:00.000Z${escape}`,
      files: 1,
    });
    const first = await restoreProcess(badManifest, freshDataDir());
    expect(first.status, first.output).toBe(1);
    expect(first.output).toContain('its backup.json has createdAt of the wrong kind');
    expect(first.output).not.toMatch(/\p{Cc}(?<!\n)/u);

    const badName = await backupFolder();
    rmSync(join(badName, 'files', 'users', 'u1', 'profile.png'));
    symlinkSync('/etc/hostname', join(badName, 'files', 'users', 'u1', `x${escape}`));
    const second = await restoreProcess(badName, freshDataDir());
    expect(second.status, second.output).toBe(1);
    expect(second.output).toContain('files/users/u1/x?]0;owned??[2J?31m is a symbolic link');
    expect(second.output).not.toMatch(/\p{Cc}(?<!\n)/u);
  }, 60_000);

  it('restores a plain backup and says what it restored', async () => {
    const backup = await backupFolder({
      format: 1,
      createdAt: '2026-11-27T09:00:00.000Z',
      files: 1,
    });
    const dataDir = freshDataDir();
    const run = await restoreProcess(backup, dataDir);
    expect(run.status, run.output).toBe(0);
    expect(run.output).toContain(
      `Restored the backup of 2026-11-27T09:00:00.000Z (1 file) into ${dataDir}`,
    );
  }, 60_000);
});
