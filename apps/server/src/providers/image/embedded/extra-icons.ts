/**
 * Noto icons drawn outside the word vocabulary: a famous landmark noto draws well (the Statue of
 * Liberty). The illustrator loads only the icons it can draw, so these are listed here.
 */
export const EXTRA_ICONS = ['statue-of-liberty'] as const;
