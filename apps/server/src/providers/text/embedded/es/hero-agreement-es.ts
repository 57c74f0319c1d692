import { escapeRegExp } from '../../../../lib/escape-reg-exp';
import { joinSpanish } from './builder-es';
import type { Gender } from './lexicon-es';

/** A child the story is about, as the agreement check needs them: "Inés y Pablo" is plural. */
export interface CheckedHero {
  name: string;
  plural: boolean;
  /** Only when the profile says she or he (or every sibling does). */
  gender?: Gender;
}

/** Words that may stand between a subject and its verb: "Lucía no se rindió". */
const BETWEEN =
  /^(?:se|no|ya|lo|la|los|las|le|les|me|te|nos|también|tampoco|nunca|casi|todavía|aún|solo|siempre)$/;
const PLURAL_VERB = /(?:aban|ían|aron|ieron|eron)$/;
const SINGULAR_VERB =
  /^(?:era|fue|iba|vio|dio|dijo|hizo|puso|tuvo|pudo|quiso|supo|vino|estuvo)$|(?:aba|[^e]ía|ó)$/;
const SPEECH_SINGULAR =
  'dijo|exclamó|preguntó|susurró|gritó|pensó|respondió|contestó|propuso|murmuró|suspiró|anunció';
const SPEECH_PLURAL =
  'dijeron|exclamaron|preguntaron|susurraron|gritaron|pensaron|respondieron|contestaron|propusieron|murmuraron|suspiraron|anunciaron';

/**
 * The child's own agreement (docs/decisions/100): the verb after the child's name agrees with one
 * child or two ("Inés y Pablo respiró", "dijo Inés y Pablo"), and the words about the child with
 * the profile's gender ("Lucía era de los que…", "ni corto ni perezoso" of a girl).
 */
export function heroAgreement(text: string, heroes: readonly CheckedHero[]): string[] {
  const findings: string[] = [];
  for (const hero of heroes) {
    const name = escapeRegExp(hero.name);
    // One sibling after "y" is part of the pair ("Inés y Pablo respiraron"), not the subject.
    for (const m of text.matchAll(
      new RegExp(
        `(?<!\\p{L})(?<!(?:^|\\s)(?:${hero.plural ? '' : '[ye]|'}[aA]|de|con|para|por|sin) )${name}(?! [ye] \\p{Lu})((?:\\s+\\p{Ll}+)+)`,
        'gu',
      ),
    )) {
      const words = (m[1] ?? '').trim().split(/\s+/);
      const verb = words.find((w) => !BETWEEN.test(w)) ?? '';
      // "A Noa le encantaban las fresas": the child is not the subject.
      const dative = words.slice(0, words.indexOf(verb)).some((w) => /^(?:le|les)$/.test(w));
      if (verb.length < 3 || dative) continue;
      if (
        hero.plural ? SINGULAR_VERB.test(verb) && !PLURAL_VERB.test(verb) : PLURAL_VERB.test(verb)
      )
        findings.push(
          `"${hero.name} ${words.slice(0, words.indexOf(verb) + 1).join(' ')}": the verb does not agree with the child`,
        );
    }
    const speech = hero.plural ? SPEECH_SINGULAR : SPEECH_PLURAL;
    for (const m of text.matchAll(
      new RegExp(`(?<!\\p{L})(?:${speech}) ${name}(?!\\p{L})(?! [ye] \\p{Lu})`, 'gu'),
    ))
      findings.push(`"${m[0]}": the verb does not agree with the child`);
    if (!hero.gender) continue;
    const article = hero.gender === 'f' ? 'las' : 'los';
    for (const m of text.matchAll(
      new RegExp(
        `(?<!\\p{L})(?<![ye] )${name} (?:era|eran) (?:de esas personas que|de (los|las) que)`,
        'gu',
      ),
    ))
      if (m[1] && m[1] !== article) findings.push(`"${m[0]}": the child is ${hero.gender}`);
    const ending = `${hero.gender === 'f' ? 'a' : 'o'}${hero.plural ? 's' : ''}`;
    for (const sentence of text.split(/(?<=[.!?»])\s+/)) {
      if (!new RegExp(`(?<!\\p{L})${name}(?!\\p{L})`, 'u').test(sentence)) continue;
      if (
        heroes.some(
          (h) =>
            h !== hero &&
            !h.name.includes(hero.name) &&
            !hero.name.includes(h.name) &&
            sentence.includes(h.name),
        )
      )
        continue;
      for (const m of sentence.matchAll(/(?<!\p{L})[Nn]i cort(\p{L}+) ni perezos(\p{L}+)/gu))
        if (m[1] !== ending || m[2] !== ending)
          findings.push(
            `"${m[0]}" of ${hero.name}: should be "ni cort${ending} ni perezos${ending}"`,
          );
    }
  }
  return findings;
}

const GENDER: Readonly<Record<string, Gender | undefined>> = { she: 'f', he: 'm' };

/** The children of a request as the check needs them: each sibling, and the siblings together. */
export function checkedHeroes(request: {
  hero: string;
  cast?: ReadonlyArray<{ name: string; pronouns: string }>;
}): CheckedHero[] {
  const cast = (request.cast ?? []).filter((c) => c.name.trim().length > 0);
  if (cast.length === 0) return [{ name: request.hero.trim(), plural: false }];
  const one = cast.map((c) => {
    const gender = GENDER[c.pronouns];
    return { name: c.name.trim(), plural: false, ...(gender ? { gender } : {}) };
  });
  if (one.length === 1) return one;
  const genders = one.map((h) => h.gender);
  const together: CheckedHero = {
    name: joinSpanish(one.map((h) => h.name)),
    plural: true,
    ...(genders.every((g) => g)
      ? { gender: genders.every((g) => g === 'f') ? ('f' as const) : ('m' as const) }
      : {}),
  };
  return [...one, together];
}
