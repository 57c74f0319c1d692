import { LITTLE_CHEERS, LITTLE_HELPS } from './banks/beats';
import {
  LITTLE_CHILD_CHEERS,
  LITTLE_CHILD_GOODNIGHTS,
  LITTLE_CHILD_INTROS,
  LITTLE_HERO_SLEEPY,
} from './banks/children';
import { LITTLE_COMPANION_INTROS, LITTLE_SETUPS } from './banks/companions';
import { LITTLE_FINALS, LITTLE_SLEEPY } from './banks/endings';
import { LITTLE_GOODNIGHTS, LITTLE_HELPERS } from './banks/helpers';
import { LITTLE_LESSON_FRAMES } from './banks/lesson-frames';
import { LITTLE_MEETINGS } from './banks/meetings';
import {
  LITTLE_DESTINATION_VISITS,
  LITTLE_HELPED_NEEDS,
  LITTLE_HELPED_RESOLUTIONS,
  LITTLE_REUNIONS,
  LITTLE_REWARDS,
} from './banks/roles';
import type { ElementRole } from './element-roles';
import { LITTLE_EVENINGS, LITTLE_OPENINGS, LITTLE_TRAITS } from './banks/openings';
import { LITTLE_TWIST_FRAMES } from './banks/twist-frames';
import type { Line } from './banks/types';
import type { LifeLesson } from './life-lesson';
import { setupKind, type StoryPlan } from './compose-full';
import { childFocus } from './story-children';
import { StoryDraft } from './story-draft';
import { focusOn } from './story-tokens';

/**
 * Ages 1–3: the same plot told in short, simple sentences, one idea each, with a little
 * repetition and sound words that toddlers love to hear again.
 */
export function composeLittleStory(plan: StoryPlan): StoryDraft {
  const { context, bank, skeleton } = plan;
  const draft = new StoryDraft(context);

  draft
    .paragraph('opening')
    .core(context.random.chance(0.4) ? bank.little.openings : LITTLE_OPENINGS);
  draft.optional(LITTLE_TRAITS, 1).optional(LITTLE_EVENINGS, 2);
  for (const child of context.children) draft.core(LITTLE_CHILD_INTROS, childFocus(child));
  for (const phrase of context.cast.filter((p) => p.companion))
    draft.core(LITTLE_COMPANION_INTROS, focusOn(phrase));
  for (const phrase of context.cast.filter((p) => !p.companion))
    draft.core(LITTLE_SETUPS[setupKind(phrase)], focusOn(phrase, phrase.kind === 'sky'));

  draft.paragraph('setting').core(skeleton.little.setting).optional(bank.little.sounds, 1.5);

  const roleOf = (index: number): ElementRole => plan.roles[index] ?? 'setting';
  context.cast.forEach((phrase, index) => {
    const role = roleOf(index);
    // As for older children (compose-full.ts): the reward and the longed-for place come at the end.
    if (role === 'companion' || role === 'reward' || role === 'destination') return;
    const focus = focusOn(phrase);
    const meeting =
      setupKind(phrase) === 'personal' ? LITTLE_REUNIONS : LITTLE_MEETINGS[phrase.kind];
    draft.paragraph('meeting', phrase).core(meeting.intros, focus);
    if (role === 'helped') draft.core(LITTLE_HELPED_NEEDS, focus);
    else draft.optional(meeting.details, index === 0 ? 0 : 0.5, focus);
    draft.optional(meeting.details, 2.5, focus);
  });

  draft
    .paragraph('problem')
    .core(skeleton.little.problem)
    .optional(LITTLE_HELPS, 1.2)
    .optional(LITTLE_HELPS, 3);

  if (plan.twist) {
    draft.paragraph('twist').core(LITTLE_TWIST_FRAMES[plan.twist.kind]);
  }

  draft.paragraph('resolution').core(skeleton.little.resolution);
  context.cast.forEach((phrase, index) => {
    const focus = focusOn(phrase);
    switch (roleOf(index)) {
      case 'helped':
        draft.core(LITTLE_HELPED_RESOLUTIONS, focus);
        break;
      case 'reward':
      case 'destination':
      case 'setting':
        break;
      default:
        draft.optional(LITTLE_HELPERS[phrase.kind], index === 0 ? 0.7 : 2, focus);
    }
  });
  context.children.forEach((child, index) => {
    draft.optional(LITTLE_CHILD_CHEERS, index === 0 ? 0.3 : 1.4, childFocus(child));
  });
  draft.optional(LITTLE_CHEERS, 1.6);
  context.cast.forEach((phrase, index) => {
    if (roleOf(index) === 'reward') draft.core(LITTLE_REWARDS, focusOn(phrase));
  });
  context.cast.forEach((phrase, index) => {
    if (roleOf(index) === 'destination')
      draft.paragraph('meeting', phrase).core(LITTLE_DESTINATION_VISITS, focusOn(phrase));
  });

  if (plan.lesson) {
    draft.paragraph('lesson').core(littleLessonFrames(plan.lesson));
  }

  draft.paragraph('homecoming').optional(bank.little.homecomings, 1.3);
  context.cast.forEach((phrase) => {
    draft.core(LITTLE_GOODNIGHTS[phrase.kind], focusOn(phrase, phrase.kind !== 'place'));
  });
  draft.paragraph('sleep').core(LITTLE_SLEEPY);
  if (context.heroPronouns) draft.core(LITTLE_HERO_SLEEPY);
  context.children.forEach((child, index) => {
    draft.optional(LITTLE_CHILD_GOODNIGHTS, index === 0 ? 0.4 : 1.6, childFocus(child));
  });
  draft.optional(LITTLE_SLEEPY, 1.9).optional(LITTLE_SLEEPY, 2.8);
  draft.core(LITTLE_FINALS);
  return draft;
}

function littleLessonFrames(lesson: LifeLesson): readonly Line[] {
  switch (lesson.kind) {
    case 'order':
      return [
        ...LITTLE_LESSON_FRAMES.order,
        ...(lesson.gerund ? LITTLE_LESSON_FRAMES.gerund : []),
        ...LITTLE_LESSON_FRAMES.quote,
      ];
    case 'saying':
      return [...LITTLE_LESSON_FRAMES.saying, ...LITTLE_LESSON_FRAMES.quote];
    case 'topic':
      return LITTLE_LESSON_FRAMES.topic;
    case 'quote':
      return LITTLE_LESSON_FRAMES.quote;
  }
}
