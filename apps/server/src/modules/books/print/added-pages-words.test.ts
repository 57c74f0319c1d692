import { describe, expect, it } from 'vitest';
import { addedPagesWords, paddingLabel } from './added-pages-words';

describe('the words about added activity pages', () => {
  it('are in English exactly as they always were', () => {
    expect(addedPagesWords('draw-hero', 2, 24)).toBe(
      '2 “Draw your hero” pages added to reach 24 pages',
    );
    expect(addedPagesWords('own-story', 1, 24, 'en')).toBe(
      '1 “Tell your own story” page added to reach 24 pages',
    );
    expect(paddingLabel('favourite-part')).toBe('My favourite part');
  });

  it('are in Spanish with the label quoted «así» and number agreeing', () => {
    expect(addedPagesWords('favourite-part', 1, 24, 'es')).toBe(
      '1 página «Mi parte favorita» añadida para llegar a 24 páginas',
    );
    expect(addedPagesWords('draw-hero', 3, 24, 'es')).toBe(
      '3 páginas «Dibuja a tu protagonista» añadidas para llegar a 24 páginas',
    );
  });
});
