import type { Pronouns } from '@sns/contract';
import type { Focus } from './story-tokens';
import { joinList, type TokenValue } from './template';

/** A child in the story besides the hero (a sibling or a friend), from the parent's profiles. */
export interface StoryChild {
  name: string;
  pronouns: Pronouns;
}

interface PronounForms {
  they: string;
  them: string;
  their: string;
  themselves: string;
  /** The verbs that agree with the pronoun: "they were", "she was". */
  was: string;
  is: string;
  has: string;
}

const FORMS: Readonly<Record<Pronouns, PronounForms>> = {
  she: {
    they: 'she',
    them: 'her',
    their: 'her',
    themselves: 'herself',
    was: 'was',
    is: 'is',
    has: 'has',
  },
  he: {
    they: 'he',
    them: 'him',
    their: 'his',
    themselves: 'himself',
    was: 'was',
    is: 'is',
    has: 'has',
  },
  they: {
    they: 'they',
    them: 'them',
    their: 'their',
    themselves: 'themselves',
    was: 'were',
    is: 'are',
    has: 'have',
  },
};

/** "her", "his", "their": how the hero's own things are told once their pronouns are known. */
export function possessivePronoun(pronouns: Pronouns): string {
  return FORMS[pronouns].their;
}

/** `prefix` + capitalised form: {heroThey} {heroWas} → "they were"; {HeroThey} starts a sentence. */
function pronounTokens(prefix: string, pronouns: Pronouns): Record<string, TokenValue> {
  const forms = FORMS[pronouns];
  return Object.fromEntries(
    Object.entries(forms).map(([form, word]) => [
      `${prefix}${form.charAt(0).toUpperCase()}${form.slice(1)}`,
      word,
    ]),
  );
}

/**
 * The hero's pronouns, known only from a child profile. Bank lines that use them are told only
 * then: without a profile the writer never guesses, and names the hero instead.
 */
export function heroPronounTokens(pronouns: Pronouns): Record<string, TokenValue> {
  return pronounTokens('hero', pronouns);
}

/** Focus tokens for a line about one other child: {kid}, {kidThey}, {kidTheir}, {kidWas}… */
export function childFocus(child: StoryChild): Focus {
  return { tokens: { kid: child.name, ...pronounTokens('kid', child.pronouns) } };
}

/** {kids}: the other children together ("Sam and Leo"), with {kidsWere} agreeing with them. */
export function childrenTokens(children: readonly StoryChild[]): Record<string, TokenValue> {
  const only = children.length === 1 ? children[0] : undefined;
  return {
    kids: joinList(children.map((child) => child.name)),
    kidsWere: only ? FORMS[only.pronouns].was : 'were',
  };
}
