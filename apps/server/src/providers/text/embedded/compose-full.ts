import {
  CELEBRATIONS,
  JOURNEY,
  LESSON_LINKS,
  NIGHT_SCENERY,
  OBSTACLES,
  OLDER_RESOLVE,
  OLDER_SCENERY,
  REFLECTIONS,
  RESOLVE_TO_HELP,
  TWIST_BRIDGES,
  TWIST_REACTIONS,
} from './banks/beats';
import {
  CHILD_CHEERS,
  CHILD_COMPANY,
  CHILD_GOODNIGHTS,
  CHILD_INTROS,
  HERO_SLEEPY,
} from './banks/children';
import { COMPANION_DETAILS, COMPANION_INTROS, SETUPS } from './banks/companions';
import {
  FINAL_LINES,
  HOMECOMINGS,
  NIGHT_IMAGERY,
  OLDER_HOMECOMINGS,
  OLDER_SLEEPY,
  SLEEPY,
} from './banks/endings';
import { GOODNIGHTS, HELPERS } from './banks/helpers';
import {
  DESTINATION_MOMENTS,
  DESTINATION_VISITS,
  HELPED_NEEDS,
  HELPED_RESOLUTIONS,
  REWARDS,
} from './banks/roles';
import { LESSON_FRAMES } from './banks/lesson-frames';
import { MEETINGS, REUNIONS } from './banks/meetings';
import { EVENINGS, HERO_TRAITS, OPENINGS } from './banks/openings';
import { TWIST_FRAMES, TWIST_HINTS, TWIST_PAYOFFS } from './banks/twist-frames';
import type { GenreBank, Line, Skeleton } from './banks/types';
import type { ElementRole } from './element-roles';
import type { LifeLesson } from './life-lesson';
import type { NounPhrase } from './noun-phrase';
import type { PlotTwist } from './plot-twist';
import { childFocus } from './story-children';
import { StoryDraft, type StoryContext } from './story-draft';
import { focusOn } from './story-tokens';

export interface StoryPlan {
  context: StoryContext;
  bank: GenreBank;
  skeleton: Skeleton;
  /** Only when the parent asked for one. */
  twist: PlotTwist | null;
  /** Only when the parent asked for one. */
  lesson: LifeLesson | null;
  /** What each element of `context.cast` is to the plot, in the same order (element-roles.ts). */
  roles: readonly ElementRole[];
}

/**
 * Ages 4–15: the full plot — home, a call to adventure, meeting each element, a problem, a journey,
 * the twist, putting things right, the lesson and a slow, sleepy ending. Older children get the
 * journey's obstacles, more scenery and a quiet reflection as core lines rather than extras.
 */
