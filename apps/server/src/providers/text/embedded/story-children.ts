import type { Pronouns } from '@sns/contract';

/** "her", "his", "their": how the hero's own things are told once their pronouns are known. */
export function possessivePronoun(pronouns: Pronouns): string {
  return pronouns === 'she' ? 'her' : pronouns === 'he' ? 'his' : 'their';
}
