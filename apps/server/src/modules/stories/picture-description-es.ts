import { escapeRegExp as escape } from '../../lib/escape-reg-exp';
import type { Scene } from '../../providers/scene/scene';
import { capitalise, tidy, unique } from './description-words';

/** Who the picture is of: the hero as the story names them, and the story's other children. */
interface Subject {
  hero: string;
  otherChildren?: readonly string[];
}

/**
 * A Spanish story's picture said as what it shows (docs/decisions/043, 097), from the same moment
 * as the English one: "Lucía, con sus botas amarillas, en la playa con una oca gruñona llamada
 * Coronel". The Spanish writer's moments are in Spanish (places, people and the parent's elements
 * as typed, with their articles), so their words are kept; only what the sentence builds around
 * them is made here: the possessive that agrees in number with what is worn ("su gorro", "sus
 * botas"), the article of a bare place that agrees with its gender ("en la plaza", "en el
 * parque"), and "y" that becomes "e" before an i sound ("Lucía e Inés").
 */

/** Worn rather than kept: said as "con sus botas". Head nouns, singular and plural. */
const WORN = new Set(
  `bota botas katiuska katiuskas zapato zapatos zapatilla zapatillas deportivas sandalia sandalias
  chancla chanclas calcetín calcetines sombrero sombreros gorro gorros gorra gorras casco cascos
  corona coronas diadema tiara capucha bufanda bufandas guante guantes manopla manoplas abrigo
  abrigos chubasquero impermeable chaqueta chaquetas jersey jerséis sudadera sudaderas rebeca
  vestido vestidos falda faldas tutú pijama pijamas disfraz disfraces capa capas delantal peto
  gafas máscara máscaras antifaz alas lazo lazos collar collares pulsera pulseras uniforme armadura
  pantalones vaqueros mallas camiseta camisetas botines`.split(/\s+/),
);

const ARTICLE = /^(?:el|la|los|las|un|una|unos|unas)\s+/i;
const PLURAL_ARTICLE = /^(?:los|las|unos|unas)\s+/i;
/** The parent speaking: "mi osito" is the child's. */
const PARENTS = /^(?:mi|mis|nuestro|nuestra|nuestros|nuestras|tu|tus)\s+/i;
const PARENTS_PLURAL = /^(?:mis|nuestros|nuestras|tus)\s+/i;
const PAIR = /^(?:(?:un|el|mi|su)\s+)?par\s+de\s+/i;

/** The moment's description in Spanish, or undefined when the scene names nothing to say. */
export function describeSceneInSpanish(scene: Scene, subject: Subject): string | undefined {
  const hero = subject.hero.trim();
  if (!hero) return undefined;
  const children = new Set((subject.otherChildren ?? []).map((name) => name.trim().toLowerCase()));
  const present = scene.present.map((who) => who.trim()).filter(Boolean);
  const inHero = (who: string) =>
    new RegExp(`(?<!\\p{L})${escape(who)}(?!\\p{L})`, 'iu').test(hero);
  const together = present.filter((who) => children.has(who.toLowerCase()) && !inHero(who));
  const subjects = [hero, ...unique(together)];
  const place = placePhrase(scene.place, hero);

  const worn: string[] = [];
  const things: string[] = [];
  for (const element of unique(scene.elements.map(tidy).filter(Boolean))) {
    // The place is said once; an element that is the place is not a thing in it.
    if (samePlace(element, scene.place)) continue;
    if (WORN.has(headNoun(element))) worn.push(ownPhrase(element));
    else things.push(PARENTS.test(element) ? ownPhrase(element) : element);
  }
  // The others in the moment, unless an element already names them ("el osito" ~ "mi osito").
  for (const who of present) {
    const lower = who.toLowerCase();
    if (lower === hero.toLowerCase() || children.has(lower) || inHero(who)) continue;
    if ([...things, ...worn].some((thing) => mentionsHead(thing, who))) continue;
    things.push(tidy(who));
  }

  let sentence = listed(subjects);
  if (worn.length > 0) sentence += `, con ${listed(unique(worn))},`;
  if (place) sentence += ` ${place}`;
  if (things.length > 0) sentence += ` con ${listed(unique(things))}`;
  return capitalise(sentence.replace(/,$/, ''));
}

