import { ELEMENT_MAX_CHARS, type Child } from '@sns/contract';
import { ELEMENT_FIELDS, type StoryFormValues } from './story-form';
import { joinNames } from './library-text';

/** What Create Story uses of a chosen child profile. */
export type StoryChild = Pick<Child, 'id' | 'name' | 'age' | 'favouriteThings'>;

/** The hero field holds at most this (the contract's hero limit). */
const HERO_MAX_CHARS = 40;

/**
 * The hero's name for the chosen children: "Maya", "Maya and Leo", "Maya, Leo and Sam". When the
 * names together are too long for the hero field, the first child's name alone (the story still
 * draws and writes every chosen child: their ids go with it).
 */
export function heroNameOf(children: readonly Pick<StoryChild, 'name'>[]): string {
  const names = children.map((c) => c.name.trim());
  if (names.length === 0) return '';
  const joined = joinNames(names);
  return joined.length <= HERO_MAX_CHARS ? joined : (names[0] ?? '');
}

/**
 * The form after the chosen children change: the hero and the age follow the choice (the names,
 * and the first child's age) unless the parent has typed their own over what was filled in.
 */
export function applyChildren(
  values: StoryFormValues,
  before: readonly StoryChild[],
  after: readonly StoryChild[],
): StoryFormValues {
  const filledHero = heroNameOf(before);
  const filledAge = before[0]?.age ?? '';
  const next = { ...values };
  if (values.hero.trim() === '' || values.hero === filledHero) next.hero = heroNameOf(after);
  if (values.age === '' || values.age === filledAge) next.age = after[0]?.age ?? '';
  return next;
}

/** A favourite thing as a story element: no commas (they would split it), spaces tidied. */
export function asElement(thing: string): string {
  return thing.replace(/,/g, ' ').replace(/\s+/g, ' ').trim().slice(0, ELEMENT_MAX_CHARS);
}

export interface FavouriteSuggestion {
  thing: string;
  /** Already one of the three elements. */
  used: boolean;
}

/** The chosen children's favourite things, once each, as one-click story elements. */
export function favouriteSuggestions(
  children: readonly StoryChild[],
  values: Pick<StoryFormValues, 'element1' | 'element2' | 'element3'>,
): FavouriteSuggestion[] {
  const inUse = new Set(ELEMENT_FIELDS.map((f) => values[f].trim().toLowerCase()));
  const seen = new Set<string>();
  const suggestions: FavouriteSuggestion[] = [];
  for (const child of children) {
    for (const raw of child.favouriteThings) {
      const thing = asElement(raw);
      const key = thing.toLowerCase();
      if (!thing || seen.has(key)) continue;
      seen.add(key);
      suggestions.push({ thing, used: inUse.has(key) });
    }
  }
  return suggestions;
}

/** Puts a thing into the first empty element box; undefined when all three are filled. */
export function addElement(values: StoryFormValues, thing: string): StoryFormValues | undefined {
  const field = ELEMENT_FIELDS.find((f) => values[f].trim() === '');
  return field ? { ...values, [field]: asElement(thing) } : undefined;
}
