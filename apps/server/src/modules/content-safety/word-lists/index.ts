import { en } from './en';
import { es } from './es';
import type { WordList } from './types';

/**
 * Every language's list. All are checked, whatever the story's language: a word in another
 * language is just as unsuitable. A new language is one file beside en.ts, added here.
 */
export const WORD_LISTS: readonly WordList[] = [en, es];
export type { WordList };
