import { translate } from '../../../lib/i18n/use-t';

/** "Maya", "Maya and Leo", "Maya, Leo and Sam". */
export function joinNames(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return translate('library.and', { names: names.slice(0, -1).join(', '), last: names.at(-1) });
}

/** Where a story is read (docs/product.md#loadedstory). */
export const storyLink = (uuid: string) => `/loadedstory?id=${encodeURIComponent(uuid)}`;

/** What the library list shows, for everyone and read out to screen readers when it changes. */
export function describeShown(
  count: number,
  more: boolean,
  childName: string | undefined,
  q: string,
): string {
  let shown = translate('library.stories', { n: count });
  if (childName) shown = translate('library.forChild', { stories: shown, child: childName });
  if (q) shown = translate('library.matching', { stories: shown, q });
  return more ? translate('library.showing', { stories: shown }) : shown;
}
