import { heroAgreement, type CheckedHero } from './hero-agreement-es';
import { FAMILY, NOUNS, type Gender } from './lexicon-es';
import { LOCALS_ES } from './scenery-es';
import {
  adjectiveForm,
  animateNoun,
  LINE_NOUNS,
  PEOPLE_NOUNS,
  personalA,
  predicateAgreement,
  type KnownEntry,
  type NamedSubject,
} from './predicate-and-object-es';

/** A noun the check knows: the lexicon's, the family words, and the story's own elements. */
export interface CheckedNoun {
  noun: string;
  gender: Gender;
  plural: boolean;
  elBefore?: boolean;
  /** The element's name, when it has one ("Coronel" is the goose: feminine). */
  sense?: { name?: string; kind?: string };
}

type Entry = KnownEntry;

/**
 * Our own checks for the Spanish mistakes a parent would frown at (docs/decisions/073, 095), by
 * class: determiner–noun ("el oca", "hay los juncos", "aquí está un libro"), noun–adjective ("las
 * tijeras quieto", "otras igual"), subject–verb number ("los cojines pareció"), clitic
 * pronoun–antecedent ("las tijeras… si nadie los paraba"), contractions ("a el", "de el"), the
 * vocative without its article ("Buenas noches, la cocina"), "y" before an i sound, unpaired ¡!
 * and ¿?, a doubled word, an unfilled token, and English words in a Spanish story. `nouns` are the
 * story's own (the parent's elements) with their gender and number; `heroes` the children it is
 * about, whose verbs and gendered words are checked too.
 */
export function checkSpanishGrammar(
  text: string,
  nouns: ReadonlyArray<CheckedNoun> = [],
  heroes: readonly CheckedHero[] = [],
): string[] {
  const known = knownNouns(nouns);
  const names = new Map<string, NamedSubject>();
  for (const n of nouns)
    if (n.sense?.name) names.set(n.sense.name, { gender: n.gender, plural: n.plural });
  for (const h of heroes)
    names.set(h.name, { plural: h.plural, ...(h.gender ? { gender: h.gender } : {}) });
  // Characters called by name: the parent's, and the place's own people ("Mo", "Osei").
  const characters = [
    ...nouns
      .filter((n) => n.sense?.name && ['animal', 'person', 'toy'].includes(n.sense.kind ?? ''))
      .map((n) => n.sense?.name ?? ''),
    ...Object.values(LOCALS_ES)
      .map((local) => local.short)
      .filter((short) => /^\p{Lu}/u.test(short)),
  ];
  const findings = [
    ...determinerNoun(text, known),
    ...nounAdjective(text, known),
    ...subjectVerb(text, known),
    ...cliticAntecedent(text, known, nouns),
    ...contractions(text),
    ...allAgreement(text),
    ...vocatives(text),
    ...unpairedMarks(text),
    ...heroAgreement(text, heroes),
    ...predicateAgreement(text, known, names),
    ...personalA(text, known, characters),
  ];
  for (const m of text.matchAll(/(?<!\p{L})y h?[iI](?![aeouáéóú])\p{L}*/gu))
    findings.push(`"${m[0]}" needs "e"`);
  for (const m of text.matchAll(/(?<!\p{L})(\p{L}+) \1(?!\p{L})/giu))
    if (
      !/^(muy|poco|paso|clic|clac|plic|cua|cuac|guau|bip|pío|iii|tic|tac|hop|chof|ñam|ñac|plas|fiu|uh|ah|din|flap|bota|rueda|mira|garabato|deprisa|despacito|otra|y|glu|chic|coc|oinc|ji|chist|fiu|tururú)$/i.test(
        m[1] ?? '',
      )
    )
      findings.push(`doubled word "${m[0]}"`);
  if (/[{}]/.test(text)) findings.push('an unfilled token');
  const english = englishWords(text);
  if (english.length > 0) findings.push(`English words: ${english.join(', ')}`);
  return findings;
}

