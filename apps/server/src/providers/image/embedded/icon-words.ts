/**
 * The hand-made vocabulary that turns story elements into @iconify-json/noto icons.
 *
 * Hand-made on purpose: the noto set has ~4,000 icons and matching on their names would show
 * a cruise ship for "pirate ship" or a sausage for "hot dog". Every word here was chosen so the
 * icon is what a child would draw for it. Words are singular and lower-case; plurals and case
 * are handled by the matcher. Multi-word keys ("teddy bear") win over their parts.
 *
 * Left out on purpose: icons with shapes outside their viewBox (package, gorilla, tornado,
 * fountain, crossed-swords), because resvg-js 2.6.2 aborts the whole process when a layered
 * group lands entirely off-canvas (thx/resvg-js#413, #415); and lizard, whose 170 kB of paths
 * alone would cost ~15 ms per image; icons drawn as square tiles with their own night sky
 * (shooting-star, milky-way, fireworks), which look pasted on; and the Japanese masks noto uses
 * for goblin and ogre. The icon tests enforce the viewBox and tile rules.
 */

import { CREATURE_WORDS } from './icon-words-creatures';
import { FOOD_WORDS } from './icon-words-food';
import { THING_WORDS } from './icon-words-things';
import type { IconWordEntry } from './icon-word-entry';

export type { IconWordEntry, Placement } from './icon-word-entry';

export const ICON_WORDS: readonly IconWordEntry[] = [
  ...CREATURE_WORDS,
  ...THING_WORDS,
  ...FOOD_WORDS,
];

/**
 * Compounds whose last word would otherwise pick a wrong icon ("sea horse" is not a horse,
 * "dragon fruit" is not a dragon). Their words are ignored, so the element falls back unless
 * another known noun is present.
 */
export const MISLEADING_COMPOUNDS: readonly string[] = [
  'sea horse',
  'seahorse',
  'dragon fruit',
  'star fruit',
  'sea star',
  'sea cow',
  'sea urchin',
  'sea dragon',
  'sea monster',
  'sea cucumber',
  'horse fly',
  'dragon fly',
  'fire fly',
  'cat tail',
  'bear claw',
  'star anise',
  'dog rose',
  'rock star',
  'pop star',
  'snow globe',
  'baseball bat',
  'cricket bat',
  'computer mouse',
  'spider man',
  'bat man',
  'moon walk',
  'cat walk',
];

/** The neutral motif for words the vocabulary doesn't know: a star can't be wrong in a night sky. */
export const FALLBACK_ICON = 'glowing-star';
