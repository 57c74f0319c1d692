import { describe, expect, it } from 'vitest';
import { containsPattern, decodeLibraryCursor, encodeLibraryCursor } from './library-cursor';

const ID = '0b8a3c1e-2f4d-4a5b-9c6d-7e8f9a0b1c2d';

describe('library cursor', () => {
  it('comes back as it was made', () => {
    const cursor = { createdAt: '2026-11-24T20:39:32.123456Z', id: ID };
    expect(decodeLibraryCursor(encodeLibraryCursor(cursor))).toEqual(cursor);
  });

  it.each([
    '',
    'not-a-cursor',
    Buffer.from('2026-11-24T20:39:32.123456Z|nope').toString('base64url'),
    Buffer.from(`2026-11-24|${ID}`).toString('base64url'),
    Buffer.from(`2026-11-24T20:39:32.123456Z|${ID}|2`).toString('base64url'),
  ])('refuses %j as invalid (a 400)', (cursor) => {
    expect(() => decodeLibraryCursor(cursor)).toThrow(
      expect.objectContaining({ kind: 'invalid' }) as Error,
    );
  });
});

describe('containsPattern', () => {
  it('takes LIKE wildcards and the escape character literally', () => {
    expect(containsPattern('100%_sure\\')).toBe('%100\\%\\_sure\\\\%');
    expect(containsPattern('moon')).toBe('%moon%');
  });
});
