import { getNotoIcon, placeIcon } from '../noto-icons';

/**
 * A noto icon as part of a backdrop (the toy shop's shelves, the museum's cases), its bottom
 * centre at (x, y). Only icons of the vocabulary are loaded; `backdrop-icons.test` checks ours are.
 */
export function backdropIcon(
  name: BackdropIcon,
  x: number,
  y: number,
  size: number,
  id: string,
): string {
  return placeIcon(getNotoIcon(name), { x: x - size / 2, y: y - size, size }, `bd-${id}-`);
}

/** The icons backdrops draw, for the test that each is one the illustrator loads. */
export const BACKDROP_ICONS = [
  'kite',
  'robot',
  'soccer-ball',
  'yo-yo',
  'nesting-dolls',
  'balloon',
  'rocket',
  'kick-scooter',
  'sauropod',
  'crown',
  'gem-stone',
  'ambulance',
  'tent',
  'fire',
  'locomotive',
] as const;
export type BackdropIcon = (typeof BACKDROP_ICONS)[number];
