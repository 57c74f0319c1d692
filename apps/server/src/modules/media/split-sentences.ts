/** One sentence of a story, with where it sits in the text (UTF-16 offsets, end exclusive). */
export interface TextSentence {
  text: string;
  charStart: number;
  charEnd: number;
  /** The last sentence of its paragraph: the narrator pauses a little longer after it. */
  endsParagraph: boolean;
}

/**
 * Words after which a full stop does not end the sentence: English titles and Spanish ones
 * ("la Sra. Okafor", "el Dr. Ruiz", "Dña. Rosa"), and a few other abbreviations.
 */
const ABBREVIATIONS = new Set([
  'mr',
  'mrs',
  'ms',
  'dr',
  'st',
  'mt',
  'jr',
  'sr',
  'prof',
  'vs',
  'etc',
  'e.g',
  'i.e',
  'no',
  'sra',
  'srta',
  'dra',
  'dña',
  'profa',
  'ud',
  'uds',
  'vd',
  'vds',
  'sto',
  'sta',
  'av',
  'avda',
  'pág',
  'núm',
  'aprox',
]);

/**
 * A sentence ends at . ! ? or … (with any closing quotes or brackets) followed by white space —
 * unless the next word starts in lower case ("“Wow!” said Mia.", and in Spanish after the
 * dialogue dash or an opening sign: "—¿Vienes? —preguntó la señora Okafor.") or the stop follows
 * a title or an initial ("Mr. Fox", "J. R.", "la Sra. Okafor"). Words are any letters: "Lucía." is
 * a name, not an initial "a.". Paragraphs (blank-line separated) always end a sentence.
 */
const END = /[.!?…]+["'”’»)\]]*(?=\s|$)/g;
const CLOSING = `["'”’»)\\]]*`;
const FULL_STOP_AT_END = new RegExp(`\\.${CLOSING}$`);
const DOTS_AT_END = new RegExp(`\\.\\.+${CLOSING}$`);
const WORD_BEFORE_STOP = new RegExp(`([\\p{L}.]+)\\.${CLOSING}$`, 'u');
/** What may open the next sentence before its first letter: a dash, quotes, ¿ and ¡. */
const NEXT_STARTS_LOWER = /^[—–―«“‘"'¿¡(]*\p{Ll}/u;

/** Splits story text into sentences for narration and read-along, keeping exact offsets. */
export function splitSentences(text: string): TextSentence[] {
  const sentences: TextSentence[] = [];
  for (const paragraph of paragraphsOf(text)) {
    const inParagraph: TextSentence[] = [];
    let start = paragraph.start;
    const body = text.slice(paragraph.start, paragraph.end);
    for (const match of body.matchAll(END)) {
      const end = paragraph.start + (match.index ?? 0) + match[0].length;
      if (!endsSentence(text, start, end, paragraph.end)) continue;
      pushTrimmed(inParagraph, text, start, end);
      start = end;
    }
    pushTrimmed(inParagraph, text, start, paragraph.end);
    const last = inParagraph.at(-1);
    if (last) last.endsParagraph = true;
    sentences.push(...inParagraph);
  }
  return sentences;
}

function paragraphsOf(text: string): { start: number; end: number }[] {
  const paragraphs: { start: number; end: number }[] = [];
  let start = 0;
  for (const gap of text.matchAll(/\n\s*\n/g)) {
    paragraphs.push({ start, end: gap.index ?? 0 });
    start = (gap.index ?? 0) + gap[0].length;
  }
  paragraphs.push({ start, end: text.length });
  return paragraphs;
}

function endsSentence(text: string, start: number, end: number, paragraphEnd: number): boolean {
  const after = text.slice(end, paragraphEnd).trimStart();
  if (!after) return true;
  if (NEXT_STARTS_LOWER.test(after)) return false;
  const stop = text.slice(start, end);
  if (!FULL_STOP_AT_END.test(stop) || DOTS_AT_END.test(stop)) return true;
  const word = WORD_BEFORE_STOP.exec(stop)?.[1]?.toLowerCase() ?? '';
  const lastWord = word.split(/\s/).at(-1) ?? '';
  return !(ABBREVIATIONS.has(lastWord) || /^\p{L}$/u.test(lastWord));
}

function pushTrimmed(list: TextSentence[], text: string, from: number, to: number) {
  let start = from;
  let end = to;
  while (start < end && /\s/.test(text[start]!)) start += 1;
  while (end > start && /\s/.test(text[end - 1]!)) end -= 1;
  if (end > start)
    list.push({
      text: text.slice(start, end),
      charStart: start,
      charEnd: end,
      endsParagraph: false,
    });
}
