import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { hasUnsafeCharacters, plainText } from './text-safety';

describe('hasUnsafeCharacters', () => {
  it.each([
    ['a NUL', 'Maya\u0000'],
    ['a line break (e-mail header injection)', 'Maya\r\nBcc: x@example.com'],
    ['a tab', 'Ma\tya'],
    ['a zero-width space inside a word', 'dr\u200Bagon'],
    ['a zero-width non-joiner', 'dr\u200Cagon'],
    ['a stray zero-width joiner', 'dr\u200Dagon'],
    ['a right-to-left override', '\u202Enoom'],
    ['a left-to-right isolate', '\u2066Maya\u2069'],
    ['a right-to-left mark', 'Maya\u200F'],
    ['a byte-order mark', '\uFEFFMaya'],
    ['a soft hyphen', 'dra\u00ADgon'],
    ['a word joiner', 'dra\u2060gon'],
    ['a C1 control', 'Maya\u0085'],
    // Issue 33: hidden text in tag characters, and variation selectors that select nothing.
    ['tag characters spelling hidden words', 'Maya\u{E0068}\u{E0069}'],
    ['a lone cancel tag', 'Maya\u{E007F}'],
    [
      'a tag inside an emoji flag sequence',
      '🏴\u{E0067}\u{E0062}\u{E0065}\u{E006E}\u{E0067}\u{E007F}',
    ],
    ['a variation selector after a letter', 'Ma\uFE0Fya'],
    ['a variation selector at the start', '\uFE0EMaya'],
    ['two variation selectors in a row', 'a heart ❤\uFE0F\uFE0F'],
    ['an ideographic variation selector after a letter', 'Maya\u{E0100}'],
  ])('refuses %s', (_, text) => {
    expect(hasUnsafeCharacters(text)).toBe(true);
  });

  it.each([
    'Maya',
    'Zoë-Amélie O’Brien',
    'Юлия',
    'محمد',
    '李小龙',
    'a stuffed bunny 🐰',
    'a family 👨‍👩‍👧',
    'a red heart ❤️',
    'the rainbow 🏳️‍🌈',
    'keycap 1️⃣',
    'a smile in text style ☺︎',
    'Zoë 😴 שלום 漢字',
    'a variant of 葛\u{E0100}',
  ])('accepts %j', (text) => {
    expect(hasUnsafeCharacters(text)).toBe(false);
  });
});

describe('plainText', () => {
  it('adds a clear message naming the field', () => {
    const hero = plainText(z.string().trim().min(1), 'The hero’s name');
    const result = hero.safeParse('Ma\u200Bya');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(
      'The hero’s name contains invisible or control characters. Please type it again.',
    );
    expect(hero.parse(' Maya ')).toBe('Maya');
  });
});
