/**
 * Our own grammar rules for the writer's output (docs/decisions/036): the error classes a parent
 * met in earlier stories ("every bit as marvellous than", "a careful picture… with great care",
 * "wanted a missing cookbook") and the slips a template writer makes (a token left unfilled, "a
 * owl", "hooted The owls", "Amara could change Amara's mind"). Every bench story must pass.
 */
export interface GrammarFinding {
  rule: string;
  excerpt: string;
}

/** Sounds doubled on purpose in a bedtime story ("Night night", "Splash splash"). */
const DOUBLED_ON_PURPOSE = new Set(
  'night bye no yes hop step look quick run clap pop honk tick knock splash tap clack very round stomp had ha hee rattle scribble flip toot bounce yum wobble peep ooh slowly softly hush shh squeak'.split(
    ' ',
  ),
);
const A_BEFORE_VOWEL_SOUND = /^(uni|use|usu|ure|uro|one|once|eu|ewe|ufo|ubi)/i;
const AN_BEFORE_CONSONANT_SOUND = /^(hour|honest|honou?r|heir)/i;
const SINGULAR_S = /(ss|us|is|ness)$/;

type Rule = { rule: string; find: (text: string) => string[] };

const matches = (pattern: RegExp) => (text: string) => [...text.matchAll(pattern)].map((m) => m[0]);

const RULES: readonly Rule[] = [
  { rule: 'as … than', find: matches(/\bas \w+ than\b/gi) },
  { rule: 'careful … with great care', find: matches(/\bcareful\b[^.!?]*\bwith great care\b/gi) },
  {
    rule: 'wanted a missing thing',
    find: matches(/\bwant(?:ed|s)? (?:a|an|the) (?:missing|lost)\b/gi),
  },
  { rule: 'unfilled template', find: matches(/[{}[\]]|\bundefined\b|\bnull\b/g) },
  {
    rule: 'doubled word',
    find: (text) =>
      [...text.matchAll(/\b(\p{L}+) \1\b/giu)]
        .filter((m) => !DOUBLED_ON_PURPOSE.has((m[1] ?? '').toLowerCase()))
        .map((m) => m[0]),
  },
  {
    rule: 'a/an',
    find: (text) => [
      ...[...text.matchAll(/\b[Aa] ([aeiouAEIOU][\p{L}-]*)/gu)]
        .filter((m) => !A_BEFORE_VOWEL_SOUND.test(m[1] ?? ''))
        .map((m) => m[0]),
      ...[...text.matchAll(/\b[Aa]n ([b-df-hj-np-tv-zB-DF-HJ-NP-TV-Z][\p{L}-]*)/gu)]
        .filter((m) => !AN_BEFORE_CONSONANT_SOUND.test(m[1] ?? ''))
        .map((m) => m[0]),
    ],
  },
  { rule: 'space before punctuation', find: matches(/ [,.!?;:](?!\.)/g) },
  { rule: 'doubled punctuation', find: matches(/(?<!\.)\.\.(?!\.)|,,|,\.|\.,/g) },
  { rule: 'capital inside a sentence', find: matches(/[\p{Ll},;] (?:The|A|An|Some) \p{Ll}+/gu) },
  { rule: 'sentence starts in lower case', find: matches(/[.!?] +\p{Ll}\p{L}*/gu) },
  {
    rule: 'full stop before a speech tag',
    find: matches(/\.["”] +(?:said|asked|cried|called|whispered|\p{Ll}+ed)\b/gu),
  },
  {
    rule: 'name for a pronoun',
    find: matches(
      /\b(\p{Lu}\p{Ll}+)\b[^.!?"]{0,40}\b\1['’]s (?:mind|fingers|breath|eyes|hands|heart|knees|cheeks|coat|lip)\b/gu,
    ),
  },
  {
    rule: 'at a room',
    find: matches(
      /\b[Aa]t (?:the|his|her|their|my) (?:kitchen|bathroom|bedroom|attic|supermarket|classroom|library|greenhouse|living room)\b/g,
    ),
  },
  {
    rule: 'plural with singular verb',
    find: (text) =>
      [
        ...text.matchAll(
          /(?:^|[.!?]["”]? +|, +)(?:[Ss]ome|[Tt]wo|[Tt]hree|[Ff]our|[Ff]ive|[Tt]he) (\p{Ll}+s) (?:was|has|is)\b/gu,
        ),
      ]
        .filter((m) => !SINGULAR_S.test(m[1] ?? ''))
        .map((m) => m[0]),
  },
  { rule: 'same word for place and thing', find: matches(/\b(\p{L}{3,}) at the \1\b/giu) },
  {
    rule: 'preposition before a place phrase',
    find: matches(/\b(?:by|past|to) (?:under|behind|inside|among|beside|on top of)\b/g),
  },
  { rule: 'stray spaces', find: matches(/ {2,}/g) },
];

export function checkGrammar(text: string): GrammarFinding[] {
  return RULES.flatMap(({ rule, find }) => find(text).map((excerpt) => ({ rule, excerpt })));
}
