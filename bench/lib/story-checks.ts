import { sentences, words } from './story-metrics';

/**
 * Whether a story is *about* the parent's elements, read from its text (issue 27's bench): the
 * place is where the middle and the climax happen; each creature or person does things (the
 * subject of sentences) and is never handed over or found as a present; the twist is set up
 * before it is told; the lesson's situation comes before anyone says the lesson; and no run of
 * seven words is shared by many stories.
 */

export const paragraphsOf = (text: string): string[] =>
  text.split(/\n\s*\n/).filter((p) => p.trim());

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A pattern for any of `forms` as whole words, case-insensitive. */
export function formsPattern(forms: readonly string[]): RegExp {
  const unique = [...new Set(forms.filter((f) => f.trim().length > 0))].sort(
    (a, b) => b.length - a.length,
  );
  return new RegExp(`(?<![\\p{L}])(?:${unique.map(escape).join('|')})(?![\\p{L}])`, 'iu');
}

/**
 * The place named in the climax (the paragraphs between 60 % of the story and the goodnight) and
 * in at least half of the middle paragraphs (after the opening, before the climax).
 */
export function placeDrivesStory(
  text: string,
  place: RegExp,
): { climax: boolean; middleShare: number } {
  const paragraphs = paragraphsOf(text);
  const climaxFrom = Math.floor(paragraphs.length * 0.6);
  const middle = paragraphs.slice(1, climaxFrom);
  const climax = paragraphs.slice(climaxFrom, -1);
  const named = middle.filter((p) => place.test(p)).length;
  return {
    climax: climax.some((p) => place.test(p)),
    middleShare: middle.length ? named / middle.length : 1,
  };
}

const SPEECH_TAG = '(?:said|asked|cried|called|whispered|grumbled|murmured|\\p{Ll}+ed)';

/** Sentences in which the character acts or speaks: it opens the sentence or a clause, or tags a quote. */
export function subjectSentences(text: string, character: RegExp): number {
  const name = character.source;
  const opens = new RegExp(
    `(?:^|[,;:—–]\\s+|\\band\\s+|\\bthen\\s+|["”]\\s+)(?:[\\p{Ll}\\s]{0,20})?(?:${name})\\s+(?!and\\b)\\p{Ll}`,
    'iu',
  );
  const tags = new RegExp(
    `["”]\\s+${SPEECH_TAG}\\s+(?:${name})\\b|(?:${name})\\s+${SPEECH_TAG}\\b`,
    'iu',
  );
  return sentences(text).filter((s) => opens.test(s) || tags.test(s)).length;
}

/** "gave … Churro", "handed her Colonel", "found Colonel": a character treated as a thing. */
export function treatedAsThing(text: string, character: RegExp): string[] {
  const pattern = new RegExp(
    `\\b(?:gave|given|give|handed|hand|hands|found|finds|find)\\s+(?:\\p{L}+\\s+){0,2}?(?:${character.source})\\b`,
    'giu',
  );
  return [...text.matchAll(pattern)].map((m) => m[0]);
}

/** Whether every noun of the twist is in the text before the twist is told. */
export function twistSetUp(
  text: string,
  twist: string,
  nouns: readonly string[],
): { told: boolean; setUp: boolean } {
  const lower = text.toLowerCase();
  const body = twist.toLowerCase().replace(/[.!?]+$/, '');
  // Told where its verb phrase appears: "had been hiding", "was upside down".
  const twistWords = body.split(/\s+/);
  const verbAt = twistWords.findIndex((w) =>
    /^(was|were|is|are|had|has|been|could|would|did)$/.test(w),
  );
  const phrase = twistWords.slice(Math.max(0, verbAt), Math.max(0, verbAt) + 3).join(' ');
  const at = lower.indexOf(phrase);
  if (at < 0) return { told: false, setUp: false };
  const before = lower.slice(0, at);
  return {
    told: true,
    setUp: nouns.every((noun) => new RegExp(`\\b${escape(noun.toLowerCase())}`, 'u').test(before)),
  };
}

/** Whether the situation (scared, failing…) is shown before the lesson is said; true when it is never said. */
export function lessonLived(
  text: string,
  lesson: string,
  situation: RegExp,
): { situation: boolean; before: boolean } {
  const quote = lesson
    .toLowerCase()
    .replace(/[.!?"]+$/g, '')
    .replace(/^"/, '');
  const at = text.toLowerCase().indexOf(quote);
  const match = situation.exec(text);
  if (!match) return { situation: false, before: false };
  return { situation: true, before: at < 0 || match.index < at };
}

/**
 * In how many stories each run of `n` words appears (once per story), with each story's own words
 * (names, elements, twist, lesson) masked to X first; most shared first.
 */
export function sharedRuns(
  stories: readonly { text: string; own: readonly RegExp[] }[],
  n = 7,
): { run: string; stories: number }[] {
  const counts = new Map<string, number>();
  for (const { text, own } of stories) {
    let masked = text;
    for (const pattern of own) masked = masked.replace(new RegExp(pattern.source, 'giu'), ' X ');
    const list = words(masked);
    const runs = new Set<string>();
    for (let i = 0; i + n <= list.length; i++) runs.add(list.slice(i, i + n).join(' '));
    for (const run of runs) counts.set(run, (counts.get(run) ?? 0) + 1);
  }
  return [...counts]
    .map(([run, stories]) => ({ run, stories }))
    .sort((a, b) => b.stories - a.stories);
}
