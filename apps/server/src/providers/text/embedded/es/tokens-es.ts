import type { Pronouns } from '@sns/contract';
import type { Character, StoryPlan } from '../plot/plan-story';
import type { Random } from '../random';
import type { ElementSense } from '../understand/understand-element';
import type { TokenValue } from './builder-es';
import { strayIndoors } from './belongs-es';
import { capitalise, joinSpanish } from './builder-es';
import { familyFromEnglish, FAMILY, NOUNS, type Gender } from './lexicon-es';
import { animateNoun } from './predicate-and-object-es';
import { GOING_ES, TOOL_CLIMAX, USE_ES } from './problems-es';
import {
  ANIMAL_ES,
  CREATURES_ES,
  LOCALS_ES,
  PERSON_ES,
  PLACE_WORDS,
  SCENERY,
  SCENERY_BY_NOUN,
  type SpanishCreature,
} from './scenery-es';
import { definiteArticle, indefiniteArticle, type SpanishElement } from './understand-es';

/** Someone or something the Spanish story names, with what agreement needs. */
export interface Referent {
  first: string;
  short: string;
  /** With the definite article and the parent's words, for titles: "la oca gruñona". */
  definite: string;
  gender: Gender;
  plural: boolean;
  typed?: string;
}

export interface SpanishCast {
  setting: Referent & { time?: string };
  characters: Map<
    Character,
    Referent & {
      creature: SpanishCreature;
      person: boolean;
      toy: boolean;
      /** An animal out of place in the setting (a goose in the kitchen): it got in somehow. */
      stray?: boolean;
    }
  >;
  objects: Map<ElementSense, Referent & { use: string }>;
}

const ending = (r: { gender: Gender; plural: boolean }) =>
  `${r.gender === 'f' ? 'a' : 'o'}${r.plural ? 's' : ''}`;
const pronounLo = (r: { gender: Gender; plural: boolean }) =>
  `${r.gender === 'f' ? 'la' : 'lo'}${r.plural ? 's' : ''}`;
const pronounEl = (r: { gender: Gender; plural: boolean }) =>
  r.plural ? (r.gender === 'f' ? 'ellas' : 'ellos') : r.gender === 'f' ? 'ella' : 'él';

/** The Spanish names of everything the plan holds (the plan itself is language-neutral). */
export function spanishCast(plan: StoryPlan, elements: readonly SpanishElement[]): SpanishCast {
  const byTyped = new Map(elements.map((e) => [e.sense.typed, e]));
  const setting = settingOf(plan, byTyped);
  const characters: SpanishCast['characters'] = new Map();
  for (const c of plan.characters) {
    const element = c.typed ? byTyped.get(c.typed) : undefined;
    const head = element?.sense.head ?? '';
    const toy = element?.sense.kind === 'toy';
    const creature = c.person
      ? PERSON_ES
      : (CREATURES_ES[head] ?? CREATURES_ES[c.facts.voice] ?? ANIMAL_ES);
    if (element) {
      characters.set(c, {
        first: element.sense.first,
        short: element.sense.short,
        definite: element.sense.name ?? element.definite,
        gender: element.gender,
        plural: element.plural,
        typed: element.sense.typed,
        creature: toy ? (CREATURES_ES.teddy ?? ANIMAL_ES) : creature,
        person: c.person,
        toy,
        ...(strayIndoors(c, head, plan.setting.facts.family, toy) ? { stray: true } : {}),
      });
      continue;
    }
    const local = LOCALS_ES[c.short];
    if (local) {
      const localCreature = c.person
        ? PERSON_ES
        : (CREATURES_ES[Object.entries(NOUNS).find(([w]) => w === local.noun)?.[1].en ?? ''] ??
          CREATURES_ES[local.short.split(' ').pop() === 'patito' ? 'duck' : ''] ??
          ANIMAL_ES);
      characters.set(c, {
        first: local.first,
        short: local.short,
        definite: local.short,
        gender: local.gender,
        plural: false,
        creature: local.noun === 'robot' ? (CREATURES_ES.robot ?? ANIMAL_ES) : localCreature,
        person: c.person,
        toy: false,
      });
      continue;
    }
    // Someone an element brought in: "la cocina de su abuela" brings la abuela.
    const family = familyFromEnglish(c.short) ?? c.short.toLowerCase();
    const gender = FAMILY[family]?.gender ?? (c.pronoun === 'he' ? 'm' : 'f');
    const owned = elements.some((e) => e.ownerFamily === family && /\bsu\b/.test(e.sense.first));
    characters.set(c, {
      first: `${owned ? 'su' : definiteArticle(gender, false)} ${family}`,
      short: `${definiteArticle(gender, false)} ${family}`,
      definite: `${definiteArticle(gender, false)} ${family}`,
      gender,
      plural: false,
      creature: PERSON_ES,
      person: true,
      toy: false,
    });
  }
  const objects: SpanishCast['objects'] = new Map();
  for (const o of plan.objects) {
    const element = byTyped.get(o.typed);
    if (!element) continue;
    objects.set(o, {
      first: element.sense.first,
      short: element.sense.short,
      definite: element.definite,
      gender: element.gender,
      plural: element.plural,
      typed: o.typed,
      use: o.use ?? 'carry',
    });
  }
  return { setting, characters, objects };
}

