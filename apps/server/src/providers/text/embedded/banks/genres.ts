import type { Genre } from '@sns/contract';
import { ADVENTURE } from './adventure';
import { COMEDY } from './comedy';
import { FANTASY } from './fantasy';
import { MYSTERY } from './mystery';
import { SCI_FI } from './sci-fi';
import type { GenreBank } from './types';

/** One phrase bank per genre of docs/api.md#spec-3. */
export const GENRE_BANKS: Readonly<Record<Genre, GenreBank>> = {
  Fantasy: FANTASY,
  Adventure: ADVENTURE,
  Mystery: MYSTERY,
  'Sci-Fi': SCI_FI,
  Comedy: COMEDY,
};
