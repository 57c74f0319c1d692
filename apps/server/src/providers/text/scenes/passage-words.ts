/** One word of a passage, where it is, and its forms for looking it up. */
export interface PassageWord {
  text: string;
  lower: string;
  start: number;
  end: number;
  capitalised: boolean;
}

// Letters, with apostrophes or hyphens inside: "Grandma's", "tree-house", "Léa-Rose".
const WORD = /\p{L}(?:[\p{L}'’-]*\p{L})?/gu;

/** The words of a text in order; possessive "'s" stays on the word so "Grandma's" reads as one. */
export function wordsOf(text: string): PassageWord[] {
  const out: PassageWord[] = [];
  for (const match of text.matchAll(WORD)) {
    const raw = match[0];
    const lower = raw.toLowerCase();
    out.push({
      text: raw,
      lower: lower.includes('’') ? lower.replace(/’/g, "'") : lower,
      start: match.index,
      end: match.index + raw.length,
      capitalised: raw.charAt(0) !== lower.charAt(0),
    });
  }
  return out;
}

/** Paragraphs exactly as the book and the read-along split a story: blank lines between them. */
export function splitParagraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}

/** The passage's first sentence, as a caption for an illustrator that paints from words. */
export function firstSentence(paragraph: string, maxChars = 240): string {
  // A closing quote followed by a lower-case word is a speech tag ("Hello!" said Mia), not an end.
  const match = /^.+?[.!?…]+["'”’)]*(?=\s+["“‘(]?\p{Lu}|\s*$)/su.exec(paragraph.trim());
  const sentence = (match?.[0] ?? paragraph).trim();
  if (sentence.length <= maxChars) return sentence;
  const cut = sentence.slice(0, maxChars);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), maxChars / 2))}…`;
}

/**
 * The passage without what its characters say: speech names things that are not there
 * ("I want my mum"), so places and characters are read from the telling alone.
 */
export function withoutSpeech(paragraph: string): string {
  return paragraph.replace(/"[^"]*"|“[^”]*”/g, (quote) => ' '.repeat(quote.length));
}

/** The text with every match of `patterns` blanked out, keeping positions. */
export function blankOut(text: string, patterns: readonly RegExp[]): string {
  return patterns.reduce(
    (current, pattern) => current.replace(pattern, (found) => ' '.repeat(found.length)),
    text,
  );
}

/** "the" for "this"/"that", which only make sense inside the sentence they came from. */
export function plainDeterminer(phrase: string): string {
  return phrase.replace(/^(?:this|that)\s/i, 'the ');
}

/** Two words with only spaces between them: part of one phrase, not across a comma or a sentence. */
export function joined(
  text: string,
  a: PassageWord | undefined,
  b: PassageWord | undefined,
): boolean {
  if (!a || !b) return false;
  return /^ +$/.test(text.slice(a.end, b.start));
}

/** Finds a name and its possessive ("Mia", "Mia's") as a whole word, for blanking it out. */
export function namePattern(name: string): RegExp {
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?:['’]s)?(?![\\p{L}\\p{N}])`, 'gu');
}
