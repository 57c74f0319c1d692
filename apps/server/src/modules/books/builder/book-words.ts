import type { Language } from '@sns/contract';

/**
 * The words a book prints of its own, in the story's language (docs/languages.md): the picture
 * book's and the printed book's. English is as it always was, word for word.
 */
export interface BookWords {
  theEnd: string;
  sweetDreamsTo: (hero: string) => string;
  sweetDreams: string;
  storyOf: (story: number, of: number) => string;
  chapter: (chapter: number) => string;
  contents: string;
  starring: (hero: string) => string;
  coverStarring: (stories: number) => string;
  madeWithLoveFor: (hero: string) => string;
  createYourOwn: string;
  /** The locale of a printed date ("November 27, 2026", "27 de noviembre de 2026"). */
  dateLocale: string;
  dedication: (hero: string) => string;
  singleTitle: (hero: string) => string;
  manyTitle: (hero: string) => string;
  belongsTo: string;
  drawHero: (hero: string) => string;
  withThing: (thing: string) => string;
  aFriend: string;
  favouritePart: string;
  ofTitle: (title: string) => string;
  likedBecause: string;
  nowYouTell: string;
  heroAnd: (hero: string) => string;
  backBlurb: (pages: number, heroes: string, inside: string) => string;
  andMore: (more: number) => string;
  /** "Maya and Leo", "Maya, Leo and Sam": the printed book's heroes. */
  and: string;
}

const en: BookWords = {
  theEnd: 'The End',
  sweetDreamsTo: (hero) => `Sweet dreams, ${hero}.`,
  sweetDreams: 'Sweet dreams',
  storyOf: (story, of) => `Story ${story} of ${of}`,
  chapter: (chapter) => `Chapter ${chapter}`,
  contents: 'Contents',
  starring: (hero) => `starring ${hero}`,
  coverStarring: (stories) =>
    stories > 1 ? 'Bedtime stories starring' : 'A bedtime story starring',
  madeWithLoveFor: (hero) => `Made with love for ${hero}`,
  createYourOwn: 'Create your own bedtime stories at Starry Night Story',
  dateLocale: 'en-US',
  dedication: (hero) => `For ${hero}, with love`,
  singleTitle: (hero) => `${hero}'s bedtime story`,
  manyTitle: (hero) => `${hero}'s bedtime stories`,
  belongsTo: 'This book belongs to',
  drawHero: (hero) => `Draw ${hero}`,
  withThing: (thing) => `with ${thing}`,
  aFriend: 'a friend',
  favouritePart: 'My favourite part',
  ofTitle: (title) => `of “${title}”`,
  likedBecause: 'I liked it because…',
  nowYouTell: 'Now you tell a story!',
  heroAnd: (hero) => `${hero} and …`,
  backBlurb: (pages, heroes, inside) =>
    `${pages} pages of bedtime stories and pictures made for ${heroes}: ${inside}.`,
  andMore: (more) => ` and ${more} more`,
  and: 'and',
};

const es: BookWords = {
  theEnd: 'Fin',
  sweetDreamsTo: (hero) => `Dulces sueños, ${hero}.`,
  sweetDreams: 'Dulces sueños',
  storyOf: (story, of) => `Cuento ${story} de ${of}`,
  chapter: (chapter) => `Capítulo ${chapter}`,
  contents: 'Índice',
  starring: (hero) => `protagonizado por ${hero}`,
  coverStarring: (stories) =>
    stories > 1
      ? 'Cuentos para dormir protagonizados por'
      : 'Un cuento para dormir protagonizado por',
  madeWithLoveFor: (hero) => `Hecho con cariño para ${hero}`,
  createYourOwn: 'Crea tus propios cuentos para dormir en Starry Night Story',
  dateLocale: 'es',
  dedication: (hero) => `Para ${hero}, con cariño`,
  singleTitle: (hero) => `El cuento de ${hero}`,
  manyTitle: (hero) => `Los cuentos de ${hero}`,
  belongsTo: 'Este libro es de',
  drawHero: (hero) => `Dibuja a ${hero}`,
  withThing: (thing) => `con ${thing}`,
  aFriend: 'un amigo',
  favouritePart: 'Mi parte favorita',
  ofTitle: (title) => `de «${title}»`,
  likedBecause: 'Me gustó porque…',
  nowYouTell: '¡Ahora cuenta tú un cuento!',
  heroAnd: (hero) => `${hero} y…`,
  backBlurb: (pages, heroes, inside) =>
    `${pages} páginas de cuentos para dormir e imágenes hechas para ${heroes}: ${inside}.`,
  andMore: (more) => ` y ${more} más`,
  and: 'y',
};

const WORDS: Record<Language, BookWords> = { en, es };

/** A book's own words in `language` (English when the book has none). */
export const bookWords = (language: Language | undefined): BookWords => WORDS[language ?? 'en'];
