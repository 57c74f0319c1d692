import { escapeRegExp } from '../../../../lib/escape-reg-exp';
import { understandElement } from '../understand/understand-element';
import { ADJECTIVES, NOUNS, type Gender } from './lexicon-es';

/** A noun the Spanish checks know, with what agreement needs. */
export interface KnownEntry {
  gender: Gender;
  plural: boolean;
  elBefore?: boolean;
  /** A creature or a person: a direct object takes the personal "a" ("vio a la oca"). */
  animate?: boolean;
}

/**
 * Nouns the writer's own lines make subjects of ("la calle que llevaba a…", "el camino hasta…",
 * "la noche", "las sombras"), known to the checks beside the lexicon's and the parent's.
 */
export const LINE_NOUNS: Readonly<Record<string, Gender>> = {
  calle: 'f',
  camino: 'm',
  noche: 'f',
  tarde: 'f',
  luz: 'f',
  magia: 'f',
  pista: 'f',
  rastro: 'm',
  sombra: 'f',
  cielo: 'm',
  viento: 'm',
  corazón: 'm',
  barriga: 'f',
  voz: 'f',
  idea: 'f',
  mesa: 'f',
  suelo: 'm',
  aire: 'm',
  verja: 'f',
  armario: 'm',
  estante: 'm',
  sitio: 'm',
  rincón: 'm',
  pasillo: 'm',
  estantería: 'f',
  orilla: 'f',
  sendero: 'm',
  túnel: 'm',
  corral: 'm',
  seto: 'm',
  cristal: 'm',
  marea: 'f',
  arena: 'f',
};

/** People the writer's own lines bring in (the place's grown-ups: "el señor Patel, el conserje"). */
export const PEOPLE_NOUNS: Readonly<Record<string, Gender>> = {
  señor: 'm',
  señora: 'f',
  niño: 'm',
  niña: 'f',
  dependienta: 'f',
  conserje: 'm',
  tendero: 'm',
  minero: 'm',
  'guarda forestal': 'f',
};

/** Someone a clause may be about by name: a character's name, a child; no gender when unknown. */
export interface NamedSubject {
  gender?: Gender;
  plural: boolean;
}

/** Adjectives that change for gender and number, by their masculine singular. */
const INFLECTING = new Set([
  ...Object.keys(ADJECTIVES).filter((a) => /o$/.test(a) && !a.includes(' ')),
  ...'contento quieto solito sano salvo atrapado pegado puesto mullido encendido polvoriento convencido entusiasmado dormido frito sentado atento cansado tranquilo mojado lleno vacío precioso listo preocupado escondido asustado perdido roto corto largo oscuro silencioso bonito limpio sucio abierto cerrado atascado ocupado decidido distinto nervioso serio pensativo callado despierto'.split(
    ' ',
  ),
]);

/** The gender and number an inflecting adjective shows ("quietas": feminine plural), if it is one. */
export function adjectiveForm(word: string): { gender: Gender; plural: boolean } | undefined {
  const m = /^(\p{L}+?)(o|a|os|as)$/u.exec(word);
  if (!m) return undefined;
  if (!INFLECTING.has(`${m[1]}o`)) return undefined;
  const ending = m[2] ?? '';
  return { gender: ending.startsWith('a') ? 'f' : 'm', plural: ending.endsWith('s') };
}

let animateHeads: Set<string> | undefined;

/** Whether a lexicon noun is a creature or a person (the neutral reader says so of its English head). */
export function animateNoun(word: string): boolean {
  if (!animateHeads) {
    animateHeads = new Set();
    for (const [spanish, entry] of Object.entries(NOUNS)) {
      const kind = understandElement(`the ${entry.en}`, '').kind;
      if (kind === 'animal' || kind === 'person') animateHeads.add(spanish);
    }
    for (const word of Object.keys(PEOPLE_NOUNS)) animateHeads.add(word);
  }
  return animateHeads.has(word);
}

const COPULA =
  /^(?:estaba|estaban|está|están|era|eran|es|son|quedó|quedaron|queda|quedan|parecía|parecían|parece|parecen|seguía|seguían|sigue|siguen)$/;
