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
  ['began', 'started'],
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
  ['worried', 'anxious'],
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
  ['loved', 'adored'],
  ['quickly', 'swiftly'],
  ['a moment later', 'the next moment'],
  ['carried', 'brought'],
  ['grumpy', 'cross'],
  ['sleepy', 'drowsy'],
  ['cosy', 'snug'],
  ['glowed', 'shone'],
  ['drifted', 'floated'],
  ['path', 'trail'],
  ['tumbled', '~fell'],
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
  ['missing', '~lost'],
  ['seemed', '~appeared'],
  ['exactly', '~just'],
];

/** Common words that are only interchangeable away from certain neighbours ("found out", "the very top"). */
interface GuardedGroup {
  words: readonly string[];
  notAfter?: RegExp;
  notBefore?: RegExp;
}
const GUARDED: readonly GuardedGroup[] = [
  {
    words: ['very', '~really'],
    notAfter: /\b(the|very,|really,)\s$/i,
    notBefore: /^(,| much| many| well| best| first| last| \w+ indeed)/,
  },
  { words: ['found', 'discovered'], notBefore: /^ (out|them|him|her|me|us|it a|its|their|that)\b/ },
  { words: ['whole', 'entire'], notBefore: /^ wide/ },
  { words: ['glowing', 'shining'], notBefore: /^ feeling/ },
  { words: ['smiled', 'beamed'], notBefore: /^ (a|back)\b/ },
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
const GROUP_OF = new Map<string, Group>([
  ...groupsOf(SHARED_SYNONYMS),
  ...groupsOf(SYNONYMS),
  ...GUARDED.flatMap((guarded) => {
    const choices = guarded.words.map((word) => word.replace(/^~/, ''));
    const group: Group = { choices, notAfter: guarded.notAfter, notBefore: guarded.notBefore };
    return guarded.words
      .filter((word) => !word.startsWith('~'))
      .map((word) => [word, group] as const);
  }),
]);
const patternOf = (groups: ReadonlyMap<string, Group>): RegExp =>
  new RegExp(
    `\\b(${[...groups.keys()].sort((a, b) => b.length - a.length).join('|')})\\b(?![-'{])`,
    'gi',
  );
const PATTERN = patternOf(GROUP_OF);
const PLAIN_PATTERN = patternOf(PLAIN_GROUP_OF);

/**
 * Swaps some words for their equals; `plain` keeps to swaps simple enough for toddlers. Runs on
 * bank lines before tokens are filled in, so parents' words are never changed.
 */
export function varyWording(line: string, random: Random, plain = false): string {
  const groups = plain ? PLAIN_GROUP_OF : GROUP_OF;
  return line.replace(
    plain ? PLAIN_PATTERN : PATTERN,
    (match: string, _word: string, offset: number) => {
      const group = groups.get(match.toLowerCase());
      if (!group) return match;
      if (group.notAfter?.test(line.slice(Math.max(0, offset - 12), offset))) return match;
      if (group.notBefore?.test(line.slice(offset + match.length, offset + match.length + 12)))
        return match;
      const choice = random.pick(group.choices);
      return /^[A-Z]/.test(match) ? choice.charAt(0).toUpperCase() + choice.slice(1) : choice;
    },
  );
}
