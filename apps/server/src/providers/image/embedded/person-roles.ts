/** Costumes a person may wear, each drawn by figure-costumes.ts. */
export type Costume =
  | 'crown'
  | 'wizard'
  | 'witch'
  | 'pirate'
  | 'astronaut'
  | 'detective'
  | 'clown'
  | 'santa'
  | 'elf'
  | 'superhero'
  | 'ninja'
  | 'knight'
  | 'chef'
  | 'doctor'
  | 'firefighter'
  | 'police'
  | 'post'
  | 'farmer'
  | 'builder'
  | 'explorer'
  | 'angel'
  | 'ballerina'
  | 'scientist';

/** How a person relates to the hero: family share the hero's skin and hair. */
export type Kinship = 'elder' | 'parent' | 'sibling' | 'cousin' | null;

export interface PersonRole {
  id: string;
  words: readonly string[];
  build: 'adult' | 'child' | 'toddler';
  /** Feminine, masculine or neutral presentation: the outfit and the hair follow it. */
  presents: 'f' | 'm' | 'n';
  kin: Kinship;
  costume?: Costume;
}

const role = (
  id: string,
  build: PersonRole['build'],
  presents: PersonRole['presents'],
  kin: Kinship,
  words: string[],
  costume?: Costume,
): PersonRole => ({ id, build, presents, kin, words: [id, ...words], costume });

/**
 * People a story may name, drawn as full figures in the hero's style (never as emoji heads).
 * Words are singular and lower-case, like the icon vocabulary's.
 */
export const PERSON_ROLES: readonly PersonRole[] = [
  role('grandmother', 'adult', 'f', 'elder', [
    'granny',
    'grandma',
    'gran',
    'nana',
    'nanna',
    'nan',
    'grandmum',
    'grandmom',
    'grandmama',
    'oma',
    'abuela',
    'nonna',
    'babcia',
    'bubbe',
    'grandparent',
    'grandparents',
  ]),
  role('grandfather', 'adult', 'm', 'elder', [
    'grandpa',
    'grandad',
    'granddad',
    'grandaddy',
    'granddaddy',
    'grampa',
    'gramps',
    'grandpapa',
    'opa',
    'abuelo',
    'nonno',
    'grandpop',
  ]),
  role('mother', 'adult', 'f', 'parent', [
    'mum',
    'mom',
    'mummy',
    'mommy',
    'mama',
    'mamma',
    'mam',
    'mammy',
    'stepmother',
    'stepmum',
    'stepmom',
  ]),
  role('father', 'adult', 'm', 'parent', ['dad', 'daddy', 'papa', 'dada', 'stepfather', 'stepdad']),
  role('parent', 'adult', 'n', 'parent', ['parents', 'carer', 'guardian']),
  role('aunt', 'adult', 'f', 'parent', ['auntie', 'aunty']),
  role('uncle', 'adult', 'm', 'parent', []),
  role('sister', 'child', 'f', 'sibling', [
    'sis',
    'big sister',
    'little sister',
    'twin sister',
    'stepsister',
  ]),
  role('brother', 'child', 'm', 'sibling', [
    'bro',
    'big brother',
    'little brother',
    'twin brother',
    'stepbrother',
  ]),
  role('sibling', 'child', 'n', 'sibling', ['twin']),
  role('baby', 'toddler', 'n', 'sibling', [
    'baby brother',
    'baby sister',
    'toddler',
    'newborn',
    'infant',
  ]),
  role('cousin', 'child', 'n', 'cousin', []),
  role('friend', 'child', 'n', null, [
    'best friend',
    'pal',
    'buddy',
    'classmate',
    'playmate',
    'kid',
    'child',
    'girl',
    'boy',
    'schoolfriend',
    'bestie',
  ]),
  role('teacher', 'adult', 'n', null, [
    'headteacher',
    'head teacher',
    'teaching assistant',
    'tutor',
    'coach',
  ]),
  role('neighbour', 'adult', 'n', null, [
    'neighbor',
    'lady',
    'man',
    'woman',
    'gentleman',
    'person',
    'stranger',
    'shopkeeper',
    'librarian',
    'lifeguard',
    'grown up',
    'grownup',
    'adult',
  ]),
  role(
    'doctor',
    'adult',
    'n',
    null,
    ['dentist', 'vet', 'veterinarian', 'nurse', 'paramedic'],
    'doctor',
  ),
  role('scientist', 'adult', 'n', null, ['inventor', 'professor'], 'scientist'),
  role('chef', 'adult', 'n', null, ['baker', 'cook'], 'chef'),
  role('firefighter', 'adult', 'n', null, ['fireman', 'firewoman', 'fire fighter'], 'firefighter'),
  role(
    'police officer',
    'adult',
    'n',
    null,
    ['policeman', 'policewoman', 'police', 'officer', 'sheriff'],
    'police',
  ),
  role(
    'postie',
    'adult',
    'n',
    null,
    ['postman', 'postwoman', 'mail carrier', 'mailman', 'postal worker'],
    'post',
  ),
  role('farmer', 'adult', 'n', null, ['gardener', 'zookeeper', 'zoo keeper'], 'farmer'),
  role(
    'builder',
    'adult',
    'n',
    null,
    ['construction worker', 'digger driver', 'engineer', 'plumber'],
    'builder',
  ),
  role('explorer', 'adult', 'n', null, ['adventurer', 'ranger', 'guide'], 'explorer'),
  role('king', 'adult', 'm', null, ['emperor', 'sultan'], 'crown'),
  role('queen', 'adult', 'f', null, ['empress'], 'crown'),
  role('prince', 'child', 'm', null, [], 'crown'),
  role('princess', 'child', 'f', null, [], 'crown'),
  role('knight', 'adult', 'n', null, ['soldier', 'guard'], 'knight'),
  role('wizard', 'adult', 'm', null, ['sorcerer', 'magician', 'mage', 'warlock'], 'wizard'),
  role('witch', 'adult', 'f', null, ['sorceress', 'enchantress', 'good witch'], 'witch'),
  role(
    'pirate',
    'adult',
    'n',
    null,
    ['captain', 'pirate captain', 'sailor', 'buccaneer'],
    'pirate',
  ),
  role(
    'astronaut',
    'adult',
    'n',
    null,
    ['spaceman', 'spacewoman', 'cosmonaut', 'space explorer'],
    'astronaut',
  ),
  role('detective', 'adult', 'n', null, ['sleuth', 'spy', 'inspector'], 'detective'),
  role('clown', 'adult', 'n', null, ['jester', 'juggler', 'acrobat', 'ringmaster'], 'clown'),
  role(
    'santa',
    'adult',
    'm',
    null,
    ['santa claus', 'father christmas', 'saint nick', 'st nick'],
    'santa',
  ),
  role('elf', 'child', 'n', null, ['helper elf'], 'elf'),
  role('superhero', 'adult', 'n', null, ['super hero'], 'superhero'),
  role('ninja', 'adult', 'n', null, ['samurai'], 'ninja'),
  role('angel', 'child', 'n', null, ['cherub'], 'angel'),
  role('ballerina', 'child', 'f', null, ['dancer', 'ballet dancer'], 'ballerina'),
  role('giant', 'adult', 'n', null, ['ogre'], undefined),
];
