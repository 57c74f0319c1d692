import { accountEn } from './account-en';
import { formsEn } from './forms-en';
import { pagesEn } from './pages-en';
import { storyEn } from './story-en';
import { childrenEn } from './children-en';
import { libraryEn } from './library-en';
import { printEn } from './print-en';
import { purchasesEn } from './purchases-en';
import { recordingsEn } from './recordings-en';
import { seriesEn } from './series-en';
import { siteEn } from './site-en';

/**
 * The English words of every page but the landing page (decision 091): their own chunk, loaded
 * with the first such page (`load-page.ts`) or once the landing page is idle. Part of the English
 * catalog (catalog-en.ts).
 */
export const restEn = {
  ...libraryEn,
  ...childrenEn,
  ...accountEn,
  ...purchasesEn,
  ...printEn,
  ...recordingsEn,
  ...siteEn,
  ...seriesEn,
  ...formsEn,
  ...pagesEn,
  ...storyEn,
} as const;
