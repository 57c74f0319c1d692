import type { FastifyRequest } from 'fastify';
import type { MergedBook, PrintOrder } from '@sns/contract';
import { describe, expect, it } from 'vitest';
import { mergedBookInRequestLanguage, printOrderInRequestLanguage } from './in-request-language';
import { PRINT_FILES_DELETED_MESSAGE } from './print-source-errors';
import { PRINT_FILES_GONE_PROBLEM } from './submit-print-order-job';

const asked = (language?: string) =>
  ({ headers: language ? { 'accept-language': language } : {} }) as FastifyRequest;

const book: MergedBook = {
  mergedBookId: '7c1f0d7e-2b7e-4a39-9d3f-8c1d2f7f0a11',
  url: '/api/mergedBooks/7c1f0d7e-2b7e-4a39-9d3f-8c1d2f7f0a11',
  pageCount: 24,
  status: 'failed',
  bookIds: [],
  giftMessage: null,
  addedPages: [
    { kind: 'draw-hero', count: 2, words: '2 “Draw your hero” pages added to reach 24 pages' },
    { kind: 'own-story', count: 1, words: '1 “Tell your own story” page added to reach 24 pages' },
  ],
  proofUrl: null,
  coverUrl: null,
  problems: [PRINT_FILES_DELETED_MESSAGE, 'Interior: page 3 bleed is 0.1 in short'],
  createdAt: '2026-11-28T04:00:00.000Z',
};

describe('a merged book in the request’s language (decision 097)', () => {
  it('comes back untouched for English or a language we do not speak', () => {
    expect(mergedBookInRequestLanguage(asked('en-GB'), book)).toBe(book);
    expect(mergedBookInRequestLanguage(asked(), book)).toBe(book);
    expect(mergedBookInRequestLanguage(asked('fr'), book)).toBe(book);
  });

  it('says the added pages and our problems in Spanish, the printer’s own check as it was', () => {
    const spanish = mergedBookInRequestLanguage(asked('es-ES,es;q=0.9'), book);
    expect(spanish.addedPages).toEqual([
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
    ]);
    expect(spanish.problems[0]).toBe(
      'Los archivos de impresión de este libro se borraron 30 días después de su último pedido. Para imprimirlo otra vez, elige tus libros y vuelve a unirlos.',
    );
    expect(spanish.problems[1]).toBe('Interior: page 3 bleed is 0.1 in short');
    expect({ ...spanish, addedPages: book.addedPages, problems: book.problems }).toEqual(book);
  });
});

describe('a printed-book order in the request’s language (decision 097)', () => {
  const order = (problem: string | null) => ({ orderId: 'o-1', problem }) as unknown as PrintOrder;

  it('says our stored problem in Spanish, a parent’s own words as written, English untouched', () => {
    expect(printOrderInRequestLanguage(asked('es'), order(PRINT_FILES_GONE_PROBLEM)).problem).toBe(
      'Los archivos de impresión de este libro ya no están, así que no se ha podido imprimir. Te devolvemos todo el pago.',
    );
    expect(printOrderInRequestLanguage(asked('es'), order('The box came wet')).problem).toBe(
      'The box came wet',
    );
    const english = order(PRINT_FILES_GONE_PROBLEM);
    expect(printOrderInRequestLanguage(asked('en'), english)).toBe(english);
    const none = order(null);
    expect(printOrderInRequestLanguage(asked('es'), none)).toBe(none);
  });
});