function settingOf(plan: StoryPlan, byTyped: Map<string, SpanishElement>): SpanishCast['setting'] {
  const element = plan.setting.element ? byTyped.get(plan.setting.element.typed) : undefined;
  if (element && element.sense.kind === 'activity') {
    const room = element.noun;
    const article = definiteArticle(element.gender, false);
    return {
      first: `${article} ${room}`,
      short: `${article} ${room}`,
      definite: `${article} ${room}`,
      gender: element.gender,
      plural: false,
      typed: element.sense.typed,
      time: element.sense.time ?? element.definite,
    };
  }
  if (element) {
    return {
      first: element.definite,
      short: element.sense.short,
      definite: element.definite,
      gender: element.gender,
      plural: element.plural,
      typed: element.sense.typed,
    };
  }
  const word = plan.setting.short.replace(/^the /, '');
  const place =
    PLACE_WORDS[word] ?? PLACE_WORDS[plan.setting.facts.family === 'home' ? 'house' : 'park'];
  const noun = place?.noun ?? 'parque';
  const gender = place?.gender ?? 'm';
  const phrase = `${definiteArticle(gender, false)} ${noun}`;
  return { first: phrase, short: phrase, definite: phrase, gender, plural: false };
}

const PRONOUN_GENDER: Readonly<Record<string, Gender | undefined>> = { she: 'f', he: 'm' };

