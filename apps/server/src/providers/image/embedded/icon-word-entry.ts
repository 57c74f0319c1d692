/** Where an icon sits naturally in the picture: floating in the sky or standing on the ground. */
export type Placement = 'sky' | 'ground';

/**
 * What sort of thing an entry names, which decides how it is drawn: creatures are sized like
 * animals, food is small, vehicles stand in the back row, plush toys get stitches and buttons.
 */
export type ThingKind = 'creature' | 'object' | 'food' | 'vehicle' | 'sky' | 'nature' | 'plush';

export interface IconWordEntry {
  /** A name in the @iconify-json/noto set, or `custom:<name>` for a drawing of our own. */
  icon: string;
  placement: Placement;
  kind: ThingKind;
  words: readonly string[];
}

/** An entry for something that floats or flies. */
export const sky = (icon: string, ...words: string[]): IconWordEntry => ({
  icon,
  placement: 'sky',
  kind: 'object',
  words,
});
/** An entry for something that stands on the ground. */
export const ground = (icon: string, ...words: string[]): IconWordEntry => ({
  icon,
  placement: 'ground',
  kind: 'object',
  words,
});

/** Gives every entry of a section its kind. */
export const ofKind = (kind: ThingKind, entries: readonly IconWordEntry[]): IconWordEntry[] =>
  entries.map((entry) => ({ ...entry, kind }));

/** Icons drawn by our own code rather than taken from the noto set. */
export const CUSTOM_PREFIX = 'custom:';
