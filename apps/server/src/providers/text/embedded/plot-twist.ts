import { parseNounPhrase, type NounPhrase } from './noun-phrase';
import { hasVerb, toPastTense } from './verbs';

/**
 * A parent's plot twist, read so it can be told in the story's past tense:
 * a clause ("the dragon was afraid of the dark"), several sentences, or just a thing ("a secret door").
 */
export type PlotTwist =
  | { kind: 'clause'; clause: string; exclaim: boolean }
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
  return { kind: 'clause', clause: lowerStart(toPastTense(body)), exclaim };
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