/** The story's own tokens: heroes, place, scenery and what the problem is about. */
export function spanishTokens(
  plan: StoryPlan,
  cast: SpanishCast,
  random: Random,
  pronouns: Pronouns | undefined,
  extras: { twist?: string; lesson?: string },
): Record<string, TokenValue> {
  const noun = cast.setting.short.split(' ').slice(1).join(' ');
  const scenery = SCENERY_BY_NOUN[noun] ?? SCENERY[plan.setting.facts.family];
  const heroes = plan.heroes;
  const plural = heroes.length > 1;
  const genders = plural
    ? plan.heroPronouns.map((p) => PRONOUN_GENDER[p ?? ''])
    : [PRONOUN_GENDER[pronouns ?? plan.heroPronouns[0] ?? '']];
  const tokens: Record<string, TokenValue> = {
    H: joinSpanish(heroes),
    hpl: plural ? '1' : '',
    le: plural ? 'les' : 'le',
    // The place in full the first time ("la cocina de su abuela"), then short ("la cocina").
    p: firstThenShort(cast.setting.first, cast.setting.short),
    pshort: cast.setting.short,
    pvoc: vocative(cast.setting.short),
    // "por toda la cocina", "por todo el jardín".
    ptodo: `tod${ending(cast.setting)}`,
    pdef: cast.setting.definite,
    hard: rotating(scenery.hard, random),
  };
  // One rotation per kind, so "{sound}, y {sound2}" are two different sounds.
  tokens.sight = tokens.sight2 = tokens.sight3 = rotating(scenery.sights, random);
  // Toddlers hear the story in the present, and its sounds too ("el reloj hace tictac").
  tokens.sound = tokens.sound2 = rotating(
    plan.band === 'toddler' ? scenery.soundsNow : scenery.sounds,
    random,
  );
  const hide = rotating(scenery.hiding, random);
  tokens.hide = tokens.hide2 = hide;
  // Coming out of a hiding place: "salir de debajo de la alfombra", "del fondo del túnel".
  tokens.hidefrom = () => fromPlace(hide());
  // Heard from a hiding place: "desde debajo del embarcadero", "desde detrás de la piedra".
  tokens.hidesince = () => sincePlace(hide());
  // A gendered word about the child only when the profile says she or he (or every sibling does).
  if (genders.every((g) => g)) {
    const g: Gender = genders.every((x) => x === 'f') ? 'f' : 'm';
    tokens.ho = ending({ gender: g, plural });
    // The child as a direct object: "para animarla", "para animarlos".
    tokens.hlo = pronounLo({ gender: g, plural });
    // "Lucía era de las que siempre se fijan en todo".
    tokens.hkind = `de ${g === 'f' ? 'las' : 'los'} que`;
  } else {
    tokens.hlo = plural ? 'les' : 'le';
    tokens.hkind = 'de esas personas que';
  }
  // Whether the child goes with anyone through the middle (a sibling, someone from home or met):
  // "siguieron adelante", "todos se quedaron quietos" only then; a child alone "siguió adelante".
  const company =
    plural ||
    plan.characters.some((c) => !(plan.problem === 'rescue' && c === plan.focus.character));
  tokens.gpl = company ? '1' : '';
  // Everyone at the end of the night: "todos", or the child alone.
  tokens.all = company ? 'todos' : joinSpanish(heroes);
  if (company) tokens.grp = '';
  else tokens.solo = '';
  if (plural) {
    tokens.Hero1 = heroes[0] ?? '';
    tokens.Hero2 = heroes[1] ?? '';
  }
  if (cast.setting.time) tokens.time = cast.setting.time;
  const focusObject = plan.focus.object ? cast.objects.get(plan.focus.object) : undefined;
  const focusCharacter = plan.focus.character
    ? cast.characters.get(plan.focus.character)
    : undefined;
  const focus = focusObject ?? focusCharacter;
  if (focus) {
    Object.assign(tokens, referentTokens('f', focus));
    tokens.af = focusCharacter && !focusObject ? 'a ' : '';
    tokens.fgoing = GOING_ES[focusObject?.use ?? ''] ?? 'a toda prisa';
    tokens.fuse = USE_ES[focusObject?.use ?? 'carry'] ?? 'el plan de la noche';
    if (focusCharacter && !focusObject) {
      // Someone met in trouble is introduced in the parent's words the first time.
      // (Anyone else met is introduced when they appear, in their own paragraph.)
      if (plan.problem === 'rescue' && plan.focus.character && !plan.focus.character.fromHome)
        tokens.f = firstThenShort(focusCharacter.first, focusCharacter.short);
      tokens.fcall = focusCharacter.person ? '¡Socorro!' : focusCharacter.creature.sound;
      const plural = focusCharacter.plural ? pluralVerb : (verb: string) => verb;
      tokens.fvoice = plural(focusCharacter.person ? 'gritó' : focusCharacter.creature.voice);
      tokens.fhabit = plural(focusCharacter.creature.habit);
      tokens.fstill = stillness(focusCharacter);
      tokens.fprints = focusCharacter.creature.prints;
    }
  }
  // "¡Es mío!" agrees with what is not shared: "¡Son mías!" of the boots.
  const owned = (plan.tool.object ? cast.objects.get(plan.tool.object) : undefined) ?? focusObject;
  tokens.esmio = owned ? `${owned.plural ? 'son' : 'es'} mí${ending(owned)}` : 'es mío';
  const tool = plan.tool.object ? cast.objects.get(plan.tool.object) : undefined;
  if (tool && tool !== focusObject) {
    Object.assign(tokens, referentTokens('y', tool));
    tokens.yclimax = TOOL_CLIMAX[tool.use] ?? TOOL_CLIMAX.carry ?? '';
    tokens.ymio = `mí${ending(tool)}`;
  }
  if (extras.twist) {
    const twist = extras.twist
      .trim()
      .replace(/[.!?¡¿]+$/g, '')
      .replace(/^[¡¿]+/, '');
    tokens.twist =
      /^\p{Lu}\p{Ll}/u.test(twist) && !startsWithName(twist) ? lowerFirst(twist) : twist;
    const subject = twistSubject(tokens.twist);
    if (subject) {
      tokens.twistsubject = subject;
      // Seen, a creature or a person takes the personal "a": "vio al gato", "vio el mapa".
      tokens.twista = animateNoun(subject.split(' ').slice(1).join(' ')) ? 'a ' : '';
      tokens.twistwonder = tokens.twista
        ? '¿Qué estaría tramando?'
        : '[¿Qué tendría de raro?|¿Qué tendría de especial?]';
    }
    // The twist's other things are glimpsed before it is told ("un farolillo").
    const others = (tokens.twist.toLocaleLowerCase('es').match(/\p{L}+/gu) ?? []).filter(
      (w, i, all) => w in NOUNS && !subject?.endsWith(` ${w}`) && all.indexOf(w) === i,
    );
    if (others.length > 0)
      tokens.twistother = others
        .map((w) => {
          const noun = NOUNS[w];
          return `${indefiniteArticle(noun?.gender ?? 'm', noun?.plural ?? false, noun?.elBefore)} ${w}`;
        })
        .join(' y ');
  }
  if (extras.lesson) {
    const lesson = extras.lesson.trim().replace(/^[¡¿«"]+|[»"]+$/g, '');
    tokens.lessonquote = /[.!?]$/.test(lesson) ? capitalise(lesson) : `${capitalise(lesson)}`;
  }
  return tokens;
}

