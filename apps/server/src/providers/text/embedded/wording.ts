import type { AgeBand } from './age-band';
import type { Random } from './random';

/**
 * Words that can stand in for one another wherever our phrase banks use them, so a line reads a
 * little differently each time it is told. Only groups that stay grammatical in every context of
 * the banks belong here (same part of speech; "a"/"an" is corrected afterwards); add with care.
 */
/** Swaps that suit every age. */
const SHARED_SYNONYMS: readonly (readonly string[])[] = [
  ['everyone', 'everybody'],
  ['nobody', 'no one'],
  ['somebody', 'someone'],
  // "Get started" cannot become "get began", so "started" is only ever offered.
  ['began', '~started'],
];

/** Simple words for toddlers' short sentences, where they cannot clash with a longer phrase. */
const TODDLER_SYNONYMS: readonly (readonly string[])[] = [
  ['big', 'huge'],
  ['pretty', 'lovely'],
  ['shiny', 'sparkly'],
  ['tiny', 'teeny'],
  ['quiet', 'still'],
  ['sleepy', 'tired'],
  ['hug', 'cuddle'],
];

const SYNONYMS: readonly (readonly string[])[] = [
  ['at last', 'finally'],
  ['suddenly', 'all of a sudden'],
  ['whispered', 'murmured'],
  ['shouted', 'called out'],
  ['tiny', '~little'],
  ['small', '~tiny'],
  ['huge', 'enormous'],
  ['beautiful', 'lovely'],
  ['wonderful', 'marvellous'],
  ['delighted', 'thrilled'],
  ['terrible', 'dreadful'],
  ['terribly', 'dreadfully'],
  ['scared', 'frightened'],
  ['tired', 'weary'],
  ['sad', 'unhappy'],
  ['gently', 'softly'],
  ['carefully', '~gently'],
  ['hurried', 'rushed'],
  ['noticed', 'spotted'],
  ['peeked', 'peeped'],
  ['sparkling', 'glittering'],
  ['shiny', 'gleaming'],
  ['happily', 'joyfully'],
  ['laughed', 'chuckled'],
  ['quickly', 'swiftly'],
  ['a moment later', 'the next moment'],
  // "Cross" is also a mark on a map ("a dotted line and a cross"): only ever offered.
  ['grumpy', '~cross'],
  ['sleepy', 'drowsy'],
  ['glowed', 'shone'],
  ['drifted', 'floated'],
  ['path', 'trail'],
  ['jumped', 'leapt'],
  ['straight away', 'right away'],
  ['tonight', 'this evening'],
  ['puzzled', 'baffled'],
  ['tiptoed', 'crept'],
  ['grinned', 'beamed'],
  ['strange', 'peculiar'],
  ['clever', 'smart'],
  ['hugged', 'cuddled'],
  ['stared', 'gazed'],
  ['hidden', 'tucked away'],
  ['vanished', 'disappeared'],
  ['seemed', '~appeared'],
  ['exactly', '~just'],
];

/**
 * Older children (8–15) also hear longer, richer words. Each group replaces the shared group of
 * the same word, keeps every plainer choice and, like the rest, fits every context of the banks.
 */
const OLDER_SYNONYMS: readonly (readonly string[])[] = [
  ['at last', 'finally', 'eventually'],
  ['suddenly', 'all of a sudden', 'unexpectedly'],
  ['shouted', 'called out', 'exclaimed'],
  ['huge', 'enormous', 'immense'],
  ['enormous', 'immense', 'colossal'],
  ['beautiful', 'lovely', 'exquisite'],
  ['lovely', 'delightful'],
  ['wonderful', 'marvellous', 'magnificent'],
  ['amazing', 'astonishing', 'remarkable'],
  ['strange', 'peculiar', 'mysterious'],
  ['tired', 'weary', 'exhausted'],
  ['delighted', 'thrilled', 'overjoyed'],
  ['surprised', 'astonished', 'amazed'],
  ['happily', 'joyfully', 'contentedly'],
  ['quickly', 'swiftly', 'rapidly'],
  ['carefully', 'cautiously', 'attentively'],
  ['quietly', 'silently', 'noiselessly'],
  ['noticed', 'spotted', 'observed'],
  ['hurried', 'rushed', 'hastened'],
  ['wandered', 'meandered'],
  ['sparkling', 'glittering', 'shimmering'],
  ['peaceful', 'tranquil', 'serene'],
  ['brave', 'courageous', 'valiant'],
  ['clever', 'ingenious', 'resourceful'],
  ['bright', 'brilliant', 'radiant'],
  ['funny', 'comical'],
  ['silly', 'ridiculous'],
  ['friendly', 'amiable', 'genial'],
  ['important', 'significant'],
  ['special', 'extraordinary', 'exceptional'],
  ['decided', 'resolved'],
  ['realised', 'understood', 'recognised'],
  ['answered', 'replied', 'responded'],
  ['journey', 'expedition'],
  ['idea', 'notion', 'inspiration'],
  ['puzzled', 'baffled', 'bewildered'],
  ['grinned', 'beamed'],
  ['stared', 'gazed', 'marvelled'],
];

