import { nameTheHero, finishSentence } from './plot-twist';
import { LESSON_ADVERBS } from './lexicon';
import { BASE_VERBS, gerund, hasVerb } from './verbs';

/**
 * A life lesson in the forms the lesson beats need. Parents type lessons as an order
 * ("be kind to others"), a saying ("sharing is caring") or a topic ("kindness"); anything
 * else is quoted as typed, which always reads naturally.
 */
export type LifeLesson =
  | { kind: 'order'; infinitive: string; gerund?: string; quote: string }
  | { kind: 'saying'; clause: string; quote: string }
  | { kind: 'topic'; topic: string }
  | { kind: 'quote'; quote: string };

const SUBJECT_STARTERS = new Set(
  'we you they everyone everybody nobody it there friends people kids children good true real a every being'.split(
    ' ',
  ),
);

export function parseLifeLesson(raw: string, hero: string): LifeLesson {
  let text = nameTheHero(raw.trim().replace(/\s+/g, ' '), hero).replace(/[.!]+$/, '');
  text = text.replace(/^(?:that|the lesson is(?: that)?|learn(?:ing)?(?: that)?)\s+/i, '');
  const orderText = text.replace(/^(?:how\s+)?to\s+/i, '').replace(/^please,?\s+/i, '');
  const words = orderText.split(' ');
  const lower = words.map((w) => w.toLowerCase());
  const quote = finishSentence(orderText);

  const negative = lower[0] === "don't" || (lower[0] === 'do' && lower[1] === 'not');
  const verbIndex = negative
    ? lower[0] === 'do'
      ? 2
      : 1
    : LESSON_ADVERBS.has(lower[0] ?? '')
      ? 1
      : 0;
  const verb = lower[verbIndex] ?? '';
  const looksLikeOrder = BASE_VERBS.has(verb) && !isVerbOfSaying(lower[verbIndex + 1]);
  if (looksLikeOrder && !text.includes('?')) {
    const rest = words.slice(verbIndex).join(' ');
    const lowered = rest.charAt(0).toLowerCase() + rest.slice(1);
    const adverb = verbIndex === 1 && !negative ? `${lower[0]} ` : '';
    const infinitive = negative ? `not to ${lowered}` : `to ${adverb}${lowered}`;
    const ing = verbIndex === 0 ? `${gerund(verb)}${lowered.slice(verb.length)}` : undefined;
    return ing
      ? { kind: 'order', infinitive, gerund: ing, quote }
      : { kind: 'order', infinitive, quote };
  }
  // "quiet people notice the most", "good friends share": a plural subject and its verb.
  const pluralSubjectVerb = lower.some(
    (w, i) =>
      i > 0 && BASE_VERBS.has(w) && /^(?:people|children|folk|\p{L}+s)$/u.test(lower[i - 1] ?? ''),
  );
  if (
    hasVerb(lower) ||
    pluralSubjectVerb ||
    (SUBJECT_STARTERS.has(lower[0] ?? '') && words.length >= 3)
  ) {
    return { kind: 'saying', clause: lowerFirst(text, hero), quote: finishSentence(text) };
  }
  if (words.length <= 5 && !/[?]/.test(text))
    return { kind: 'topic', topic: lowerFirst(text, hero) };
  return { kind: 'quote', quote: finishSentence(text) };
}

/** "love is everything": the first word is a noun followed by its verb, not an order. */
function isVerbOfSaying(word: string | undefined): boolean {
  return (
    word !== undefined &&
    ['is', 'are', 'was', 'means', 'matters', 'wins', 'helps', 'makes', 'can', 'will'].includes(word)
  );
}

/** Lower-cases the opening word so the lesson can follow "that" or "about"; the child's name stays as it is. */
function lowerFirst(text: string, hero: string): string {
  const first = text.split(' ')[0] ?? '';
  if (first === hero || first === 'I' || first.startsWith("I'")) return text;
  return first.toLowerCase() + text.slice(first.length);
}
