import type { MergedBook, MergedBookStatus } from '@sns/contract';

export const MERGED_STATUS_WORDS: Record<MergedBookStatus, string> = {
  building: 'Being put together',
  ready: 'Ready to print',
  failed: 'Could not be made',
};

const pages = (n: number) => `${n} ${n === 1 ? 'page' : 'pages'}`;

/** "2 “Draw your hero” pages" from the server's "2 “Draw your hero” pages added to reach 24 pages". */
function part(added: MergedBook['addedPages'][number]): string {
  const label = /“([^”]+)”/.exec(added.words)?.[1];
  if (!label) return added.words.trim();
  return `${added.count} “${label}” ${added.count === 1 ? 'page' : 'pages'}`;
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
      : `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
  const what = total === 1 ? 'activity page' : 'activity pages';
  return `We added ${total} ${what} to reach ${book.pageCount}${list ? `: ${list}` : ''}.`;
}

export { pages as pagesWords };
