import bidiFactory from 'bidi-js';
import * as fontkit from 'fontkit';
import type { BookFonts } from './book-fonts';

/**
 * The book's own typesetter (issue 33): pdfkit draws a string in one font, so a hero called
 * "Zoë 😴 שלום 漢字" came out as boxes. Here every character (grapheme cluster) is set in the
 * first font that has it — the book's serif, then the Noto fallbacks — lines are broken at spaces
 * and between CJK characters, and each line is put in visual order by the Unicode bidi algorithm,
 * so Hebrew and Arabic read right to left inside an English sentence. Measuring and drawing share
 * one layout, so the planner's "fits" is exactly what the page shows.
 */

export type Face = 'regular' | 'bold' | 'italic';

export interface SetOptions {
  face: Face;
  size: number;
  width: number;
  /** 'left' follows the paragraph's direction: a right-to-left paragraph is set from the right. */
  align?: 'left' | 'center';
  lineGap?: number;
  paragraphGap?: number;
}

interface Run {
  text: string;
  font: string;
  width: number;
}

interface Line {
  runs: Run[];
  width: number;
  /** The paragraph ends with this line (paragraphGap follows). */
  last: boolean;
  rtl: boolean;
}

export interface TextLayout {
  lines: Line[];
  /** From the first line's top to the last line's bottom (no gap after the last line). */
  height: number;
  /** Each line's height without the gap (the primary font's, at the size). */
  lineHeight: number;
  /** From a line's top to its baseline. */
  ascent: number;
  options: Required<SetOptions>;
}

const bidi = bidiFactory();
const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

/** Characters that never decide a cluster's font: variation selectors, joiners, tags. */
// Listing joiners and selectors on their own is the point here.
// eslint-disable-next-line no-misleading-character-class
const MODIFIER = /[\u200C\u200D\uFE00-\uFE0F\u{E0000}-\u{E007F}\u{E0100}-\u{E01EF}]/u;
const EMOJI = /\p{Emoji_Presentation}|\uFE0F|\p{Extended_Pictographic}\u200D/u;
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u3000-\u303F\uFF00-\uFFEF]/u;
/** Punctuation that must not start a line (a CJK comma or full stop stays with its word). */
const NO_BREAK_BEFORE = /^[\p{Pe}\p{Pf}\p{Po}]/u;
const STRONG_RTL = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFC]/;
const SPACE = /^\s+$/u;

interface Coverage {
  has(codePoint: number): boolean;
  /** Top of a line to the baseline, per 1000 of the size (pdfkit's own `ascender`). */
  ascender: number;
}

const coverageByFile = new Map<string, Coverage>();
/** Widths of runs by font, size and text: a planner measures the same words many times over. */
const runWidths = new Map<string, number>();

/** The PDF standard fonts know WinAnsi (about Latin-1) only. */
const STANDARD_COVERAGE: Coverage = {
  has: (cp) => (cp >= 0x20 && cp <= 0x7e) || (cp >= 0xa0 && cp <= 0xff),
  ascender: 683,
};

function coverageOf(font: string): Coverage {
  if (!font.includes('/')) return STANDARD_COVERAGE;
  let coverage = coverageByFile.get(font);
  if (!coverage) {
    const opened = fontkit.openSync(font);
    const face = 'fonts' in opened ? opened.fonts[0] : opened;
    if (!face) throw new Error(`No font in ${font}`);
    coverage = {
      has: (cp) => face.hasGlyphForCodePoint(cp),
      ascender: (face.ascent / face.unitsPerEm) * 1000,
    };
    coverageByFile.set(font, coverage);
  }
  return coverage;
}

/** The fonts tried for a face, the book's own first. */
function chainOf(fonts: BookFonts, face: Face): string[] {
  const fallbacks = (face === 'bold' ? fonts.fallbacks?.bold : fonts.fallbacks?.regular) ?? [];
  return [fonts[face], ...fallbacks];
}

/** The font a cluster is set in: the first that has all its characters, else its first one. */
function fontOf(chain: readonly string[], cluster: string): string | undefined {
  const points = [...cluster].filter((c) => !MODIFIER.test(c)).map((c) => c.codePointAt(0) ?? 0);
  if (points.length === 0) return undefined;
  // An emoji is drawn as an emoji even where the serif has a plain symbol of the same code.
  const order = EMOJI.test(cluster) ? [...chain.slice(1), chain[0] ?? ''] : chain;
  return (
    order.find((f) => points.every((p) => coverageOf(f).has(p))) ??
    order.find((f) => coverageOf(f).has(points[0] ?? 0))
  );
}

/** Characters (clusters) of `text` that no font of the book can draw, each once. */
export function undrawableCharacters(fonts: BookFonts, text: string): string[] {
  const chain = chainOf(fonts, 'regular');
  const missing = new Set<string>();
  for (const { segment } of graphemes.segment(text)) {
    if (SPACE.test(segment)) continue;
    const points = [...segment].filter((c) => !MODIFIER.test(c));
    if (points.length === 0) continue;
    const font = fontOf(chain, segment);
    if (!font || !coverageOf(font).has(points[0]?.codePointAt(0) ?? 0)) missing.add(segment);
  }
  return [...missing];
}

