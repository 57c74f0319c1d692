import { parseNounPhrase, type NounPhrase } from './noun-phrase';
import { hasVerb, toPastTense } from './verbs';

/**
 * A parent's plot twist, read so it can be told in the story's past tense:
 * a clause ("the dragon was afraid of the dark"), several sentences, or just a thing ("a secret door").
 */
export type PlotTwist =
  | { kind: 'clause'; clause: string; exclaim: boolean; subject: string | null }
  | { kind: 'sentences'; text: string }
  | { kind: 'thing'; phrase: NounPhrase };

/** Words that may start a clause in lower case once it follows "that" or a colon. */
const LOWER_STARTERS = new Set(
  'the a an it its they he she there everyone everybody all his her their our my nobody someone somebody no one some this that we you every each nothing something everything'.split(
    ' ',
  ),
);
const LEAD_INS =
  /^(?:(?:plot )?twist\s*[:-]\s*|suddenly,?\s+|then,?\s+|but\s+|and\s+|surprise[,:!-]*\s+)+/i;

/** "the hero" and "the main character" mean the child: use the child's name instead. */
export function nameTheHero(text: string, hero: string): string {
  return text.replace(
    /\b(?:the|our)\s+(?:hero|heroine|main character|child|kid|protagonist)\b/gi,
    hero,
  );
}

export function parsePlotTwist(raw: string, hero: string): PlotTwist {
  const text = nameTheHero(raw.trim().replace(/\s+/g, ' '), hero);
  const sentences = text.split(/(?<=[.!?])\s+/).filter(Boolean);
  if (sentences.length > 1) {
    const told = sentences.map((s) => finishSentence(toPastTense(s))).join(' ');
    return { kind: 'sentences', text: told };
  }
  const exclaim = /!\s*$/.test(text);
  const body = text
    .replace(LEAD_INS, '')
    .replace(/[.!?]+$/, '')
    .trim();
  const words = body.split(' ');
  if (!hasVerb(words)) return { kind: 'thing', phrase: parseNounPhrase(body, hero) };
  const clause = lowerStart(toPastTense(body));
  return { kind: 'clause', clause, exclaim, subject: twistSubject(clause) };
}

const DETERMINERS = /^(?:the|a|an|his|her|their|my|our|its)$/i;

/**
 * Who or what the twist is about ("the map" in "the map was upside down"), so the story can hint at
 * it before it is told and come back to it after. Only a short subject before the verb, starting
 * with a determiner or a name; "a dragon" becomes "the dragon", since by then it has been met.
 */
export function twistSubject(clause: string): string | null {
  // "it was Dad all along", "it was the cat who took it": the one it was.
  const itWas =
    /^it was (?:really |secretly |actually )?((?:the |his |her |their |my )?\S+(?: \S+)??)(?: (?:all along|the whole time|who\b.*|that\b.*))?$/i.exec(
      clause.replace(/[.!]+$/, ''),
    )?.[1];
  if (itWas && !/^(?:a|an|nothing|nobody|just|only)\b/i.test(itWas))
    return itWas.replace(/^(?:his|her|their|my) /i, 'the ');
  const words = clause.split(' ');
  const verbAt = words.findIndex((_, i) => i > 0 && hasVerb(words.slice(0, i + 1)));
  if (verbAt < 1 || verbAt > 4) return null;
  const subject = words.slice(0, verbAt);
  const first = subject[0] ?? '';
  if (!DETERMINERS.test(first) && !/^\p{Lu}/u.test(first)) return null;
  if (DETERMINERS.test(first) && subject.length === 1) return null;
  return subject.join(' ').replace(/^an? /i, 'the ');
}

export function lowerStart(clause: string): string {
  const first = clause.split(' ')[0] ?? '';
  if (LOWER_STARTERS.has(first.toLowerCase()))
    return first.toLowerCase() + clause.slice(first.length);
  return clause;
}

export function finishSentence(text: string): string {
  const trimmed = text.trim();
  const capital = trimmed.charAt(0).toUpperCase() + trimmed.slice(1);
  return /[.!?]["']?$/.test(capital) ? capital : `${capital}.`;
}
