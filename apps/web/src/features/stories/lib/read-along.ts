import type { NarrationMark } from '@sns/contract';

/** What the story text needs to follow the narration: the marks and the sentence being spoken. */
export interface ReadAlong {
  text: string;
  marks: NarrationMark[];
  active: number;
}

/** A run of story text; `mark` is the index of the sentence it belongs to, if any. */
export interface ReadAlongPiece {
  text: string;
  mark?: number;
}

/**
 * The story's paragraphs (as storyParagraphs shows them) cut into the narrated sentences, so the
 * one being spoken can be highlighted. Offsets are the server's, into the same text.
 */
export function readAlongParagraphs(
  text: string,
  marks: readonly NarrationMark[],
): ReadAlongPiece[][] {
  const paragraphs: ReadAlongPiece[][] = [];
  let start = 0;
  const ranges: [number, number][] = [];
  for (const gap of text.matchAll(/\n\s*\n/g)) {
    ranges.push([start, gap.index]);
    start = gap.index + gap[0].length;
  }
  ranges.push([start, text.length]);

  for (const [from, to] of ranges) {
    const pieces: ReadAlongPiece[] = [];
    let at = from;
    marks.forEach((mark, index) => {
      const markStart = Math.max(mark.charStart, from);
      const markEnd = Math.min(mark.charEnd, to);
      if (markEnd <= markStart) return;
      if (markStart > at) pieces.push({ text: text.slice(at, markStart) });
      pieces.push({ text: text.slice(markStart, markEnd), mark: index });
      at = markEnd;
    });
    if (at < to) pieces.push({ text: text.slice(at, to) });
    const tidy = tidyPieces(pieces);
    if (tidy.length > 0) paragraphs.push(tidy);
  }
  return paragraphs;
}

/** Line breaks inside a paragraph read as spaces; the paragraph's own edges are trimmed. */
function tidyPieces(pieces: ReadAlongPiece[]): ReadAlongPiece[] {
  const flat = pieces.map((p) => ({ ...p, text: p.text.replace(/\s*\n\s*/g, ' ') }));
  if (flat[0]) flat[0].text = flat[0].text.trimStart();
  const last = flat.at(-1);
  if (last) last.text = last.text.trimEnd();
  return flat.filter((p) => p.text.length > 0);
}

/**
 * The sentence being spoken at `seconds`: the last one that has started (it stays lit through
 * the pause after it), or -1 before the first.
 */
export function activeMarkAt(marks: readonly NarrationMark[], seconds: number): number {
  let low = 0;
  let high = marks.length - 1;
  let found = -1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    if ((marks[middle]?.start ?? Infinity) <= seconds) {
      found = middle;
      low = middle + 1;
    } else {
      high = middle - 1;
    }
  }
  return found;
}

/** "1:05" for 65 seconds: the player's clock. */
export function formatClock(seconds: number): string {
  const whole = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}
