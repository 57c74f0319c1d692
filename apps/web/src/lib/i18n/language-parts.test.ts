import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { en } from './catalog-en';
import { es } from './catalog-es';
import { firstEs } from './catalogs/first-es';

/*
 * Spanish comes in two parts as English does (decisions 091, 103): the landing page is shown with
 * the first words alone, every word comes when a page needs them, and a Spanish page never
 * fetches English's rest. Each test starts from a fresh store (the test setup has already asked
 * for every word in the shared one).
 */
async function freshStore() {
  vi.resetModules();
  return import('./language-store');
}

describe('a language in two parts', () => {
  // The page's <html>, as far as the store touches it.
  const document = { documentElement: { lang: 'en' }, cookie: '' };
  beforeEach(() => vi.stubGlobal('document', document));
  afterEach(() => vi.unstubAllGlobals());

  it('shows Spanish with its first words, then every word once a page needs them', async () => {
    const store = await freshStore();
    await store.showLanguage('es');
    expect(store.getLanguageState().language).toBe('es');
    expect(store.getLanguageState().messages).toEqual(firstEs);
    expect(document.documentElement.lang).toBe('es');
    await store.needAllWords();
    expect(store.getLanguageState().messages).toEqual(es);
  });

  it('brings the Spanish rest, never the English one, when asked while Spanish is on its way', async () => {
    const store = await freshStore();
    const shown = store.showLanguage('es');
    // A page other than the landing page asks for every word before the first ones are here.
    await Promise.all([shown, store.needAllWords()]);
    expect(store.getLanguageState().language).toBe('es');
    expect(store.getLanguageState().messages).toEqual(es);
  });

  it('switches with every word once a page has needed them, and back to English whole', async () => {
    const store = await freshStore();
    await store.needAllWords();
    expect(store.getLanguageState().messages).toEqual(en);
    await store.showLanguage('es');
    expect(store.getLanguageState().messages).toEqual(es);
    await store.showLanguage('en');
    expect(store.getLanguageState().messages).toEqual(en);
    expect(document.documentElement.lang).toBe('en');
  });

  it('says the page’s own language when index.html guessed another', async () => {
    const store = await freshStore();
    document.documentElement.lang = 'es';
    await store.showLanguage('en');
    expect(document.documentElement.lang).toBe('en');
  });
});
