/**
 * Body proportions in figure units (feet at 0, up is negative). One drawing style for everyone:
 * a grown-up is a child with a smaller head on a longer body, a toddler the other way round.
 */
export interface Build {
  kind: 'child' | 'adult' | 'toddler';
  /** Centre of the head, and its scale from the 80-unit head every head is drawn at. */
  headY: number;
  headScale: number;
  shoulderY: number;
  /** Where the top ends and the legs begin. */
  hipY: number;
  bodyHalf: number;
  hemHalf: number;
  legWidth: number;
  /** Half the distance between the legs' centres. */
  legGap: number;
  /** The right hand hanging at rest (the left mirrors it). */
  rest: readonly [number, number];
  /** Feet to the top of the head. */
  height: number;
}

export const CHILD: Build = {
  kind: 'child',
  headY: -282,
  headScale: 1,
  shoulderY: -208,
  hipY: -96,
  bodyHalf: 44,
  hemHalf: 48,
  legWidth: 26,
  legGap: 21,
  rest: [64, -118],
  height: 362,
};

export const ADULT: Build = {
  kind: 'adult',
  headY: -414,
  headScale: 0.78,
  shoulderY: -362,
  hipY: -186,
  bodyHalf: 50,
  hemHalf: 54,
  legWidth: 30,
  legGap: 22,
  rest: [72, -196],
  height: 476,
};

export const TODDLER: Build = {
  kind: 'toddler',
  headY: -204,
  headScale: 0.8,
  shoulderY: -144,
  hipY: -66,
  bodyHalf: 36,
  hemHalf: 40,
  legWidth: 22,
  legGap: 17,
  rest: [52, -82],
  height: 268,
};