function knownNouns(nouns: ReadonlyArray<CheckedNoun>): Map<string, Entry> {
  const known = new Map<string, Entry>();
  const add = (word: string, entry: Entry) => {
    known.set(word, entry);
    // The plural of a singular noun: "gallinas", "ratones".
    if (!entry.plural && !word.includes(' ')) {
      const plural = /[aeiouáéó]$/.test(word) ? `${word}s` : `${deaccent(word)}es`;
      if (!known.has(plural))
        known.set(plural, {
          gender: entry.gender,
          plural: true,
          ...(entry.animate ? { animate: true } : {}),
        });
    }
  };
  for (const [word, entry] of Object.entries(NOUNS))
    add(word, {
      gender: entry.gender,
      plural: entry.plural ?? false,
      ...(entry.elBefore ? { elBefore: true } : {}),
      ...(animateNoun(word) ? { animate: true } : {}),
    });
  for (const [word, entry] of Object.entries(FAMILY))
    add(word, { gender: entry.gender, plural: false, animate: true });
  for (const [word, gender] of Object.entries(LINE_NOUNS))
    if (!known.has(word)) add(word, { gender, plural: false });
  for (const [word, gender] of Object.entries(PEOPLE_NOUNS))
    if (!known.has(word)) add(word, { gender, plural: false, animate: true });
  for (const n of nouns) {
    const entry = {
      gender: n.gender,
      plural: n.plural,
      ...(n.elBefore ? { elBefore: true } : {}),
      ...(n.sense?.kind === 'animal' || n.sense?.kind === 'person' ? { animate: true } : {}),
    };
    known.set(n.noun.toLocaleLowerCase('es'), entry);
  }
  return known;
}

const deaccent = (word: string) =>
  word.replace(/[áéíóú]/g, (v) => ({ á: 'a', é: 'e', í: 'i', ó: 'o', ú: 'u' })[v] ?? v);

const DETERMINER = '(el|la|los|las|un|una|unos|unas|del|al)';

/** The longest known noun at the start of `words` (up to three words: "libro de cocina"). */
function nounAt(words: readonly string[], known: Map<string, Entry>) {
  for (let length = Math.min(4, words.length); length >= 1; length--) {
    const phrase = words.slice(0, length).join(' ');
    const entry = known.get(phrase);
    if (entry) return { phrase, entry, length };
  }
  return undefined;
}

/** Each determiner followed by a known noun, with the words after it. */
function nounPhrases(text: string, known: Map<string, Entry>) {
  const lower = text.toLocaleLowerCase('es');
  const phrases: Array<{
    article: string;
    phrase: string;
    entry: Entry;
    after: string[];
    /**
     * After "de" or another preposition: part of another noun ("el estanque de los patos") or of
     * a place ("hasta la cocina"), never a subject.
     */
    complement: boolean;
  }> = [];
  for (const m of lower.matchAll(new RegExp(`(?<!\\p{L})${DETERMINER}\\s+`, 'gu'))) {
    const rest = lower.slice((m.index ?? 0) + m[0].length);
    const words = rest.split(/\s+/, 8).map((w) => w.replace(/[^\p{L}]+$/u, ''));
    const found = nounAt(words, known);
    if (!found) continue;
    // The words after the noun up to the first punctuation (none when the noun ends a clause).
    const raw = rest.split(/\s+/, 12);
    const tail = /[^\p{L}]$/u.test(raw[found.length - 1] ?? '') ? [] : raw.slice(found.length);
    const after: string[] = [];
    for (const w of tail) {
      after.push(w.replace(/[^\p{L}]+$/u, ''));
      if (/[^\p{L}]$/u.test(w)) break;
    }
    const complement =
      /(?<!\p{L})(?:de|a|hacia|en|por|para|con|sin|desde|sobre|entre|tras)\s+$/u.test(
        lower.slice(0, m.index),
      );
    phrases.push({
      article: m[1] ?? '',
      phrase: found.phrase,
      entry: found.entry,
      after,
      complement,
    });
  }
  return phrases;
}

function articlesFor(entry: Entry): string[] {
  if (entry.plural) return entry.gender === 'f' ? ['las', 'unas'] : ['los', 'unos'];
  if (entry.gender === 'f')
    return entry.elBefore ? ['el', 'un', 'del', 'al', 'una', 'la'] : ['la', 'una'];
  return ['el', 'un', 'del', 'al'];
}

function describe(entry: { gender: Gender; plural: boolean }): string {
  return `${entry.gender === 'f' ? 'feminine' : 'masculine'} ${entry.plural ? 'plural' : 'singular'}`;
}

