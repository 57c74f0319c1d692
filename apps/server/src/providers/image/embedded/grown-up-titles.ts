import type { PersonRole } from './person-roles';
import { PERSON_ROLES } from './person-roles';

/**
 * Titles only a grown-up is called by ("Mrs Patel", "Mr Brown", "Miss Honey", "Dr Ade", and
 * Spanish's lowercase ones, "la señora Okafor", "don Manuel", "la doctora Ruiz"), and how the
 * person they name presents: a child is never "Mrs" (issue 28: "Mrs Patel the librarian" was
 * drawn as a girl beside the hero). Keys as `titledGrownUp` reads a word: accents dropped.
 */
const TITLES: Readonly<Record<string, PersonRole['presents']>> = {
  mr: 'm',
  mister: 'm',
  sir: 'm',
  lord: 'm',
  senor: 'm',
  monsieur: 'm',
  herr: 'm',
  mrs: 'f',
  missus: 'f',
  miss: 'f',
  ms: 'f',
  madam: 'f',
  madame: 'f',
  dame: 'f',
  lady: 'f',
  senora: 'f',
  senorita: 'f',
  sr: 'm',
  sra: 'f',
  srta: 'f',
  don: 'm',
  dona: 'f',
  mx: 'n',
  dr: 'n',
  doctor: 'n',
  dra: 'f',
  doctora: 'f',
};
const DOCTORS = new Set(['dr', 'doctor', 'dra', 'doctora']);

/**
 * Words before a title that are not the name: "the", "our", "old Mr Gruber"; Spanish's articles
 * and possessives, "la señora Okafor", "el viejo señor Gruber", "nuestra vecina".
 */
const BEFORE_TITLE =
  /^(the|a|an|our|my|his|her|their|old|dear|kind|nice|el|la|los|las|un|una|mi|tu|su|nuestro|nuestra|viejo|vieja|querido|querida|buen|buena|amable)$/i;

/** A word as the titles are keyed: lower case, without accents or a final stop ("Sra." → sra). */
const titleKey = (word: string) =>
  word.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/\.$/, '');

/** Whether `word` is a title ("Mrs", "señora", "doña") or a word that comes before one ("la"). */
export function isTitleOrArticle(word: string): boolean {
  return titleKey(word) in TITLES || BEFORE_TITLE.test(titleKey(word));
}

const NEIGHBOUR = PERSON_ROLES.find((role) => role.id === 'neighbour') ?? PERSON_ROLES[0]!;
const DOCTOR = PERSON_ROLES.find((role) => role.id === 'doctor') ?? NEIGHBOUR;

/**
 * The grown-up a title names, as the words have them: "Mrs Patel" (a title, then a capitalised
 * name) is a woman; "Mrs Patel the librarian" the librarian, a woman; "the lady next door" has no
 * title. Undefined when the words open with no title followed by a name.
 */
export function titledGrownUp(
  text: string,
): { presents: PersonRole['presents']; name: string; doctor: boolean } | undefined {
  const words = text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .trim()
    .split(/[\s,]+/)
    .filter((word) => !BEFORE_TITLE.test(word));
  const [title, name] = words;
  if (!title || !name) return undefined;
  const said = titleKey(title);
  const presents = TITLES[said];
  if (presents === undefined || !/^\p{Lu}/u.test(name)) return undefined;
  // "Mrs Patel the librarian": the name is the title and the capitalised words after it.
  const rest = words.slice(1);
  const end = rest.findIndex((word) => !/^\p{Lu}/u.test(word));
  const named = [title, ...(end === -1 ? rest : rest.slice(0, end))].join(' ');
  return {
    presents,
    name: named.toLowerCase().replace(/[^a-z ]/g, ''),
    // "don" and "doña" start like "doctor" but name no doctor.
    doctor: DOCTORS.has(said),
  };
}

/**
 * A person's role as a title says it: a role that does not say (a librarian, a teacher) takes the
 * title's presentation, and a child's role (a friend, a name we do not know) becomes a grown-up
 * neighbour — Mrs Patel is a grown-up whatever else the words say of her.
 */
export function roleWithTitle(role: PersonRole | undefined, text: string): PersonRole | undefined {
  const titled = titledGrownUp(text);
  if (!titled) return role;
  const grown = role && role.build === 'adult' ? role : titled.doctor ? DOCTOR : NEIGHBOUR;
  return grown.presents === 'n' ? { ...grown, presents: titled.presents } : grown;
}