const BETWEEN = /^(?:se|no|ya|muy|tan|un|poco|poquito|bien|casi|bastante|algo|más|menos)$/;
const DETERMINER =
  /^(?:el|la|los|las|un|una|unos|unas|su|sus|mi|mis|tu|tus|este|esta|estos|estas|ese|esa|aquel|aquella)$/;
const PREPOSITION =
  /^(?:a|al|de|del|en|hasta|hacia|por|para|con|sin|sobre|desde|entre|tras|bajo|junto|cerca|detrás|debajo|encima|dentro|delante)$/;
/** Words that may follow a predicate adjective (a noun after it would make it attributive). */
const AFTER_PREDICATE =
  /^(?:|y|e|o|u|que|como|de|del|para|con|por|en|a|al|pero|aunque|cuando|mientras|hasta|sin|ya|otra|todo|toda|todos|todas|porque|si)$/;
/** Subjects that are no noun: "todo estaba tranquilo", "nadie estaba cansado". */
const NEUTER = /^(?:todo|nada|algo|aquello|eso|esto|alguien|nadie|él|ellos|ella|ellas)$/;
const PRONOUN: Readonly<Record<string, NamedSubject>> = {
  todo: { gender: 'm', plural: false },
  él: { gender: 'm', plural: false },
  ella: { gender: 'f', plural: false },
  ellos: { gender: 'm', plural: true },
  ellas: { gender: 'f', plural: true },
};

/** The longest known noun at the start of `words` (up to four words: "osito de peluche"). */
function nounAt(words: readonly string[], known: ReadonlyMap<string, KnownEntry>) {
  for (let length = Math.min(4, words.length); length >= 1; length--) {
    const entry = known.get(words.slice(0, length).join(' '));
    if (entry) return { phrase: words.slice(0, length).join(' '), entry, length };
  }
  return undefined;
}

/**
 * A predicate adjective that agrees with nobody its clause could be about (docs/decisions/104):
 * "La calle que llevaba a la cocina era corto". The candidates are the clause's noun phrases
 * before the copula that hang from no preposition ("a la cocina" is not the subject), the names
 * it says (a character, a child) and "todo", "él", "ella"; a clause with none of them, or with a
 * name the check does not know, is not judged.
 */
export function predicateAgreement(
  text: string,
  known: ReadonlyMap<string, KnownEntry>,
  names: ReadonlyMap<string, NamedSubject>,
): string[] {
  const findings: string[] = [];
  const nameList = [...names.keys()].sort((a, b) => b.length - a.length);
  for (const clause of text.split(/[.;:!?¡¿«»()—,\n]+/)) {
    const words = clause.match(/\p{L}+/gu) ?? [];
    const lower = words.map((w) => w.toLocaleLowerCase('es'));
    const at = lower.findIndex((w) => COPULA.test(w));
    if (at < 0) continue;
    const adjectiveAt = lower.findIndex((w, i) => i > at && !BETWEEN.test(w));
    const adjective = lower[adjectiveAt] ?? '';
    const form = adjectiveForm(adjective);
    // "era buena señal": the adjective goes with the noun after it, not with the subject.
    if (!form || !AFTER_PREDICATE.test(lower[adjectiveAt + 1] ?? '')) continue;
    const candidates: NamedSubject[] = [];
    let unknownName = false;
    const before = words.slice(0, at).join(' ');
    let masked = ` ${before} `;
    for (const name of nameList) {
      const pattern = new RegExp(`(?<=\\s)(\\p{L}+\\s+)?${escapeRegExp(name)}(?=\\s)`, 'gu');
      for (const m of masked.matchAll(pattern)) {
        const lead = (m[1] ?? '').trim().toLocaleLowerCase('es');
        if (!PREPOSITION.test(lead)) candidates.push(names.get(name) as NamedSubject);
      }
      masked = masked.replace(new RegExp(escapeRegExp(name), 'gu'), ' ');
    }
    const rest = masked.trim().split(/\s+/).filter(Boolean);
    rest.forEach((word, i) => {
      // A capital inside the clause is a name the check does not know (not the sentence's start).
      if (i > 0 && /^\p{Lu}/u.test(word)) unknownName = true;
    });
    const restLower = rest.map((w) => w.toLocaleLowerCase('es'));
    restLower.forEach((word, i) => {
      const lead = restLower[i - 1] ?? '';
      if (NEUTER.test(word) && !PREPOSITION.test(lead)) {
        candidates.push(PRONOUN[word] ?? { gender: 'm', plural: false });
        return;
      }
      if (!DETERMINER.test(word) || PREPOSITION.test(lead)) return;
      const found = nounAt(restLower.slice(i + 1), known);
      if (found) candidates.push(found.entry);
    });
    if (unknownName || candidates.length === 0) continue;
    const agrees = candidates.some(
      (c) => (c.gender === undefined || c.gender === form.gender) && c.plural === form.plural,
    );
    if (!agrees)
      findings.push(`"${clause.trim()}": "${adjective}" agrees with nobody the clause is about`);
  }
  return findings;
}

