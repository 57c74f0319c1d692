/** "Maya", "Maya and Leo", "Maya, Leo and Sam". */
export function joinNames(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
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
  const stories = count === 1 ? '1 story' : `${count} stories`;
  const forWhom = childName ? ` for ${childName}` : '';
  const matching = q ? ` matching “${q}”` : '';
  return `${more ? 'Showing ' : ''}${stories}${forWhom}${matching}${more ? ' so far' : ''}`;
}
