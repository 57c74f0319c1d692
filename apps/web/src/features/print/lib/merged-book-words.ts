import type { MergedBook, MergedBookStatus } from '@sns/contract';
import type { MessageKey } from '../../../lib/i18n/catalog-en';
import { translate } from '../../../lib/i18n/use-t';

export const MERGED_STATUS_WORDS: Record<MergedBookStatus, MessageKey> = {
  building: 'mergeStatus.building',
  ready: 'mergeStatus.ready',
  failed: 'mergeStatus.failed',
};

const pages = (n: number) => translate('merge.pages', { n });

/**
 * "2 “Draw your hero” pages" from the server's "2 “Draw your hero” pages added to reach 24 pages"
 * (in Spanish the server quotes the label «así», decision 097).
 */
function part(added: MergedBook['addedPages'][number]): string {
  const label = /[“«]([^”»]+)[”»]/.exec(added.words)?.[1];
  if (!label) return added.words.trim();
  return translate('merge.addedPart', { n: added.count, label });
}

/**
 * The activity pages the print added to reach its 24-page minimum, in one sentence: "We added 6
 * activity pages to reach 24: 2 “Draw your hero” pages, 2 “My favourite part” pages and 2 “Tell
 * your own story” pages." Null when none were needed.
 */
export function addedPagesSentence(
  book: Pick<MergedBook, 'pageCount' | 'addedPages'>,
): string | null {
  const added = book.addedPages.filter((p) => p.count > 0);
  if (added.length === 0) return null;
  const total = added.reduce((sum, p) => sum + p.count, 0);
  const parts = added.map(part).filter(Boolean);
  const list =
    parts.length <= 1
      ? (parts[0] ?? '')
      : translate('library.and', { names: parts.slice(0, -1).join(', '), last: parts.at(-1) });
  return translate('merge.added', {
    n: total,
    total: book.pageCount,
    list: list ? translate('merge.addedList', { list }) : '',
  });
}

export { pages as pagesWords };