/** Verbs whose direct object, a known creature or person, takes the personal "a". */
const OBJECT_VERBS = [
  'vio vieron ve ven veía veían ver viendo',
  'miró miraron mira miran miraba miraban mirar mirando',
  'encontró encontraron encuentra encuentran encontrar',
  'buscó buscaron busca buscan buscaba buscaban buscar buscando',
  'atrapó atraparon atrapa atrapan atrapar',
  'ayudó ayudaron ayuda ayudan ayudar',
  'llamó llamaron llamaba llamaban',
  'abrazó abrazaron abraza abrazan abrazar',
  'saludó saludaron saluda saludan saludar',
  'persiguió persiguieron persigue persiguen perseguir',
  'oyó oyeron oye oyen escuchó escucharon escucha escuchan',
  'despertó despertaron despierta despiertan despertar',
  'observó observaron observa observan observando',
  'rescató rescataron rescata rescatan rescatar',
  'acarició acariciaron acaricia acarician acariciar',
  'esperó esperaron espera esperan esperaba esperaban esperar',
]
  .join(' ')
  .split(' ');

/**
 * Where a noun after the verb is its subject, not its object: after a clitic ("lo vio Coronel")
 * or as a quotation's tag ("«¡Hola!», saludó la abuela").
 */
const NOT_A_SUBJECT = '(?<!\\p{L})(?<!(?:lo|la|los|las|le|les|se) )(?<!», )';

/**
 * A known creature or person as a direct object without the personal "a" (docs/decisions/104):
 * "vio el gato" for "vio al gato", "saludó la señora Okafor" for "saludó a la señora Okafor",
 * "miró Coronel" for "miró a Coronel". A noun phrase with "un"/"una" may go without it (a cat,
 * any cat); "lo vio Coronel" has Coronel as its subject and is not judged.
 */
export function personalA(
  text: string,
  known: ReadonlyMap<string, KnownEntry>,
  names: readonly string[],
): string[] {
  const findings: string[] = [];
  const verbs = OBJECT_VERBS.join('|');
  const lower = text.toLocaleLowerCase('es');
  const determiners = 'el|la|los|las|su|sus|mi|mis|tu|tus|este|esta|ese|esa|aquel|aquella';
  for (const m of lower.matchAll(
    new RegExp(`${NOT_A_SUBJECT}(${verbs}) (${determiners}) `, 'gu'),
  )) {
    const after = lower.slice((m.index ?? 0) + m[0].length).split(/\s+/, 5);
    const found = nounAt(
      after.map((w) => w.replace(/[^\p{L}]+$/u, '')),
      known,
    );
    if (found?.entry.animate)
      findings.push(`"${m[1]} ${m[2]} ${found.phrase}": a known creature or person takes "a"`);
  }
  for (const name of names) {
    const pattern = new RegExp(`${NOT_A_SUBJECT}(${verbs}) ${escapeRegExp(name)}(?!\\p{L})`, 'gu');
    for (const m of text.matchAll(pattern))
      findings.push(`"${m[0]}": a known creature or person takes "a"`);
  }
  return findings;
}
