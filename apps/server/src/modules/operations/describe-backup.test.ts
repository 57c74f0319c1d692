import { describe, expect, it } from 'vitest';
import { describeBackup, parseBackupManifest, printable } from './describe-backup';

const ESC = '\u001b';

describe('printable', () => {
  it('shows every control character and bidirectional override as "?"', () => {
    expect(printable(`a${ESC}[2Jb\u0007c\u009b31md\u202Ee\u0000`)).toBe('a?[2Jb?c?31md?e?');
    expect(printable('line one\nline\ttwo')).toBe('line one?line?two');
    expect(printable('line one\nline\ttwo', { keepLines: true })).toBe('line one\nline\ttwo');
    expect(printable('Zoë 😴 שלום 漢字')).toBe('Zoë 😴 שלום 漢字');
  });
});

describe('parseBackupManifest and describeBackup', () => {
  it('takes what npm run backup writes and says it plainly', () => {
    const parsed = parseBackupManifest(
      JSON.stringify({ format: 1, createdAt: '2026-11-27T09:00:00.000Z', files: 3 }),
    );
    expect(parsed).toEqual({
      ok: true,
      manifest: { format: 1, createdAt: '2026-11-27T09:00:00.000Z', files: 3 },
    });
    if (parsed.ok)
      expect(describeBackup(parsed.manifest)).toBe(
        'the backup of 2026-11-27T09:00:00.000Z (3 files)',
      );
  });

  it.each([
    ['{not json', 'its backup.json is not JSON'],
    ['null', 'its backup.json names no format this version reads (1)'],
    ['{"format":2}', 'it is a backup of format 2; this version reads 1'],
    [
      JSON.stringify({ format: `1${ESC}[2J` }),
      'its backup.json names no format this version reads (1)',
    ],
    [
      JSON.stringify({ format: 1, createdAt: `${ESC}]0;owned\u0007`, files: 1 }),
      'its backup.json has createdAt of the wrong kind',
    ],
    [
      JSON.stringify({ format: 1, createdAt: '2026-11-27T09:00:00.000Z', files: `1${ESC}[31m` }),
      'its backup.json has files of the wrong kind',
    ],
    [
      '{"format":1,"createdAt":{"toString":1},"files":-1}',
      'its backup.json has createdAt, files of the wrong kind',
    ],
  ])('refuses %j without quoting it', (text, problem) => {
    expect(parseBackupManifest(text)).toEqual({ ok: false, problem });
  });
});
