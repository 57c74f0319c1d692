import type { LifeLesson } from './life-lesson';
import { possessive, type NounPhrase } from './noun-phrase';
import type { PlotTwist } from './plot-twist';
import { joinList, type Tokens, type TokenValue } from './template';

type TokenMap = Record<string, TokenValue>;

/** Whom a line is about: an element (and whether the picture shows it there), or another child. */
export interface Focus {
  tokens: Tokens;
  /** The element the tokens name, when it is in view where this line happens. */
  element?: NounPhrase;
}

/** The element in hand for a line; `inView` false for lines about it far away ("Far away, the castle slept"). */
export function focusOn(phrase: NounPhrase, inView = true): Focus {
  return { tokens: elementTokens(phrase), element: inView ? phrase : undefined };
}

/** Creatures and things can travel with the hero; places and the sky stay where they are. */
export function isCompanion(phrase: NounPhrase): boolean {
  return phrase.kind === 'creature' || phrase.kind === 'thing';
}

/** Companions first (creatures before things), keeping the parent's order otherwise. */
export function castOrder(phrases: readonly NounPhrase[]): NounPhrase[] {
  const rank = { creature: 0, thing: 1, sky: 2, place: 3 } as const;
  return phrases
    .map((phrase, index) => ({ phrase, index }))
    .sort((a, b) => rank[a.phrase.kind] - rank[b.phrase.kind] || a.index - b.index)
    .map(({ phrase }) => phrase);
}

/**
 * Forms of one element, named with `suffix` ("1" for {the1}) or none for the element in focus.
 * People and named friends get their name where others get "it", so nobody is called "it".
 */
export function elementTokens(phrase: NounPhrase, suffix = ''): TokenMap {
  const cached = tokenCache.get(phrase)?.get(suffix);
  if (cached) return cached;
  const tokens = buildElementTokens(phrase, suffix);
  const forPhrase = tokenCache.get(phrase) ?? new Map<string, TokenMap>();
  forPhrase.set(suffix, tokens);
  tokenCache.set(phrase, forPhrase);
  return tokens;
}

/** Each beat asks for an element's forms again; they never change, so they are built once. */
const tokenCache = new WeakMap<NounPhrase, Map<string, TokenMap>>();

function buildElementTokens(phrase: NounPhrase, suffix: string): TokenMap {
  const { definite, plural, personal } = phrase;
  const name = phrase.proper ? definite : definite.replace(/^the /, '');
  const tokens: TokenMap = {
    a: phrase.indefinite,
    the: definite,
    name,
    it: plural ? 'they' : personal ? definite : 'it',
    its: plural ? 'their' : personal ? possessive(definite, false) : 'its',
    them: plural ? 'them' : personal ? definite : 'it',
    was: plural ? 'were' : 'was',
    is: plural ? 'are' : 'is',
    has: plural ? 'have' : 'has',
    we: plural ? 'we' : 'I',
    us: plural ? 'us' : 'me',
    our: plural ? 'our' : 'my',
    "we're": plural ? "we're" : "I'm",
    "we've": plural ? "we've" : "I've",
  };
  if (!suffix) return tokens;
  return Object.fromEntries(
    Object.entries(tokens).map(([key, value]) => [`${key}${suffix}`, value]),
  );
}

export function twistTokens(twist: PlotTwist): TokenMap {
  switch (twist.kind) {
    case 'clause':
      return twist.subject ? { twist: twist.clause, tsub: twist.subject } : { twist: twist.clause };
    case 'sentences':
      return { twistText: twist.text };
    case 'thing':
      return { twistA: twist.phrase.indefinite, twistWas: twist.phrase.plural ? 'were' : 'was' };
  }
}

export function lessonTokens(lesson: LifeLesson): TokenMap {
  switch (lesson.kind) {
    case 'order':
      return {
        linf: lesson.infinitive,
        lger: lesson.gerund ?? lesson.infinitive,
        ...quoteTokens(lesson.quote),
      };
    case 'saying':
      return { lclause: lesson.clause, ...quoteTokens(lesson.quote) };
    case 'topic':
      return { ltopic: lesson.topic };
    case 'quote':
      return quoteTokens(lesson.quote);
  }
}

/** {lquoteLead} ends in a comma so a speech tag can follow: "Be kind," said Mia. */
function quoteTokens(quote: string): TokenMap {
  return { lquote: quote, lquoteLead: quote.replace(/\.$/, ',') };
}

export function castTokens(cast: readonly NounPhrase[]): TokenMap {
  // Only creatures walk and talk alongside the hero; things are carried, so they stay out of "friends".
  const companions = cast.filter((p) => p.kind === 'creature').map((p) => p.definite);
  return {
    ...cast.reduce<TokenMap>(
      (all, phrase, index) => ({ ...all, ...elementTokens(phrase, String(index + 1)) }),
      {},
    ),
    all: joinList(cast.map((p) => p.definite)),
    friends: joinList(companions),
  };
}
