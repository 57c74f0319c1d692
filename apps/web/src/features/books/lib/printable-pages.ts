/**
 * Which passage each picture comes before (passage index → picture index): spread evenly from the
 * first passage on, so a story of nine passages and three pictures has one before passages 0, 3
 * and 6. Pictures beyond one per passage are left out rather than stacked.
 */
export function picturesBeforePassages(pictures: number, passages: number): Map<number, number> {
  const placed = new Map<number, number>();
  const shown = Math.min(pictures, passages);
  for (let k = 0; k < shown; k++) placed.set(Math.floor((k * passages) / shown), k);
  return placed;
}
