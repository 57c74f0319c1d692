import { NOUNS, type Gender } from './lexicon-es';

/**
 * Our own checks for the Spanish mistakes a parent would frown at (docs/decisions/073): an article
 * that does not agree with its noun ("el oca", "los botas"), "a el" and "de el" for "al" and
 * "del", "y" before an i sound, an unopened ¡ or ¿, a doubled word, an unfilled token, and English
 * words in a Spanish story. `nouns` are the story's own (the parent's elements) with their gender
 * and number; the lexicon's nouns are checked too.
 */
export function checkSpanishGrammar(
  text: string,
  nouns: ReadonlyArray<{ noun: string; gender: Gender; plural: boolean; elBefore?: boolean }> = [],
): string[] {
  const findings: string[] = [];
  const known = new Map<string, { gender: Gender; plural: boolean; elBefore?: boolean }>();
  for (const [word, entry] of Object.entries(NOUNS))
    known.set(word, {
      gender: entry.gender,
      plural: entry.plural ?? false,
      ...(entry.elBefore ? { elBefore: true } : {}),
    });
  for (const n of nouns) known.set(n.noun.toLocaleLowerCase('es'), n);
  const lower = text.toLocaleLowerCase('es');
  for (const match of lower.matchAll(
    /(?<!\p{L})(el|la|los|las|un|una|unos|unas|del|al)\s+(\p{L}+(?:\s+de(?:l| la| los)?\s+\p{L}+)?)/gu,
  )) {
    const article = match[1] ?? '';
    const phrase = match[2] ?? '';
    const entry = known.get(phrase) ?? known.get(phrase.split(/\s+/)[0] ?? '');
    if (!entry) continue;
    const expected = articlesFor(entry);
    if (!expected.includes(article))
      findings.push(`"${article} ${phrase}": the noun is ${describe(entry)}`);
  }
  for (const m of text.matchAll(/(?<!\p{L})[Aa] el (?=\p{Ll})|(?<!\p{L})[Dd]e el (?=\p{Ll})/gu))
    findings.push(`"${m[0].trim()}" should be contracted`);
  for (const m of text.matchAll(/(?<!\p{L})y h?[iI](?![aeouáéóú])\p{L}*/gu))
    findings.push(`"${m[0]}" needs "e"`);
  for (const sentence of text.split(/(?<=[.!?»])\s+/)) {
    if (sentence.includes('!') && !sentence.includes('¡')) findings.push(`no ¡ in: ${sentence}`);
    if (sentence.includes('?') && !sentence.includes('¿')) findings.push(`no ¿ in: ${sentence}`);
  }
  for (const m of text.matchAll(/(?<!\p{L})(\p{L}+) \1(?!\p{L})/giu))
    if (
      !/^(muy|poco|paso|clic|clac|plic|cua|cuac|guau|bip|pío|iii|tic|tac|hop|chof|ñam|ñac|plas|fiu|uh|ah|din|flap|bota|rueda|mira|garabato|deprisa|despacito|otra|y)$/i.test(
        m[1] ?? '',
      )
    )
      findings.push(`doubled word "${m[0]}"`);
  if (/[{}]/.test(text)) findings.push('an unfilled token');
  const english = englishWords(text);
  if (english.length > 0) findings.push(`English words: ${english.join(', ')}`);
  return findings;
}

function articlesFor(entry: { gender: Gender; plural: boolean; elBefore?: boolean }): string[] {
  if (entry.plural) return entry.gender === 'f' ? ['las', 'unas'] : ['los', 'unos', 'del', 'al'];
  if (entry.gender === 'f')
    return entry.elBefore ? ['el', 'un', 'del', 'al', 'una', 'la'] : ['la', 'una'];
  return ['el', 'un', 'del', 'al'];
}

function describe(entry: { gender: Gender; plural: boolean }): string {
  return `${entry.gender === 'f' ? 'feminine' : 'masculine'} ${entry.plural ? 'plural' : 'singular'}`;
}

/**
 * English function words that are never Spanish words ("a", "he", "me", "no", "son" are left out:
 * they are Spanish too).
 */
export const ENGLISH_STOP_WORDS = new Set(
  'the and was were with she said his her they them their of to it is in on at you that this what where there then but for from have had not into out up little very just could would will when who which said asked'.split(
    ' ',
  ),
);

export function englishWords(text: string): string[] {
  const words = text.toLocaleLowerCase('es').match(/\p{L}+/gu) ?? [];
  return [...new Set(words.filter((w) => ENGLISH_STOP_WORDS.has(w)))];
}
