import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ValidationError } from '../../errors';
import {
  assertAcceptablePassword,
  hashPassword,
  isCommonPassword,
  verifyPassword,
} from './passwords';

describe('passwords (docs/decisions/d4-passwords-and-codes.md)', () => {
  it('ships about a thousand common passwords', () => {
    const lines = readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8')
      .split('\n')
      .filter((l) => l && !l.startsWith('#'));
    expect(lines.length).toBeGreaterThanOrEqual(950);
    expect(new Set(lines).size).toBe(lines.length);
  });

  it('refuses common passwords whatever their case, and accepts an uncommon one', () => {
    for (const p of [
      'password',
      'PASSWORD123',
      'Qwerty123',
      'iloveyou',
      'Sunshine1!',
      'football2024',
    ]) {
      expect(isCommonPassword(p), p).toBe(true);
    }
    expect(isCommonPassword('Moonlight-over-7-hills')).toBe(false);
    expect(() => assertAcceptablePassword('letmein123', 'newPassword')).toThrow(ValidationError);
    try {
      assertAcceptablePassword('letmein123', 'newPassword');
    } catch (error) {
      expect((error as ValidationError).errors[0]?.path).toBe('newPassword');
    }
  });

  it('hashes with argon2id m=19456 t=2 p=1 and verifies', async () => {
    const hash = await hashPassword('Moonlight-over-7-hills');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(hash, 'Moonlight-over-7-hills')).toBe(true);
    expect(await verifyPassword(hash, 'moonlight-over-7-hills')).toBe(false);
  });

  it('says no, after the same work, when there is no hash or a broken one', async () => {
    expect(await verifyPassword(null, 'anything')).toBe(false);
    expect(await verifyPassword('not-a-phc-string', 'anything')).toBe(false);
  });
});
