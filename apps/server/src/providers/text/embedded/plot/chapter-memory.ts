import type { ChapterMemory, Companion } from '../../types';
import { understandElement } from '../understand/understand-element';
import type { Character, StoryPlan } from './plan-story';

/**
 * What a chapter leaves for the next (docs/decisions/067): its companions by name and kind with
 * their qualities, where it happened, and what the heroes did there — read back from the plan the
 * chapter was written from, so a real model's chapter (given the same plan) leaves the same.
 */
export function chapterMemoryOf(plan: StoryPlan, elements: readonly string[]): ChapterMemory {
  return {
    elements: [...elements],
    companions: plan.characters.map((c) => companionOf(c, plan.heroes)),
    places: [plan.setting.short],
    happened: happenedIn(plan),
    problem: plan.problem,
  };
}

export function companionOf(character: Character, heroes: readonly string[]): Companion {
  const companion: Companion = {
    name: character.short,
    kind: kindOf(character, heroes),
    qualities: [...character.qualities],
  };
  if (character.typed) companion.typed = character.typed;
  return companion;
}

function kindOf(character: Character, heroes: readonly string[]): string {
  if (character.typed) return understandElement(character.typed, heroes.join(' and ')).head;
  if (character.short.startsWith('the ')) return character.short.slice(4);
  // "a shop assistant called Mo", "Mr Patel, the caretaker": the noun before the name.
  const called = /(\p{L}+) called /u.exec(character.first)?.[1];
  const the = /, the (\p{L}+)$/u.exec(character.first)?.[1];
  return called ?? the ?? (character.person ? 'friend' : character.short);
}

/** "found the cookbook in the kitchen": the heroes' deed of the chapter, in the past tense. */
function happenedIn(plan: StoryPlan): string {
  const focus = plan.focus.object?.short ?? plan.focus.character?.short ?? 'their way';
  const place = `${placePreposition(plan)} ${plan.setting.short}`;
  switch (plan.problem) {
    case 'missing':
      return `found ${focus} ${place}`;
    case 'runaway':
      return `caught ${focus} ${place}`;
    case 'rescue':
      return `helped ${focus} out of trouble ${place}`;
    case 'enchantment':
      return `broke a spell on ${focus} ${place}`;
    case 'invention':
      return `mended ${focus} ${place}`;
    case 'secret':
      return `found out the secret of ${focus} ${place}`;
  }
}

const INSIDE = new Set(['woods', 'wood', 'forest', 'jungle', 'meadow', 'field', 'sky', 'space']);

export function placePreposition(plan: StoryPlan): 'in' | 'at' {
  const word = plan.setting.short.split(' ').pop() ?? '';
  const family = plan.setting.facts.family;
  if (['garden', 'playground', 'treehouse', 'fair'].includes(word)) return 'in';
  return ['home', 'shop', 'school'].includes(family) || INSIDE.has(word) ? 'in' : 'at';
}
