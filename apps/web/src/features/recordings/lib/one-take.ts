/**
 * The rules of recording a story in one take (docs/decisions/042): one Record, the reader taps
 * (or presses Space) as each sentence is read, and each sentence is kept as a clip of its own.
 */

/** What a take is doing: reading on through the story, or re-reading one sentence only. */
export type TakeMode = 'through' | 'one';

/**
 * A tap this soon after a sentence's recording began is a slip (a double tap), not the end of a
 * sentence: the shortest clip the server keeps is 0.25 s, and no sentence is read faster.
 */
export const SLIP_MS = 600;

/** The sentence a take goes on to after `current` is done, or undefined when the take ends there. */
export function nextInTake(mode: TakeMode, current: number, total: number): number | undefined {
  if (mode === 'one') return undefined;
  return current + 1 < total ? current + 1 : undefined;
}

/** Where recording picks up: the first sentence without a clip, or the first one when all have. */
export function firstToRecord(
  recorded: ReadonlySet<number> | ReadonlyMap<number, unknown>,
  total: number,
) {
  for (let index = 0; index < total; index += 1) if (!recorded.has(index)) return index;
  return 0;
}

/** The story's sentences grouped back into its paragraphs, so the reader sees it as written. */
export function paragraphsOf<T extends { endsParagraph?: boolean }>(
  sentences: readonly T[],
): T[][] {
  const paragraphs: T[][] = [];
  let paragraph: T[] = [];
  for (const sentence of sentences) {
    paragraph.push(sentence);
    if (sentence.endsParagraph) {
      paragraphs.push(paragraph);
      paragraph = [];
    }
  }
  if (paragraph.length > 0) paragraphs.push(paragraph);
  return paragraphs;
}

/** Elements whose own keys Space works (typing, pressing, choosing): a take leaves them be. */
const OWN_SPACE = /^(?:INPUT|TEXTAREA|SELECT|BUTTON|A|AUDIO|VIDEO|SUMMARY)$/;

/**
 * Whether a key press is the reader's "next sentence": Space, not held down, not with a modifier,
 * and not on a control that Space already presses (the focused Next button presses itself).
 */
export function isNextSentenceKey(event: {
  key: string;
  repeat: boolean;
  altKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  target: {
    tagName?: string;
    isContentEditable?: boolean;
    getAttribute?: (name: string) => string | null;
  } | null;
}): boolean {
  if (event.key !== ' ' || event.repeat) return false;
  if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return false;
  const target = event.target;
  if (!target) return true;
  if (target.isContentEditable) return false;
  if (target.tagName && OWN_SPACE.test(target.tagName)) return false;
  const role = target.getAttribute?.('role');
  return (
    !role ||
    !/^(?:button|switch|checkbox|radio|slider|textbox|combobox|link|menuitem|tab)$/.test(role)
  );
}
