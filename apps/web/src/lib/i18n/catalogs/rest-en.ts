import { accountEn } from './account-en';
import { bookmarksEn } from './bookmarks-en';
import { formsEn } from './forms-en';
import { pagesEn } from './pages-en';
import { storyEn } from './story-en';
import { childrenEn } from './children-en';
import { consentEn } from './consent-en';
import { libraryEn } from './library-en';
import { printEn } from './print-en';
import { purchasesEn } from './purchases-en';
import { recordingsEn } from './recordings-en';
import { seriesEn } from './series-en';
import { sharedEn } from './shared-en';
import { siteEn } from './site-en';

/**
 * The English words of every page but the landing page (decision 091), and of what the landing
 * page shows only after its first paint: the cookie banner, the bookmarks (decision 097). Their
 * own chunk, loaded with the first such page (`load-page.ts`) or once the landing page is idle.
 * Part of the English catalog (catalog-en.ts).
 */
export const restEn = {
  ...sharedEn,
  ...consentEn,
  ...bookmarksEn,
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