/** Common words that are only interchangeable away from certain neighbours ("found out", "the very top"). */
interface GuardedGroup {
  words: readonly string[];
  notAfter?: RegExp;
  notBefore?: RegExp;
}
const GUARDED: readonly GuardedGroup[] = [
  // A tea cosy is a thing; "was missing Grandma" is a verb ("was lost Grandma" is not English).
  { words: ['cosy', 'snug'], notAfter: /\btea\s$/i },
  { words: ['missing', '~lost'], notAfter: /\b(was|were|is|are|am|be|been)\s$/i },
  // Not "had tumbled" → "had fell", nor "carried off" → "brought off"; "worried" is also a
  // speech verb ("…," worried Mr Quoit), so it stays as written.
  { words: ['tumbled', '~fell'], notAfter: /\b(had|have|has|was|were)\s$/i },
  { words: ['carried', 'brought'], notBefore: /^ (off|away|on)\b/ },
  {
    words: ['very', '~really'],
    notAfter: /\b(the|that|this|very,|really,)\s$/i,
    notBefore: /^(,| much| many| well| best| first| last| \w+ indeed)/,
  },
  { words: ['found', 'discovered'], notBefore: /^ (out|them|him|her|me|us|it a|its|their|that)\b/ },
  // "The whole wide world", "the whole of the town" keep their "whole".
  { words: ['whole', 'entire'], notBefore: /^ (wide|of)\b/ },
  { words: ['glowing', 'shining'], notBefore: /^ feeling/ },
  { words: ['smiled', 'beamed'], notBefore: /^ (a|back)\b/ },
  // "Loved to sing" cannot become "adored to sing".
  { words: ['loved', 'adored'], notBefore: /^ to\b/ },
];

/** Richer guarded swaps for older children. */
const OLDER_GUARDED: readonly GuardedGroup[] = [
  { words: ['remembered', 'recalled'], notBefore: /^ to\b/ },
  { words: ['watched', 'observed'], notBefore: /^ (over|from)\b/ },
  // "Slowly but surely" is a saying.
  { words: ['slowly', 'unhurriedly'], notBefore: /^ but\b/ },
];

interface Group {
  choices: readonly string[];
  notAfter?: RegExp;
  notBefore?: RegExp;
}

/** "~word" is offered as a replacement but never replaced itself (e.g. "little" also means "a bit"). */
const groupsOf = (synonyms: readonly (readonly string[])[]): [string, Group][] =>
  synonyms.flatMap((words) => {
    const group: Group = { choices: words.map((word) => word.replace(/^~/, '')) };
    return words
      .filter((word) => !word.startsWith('~'))
      .map((word) => [word, group] as [string, Group]);
  });

const PLAIN_GROUP_OF = new Map<string, Group>([
  ...groupsOf(SHARED_SYNONYMS),
  ...groupsOf(TODDLER_SYNONYMS),
]);
const guardedGroupsOf = (guards: readonly GuardedGroup[]): [string, Group][] =>
  guards.flatMap((guarded) => {
    const choices = guarded.words.map((word) => word.replace(/^~/, ''));
    const group: Group = { choices, notAfter: guarded.notAfter, notBefore: guarded.notBefore };
    return guarded.words
      .filter((word) => !word.startsWith('~'))
      .map((word) => [word, group] as [string, Group]);
  });
const GROUP_OF = new Map<string, Group>([
  ...groupsOf(SHARED_SYNONYMS),
  ...groupsOf(SYNONYMS),
  ...guardedGroupsOf(GUARDED),
]);
/** Later entries win, so an older group replaces the everyday group of the same word. */
const OLDER_GROUP_OF = new Map<string, Group>([
  ...GROUP_OF,
  ...groupsOf(OLDER_SYNONYMS),
  ...guardedGroupsOf(OLDER_GUARDED),
]);
const patternOf = (groups: ReadonlyMap<string, Group>): RegExp =>
  new RegExp(
    `\\b(${[...groups.keys()].sort((a, b) => b.length - a.length).join('|')})\\b(?![-'{])`,
    'gi',
  );