/** "el oca", "los botas"; "hay los juncos"; "aquí está un libro", "¿dónde está una oca?". */
function determinerNoun(text: string, known: Map<string, Entry>): string[] {
  const findings: string[] = [];
  for (const { article, phrase, entry } of nounPhrases(text, known))
    if (!articlesFor(entry).includes(article))
      findings.push(`"${article} ${phrase}": the noun is ${describe(entry)}`);
  const lower = text.toLocaleLowerCase('es');
  for (const m of lower.matchAll(/(?<!\p{L})hay (el|la|los|las) \p{L}+/gu))
    findings.push(`"${m[0]}": "hay" takes no definite article`);
  for (const m of lower.matchAll(
    /(?<!\p{L})(aquí|allí|dónde) (está|están) (un|una|unos|unas) \p{L}+/gu,
  ))
    findings.push(`"${m[0]}": "está" with an indefinite article (say "hay", or "el/la")`);
  return findings;
}

function agrees(adjective: Entry, noun: Entry): boolean {
  return adjective.gender === noun.gender && adjective.plural === noun.plural;
}

/** "los cojines mullido", "otras igual" (a predicate's agreement: predicate-and-object-es.ts). */
function nounAdjective(text: string, known: Map<string, Entry>): string[] {
  const findings: string[] = [];
  for (const { article, phrase, entry, after } of nounPhrases(text, known)) {
    const next = after[0] ?? '';
    const attributive = adjectiveForm(next);
    if (attributive && !agrees(attributive, entry))
      findings.push(`"${article} ${phrase} ${next}": the adjective does not agree`);
    // A predicate ("el agua se quedó quieta") is judged by its whole clause: predicateAgreement.
  }
  for (const m of text
    .toLocaleLowerCase('es')
    .matchAll(/(?<!\p{L})(otr(?:os|as)) igual(?!\p{L})/gu))
    findings.push(`"${m[0]}": "igual" needs its plural`);
  return findings;
}

/** "los cojines pareció", "el gato maullaron": the verb right after its subject. */
function subjectVerb(text: string, known: Map<string, Entry>): string[] {
  const findings: string[] = [];
  for (const { article, phrase, entry, after, complement } of nounPhrases(text, known)) {
    if (complement || ['del', 'al'].includes(article)) continue;
    const words = adjectiveForm(after[0] ?? '') ? after.slice(1) : after;
    const verb = words[0] ?? '';
    if (known.has(verb) || verb.length < 4) continue;
    const plural = /(?:aban|ían|aron|ieron)$/.test(verb);
    const singular = !plural && /(?:aba|[^e]ía|ó)$/.test(verb);
    if ((entry.plural && singular) || (!entry.plural && plural))
      findings.push(`"${article} ${phrase} ${verb}": the verb does not agree with its subject`);
  }
  return findings;
}

/** Verbs whose object is the thing or creature just named (and not the neuter "lo" of "lo vio todo"). */
const HANDLING =
  'par|atrap|busc|encontr|coger|cog|compartir|compart|guard|llev|persegu|segu|sac|solt|levant|abraz|toc|alcanz';

/**
 * A clitic on a verb of handling ("no había quien lo parara", "a atraparlas") that does not agree
 * with its antecedent: the first thing or creature the sentence names before it, else the last
 * one the sentence before named (places are never handled).
 */
function cliticAntecedent(
  text: string,
  known: Map<string, Entry>,
  nouns: ReadonlyArray<CheckedNoun>,
): string[] {
  const findings: string[] = [];
  const names = new Map<string, Entry>();
  for (const n of nouns) if (n.sense?.name) names.set(n.sense.name.toLocaleLowerCase('es'), n);
  const clitic = new RegExp(
    `(?<!\\p{L})(?:(lo|la|los|las) (?:${HANDLING})\\p{L}*?(?:aba|aban|ara|aran|ó|aron|ía|ían|iera|ieran|ió|ieron|a|an|e|en|é)|(?:${HANDLING})\\p{L}*?(?:ar|er|ir|ando|iendo)(lo|la|los|las))(?!\\p{L})`,
    'gu',
  );
  const things = nouns.filter((n) => n.sense?.kind !== 'place' && n.sense?.kind !== 'activity');
  let previous = '';
  for (const sentence of text.split(/(?<=[.!?»])\s+/)) {
    const lower = sentence.toLocaleLowerCase('es');
    for (const m of lower.matchAll(clitic)) {
      const pronoun = m[1] ?? m[2] ?? '';
      const before = lower.slice(0, m.index ?? 0);
      const antecedent =
        mention(before, known, names, things, 'first') ??
        mention(previous, known, names, things, 'last');
      if (!antecedent) continue;
      const expected = `${antecedent.gender === 'f' ? 'la' : 'lo'}${antecedent.plural ? 's' : ''}`;
      if (pronoun !== expected)
        findings.push(`"${m[0]}": the pronoun should be "${expected}" (${antecedent.word})`);
    }
    previous = lower;
  }
  return findings;
}

