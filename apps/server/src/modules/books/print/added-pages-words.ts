import type { Language } from '@sns/contract';

/** The activity pages that pad a short book to MIN_PRINT_PAGES, in the order they are added. */
export const PADDING_KINDS = ['draw-hero', 'favourite-part', 'own-story'] as const;
export type PaddingKind = (typeof PADDING_KINDS)[number];

/** How each activity page is named to the parent, in each language (English as it always was). */
const LABELS: Record<Language, Record<PaddingKind, string>> = {
  en: {
    'draw-hero': 'Draw your hero',
    'favourite-part': 'My favourite part',
    'own-story': 'Tell your own story',
  },
  // As the pages themselves say it (book-words.ts): "Mi parte favorita", "¡Ahora cuenta tú…!".
  es: {
    'draw-hero': 'Dibuja a tu protagonista',
    'favourite-part': 'Mi parte favorita',
    'own-story': 'Cuenta tu propio cuento',
  },
};

export const paddingLabel = (kind: PaddingKind, language: Language = 'en') =>
  LABELS[language][kind];

/**
 * The sentence a parent reads about activity pages the print added: "2 “Draw your hero” pages
 * added to reach 24 pages", "2 páginas «Dibuja a tu protagonista» añadidas para llegar a 24
 * páginas". The label is always the quoted part (the web app lifts it out, merged-book-words.ts).
 */
export function addedPagesWords(
  kind: PaddingKind,
  count: number,
  total: number,
  language: Language = 'en',
): string {
  const label = paddingLabel(kind, language);
  if (language === 'es') {
    const pages = count === 1 ? 'página' : 'páginas';
    const added = count === 1 ? 'añadida' : 'añadidas';
    return `${count} ${pages} «${label}» ${added} para llegar a ${total} páginas`;
  }
  const pages = count === 1 ? 'page' : 'pages';
  return `${count} “${label}” ${pages} added to reach ${total} pages`;
}