interface Cluster {
  text: string;
  start: number;
  end: number;
  font: string;
  space: boolean;
}

function clustersOf(chain: readonly string[], paragraph: string): Cluster[] {
  const clusters: Cluster[] = [];
  for (const { segment, index } of graphemes.segment(paragraph)) {
    const space = SPACE.test(segment);
    const previous = clusters.at(-1);
    const font = space ? chain[0] : (fontOf(chain, segment) ?? previous?.font ?? chain[0]);
    clusters.push({
      text: segment,
      start: index,
      end: index + segment.length,
      font: font ?? '',
      space,
    });
  }
  return clusters;
}

/** Whether a line may break before cluster `i` (after a space, or around a CJK character). */
function breakBefore(clusters: Cluster[], i: number): boolean {
  const before = clusters[i - 1];
  const here = clusters[i];
  if (!before || !here || here.space) return false;
  if (before.space) return true;
  if (NO_BREAK_BEFORE.test(here.text)) return false;
  return CJK.test(before.text) || CJK.test(here.text);
}

/** Lays `text` out ('\n' separates paragraphs) without drawing it. */
export function layoutText(
  doc: PDFKit.PDFDocument,
  fonts: BookFonts,
  text: string,
  options: SetOptions,
): TextLayout {
  const full: Required<SetOptions> = { align: 'left', lineGap: 0, paragraphGap: 0, ...options };
  const chain = chainOf(fonts, full.face);
  const primary = chain[0] ?? fonts.regular;
  doc.font(primary).fontSize(full.size);
  const lineHeight = doc.currentLineHeight(true);
  const ascent = (coverageOf(primary).ascender / 1000) * full.size;
  const measure = (runText: string, font: string) => {
    const key = `${font}\u0000${full.size}\u0000${runText}`;
    let width = runWidths.get(key);
    if (width === undefined) {
      width = doc.font(font).fontSize(full.size).widthOfString(runText);
      if (runWidths.size > 100_000) runWidths.clear();
      runWidths.set(key, width);
    }
    return width;
  };

  const lines: Line[] = [];
  for (const paragraph of text.split('\n')) {
    const clusters = clustersOf(chain, paragraph);
    const widths = clusterWidths(clusters, measure);
    const levels = paragraph ? bidi.getEmbeddingLevels(paragraph) : undefined;
    const rtl = (levels?.paragraphs[0]?.level ?? 0) % 2 === 1;
    const ranges = wrap(clusters, widths, full.width);
    ranges.forEach(([from, to], n) => {
      const runs = levels ? visualRuns(paragraph, levels, clusters.slice(from, to), measure) : [];
      lines.push({
        runs,
        width: runs.reduce((w, r) => w + r.width, 0),
        last: n === ranges.length - 1,
        rtl,
      });
    });
  }
  const paragraphs = lines.filter((l) => l.last).length;
  const height =
    lines.length === 0
      ? 0
      : lines.length * lineHeight +
        (lines.length - 1) * full.lineGap +
        (paragraphs - 1) * full.paragraphGap;
  return { lines, height, lineHeight, ascent, options: full };
}

/** Each cluster's width, measured a run of one font at a time (so kerning and shaping count). */
function clusterWidths(
  clusters: Cluster[],
  measure: (text: string, font: string) => number,
): number[] {
  const widths: number[] = [];
  let i = 0;
  while (i < clusters.length) {
    let j = i + 1;
    while (j < clusters.length && clusters[j]?.font === clusters[i]?.font && !clusters[j]?.space)
      j += 1;
    const run = clusters.slice(i, j);
    const total = measure(run.map((c) => c.text).join(''), run[0]?.font ?? '');
    // A run's width shared by its clusters in proportion to their own widths.
    const own = run.map((c) => measure(c.text, c.font));
    const sum = own.reduce((a, b) => a + b, 0) || 1;
    for (const w of own) widths.push((w / sum) * total);
    i = j;
  }
  return widths;
}

/** Greedy line breaking: [from, to) cluster ranges per line, trailing spaces left out. */
function wrap(clusters: Cluster[], widths: number[], width: number): [number, number][] {
  const n = clusters.length;
  const skipSpaces = (k: number) => {
    while (k < n && clusters[k]?.space) k += 1;
    return k;
  };
  let i = skipSpaces(0);
  if (i >= n) return [[i, i]];
  const lines: [number, number][] = [];
  while (i < n) {
    let used = 0;
    let j = i;
    let lastBreak = -1;
    let lastSpace = -1;
    for (; j < n; j += 1) {
      if (j > i && breakBefore(clusters, j)) {
        lastBreak = j;
        if (clusters[j - 1]?.space) lastSpace = j;
      }
      const w = widths[j] ?? 0;
      if (j > i && !clusters[j]?.space && used + w > width + 0.01) break;
      used += w;
    }
    if (j >= n) {
      lines.push([i, trimEnd(clusters, i, n)]);
      break;
    }
    // At the last space (a name in CJK stays whole), else between CJK characters; inside a
    // word only when one word is wider than the line.
    const at = lastSpace > i ? lastSpace : lastBreak > i ? lastBreak : j;
    lines.push([i, trimEnd(clusters, i, at)]);
    i = skipSpaces(at);
  }
  return lines;
}

