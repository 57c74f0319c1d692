import { EYE_COLOURS, HAIR_COLOURS, SKIN_TONES } from '@sns/contract';
import type { FigureLook } from './cast-look';
import type { FigureHairStyle } from './hero-hair';
import type { PersonRole } from './person-roles';
import { mixColor } from './svg-shapes';

// Grown-ups' clothes: softer and deeper than the children's favourite colours.
const GROWN_UP_COLOURS = [
  '#7d6bb0',
  '#4f8a8b',
  '#c0714f',
  '#8a9a5b',
  '#b35a6b',
  '#5d7fb3',
  '#d49a3d',
  '#6f6f8f',
] as const;
const GREYS = ['#a9a6a2', '#d9d6d0', '#f1e4bd'] as const;

type Texture = 'straight' | 'curly' | 'coily' | 'covered';

function textureOf(style: FigureHairStyle): Texture {
  if (style === 'curly') return 'curly';
  if (style === 'coily' || style === 'braids' || style === 'buns') return 'coily';
  if (style === 'covered') return 'covered';
  return 'straight';
}

// A family's hair by the hero's texture: a coily-haired child's mum is not drawn with a blonde bob.
const FAMILY_STYLES: Record<Texture, Record<'f' | 'm' | 'n', readonly FigureHairStyle[]>> = {
  straight: { f: ['long', 'bob', 'ponytail', 'bun'], m: ['short'], n: ['short', 'bob'] },
  curly: { f: ['curly'], m: ['curly', 'short'], n: ['curly'] },
  coily: { f: ['coily', 'braids', 'buns'], m: ['shaved', 'coily'], n: ['coily', 'shaved'] },
  covered: { f: ['covered'], m: ['short'], n: ['covered', 'short'] },
};
const STRANGER_STYLES: Record<'f' | 'm' | 'n', readonly FigureHairStyle[]> = {
  f: ['long', 'bob', 'bun', 'curly', 'coily', 'braids', 'ponytail', 'covered'],
  m: ['short', 'shaved', 'curly', 'coily', 'short'],
  n: ['short', 'bob', 'curly', 'coily', 'ponytail', 'shaved'],
};

/**
 * How a person other than the cast looks: family take the hero's skin and hair (grandparents
 * greyed), anyone else a look of their own. Chosen by a hash of who they are (`key`: the role, or
 * a name), never by the picture's seed, so the teacher is the same teacher on every page.
 */
export function lookForPerson(role: PersonRole, hero: FigureLook, key: string): FigureLook {
  let h = hashText(key);
  const next = (count: number): number => {
    h = Math.imul(h ^ (h >>> 15), 0x2c1b3c6d) >>> 0;
    h = (h ^ (h >>> 12)) >>> 0;
    return h % count;
  };
  const pick = <T>(items: readonly T[]): T => items[next(items.length)] as T;
  const family = role.kin !== null;
  const presents = role.presents === 'n' ? pick(['f', 'm'] as const) : role.presents;
  const styles = family
    ? FAMILY_STYLES[textureOf(hero.hairStyle)][presents]
    : STRANGER_STYLES[presents];
  let hairStyle = pick(styles);
  if (role.kin === 'elder' && presents === 'm') hairStyle = pick(['bald', 'short'] as const);
  if (role.build === 'toddler') hairStyle = 'short';
  const top = pick(GROWN_UP_COLOURS);
  const outfit = presents === 'f' ? 'dress' : 'trousers';
  return {
    skin: family ? hero.skin : pick(SKIN_TONES).hex,
    hair:
      role.kin === 'elder'
        ? pick(GREYS)
        : family
          ? hero.hair
          : pick(HAIR_COLOURS.filter((c) => c.id !== 'grey')).hex,
    hairStyle,
    eyes: family ? hero.eyes : pick(EYE_COLOURS).hex,
    glasses: role.kin === 'elder' ? next(10) < 6 : next(10) < 2,
    freckles: next(10) < 2,
    outfit,
    top,
    bottom:
      outfit === 'dress' ? mixColor(top, '#3a3550', 0.5) : pick(['#4a5f8c', '#5b4e44', '#3f4756']),
    shoes: '#4a3a36',
    accent: mixColor(pick(GROWN_UP_COLOURS), '#ffffff', 0.35),
    stripes: false,
  };
}

/** FNV-1a, for picking a stable look from a word. */
export function hashText(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}