/** The story's element mentioned first or last in `before` (by its noun or its name), if any. */
function mention(
  before: string,
  known: Map<string, Entry>,
  names: Map<string, Entry>,
  nouns: ReadonlyArray<CheckedNoun>,
  which: 'first' | 'last',
): (Entry & { word: string }) | undefined {
  let best: (Entry & { word: string; at: number }) | undefined;
  const consider = (word: string, entry: Entry | undefined) => {
    if (!entry) return;
    const pattern = new RegExp(`(?<!\\p{L})${word}(?!\\p{L})`, 'gu');
    for (const m of before.matchAll(pattern))
      if (!best || (which === 'last' ? m.index > best.at : m.index < best.at))
        best = { ...entry, word, at: m.index };
  };
  for (const n of nouns)
    consider(n.noun.toLocaleLowerCase('es'), known.get(n.noun.toLocaleLowerCase('es')));
  for (const [name, entry] of names) consider(name, entry);
  return best;
}

/** "todo la cocina", "toda el jardín": "todo" agrees with the article after it. */
function allAgreement(text: string): string[] {
  const forms: Readonly<Record<string, string>> = {
    el: 'todo',
    la: 'toda',
    los: 'todos',
    las: 'todas',
  };
  const findings: string[] = [];
  for (const m of text
    .toLocaleLowerCase('es')
    .matchAll(/(?<!\p{L})(tod[oa]s?) (el|la|los|las) (\p{L}+)/gu)) {
    const expected = forms[m[2] ?? ''];
    // "toda el agua": a feminine noun with "el" before its stressed a.
    if (
      expected &&
      m[1] !== expected &&
      !(m[1] === 'toda' && m[2] === 'el' && /^h?[aá]/.test(m[3] ?? ''))
    )
      findings.push(`"${m[0]}": should be "${expected} ${m[2]}"`);
  }
  return findings;
}

function contractions(text: string): string[] {
  return [...text.matchAll(/(?<!\p{L})[Aa] el (?=\p{Ll})|(?<!\p{L})[Dd]e el (?=\p{Ll})/gu)].map(
    (m) => `"${m[0].trim()}" should be contracted`,
  );
}

/** Called to, a Spanish noun has no article: "Buenas noches, abuela", not "…, la abuela". */
function vocatives(text: string): string[] {
  return [
    ...text.matchAll(
      /(?:¡|^|[.!?»] )(?:Hola|Adiós|Buenas noches|Hasta mañana|Gracias|Dulces sueños), (?:el|la|los|las|su|sus) \p{L}+/gu,
    ),
  ].map((m) => `"${m[0].replace(/^[.!?»] /, '')}": no article when calling someone`);
}

/** Each ¡ closed by a ! and each ¿ by a ? in the same sentence, in that order. */
function unpairedMarks(text: string): string[] {
  const findings: string[] = [];
  for (const [open, close] of [
    ['¡', '!'],
    ['¿', '?'],
  ] as const) {
    let depth = 0;
    let start = 0;
    for (let i = 0; i < text.length; i++) {
      const c = text[i];
      if (c === open) {
        if (depth === 0) start = i;
        depth++;
      } else if (c === close) {
        if (depth === 0)
          findings.push(`no ${open} before: ${text.slice(Math.max(0, i - 40), i + 1)}`);
        else depth--;
      } else if (c === '.' && depth > 0) {
        findings.push(`no ${close} after: ${text.slice(start, i + 1)}`);
        depth = 0;
      }
    }
    if (depth > 0) findings.push(`no ${close} after: ${text.slice(start, start + 40)}`);
  }
  return findings;
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