/** Tokens for one referent under a letter: c, Cfirst, co (ending), clo (pronoun), cpl… */
export function referentTokens(key: string, r: Referent): Record<string, string> {
  return {
    [key]: r.short,
    [`${key}first`]: r.first,
    [`${key}def`]: r.definite,
    [`${key}pl`]: r.plural ? '1' : '',
    [`${key}o`]: ending(r),
    [`${key}lo`]: pronounLo(r),
    [`${key}el`]: pronounEl(r),
    [`${key}voc`]: vocative(r.short),
  };
}

/** Called to, a Spanish name drops its article: "Buenas noches, abuela", "Hasta mañana, cocina". */
export function vocative(short: string): string {
  return short.replace(/^(el|la|los|las|su|sus) /i, '');
}

/**
 * What a creature does instead of its habit once the habit has been told twice (builder-es.ts):
 * something anyone may do, agreeing with it ("se quedó muy atenta", "asintieron muy serios").
 */
function stillness(r: { gender: Gender; plural: boolean }): string {
  const o = ending(r);
  return r.plural
    ? `[se quedaron muy atent${o}|asintieron muy seri${o}|miraron a todos con atención]`
    : `[se quedó muy atent${o}|asintió muy seri${o}|miró a todos con atención]`;
}

export function characterTokens(
  key: string,
  r: Referent & { creature: SpanishCreature; person: boolean; toy: boolean },
): Record<string, string> {
  return {
    ...referentTokens(key, r),
    [`${key}sound`]: r.creature.sound,
    [`${key}voice`]: r.plural ? pluralVerb(r.creature.voice) : r.creature.voice,
    [`${key}move`]: r.plural ? pluralVerb(r.creature.move) : r.creature.move,
    [`${key}prints`]: r.creature.prints,
    [`${key}habit`]: r.plural ? pluralVerb(r.creature.habit) : r.creature.habit,
    [`${key}still`]: stillness(r),
  };
}