export function composeFullStory(plan: StoryPlan): StoryDraft {
  const { context, bank, skeleton } = plan;
  const older = context.band === 'older';
  const draft = new StoryDraft(context);
  // One array per story, so the picker never repeats a line between beats.
  // Older children also get scenery, resolve, homecomings and sleepy lines in longer, richer words.
  const scenery = [...bank.atmosphere, ...NIGHT_SCENERY, ...(older ? OLDER_SCENERY : [])];
  const obstacles = [...bank.obstacles, ...OBSTACLES];
  const coreIfOlder = (lines: readonly Line[], rank: number): void => {
    if (older) draft.core(lines);
    else draft.optional(lines, rank);
  };

  draft.paragraph('opening').core(context.random.chance(0.4) ? bank.openings : OPENINGS);
  draft.optional(HERO_TRAITS, 1.5).core(EVENINGS);
  for (const child of context.children) draft.core(CHILD_INTROS, childFocus(child));
  // The child's own toys and pets come from home, in the first paragraph.
  for (const phrase of context.cast.filter((p) => p.companion))
    draft.core(COMPANION_INTROS, focusOn(phrase));
  // Whatever is met later is set up now: the story is about it from the start.
  for (const phrase of context.cast.filter((p) => !p.companion))
    draft.core(SETUPS[setupKind(phrase)], focusOn(phrase, phrase.kind === 'sky'));

  draft.paragraph('setting').core(skeleton.setting);
  // The first other child always walks in with the hero; a third child may stay in the background.
  context.children.forEach((child, index) => {
    if (index === 0) draft.core(CHILD_COMPANY, childFocus(child));
    else draft.optional(CHILD_COMPANY, 0.5, childFocus(child));
  });
  coreIfOlder(scenery, 2);
  draft.optional(scenery, 3.5);

  const roleOf = (index: number): ElementRole => plan.roles[index] ?? 'setting';
  context.cast.forEach((phrase, index) => {
    const role = roleOf(index);
    // The reward is given at the end and the destination reached at the climax: not met on the way.
    if (role === 'companion' || role === 'reward' || role === 'destination') return;
    const focus = focusOn(phrase);
    // Someone the hero has been missing is a glad reunion, not a stranger met by chance.
    const meeting = setupKind(phrase) === 'personal' ? REUNIONS : MEETINGS[phrase.kind];
    draft.paragraph('meeting', phrase).core(meeting.intros, focus);
    // Whoever needs help says so when met, so helping them at the end follows from the story.
    if (role === 'helped') draft.core(HELPED_NEEDS, focus);
    else if (older) draft.core(meeting.details, focus).optional(meeting.details, 3, focus);
    else draft.optional(meeting.details, index === 0 ? 0 : 0.6, focus);
  });

  draft.paragraph('problem').core(skeleton.problem);
  coreIfOlder(older ? [...RESOLVE_TO_HELP, ...OLDER_RESOLVE] : RESOLVE_TO_HELP, 1.2);

  draft.paragraph('journey');
  coreIfOlder(JOURNEY, 2.4);
  for (const phrase of context.cast.filter((p) => p.companion))
    draft.core(COMPANION_DETAILS, focusOn(phrase));
  // A twist is hinted at before it is told, and made to matter at the climax after.
  const twistAbout = plan.twist?.kind === 'clause' && plan.twist.subject !== null;
  if (plan.twist)
    draft.core(twistAbout ? [...TWIST_HINTS.about, ...TWIST_HINTS.any] : TWIST_HINTS.any);
  draft.optional(scenery, 3.2);
  if (older)
    draft.paragraph('obstacle').core(obstacles).paragraph('obstacle').optional(obstacles, 1.3);
  draft.paragraph('obstacle').optional(obstacles, older ? 2.6 : 2.8);

  if (plan.twist) {
    draft.paragraph('twist').core(TWIST_FRAMES[plan.twist.kind]);
    draft.optional(TWIST_REACTIONS, 1.8);
    coreIfOlder(TWIST_BRIDGES, 1.1);
  }

  draft.paragraph('resolution').core(skeleton.resolution);
  if (plan.twist)
    draft.optional(twistAbout ? TWIST_PAYOFFS.about : TWIST_PAYOFFS.any, older ? 0.4 : 1.1);
  // The climax uses what the story set up: the helper helps, the key thing solves it, the one in
  // need is helped; a place passed on the way or the sky may join in.
  context.cast.forEach((phrase, index) => {
    const focus = focusOn(phrase);
    switch (roleOf(index)) {
      case 'helper':
      case 'key':
        draft.core(HELPERS[phrase.kind], focus);
        break;
      case 'helped':
        draft.core(HELPED_RESOLUTIONS, focus);
        break;
      // The trouble is put right where the plot set it: a place is visited, not part of the fix.
      case 'reward':
      case 'destination':
      case 'setting':
        break;
      default:
        draft.optional(HELPERS[phrase.kind], index === 0 ? 0.8 : 2.2, focus);
    }
  });
  context.children.forEach((child, index) => {
    if (index === 0) draft.core(CHILD_CHEERS, childFocus(child));
    else draft.optional(CHILD_CHEERS, 0.6, childFocus(child));
  });
  draft.optional(CELEBRATIONS, 2.9);
  context.cast.forEach((phrase, index) => {
    if (roleOf(index) === 'reward') draft.core(REWARDS, focusOn(phrase));
  });
  // The place the hero longed for is seen once all is well: the reward of the ending.
  context.cast.forEach((phrase, index) => {
    if (roleOf(index) !== 'destination') return;
    draft.paragraph('meeting', phrase).core(DESTINATION_VISITS, focusOn(phrase));
    draft.optional(DESTINATION_MOMENTS, older ? 0.6 : 1.6, focusOn(phrase));
  });

  if (plan.lesson) {
    draft.paragraph('lesson').optional(LESSON_LINKS, 2.6);
    draft.core(lessonFrames(plan.lesson));
    if (older) draft.core(REFLECTIONS);
  }

  draft
    .paragraph('homecoming')
    .core([...(older ? OLDER_HOMECOMINGS : HOMECOMINGS), ...bank.homecomings]);
  // Every element is there at the end, as it was at the start.
  context.cast.forEach((phrase) => {
    // A place says goodnight from far away: it is not in the picture of the way home.
    draft.core(GOODNIGHTS[phrase.kind], focusOn(phrase, phrase.kind !== 'place'));
  });

  draft.paragraph('sleep');
  if (older) draft.core(NIGHT_IMAGERY).core(OLDER_SLEEPY);
  draft.core(SLEEPY);
  if (context.heroPronouns) draft.core(HERO_SLEEPY);
  context.children.forEach((child, index) => {
    if (index === 0) draft.core(CHILD_GOODNIGHTS, childFocus(child));
    else draft.optional(CHILD_GOODNIGHTS, 0.7, childFocus(child));
  });
  draft.optional(SLEEPY, 2).optional(SLEEPY, 3.3);
  draft.core(FINAL_LINES);
  return draft;
}

/** Which set-up lines fit an element: people are awaited, the rest by kind. */
export function setupKind(phrase: NounPhrase): keyof typeof SETUPS {
  return phrase.personal && phrase.kind === 'creature' ? 'personal' : phrase.kind;
}

function lessonFrames(lesson: LifeLesson): readonly Line[] {
  switch (lesson.kind) {
    case 'order':
      return [
        ...LESSON_FRAMES.order,
        ...(lesson.gerund ? LESSON_FRAMES.gerund : []),
        ...LESSON_FRAMES.quote,
      ];
    case 'saying':
      return [...LESSON_FRAMES.saying, ...LESSON_FRAMES.quote];
    case 'topic':
      return LESSON_FRAMES.topic;
    case 'quote':
      return LESSON_FRAMES.quote;
  }
}
