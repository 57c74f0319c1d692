import { describe, expect, it } from 'vitest';
import { strayLiterals, strayStrings } from './strays';

/*
 * No words in the web app outside a catalog (issue 34, docs/languages.md): every component's
 * JSX text and seen or heard props go through `t()`, and so does every string in the code that
 * reads as words — but for these files, each for its reason:
 */
const NOT_PAGE_WORDS: Record<string, string> = {
  // The contract's English messages, each mapped to its catalog key.
  'lib/i18n/known-messages.ts': 'English the server and schemas send, looked up by its words',
  // The printed book is in the story's language, not the page's: a table keyed by language.
  'features/books/lib/printable-book-words.ts': 'the printable book, in the story language',
  // English country names as the spec lists them; other languages take Intl.DisplayNames.
  'features/print/lib/countries.ts': 'country names: English as written, others from Intl',
  'lib/test-users.ts': 'a made-up user for tests',
  'features/accounts/lib/google-oauth.ts': 'the OAuth scopes Google is asked for',
  // Thrown where a stored consent record is malformed; caught and logged, never shown.
  'features/consent/api/read-consent-answer.ts': 'a log line for developers',
};

/** `src/…` of a path the globs give relative to this folder. */
const underSrc = (path: string) => new URL(path, 'file:///src/lib/i18n/').pathname.slice(5);

/** Every component's source, by its path under src/ (Vite reads them: no file system here). */
const SOURCES = import.meta.glob<string>(['../../**/*.tsx', '!../../**/*.test.tsx'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** Every module's source but tests and the catalogs themselves. */
const CODE = import.meta.glob<string>(
  [
    '../../**/*.{ts,tsx}',
    '!../../**/*.test.{ts,tsx}',
    '!../../**/*.d.ts',
    '!../../lib/i18n/catalog-*.ts',
    '!../../lib/i18n/catalogs/*.ts',
  ],
  { query: '?raw', import: 'default', eager: true },
);

describe('words outside the catalogs', () => {
  const found = Object.entries(SOURCES).map(([path, source]) => ({
    file: path.replace(/^\.\.\/\.\.\//, ''),
    strays: strayStrings(source),
  }));

  it('reads every component', () => {
    expect(found.length).toBeGreaterThan(100);
  });

  it('finds the words it looks for, and leaves code and the brand alone', () => {
    expect(
      strayStrings(
        '<Button aria-label="Close menu">Cancel</Button>{a > b ? (<b>{t("x")}</b>) : null}<p>Starry Night Story</p>',
      ),
    ).toEqual(['Cancel', 'Close menu']);
  });

  it('has none in any component', () => {
    expect(found.filter((c) => c.strays.length > 0)).toEqual([]);
  });

  it('finds words in any string of code, and leaves keys, logs, CSS and keywords alone', () => {
    expect(
      strayLiterals(
        [
          "const a = x ? 'Re-record' : `Go on ${name}`;",
          "t('record.rerecord'); console.warn('Saving failed');",
          "const s = { color: 'var(--ink, #fff)', rel: 'noopener' };",
          '<a rel="noopener noreferrer" autoComplete="shipping name" />',
          "if (event.key === 'Escape') return 'link expired';",
        ].join('\n'),
      ),
    ).toEqual(['Re-record', 'Go on', 'link expired']);
  });

  it('has none in any string of code but the files that say why', () => {
    const strays = Object.entries(CODE)
      .map(([path, source]) => ({ file: underSrc(path), strays: strayLiterals(source) }))
      .filter((c) => c.strays.length > 0 && !(c.file in NOT_PAGE_WORDS));
    expect(strays).toEqual([]);
    expect(Object.keys(CODE).length).toBeGreaterThan(200);
    // Each file let off is still there and still needs letting off.
    const byFile = new Map(Object.entries(CODE).map(([path, source]) => [underSrc(path), source]));
    for (const file of Object.keys(NOT_PAGE_WORDS))
      expect(strayLiterals(byFile.get(file) ?? ''), file).not.toEqual([]);
  });
});
