import { MAX_PAGE_SHARE, MIN_PAGE_SHARE, type TextBand } from './page-geometry';

/** A sentence of the story (or, for one longer than a page, a piece of one). */
interface Unit {
  text: string;
  words: number;
  /** The story's paragraph ends after this unit. */
  paragraphEnd: boolean;
  /** The unit ends a sentence (false only for the pieces of a sentence longer than a page). */
  sentenceEnd: boolean;
}

const TERMINATOR = /[.!?…。！？]/u;
const CLOSER = /["'”’»)\]」』]/u;
/** A sentence ends at . ! ? … (and any closing quotes), before a word that does not go on in lower case. */
const NEXT_STARTS_LOWER = /^\s+[\p{Ll}]/u;

/**
 * The story's sentences in order. A quotation closed by "!" or "?" and followed by a lower-case
 * word ('"Well done, Mateo!" came the cry') is one sentence: issue 28's page turn fell there.
 */
export function splitSentences(paragraph: string): string[] {
  const sentences: string[] = [];
  let start = 0;
  const text = paragraph.replace(/\s+/g, ' ').trim();
  for (let i = 0; i < text.length; i += 1) {
    if (!TERMINATOR.test(text[i] ?? '')) continue;
    let end = i + 1;
    while (end < text.length && (TERMINATOR.test(text[end] ?? '') || CLOSER.test(text[end] ?? '')))
      end += 1;
    const rest = text.slice(end);
    const cjk = /[。！？]/u.test(text[i] ?? '');
    if (rest === '' || (!cjk && !/^\s/.test(rest)) || NEXT_STARTS_LOWER.test(rest)) {
      i = end - 1;
      continue;
    }
    sentences.push(text.slice(start, end).trim());
    start = end;
    i = end - 1;
  }
  const last = text.slice(start).trim();
  if (last) sentences.push(last);
  return sentences;
}

const countWords = (text: string) => {
  // A CJK character counts as a word: those scripts write no spaces.
  const cjk = text.match(/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/gu)?.length ?? 0;
  const spaced = text.replace(/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/gu, ' ');
  return cjk + spaced.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
};

/** The most and fewest words a page of the band holds. */
export const pageWordLimits = (band: TextBand) => ({
  max: Math.floor(band.words * MAX_PAGE_SHARE),
  min: Math.ceil(band.words * MIN_PAGE_SHARE),
});

/**
 * Sets a story's words over pages for a reader of `band` (issue 28): whole sentences only — a
 * page never ends mid-sentence — about `band.words` a page, the pages balanced so none is a lone
 * short sentence, and each fitting its box (`fits`). Pages break at the end of a paragraph where
 * that costs little balance. Among the fewest pages that can hold the story, the split with the
 * most even pages is chosen (dynamic programming over sentence boundaries). Only a sentence too
 * long for a page on its own is cut, at a comma or between words.
 */
export function paginate(text: string, band: TextBand, fits: (text: string) => boolean): string[] {
  const { max } = pageWordLimits(band);
  const units = unitsOf(text, max, fits);
  if (units.length === 0) return [];
  const total = units.reduce((n, u) => n + u.words, 0);
  const valid = memoValid(units, max, fits);
  const least = Math.max(1, Math.ceil(total / band.words));
  for (let pages = least; pages <= units.length; pages += 1) {
    const split = bestSplit(units, pages, total / pages, valid, band.words);
    if (split) return split.map(([from, to]) => join(units.slice(from, to)));
  }
  // Unreachable: one unit a page is always valid (unitsOf cut every unit to fit).
  return units.map((u) => u.text);
}

function unitsOf(text: string, max: number, fits: (text: string) => boolean): Unit[] {
  const paragraphs = text
    .split(/\n\s*\n|\r?\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  return paragraphs.flatMap((paragraph) => {
    const sentences = splitSentences(paragraph).flatMap((sentence) =>
      tooLong(sentence, max, fits) ? cut(sentence, max, fits) : [{ text: sentence, end: true }],
    );
    return sentences.map((s, i) => ({
      text: s.text,
      words: countWords(s.text),
      paragraphEnd: i === sentences.length - 1,
      sentenceEnd: s.end,
    }));
  });
}

const tooLong = (text: string, max: number, fits: (text: string) => boolean) =>
  countWords(text) > max || !fits(text);

/** A sentence longer than a page, cut at commas where possible, else between words. */
function cut(sentence: string, max: number, fits: (text: string) => boolean) {
  const clauses = sentence.match(/[^,;:]+[,;:]?\s*/g) ?? [sentence];
  const pieces: string[] = [];
  let current = '';
  for (const clause of clauses.flatMap((c) =>
    tooLong(c, max, fits) ? (c.match(/\S+\s*/g) ?? [c]) : [c],
  )) {
    if (current && tooLong(current + clause, max, fits)) {
      pieces.push(current.trim());
      current = '';
    }
    current += clause;
  }
  if (current.trim()) pieces.push(current.trim());
  return pieces.map((text, i) => ({ text, end: i === pieces.length - 1 }));
}

function join(units: Unit[]): string {
  return units
    .map((u, i) => (i === units.length - 1 ? u.text : u.text + (u.paragraphEnd ? '\n\n' : ' ')))
    .join('');
}

function memoValid(units: Unit[], max: number, fits: (text: string) => boolean) {
  const memo = new Map<number, boolean>();
  return (from: number, to: number) => {
    const key = from * 100_000 + to;
    let ok = memo.get(key);
    if (ok === undefined) {
      const slice = units.slice(from, to);
      const words = slice.reduce((n, u) => n + u.words, 0);
      // A single unit is always a page: unitsOf already cut those that would not fit.
      ok = to - from === 1 || (words <= max && fits(join(slice)));
      memo.set(key, ok);
    }
    return ok;
  };
}

/**
 * The split of `units` into exactly `pages` valid pages with the least cost: the squared
 * distance of each page's words from the mean, a page ending mid-paragraph costing a little and
 * one ending mid-sentence (a cut sentence) a lot. Undefined when no split is valid.
 */
function bestSplit(
  units: Unit[],
  pages: number,
  mean: number,
  valid: (from: number, to: number) => boolean,
  target: number,
): [number, number][] | undefined {
  const n = units.length;
  const prefix = [0];
  for (const u of units) prefix.push((prefix.at(-1) ?? 0) + u.words);
  const words = (a: number, b: number) => (prefix[b] ?? 0) - (prefix[a] ?? 0);
  const midParagraph = (0.2 * target) ** 2;
  const midSentence = (2 * target) ** 2;
  // cost[p][i]: best cost of the first i units in p pages; from[p][i]: where the last page starts.
  const cost: number[][] = Array.from({ length: pages + 1 }, () =>
    Array<number>(n + 1).fill(Infinity),
  );
  const from: number[][] = Array.from({ length: pages + 1 }, () => Array<number>(n + 1).fill(-1));
  const row0 = cost[0];
  if (row0) row0[0] = 0;
  for (let p = 1; p <= pages; p += 1) {
    const row = cost[p];
    const previous = cost[p - 1];
    const back = from[p];
    if (!row || !previous || !back) continue;
    for (let i = p; i <= n - (pages - p); i += 1) {
      for (let j = i - 1; j >= p - 1; j -= 1) {
        const before = previous[j] ?? Infinity;
        if (before === Infinity) continue;
        // A page that does not fit only grows from here: no earlier start can fit either.
        if (!valid(j, i)) break;
        const last = units[i - 1];
        const ending =
          i === n || !last
            ? 0
            : !last.sentenceEnd
              ? midSentence
              : last.paragraphEnd
                ? 0
                : midParagraph;
        const total = before + (words(j, i) - mean) ** 2 + ending;
        if (total < (row[i] ?? Infinity)) {
          row[i] = total;
          back[i] = j;
        }
      }
    }
  }
  if ((cost[pages]?.[n] ?? Infinity) === Infinity) return undefined;
  const split: [number, number][] = [];
  let end = n;
  for (let p = pages; p > 0; p -= 1) {
    const start = from[p]?.[end] ?? 0;
    split.unshift([start, end]);
    end = start;
  }
  return split;
}
