import { z } from 'zod';

/** The five genres of SPEC §3, spelled as the original client sends them. */
export const GENRES = ['Fantasy', 'Adventure', 'Mystery', 'Sci-Fi', 'Comedy'] as const;
export type Genre = (typeof GENRES)[number];

export const MIN_AGE = 1;
export const MAX_AGE = 15;