const PLURAL_PRETERITES: Readonly<Record<string, string>> = {
  pió: 'piaron',
  rumió: 'rumiaron',
  rio: 'rieron',
  dio: 'dieron',
  hizo: 'hicieron',
  vio: 'vieron',
  fue: 'fueron',
  tuvo: 'tuvieron',
  puso: 'pusieron',
};

/**
 * A creature's deed said of two or more ("dos gatitos"): the first verb in the plural preterite
 * ("maulló" → "maullaron", "se lamió" → "se lamieron"); "su cola" stays, distributive.
 */
export function pluralVerb(phrase: string): string {
  let verbDone = false;
  return phrase
    .split(' ')
    .map((word) => {
      if (word in PLURAL_PRETERITES) {
        verbDone = true;
        return PLURAL_PRETERITES[word] ?? word;
      }
      if (verbDone || word === 'se' || !/ó$/.test(word)) return word;
      verbDone = true;
      return word.endsWith('ió') ? `${word.slice(0, -2)}ieron` : `${word.slice(0, -1)}aron`;
    })
    .join(' ');
}

/**
 * "bajo las ramas de un sauce" → "desde debajo de las ramas de un sauce", "en el cajón" → "desde el
 * cajón", "tras una roca" → "desde detrás de una roca", "al fondo del túnel" → "desde el fondo…".
 */
export function sincePlace(where: string): string {
  if (/^en /.test(where)) return where.replace(/^en /, 'desde ');
  if (/^al /.test(where)) return where.replace(/^al /, 'desde el ');
  if (/^bajo /.test(where)) return where.replace(/^bajo /, 'desde debajo de ');
  if (/^sobre /.test(where)) return where.replace(/^sobre /, 'desde encima de ');
  if (/^tras /.test(where)) return where.replace(/^tras /, 'desde detrás de ');
  return `desde ${where}`;
}

/** "debajo de la alfombra" → "de debajo de la alfombra"; "en el cajón" → "del cajón". */
export function fromPlace(where: string): string {
  if (/^en el /.test(where)) return where.replace(/^en el /, 'del ');
  if (/^en /.test(where)) return where.replace(/^en /, 'de ');
  if (/^al /.test(where)) return where.replace(/^al /, 'del ');
  if (/^(sobre|tras) /.test(where))
    return where.replace(/^(sobre|tras) /, (_m, p: string) =>
      p === 'sobre' ? 'de encima de ' : 'de detrás de ',
    );
  if (/^bajo /.test(where)) return where.replace(/^bajo /, 'de debajo de ');
  return `de ${where}`;
}

function firstThenShort(first: string, short: string): () => string {
  let told = false;
  return () => {
    if (told) return short;
    told = true;
    return first;
  };
}

/** Each call gives the next of `items` in a shuffled order, so a place's sights vary. */
function rotating(items: readonly string[], random: Random): () => string {
  const order = [...items].sort(() => random.next() - 0.5);
  let i = random.int(order.length);
  return () => order[i++ % order.length] ?? '';
}

function startsWithName(text: string): boolean {
  const first = text.split(' ')[0] ?? '';
  return !/^(el|la|los|las|un|una|unos|unas|todo|todos|todas|nadie|alguien|era|había|resulta|en|al)$/i.test(
    first,
  );
}

function lowerFirst(text: string): string {
  return text.charAt(0).toLocaleLowerCase('es') + text.slice(1);
}

/** "el gato" of "el gato lo había escondido": what the twist is about, to set it up earlier. */
export function twistSubject(twist: string): string | undefined {
  const words = twist.split(' ');
  const first = (words[0] ?? '').toLowerCase();
  if (/^(el|la|los|las)$/.test(first) && words[1] && words[1].toLowerCase() in NOUNS)
    return `${first} ${words[1].toLowerCase()}`;
  if (/^(un|una)$/.test(first) && words[1] && words[1].toLowerCase() in NOUNS) {
    const noun = NOUNS[words[1].toLowerCase()];
    return `${definiteArticle(noun?.gender ?? 'm', false, noun?.elBefore)} ${words[1].toLowerCase()}`;
  }
  return undefined;
}

export { capitalise };