const PATTERN = patternOf(GROUP_OF);
const OLDER_PATTERN = patternOf(OLDER_GROUP_OF);
const PLAIN_PATTERN = patternOf(PLAIN_GROUP_OF);

/**
 * Swaps some words for their equals: toddlers only get swaps simple enough for them, older
 * children richer words as well. Runs on bank lines before tokens are filled in, so parents' words
 * are never changed.
 */
export function varyWording(line: string, random: Random, band: AgeBand = 'middle'): string {
  const [groups, pattern] =
    band === 'little'
      ? [PLAIN_GROUP_OF, PLAIN_PATTERN]
      : band === 'older'
        ? [OLDER_GROUP_OF, OLDER_PATTERN]
        : [GROUP_OF, PATTERN];
  return line.replace(pattern, (match: string, _word: string, offset: number) => {
    const group = groups.get(match.toLowerCase());
    if (!group) return match;
    if (group.notAfter?.test(precedingText(line, offset))) return match;
    if (group.notBefore?.test(followingText(line, offset + match.length))) return match;
    const choice = random.pick(group.choices);
    return /^[A-Z]/.test(match) ? choice.charAt(0).toUpperCase() + choice.slice(1) : choice;
  });
}

/**
 * What comes before a word once the sentence is told: inside an option ("[missed|was missing]")
 * the option's own words ("was "); at an option's start ("was [missing|gone]") what comes before
 * the options.
 */
function precedingText(line: string, start: number): string {
  let before = line.slice(0, start);
  const option = /[[|]([^[\]|]*)$/.exec(before);
  if (option) before = option[1] ? option[1] : before.replace(/\[[^[\]]*$/, '');
  return before.slice(Math.max(0, before.length - 12));
}

/**
 * What follows a word once the sentence is told: a word that ends an option ("[liked|loved] to")
 * is followed by what comes after the options, so a guard sees " to" and not "] to".
 */
function followingText(line: string, end: number): string {
  let after = line.slice(end);
  if (after.startsWith('|') || after.startsWith(']')) after = after.replace(/^[^[\]]*\]/, '');
  return after.slice(0, 12);
}

/** Words that may open a sentence and can be lower-cased when it is joined to the one before. */
const JOINABLE_STARTS = new Set(
  (
    'the a an it its then soon but so yet and everything everyone everybody somewhere far one ' +
    'there now overhead outside inside suddenly slowly high down up this that they their his her ' +
    'each every all nobody no not just even still before after with without at in on by from ' +
    'beyond across little once sometimes together back here off out round above below later ' +
    'beside through behind along over under nearby meanwhile gradually eventually finally'
  ).split(' '),
);
const SENTENCE_BREAK = /(?<=[.!?]["”’]?) +/;
const MAX_JOINED_WORDS = 34;

/**
 * Older children read longer sentences: joins some pairs of short neighbouring sentences in a
 * paragraph ("…was still. Far away, a bell chimed." → "…was still, and far away, a bell chimed.").
 * Only plain statements are joined — no speech, questions or exclamations — and a sentence is
 * only joined if its first word is a common one that can be lower-cased; names stay as they are.
 */
export function joinShortSentences(paragraph: string, random: Random, chance = 0.8): string {
  // Split only at the spaces after a sentence's end, so joining the parts again changes nothing.
  const parts = paragraph.split(SENTENCE_BREAK);
  const out: string[] = [];
  for (const part of parts) {
    const last = out[out.length - 1];
    const joined = last === undefined ? undefined : join(last, part);
    if (joined && random.chance(chance)) out[out.length - 1] = joined;
    else out.push(part);
  }
  return out.join(' ');
}

function join(first: string, second: string): string | undefined {
  if (!first.endsWith('.') || !second.endsWith('.')) return undefined;
  // No speech, and at most one semicolon in a sentence.
  if (/["“”;]/.test(first + second)) return undefined;
  if (first.split(' ').length + second.split(' ').length > MAX_JOINED_WORDS) return undefined;
  const [word = '', ...rest] = second.split(' ');
  if (!JOINABLE_STARTS.has(word.toLowerCase()) || word === 'I') return undefined;
  const lower = [word.toLowerCase(), ...rest].join(' ');
  const head = first.slice(0, -1);
  if (/^(and|but|so|yet) /.test(lower)) return `${head}, ${lower}`;
  if (lower.startsWith('then ')) return `${head}, and ${lower}`;
  // A sentence that already has an "and" takes a semicolon, but only if it is short.
  if (/ and /.test(head)) return head.split(' ').length <= 14 ? `${head}; ${lower}` : undefined;
  return `${head}, and ${lower}`;
}