/** "Lucía", "Lucía y Mateo", "Lucía, Mateo e Inés": "e" before an i sound, as Spanish says it. */
export function listed(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  const last = items[items.length - 1] ?? '';
  const and = /^(?:i|hi)(?![aeiouáéíóú])/i.test(last) ? 'e' : 'y';
  return `${items.slice(0, -1).join(', ')} ${and} ${last}`;
}

/**
 * "en la playa", "en la cocina de la abuela", "camino de la playa", "en casa" (the hero's own);
 * a bare common noun gets the article its gender asks for, a proper name none.
 */
function placePhrase(place: string, hero: string): string | undefined {
  const words = tidy(place);
  if (!words) return undefined;
  const own = new RegExp(`^(?:en\\s+)?(?:la\\s+)?casa(?:\\s+de\\s+${escape(hero)})?$`, 'iu');
  if (own.test(words)) return 'en casa';
  // "camino de la playa" says its own preposition: on the way to it.
  if (/^(?:de\s+)?camino\s/i.test(words)) return words;
  if (/^(?:en|a|al|junto|dentro|sobre|bajo|cerca)\s/i.test(words)) return words;
  if (ARTICLE.test(words) || PARENTS.test(words) || /^\p{Lu}/u.test(words)) {
    return `en ${PARENTS.test(words) ? ownPhrase(words) : words}`;
  }
  // "casa de la abuela" is said without an article, as Spanish says a house.
  if (/^casa\s+de\s/i.test(words)) return `en ${words}`;
  return `en ${feminine(headNoun(words)) ? 'la' : 'el'} ${words}`;
}

/** The parent's "mi"/"unas" made the child's own: "su osito", "sus botas amarillas". */
function ownPhrase(element: string): string {
  const plural =
    PLURAL_ARTICLE.test(element) ||
    PARENTS_PLURAL.test(element) ||
    PAIR.test(element) ||
    (!ARTICLE.test(element) && !PARENTS.test(element) && /s$/i.test(headNoun(element)));
  const bare = element.replace(PAIR, '').replace(ARTICLE, '').replace(PARENTS, '');
  return `${plural ? 'sus' : 'su'} ${bare}`;
}

/**
 * A noun's gender as its ending tells it, for the rare bare place (the writer's places come with
 * their articles): -a, -ción, -sión, -dad, -tad, -tud, -umbre are feminine, bar a few.
 */
function feminine(noun: string): boolean {
  if (/^(?:día|mapa|planeta|sofá|tranvía|cometa|clima|idioma|problema|tema)$/i.test(noun))
    return false;
  if (/^(?:mano|radio|foto|moto|nave|calle|torre|nube|llave|fuente|noche|tarde|clase)$/i.test(noun))
    return true;
  return /(?:a|ción|sión|dad|tad|tud|umbre)$/i.test(noun);
}

/** The word that says what it is: Spanish puts it first, "botas" of "unas botas amarillas". */
function headNoun(phrase: string): string {
  const core = phrase.replace(PAIR, '').replace(ARTICLE, '').replace(PARENTS, '');
  return (core.toLowerCase().split(/\s+/)[0] ?? '').replace(/[^\p{L}-]/gu, '');
}

function mentionsHead(phrase: string, other: string): boolean {
  const head = headNoun(other);
  if (!head) return false;
  const singular = head.replace(/e?s$/, '');
  return new RegExp(`(?<!\\p{L})${escape(singular)}(?:s|es)?(?!\\p{L})`, 'iu').test(phrase);
}

function samePlace(element: string, place: string): boolean {
  const bare = (text: string) => tidy(text).replace(ARTICLE, '').replace(PARENTS, '').toLowerCase();
  const a = bare(element);
  const b = bare(place);
  return a === b || a.endsWith(b) || b.endsWith(a);
}
