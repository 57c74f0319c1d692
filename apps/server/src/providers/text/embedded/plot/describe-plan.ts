import type { StoryRequest } from '../../types';
import { planFromRequest } from '../write-story';
import type { ElementSense } from '../understand/understand-element';
import { lessonKind } from './lesson-situations';
import type { StoryPlan } from './plan-story';

/**
 * The embedded writer's understanding and plan, in words for a language model's prompt
 * (docs/decisions/036): what each element is, where the story happens, what goes wrong, what
 * solves it — so both writers tell the same story about the same things.
 */
export function describePlan(request: StoryRequest): string[] {
  const { plan } = planFromRequest(request);
  const elementLines = request.elements.map(
    (typed) => `- "${typed.trim()}": ${describeElement(typed, plan)}`,
  );
  return [
    'What the three story elements are, and what each must do in the story:',
    ...elementLines,
    `Setting: most of the middle and the climax happen at ${plan.setting.first}${plan.setting.element ? ' (a story element: it is where the story happens, not a picture or a stop at the end)' : ''}.`,
    `Problem: ${PROBLEM_TEXT[plan.problem](plan)}`,
    plan.tool.object
      ? `The climax is solved using "${plan.tool.object.typed}" for what it is (set it up earlier).`
      : plan.tool.character
        ? `At the climax ${plan.tool.character.short} helps, in character.`
        : 'The hero solves the climax with something the story set up earlier.',
    ...(plan.heroes.length > 1
      ? [
          `${plan.heroes.join(' and ')} are joint heroes: both are in the title, both act and speak; tell them as "they".`,
        ]
      : []),
    ...(plan.twist
      ? [
          'Set the twist up at least once before it is revealed (a visible clue), and let what happens next follow from it.',
        ]
      : []),
    ...(plan.lesson
      ? [
          `The lesson is lived, not preached: first the hero ${LESSON_SITUATION[lessonKind(plan.lesson)]}, then finds the way; a character may say the lesson once at most, never as a moral sentence on its own.`,
        ]
      : []),
  ];
}

function describeElement(typed: string, plan: StoryPlan): string {
  const sense =
    plan.objects.find((o) => o.typed === typed.trim()) ??
    (plan.setting.element?.typed === typed.trim() ? plan.setting.element : undefined) ??
    plan.elements.find((e) => e.typed === typed.trim());
  const character = plan.characters.find((c) => c.typed === typed.trim());
  if (character) {
    const what = character.person
      ? 'a person'
      : character.fromHome
        ? 'the hero’s own toy or pet'
        : 'an animal';
    const qualities =
      character.qualities.length > 0
        ? `, ${character.qualities.join(', ')} (let that show in what it does and says)`
        : '';
    const family = character.family
      ? ' Family: comes along with the hero from the start, never a stranger met on the way and never the one to be rescued.'
      : '';
    return `${what} called ${character.short}${qualities}. A character who acts and speaks in character several times; never given, handed over or found as a present.${family}`;
  }
  if (sense) return describeSense(sense);
  return 'part of the story.';
}

function describeSense(sense: ElementSense): string {
  const qualities = sense.qualities.length > 0 ? ` (${sense.qualities.join(', ')})` : '';
  switch (sense.kind) {
    case 'place':
      return `a place, ${sense.head}${qualities}: the story happens here.`;
    case 'activity':
      return sense.ahead
        ? `something coming up (${sense.time}), at the ${sense.head}: the story leads up to it, and the hero ends ready for it; never a thing to lose or chase.`
        : sense.today
          ? `an event (${sense.time}) at the ${sense.head}, happening tonight: the story takes place at it, the hero is there while it goes on, and it ends well; never a thing to lose or chase.`
          : `something that happens (${sense.time}) in the ${sense.head}: the story happens then and there.`;
    case 'sky':
      return `in the sky${qualities}.`;
    default:
      if (sense.aid)
        return `how ${sense.ownerCharacter ?? 'its owner'} gets about (${sense.head}): show it as part of them, with respect; never lost, chased or mended, and they never run.`;
      if (sense.habit)
        return `something ${sense.ownerCharacter ?? 'the hero'} does (${sense.typed}): let them do it in the story, where it helps; never a thing to lose, chase or hold.`;
      return `a thing, ${sense.head}${qualities}${sense.owner?.hero ? ', the hero’s own, brought from home' : ''}; used for what it is (${sense.use ?? 'carried'}).`;
  }
}

const PROBLEM_TEXT: Readonly<Record<StoryPlan['problem'], (plan: StoryPlan) => string>> = {
  missing: (plan) =>
    `${plan.focus.object?.short ?? plan.focus.character?.short ?? 'something'} has gone missing; the hero follows clues to find it.`,
  runaway: (plan) =>
    `${plan.focus.object?.short ?? plan.focus.character?.short ?? 'something'} causes a comic chase and muddle; the hero puts it right.`,
  rescue: (plan) =>
    `${plan.focus.character?.short ?? plan.focus.object?.short ?? 'someone'} is in trouble; the hero goes to help.`,
  enchantment: (plan) =>
    `the magic of ${plan.setting.short} is fading at night; the hero keeps it alive.`,
  invention: (plan) =>
    `${plan.focus.object?.short ?? 'an invention'} is broken or needed for something new; the hero makes it work.`,
  secret: (plan) =>
    `${plan.focus.object?.short ?? 'something'} is strange, and nobody knows why; the hero follows clues to its secret.`,
};

const LESSON_SITUATION: Readonly<Record<ReturnType<typeof lessonKind>, string>> = {
  fear: 'is scared',
  fail: 'tries and fails',
  share: 'does not want to share',
  kind: 'is unkind for a moment',
  patience: 'rushes',
  together: 'tries alone',
  honest: 'is not honest',
  self: 'wishes to be someone else',
  general: 'struggles with it',
};
