import { describe, expect, it } from 'vitest';
import { strayStrings } from './strays';

/*
 * No words in the web app outside a catalog (issue 34, docs/languages.md): every component's
 * JSX text and seen or heard props go through `t()`. The components below were written before
 * the catalogs and still hold English: the list may only shrink — a component taken off it
 * must have no stray words, and one on it that has none fails too, so the list stays true.
 */
const NOT_YET_IN_CATALOGS = new Set([
  'app/routes/about.tsx',
  'app/routes/instructions.tsx',
  'app/routes/privacy-policy.tsx',
  'app/routes/terms-of-use.tsx',
  'features/print/components/address-fields.tsx',
  'features/print/components/merge-progress.tsx',
  'features/print/components/merged-books-list.tsx',
  'features/print/components/merged-books-maker.tsx',
  'features/print/components/order-confirmation.tsx',
  'features/print/components/print-book-checkout.tsx',
  'features/print/components/print-order-card.tsx',
  'features/print/components/proof-summary.tsx',
  'features/recordings/components/invite-panel.tsx',
  'features/recordings/components/voice-recorder.tsx',
  'features/site/content/about-content.tsx',
  'features/site/content/instructions-content.tsx',
  'features/site/content/privacy-policy-content.tsx',
  'features/site/content/terms-of-use-content.tsx',
]);

/** Every component's source, by its path under src/ (Vite reads them: no file system here). */
const SOURCES = import.meta.glob<string>(['../../**/*.tsx', '!../../**/*.test.tsx'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

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

  it('has none in a component that uses the catalogs', () => {
    const strays = found.filter((c) => !NOT_YET_IN_CATALOGS.has(c.file) && c.strays.length > 0);
    expect(strays).toEqual([]);
  });

  it('lists only components that still have some', () => {
    const done = found.filter((c) => NOT_YET_IN_CATALOGS.has(c.file) && c.strays.length === 0);
    expect(done.map((c) => c.file)).toEqual([]);
    const files = new Set(found.map((c) => c.file));
    expect([...NOT_YET_IN_CATALOGS].filter((file) => !files.has(file))).toEqual([]);
  });
});
