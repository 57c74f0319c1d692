import { afterEach, describe, expect, it } from 'vitest';
import { showLanguage } from '../../../lib/i18n/language-store';
import { addedPagesSentence, pagesWords } from './merged-book-words';

describe('addedPagesSentence', () => {
  it('lists the added activity pages with the total they reach', () => {
    expect(
      addedPagesSentence({
        pageCount: 24,
        addedPages: [
          {
            kind: 'draw-hero',
            count: 2,
            words: '2 “Draw your hero” pages added to reach 24 pages',
          },
          {
            kind: 'favourite-part',
            count: 2,
            words: '2 “My favourite part” pages added to reach 24 pages',
          },
          {
            kind: 'own-story',
            count: 1,
            words: '1 “Tell your own story” page added to reach 24 pages',
          },
        ],
      }),
    ).toBe(
      'We added 5 activity pages to reach 24: 2 “Draw your hero” pages, 2 “My favourite part” pages and 1 “Tell your own story” page.',
    );
  });

  it('reads one kind alone, and keeps words it cannot take apart', () => {
    expect(
      addedPagesSentence({
        pageCount: 24,
        addedPages: [{ kind: 'draw-hero', count: 1, words: '1 “Draw your hero” page added' }],
      }),
    ).toBe('We added 1 activity page to reach 24: 1 “Draw your hero” page.');
    expect(
      addedPagesSentence({
        pageCount: 24,
        addedPages: [{ kind: 'notes', count: 2, words: 'two pages for notes' }],
      }),
    ).toBe('We added 2 activity pages to reach 24: two pages for notes.');
  });

  describe('on a Spanish page', () => {
    afterEach(() => showLanguage('en'));

    it('lifts the Spanish labels the server quotes «así» (decision 097)', async () => {
      await showLanguage('es');
      expect(
        addedPagesSentence({
          pageCount: 24,
          addedPages: [
            {
              kind: 'draw-hero',
              count: 2,
              words: '2 páginas «Dibuja a tu protagonista» añadidas para llegar a 24 páginas',
            },
            {
              kind: 'own-story',
              count: 1,
              words: '1 página «Cuenta tu propio cuento» añadida para llegar a 24 páginas',
            },
          ],
        }),
      ).toBe(
        'Hemos añadido 3 páginas de actividades para llegar a 24: 2 páginas «Dibuja a tu protagonista» y 1 página «Cuenta tu propio cuento».',
      );
    });
  });

  it('says nothing when no page was added', () => {
    expect(addedPagesSentence({ pageCount: 30, addedPages: [] })).toBeNull();
  });

  it('counts pages', () => {
    expect(pagesWords(1)).toBe('1 page');
    expect(pagesWords(24)).toBe('24 pages');
  });
});
