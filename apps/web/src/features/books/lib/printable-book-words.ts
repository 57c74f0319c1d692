import type { Language } from '@sns/contract';

/**
 * The printable book's own words, in the story's language rather than the page's (a Spanish
 * story prints in Spanish from an English page): the same words as the PDF book's
 * (apps/server/src/modules/books/builder/book-words.ts). A new language adds its entry here.
 */
export interface PrintableBookWords {
  title: (hero: string) => string;
  cover: string;
  starring: (hero: string) => string;
  page: (folio: number) => string;
  theEnd: string;
  sweetDreams: (hero: string) => string;
}

const WORDS: Record<Language, PrintableBookWords> = {
  en: {
    title: (hero) => `${hero}'s bedtime story`,
    cover: 'Cover',
    starring: (hero) => `A bedtime story starring ${hero}`,
    page: (folio) => `Page ${folio}`,
    theEnd: 'The End',
    sweetDreams: (hero) => `Sweet dreams, ${hero}.`,
  },
  es: {
    title: (hero) => `El cuento de ${hero}`,
    cover: 'Portada',
    starring: (hero) => `Un cuento para dormir protagonizado por ${hero}`,
    page: (folio) => `Página ${folio}`,
    theEnd: 'Fin',
    sweetDreams: (hero) => `Dulces sueños, ${hero}.`,
  },
};

export const printableBookWords = (language: Language | undefined) => WORDS[language ?? 'en'];
