import type { PodPackage } from './pod-package';

/** A hardcover's printed cover wraps this far around the boards on every side. */
export const CASEWRAP_WRAP_IN = 0.75;
/** Interior pages carry this much bleed on every side beyond the trim. */
export const BLEED_IN = 0.125;
/** Casewrap books have 24 to 800 interior pages. */
export const CASEWRAP_PAGES = { min: 24, max: 800 } as const;

/**
 * The lab's spine widths for casewrap by interior page count, after the table in Lulu's book
 * creation guide (not checked against Lulu's live answers): up to `pages`, the spine is `inches`.
 */
const CASEWRAP_SPINE: readonly { pages: number; inches: number }[] = [
  { pages: 84, inches: 0.25 },
  { pages: 140, inches: 0.5 },
  { pages: 168, inches: 0.625 },
  { pages: 194, inches: 0.688 },
  { pages: 222, inches: 0.75 },
  { pages: 250, inches: 0.813 },
  { pages: 278, inches: 0.875 },
  { pages: 306, inches: 0.938 },
  { pages: 334, inches: 1 },
  { pages: 360, inches: 1.063 },
  { pages: 388, inches: 1.125 },
  { pages: 416, inches: 1.188 },
  { pages: 444, inches: 1.25 },
  { pages: 472, inches: 1.313 },
  { pages: 500, inches: 1.375 },
  { pages: 528, inches: 1.438 },
  { pages: 556, inches: 1.5 },
  { pages: 582, inches: 1.563 },
  { pages: 610, inches: 1.625 },
  { pages: 638, inches: 1.688 },
  { pages: 666, inches: 1.75 },
  { pages: 694, inches: 1.813 },
  { pages: 722, inches: 1.875 },
  { pages: 750, inches: 1.938 },
  { pages: 778, inches: 2 },
  { pages: 800, inches: 2.063 },
];

/** The spine width in inches, or undefined outside casewrap's page range. */
export function casewrapSpineInches(pageCount: number): number | undefined {
  if (!Number.isInteger(pageCount) || pageCount < CASEWRAP_PAGES.min) return undefined;
  return CASEWRAP_SPINE.find((row) => pageCount <= row.pages)?.inches;
}

/**
 * The cover sheet of a casewrap book (back + spine + front, wrap included), in inches:
 * width = 2 × (trim width + wrap) + spine, height = trim height + 2 × wrap.
 */
export function casewrapCoverInches(
  pkg: PodPackage,
  pageCount: number,
): { width: number; height: number } | undefined {
  const spine = casewrapSpineInches(pageCount);
  if (spine === undefined) return undefined;
  return {
    width: 2 * (pkg.trimWidthIn + CASEWRAP_WRAP_IN) + spine,
    height: pkg.trimHeightIn + 2 * CASEWRAP_WRAP_IN,
  };
}

export type CoverUnit = 'pt' | 'mm' | 'inch';

/** Inches in the requested unit, as Lulu writes it: a string with three decimals. */
export function inUnit(inches: number, unit: CoverUnit): string {
  const value = unit === 'pt' ? inches * 72 : unit === 'mm' ? inches * 25.4 : inches;
  return value.toFixed(3);
}
