/**
 * One language's words that do not belong in a children's story, and the harmless phrases that
 * contain them. Entries are written in the language's own letters, lower case; a list is text so a
 * reviewer reads it as a list:
 *
 * - `kill*`  the word, its family (kills, killed, killer, killing, killable…) and compounds with
 *            another word on either side (bloodbath, gunfire, shotgun);
 * - `kill+`  the word and its family, never inside another word;
 * - `gin`    the word and its plural only;
 * - `dead body`  a phrase: these words in a row (the last one with its plural).
 *
 * `allowed` phrases are read before the check and taken out ("killer whale", "water gun").
 */
export interface WordList {
  /** BCP 47 code. */
  language: string;
  unsafe: string;
  allowed: string;
  /** Endings that make a family in this language (see word-families.ts). */
  endings: { afterConsonant: readonly string[]; afterVowelDroppingE: readonly string[] };
}