function trimEnd(clusters: Cluster[], from: number, to: number): number {
  let end = to;
  while (end > from && clusters[end - 1]?.space) end -= 1;
  return end;
}

/**
 * One line's runs in the order they are drawn, left to right. Runs of a right-to-left level are
 * handed to pdfkit in logical order when they hold Hebrew or Arabic (its shaper joins Arabic
 * letters and reverses such a run itself); a neutral run at that level (an emoji, "!?") is
 * reversed here, cluster by cluster.
 */
function visualRuns(
  paragraph: string,
  levels: ReturnType<typeof bidi.getEmbeddingLevels>,
  line: Cluster[],
  measure: (text: string, font: string) => number,
): Run[] {
  if (line.length === 0) return [];
  const first = line[0];
  const lastCluster = line.at(-1);
  if (!first || !lastCluster) return [];
  const start = first.start;
  const end = lastCluster.end - 1;
  const clusterAt = new Map<number, number>();
  line.forEach((c, k) => {
    for (let u = c.start; u < c.end; u += 1) clusterAt.set(u, k);
  });
  const units = Array.from({ length: end - start + 1 }, (_, k) => start + k);
  for (const [s = start, e = start] of bidi.getReorderSegments(paragraph, levels, start, end)) {
    const a = s - start;
    const b = e - start;
    const reversed = units.slice(a, b + 1).reverse();
    units.splice(a, reversed.length, ...reversed);
  }
  const order: number[] = [];
  for (const u of units) {
    const k = clusterAt.get(u);
    if (k !== undefined && order.at(-1) !== k && !order.includes(k)) order.push(k);
  }
  const mirrored = bidi.getMirroredCharactersMap(paragraph, levels.levels, start, end);
  const odd = (k: number) => ((levels.levels[line[k]?.start ?? 0] ?? 0) & 1) === 1;

  const runs: Run[] = [];
  let group: number[] = [];
  const flush = () => {
    if (group.length === 0) return;
    const cluster = line[group[0] ?? 0];
    if (!cluster) return;
    const rtl = odd(group[0] ?? 0);
    const logical = rtl ? [...group].reverse() : group;
    const textOf = (ks: number[]) =>
      ks
        .map((k) => {
          const c = line[k];
          if (!c) return '';
          return c.text.length === 1 ? (mirrored.get(c.start) ?? c.text) : c.text;
        })
        .join('');
    const logicalText = logical.map((k) => line[k]?.text ?? '').join('');
    const text = rtl && !STRONG_RTL.test(logicalText) ? textOf(group) : logicalText;
    runs.push({ text, font: cluster.font, width: measure(text, cluster.font) });
    group = [];
  };
  for (const k of order) {
    const previous = group.at(-1);
    const same =
      previous !== undefined &&
      line[previous]?.font === line[k]?.font &&
      odd(previous) === odd(k) &&
      k === previous + (odd(k) ? -1 : 1);
    if (!same) flush();
    group.push(k);
  }
  flush();
  return runs;
}

/** Draws a layout with its top-left at (x, y). */
export function drawLayout(
  doc: PDFKit.PDFDocument,
  layout: TextLayout,
  x: number,
  y: number,
  colour: string,
) {
  const { options } = layout;
  let top = y;
  for (const line of layout.lines) {
    const free = options.width - line.width;
    let cx = x + (options.align === 'center' ? free / 2 : line.rtl ? free : 0);
    for (const run of line.runs) {
      doc.font(run.font).fontSize(options.size).fillColor(colour);
      doc.text(run.text, cx, top + layout.ascent, { lineBreak: false, baseline: 'alphabetic' });
      cx += run.width;
    }
    top += layout.lineHeight + options.lineGap + (line.last ? options.paragraphGap : 0);
  }
}

/** Sets `text` at (x, y) and says how tall it is. */
export function setText(
  doc: PDFKit.PDFDocument,
  fonts: BookFonts,
  text: string,
  x: number,
  y: number,
  options: SetOptions & { colour: string },
): number {
  const layout = layoutText(doc, fonts, text, options);
  drawLayout(doc, layout, x, y, options.colour);
  return layout.height;
}

/** The largest of `sizes` at which `text` takes at most `lines` lines of `width` (else the smallest). */
export function fitSize(
  doc: PDFKit.PDFDocument,
  fonts: BookFonts,
  text: string,
  options: Omit<SetOptions, 'size'>,
  sizes: readonly number[],
  lines: number,
): number {
  for (const size of sizes) {
    if (layoutText(doc, fonts, text, { ...options, size }).lines.length <= lines) return size;
  }
  return sizes.at(-1) ?? 12;
}
