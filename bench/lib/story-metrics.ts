/**
 * What a parent reading every night would notice, measured on a story's text (issue 13's quality
 * bench): elements that vanish after the start, names changed, a phrase said again and again,
 * sentence frames shared by many stories, how hard the text is to read.
 */

/** Sentences of a text, with their closing quote if any. */
export function sentences(text: string): string[] {
  return (text.match(/[^.!?]+[.!?]+["”’]?/g) ?? []).map((s) => s.trim()).filter(Boolean);
}

export const words = (text: string): string[] =>
  text.toLowerCase().match(/[\p{L}\p{N}'’-]+/gu) ?? [];

/** Whether `pattern` matches in the first third and in the last third of the text (by characters). */
export function inFirstAndLastThird(
  text: string,
  pattern: RegExp,
): { first: boolean; last: boolean } {
  const third = Math.floor(text.length / 3);
  const test = (part: string) => {
    pattern.lastIndex = 0;
    return pattern.test(part);
  };
  return { first: test(text.slice(0, third)), last: test(text.slice(text.length - third)) };
}

/**
 * The longest run of 3+ words said at least three times in one story (the hero's name and
 * "and the"-style glue count as words like any other): "stuffed bunny called pip" ×38 was one.
 */
export function longestRepeatedPhrase(
  text: string,
  hero: string,
): { words: number; phrase: string } {
  const list = words(text).filter((w) => w !== hero.toLowerCase());
  for (let n = 8; n >= 3; n--) {
    const counts = new Map<string, number>();
    for (let i = 0; i + n <= list.length; i++) {
      const gram = list.slice(i, i + n).join(' ');
      counts.set(gram, (counts.get(gram) ?? 0) + 1);
    }
    const best = [...counts].find(([, count]) => count >= 3);
    if (best) return { words: n, phrase: best[0] };
  }
  return { words: 0, phrase: '' };
}

/**
 * A sentence with the story's own words masked (names, elements and any capitalised word) so the
 * same frame in two stories reads the same: "X could not stop smiling at X, and X could not…".
 */
export function sentenceFrame(sentence: string, own: readonly RegExp[]): string {
  let frame = sentence;
  for (const pattern of own) frame = frame.replace(pattern, 'X');
  return frame
    .replace(/(?<=\s)\p{Lu}[\p{L}'’-]*/gu, 'X')
    .toLowerCase()
    .replace(/[^\p{L}\s]/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * In how many of `stories` each frame appears (once per story), most shared first. Frames of
 * fewer than six words ("goodnight x") are left out: short lines repeat in any book.
 */
export function sharedFrames(stories: readonly string[][]): { frame: string; stories: number }[] {
  const counts = new Map<string, number>();
  for (const frames of stories) {
    for (const frame of new Set(frames)) {
      if (frame.split(' ').length < 6) continue;
      counts.set(frame, (counts.get(frame) ?? 0) + 1);
    }
  }
  return [...counts]
    .map(([frame, stories]) => ({ frame, stories }))
    .sort((a, b) => b.stories - a.stories);
}

/** Syllables of an English word, by vowel groups (good enough for a grade estimate). */
export function syllables(word: string): number {
  const w = word.toLowerCase().replace(/[^a-z]/g, '');
  if (w.length <= 3) return 1;
  const groups = w
    .replace(/(?:[^laeiouy]es|ed|[^laeiouy]e)$/, '')
    .replace(/^y/, '')
    .match(/[aeiouy]{1,2}/g);
  return Math.max(1, groups?.length ?? 1);
}

/** Flesch–Kincaid grade level of a text. */
export function readingGrade(text: string): number {
  const list = words(text);
  const count = Math.max(1, sentences(text).length);
  const syllableCount = list.reduce((sum, w) => sum + syllables(w), 0);
  return 0.39 * (list.length / count) + 11.8 * (syllableCount / Math.max(1, list.length)) - 15.59;
}
