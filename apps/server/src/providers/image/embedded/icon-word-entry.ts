/** Where an icon sits naturally in the picture: floating in the sky or standing on the ground. */
export type Placement = 'sky' | 'ground';

export interface IconWordEntry {
  icon: string;
  placement: Placement;
  words: readonly string[];
}

/** An entry for something that floats or flies. */
export const sky = (icon: string, ...words: string[]): IconWordEntry => ({
  icon,
  placement: 'sky',
  words,
});
/** An entry for something that stands on the ground. */
export const ground = (icon: string, ...words: string[]): IconWordEntry => ({
  icon,
  placement: 'ground',
  words,
});
