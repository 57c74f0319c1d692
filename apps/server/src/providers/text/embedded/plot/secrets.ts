import type { PlotTwist } from '../plot-twist';
import type { ElementSense } from '../understand/understand-element';
import { toPastTense } from '../verbs';

/**
 * A thing with a secret (docs/decisions/099): "an old library card with a strange name on it", "a
 * lift that stops at a floor that isn't there", "a mysterious key". In a mystery such a thing is
 * not lost — it is there to be looked at, and the story is finding out why it is the way it is.
 */

/** What the parent's words make strange. */
const STRANGE_WORDS =
  /\b(?:strange|odd|weird|mysterious|curious|peculiar|secret|hidden|magic|magical|enchanted|locked|cursed|haunted|ghostly|glowing|whisper\w*|talk\w*|sing\w*|hum\w*|by itself|on its own|backwards|isn['’]t there|wasn['’]t there|nobody|no one|never|nothing|nowhere|code|message|map|name|riddle|symbol|mark\w*|writing|letters?)\b/i;

/** Things that stay where they are built: never carried off, so never "missing". */
const FIXED =
  /^(?:lift|elevator|door|gate|clock tower|tower|fountain|statue|staircase|stairs|stairway|window|fireplace|chimney|wall|well|bridge|tunnel|trapdoor|cellar|attic|escalator|organ|bell|chandelier|mirror)$/i;

export function isFixed(thing: ElementSense): boolean {
  return FIXED.test(thing.head);
}

/**
 * A clause in the past: the lexicon's verbs as it knows them ("runs" → "ran"), any other verb
 * after its subject the regular way ("squeaks" → "squeaked", "follow" → "followed").
 */
function pastOf(clause: string): string {
  const told = toPastTense(clause);
  if (told !== clause) return told;
  const match = /^((?:it|they|(?:its|their) \p{L}+)) (\p{Ll}+)(.*)$/u.exec(clause);
  if (!match) return clause;
  const [, subject, verb = '', rest] = match;
  const base = /(?:ss|sh|ch|x|o)es$/.test(verb)
    ? verb.slice(0, -2)
    : /ies$/.test(verb)
      ? `${verb.slice(0, -3)}y`
      : /[^s]s$/.test(verb)
        ? verb.slice(0, -1)
        : verb;
  const past = /e$/.test(base)
    ? `${base}d`
    : /[^aeiou]y$/.test(base)
      ? `${base.slice(0, -1)}ied`
      : `${base}ed`;
  return `${subject} ${past}${rest}`;
}

/** A thing the parent has made strange, or that the mystery's twist is about. */
export function hasSecret(thing: ElementSense, twist: PlotTwist | null): boolean {
  if (thing.kind !== 'object') return false;
  if (thing.qualities.some((q) => /^(?:missing|lost|runaway|broken)$/.test(q))) return false;
  if (thing.oddity && STRANGE_WORDS.test(thing.oddity)) return true;
  if (thing.qualities.some((q) => STRANGE_WORDS.test(q))) return true;
  return twistIsAbout(thing, twist);
}

/** "the music box was a map": the twist's subject is this thing. */
export function twistIsAbout(thing: ElementSense, twist: PlotTwist | null): boolean {
  if (twist?.kind !== 'clause' || !twist.subject) return false;
  const last = twist.subject.toLowerCase().split(' ').pop() ?? '';
  return last === thing.head.toLowerCase() || last === `${thing.head.toLowerCase()}s`;
}

/**
 * The strange thing about it, as a clause in the story's past tense: "it had a strange name on it",
 * "it stopped at a floor that wasn't there", "nobody knew where it had come from".
 */
export function oddityOf(thing: ElementSense): string {
  const it = thing.plural ? 'they' : 'it';
  const had = thing.plural ? 'had' : 'had';
  const odd = thing.oddity;
  if (odd && /^with\b/i.test(odd)) return `${it} ${had} ${odd.replace(/^with\s+/i, '')}`;
  if (odd && /^(?:that|which)\b/i.test(odd))
    return pastOf(`${it} ${odd.replace(/^(?:that|which)\s+/i, '')}`);
  // "a painting whose eyes follow you": its eyes followed you.
  if (odd && /^whose\b/i.test(odd))
    return pastOf(`${thing.plural ? 'their' : 'its'} ${odd.replace(/^whose\s+/i, '')}`);
  const q = thing.qualities;
  if (q.some((w) => /^(?:magic|magical|enchanted)$/.test(w)))
    return `${it} did things no ordinary ${thing.head} should be able to do`;
  if (q.includes('locked'))
    return `${it} ${thing.plural ? 'were' : 'was'} locked, and nobody had ever seen the key`;
  if (q.some((w) => /^(?:secret|hidden)$/.test(w)))
    return `nobody was meant to know ${it} ${thing.plural ? 'were' : 'was'} there at all`;
  if (q.some((w) => /^(?:haunted|ghostly|cursed)$/.test(w)))
    return `odd things happened around ${thing.plural ? 'them' : 'it'} when nobody was looking`;
  if (q.some((w) => /^(?:strange|odd|weird|mysterious|curious|peculiar)$/.test(w)))
    return `nobody knew where ${it} had come from`;
  return `something about ${thing.plural ? 'them' : 'it'} was not quite right`;
}
