import type { Companion, SeriesMemory } from '../../types';
import type { Random } from '../random';
import { joinList, renderTemplate } from '../template';
import type { StoryPlan } from './plan-story';
import type { Passage, StoryBuilder } from './story-builder';

/**
 * A chapter's frame (docs/decisions/067): it opens with a one-line recap of last night, names the
 * friends who are back with their qualities, says tonight brings something new, and — once
 * tonight's problem is solved — leaves a door open for tomorrow without a cliffhanger. Each kind
 * of line has several wordings, chosen by the chapter's number first, so two chapters of a series
 * never open or close alike.
 */
export function frameChapter(
  builder: StoryBuilder,
  plan: StoryPlan,
  series: SeriesMemory,
  random: Random,
): void {
  const last = series.before[series.before.length - 1];
  const first = builder.passages.find((p) => p.sentences.length > 0);
  const end = [...builder.passages].reverse().find((p) => p.sentences.length > 0);
  if (!last || !first || !end) return;
  const turn = series.chapter - 2;
  const friends = friendsOf(series, plan);
  // Who was with the heroes last night: a friend, not the one the night was about.
  const along = friends.filter((f) => !last.happened.includes(f.name));
  const withWhom = along.find((f) => /^\p{Lu}/u.test(f.name)) ?? along[0];
  const who = joinList([...plan.heroes, ...(withWhom ? [withWhom.name] : [])]);
  const tokens = {
    who,
    happened: last.happened,
    they: plan.heroes.length > 1 || withWhom ? 'they' : (plan.heroPronouns[0] ?? 'they'),
    hero: plan.heroes[0] ?? '',
    place: plan.setting.short,
  };
  const say = (lines: readonly string[], extra: Record<string, string> = {}) =>
    renderTemplate(
      lines[(turn + lines.length) % lines.length] ?? '',
      { ...tokens, ...extra },
      random,
    );

  // Toddlers hear short lines in the present, like the rest of their story.
  const little = plan.band === 'toddler';
  const opening = [
    say(little ? LITTLE_RECAPS : RECAPS),
    ...friends
      .slice(0, 3)
      .map((friend, i) =>
        say(little ? LITTLE_FRIENDS : i % 2 === 0 ? FRIENDS : FRIENDS_TOO, friendTokens(friend)),
      ),
    say(little ? LITTLE_NEW : SOMETHING_NEW),
  ];
  insertAt(first, 0, opening);
  insertAt(end, Math.max(0, end.sentences.length - 1), [say(little ? LITTLE_DOORS : DOORS_OPEN)]);
}

/** Adds lines no length fitting may drop: the optional lines after them move along. */
function insertAt(passage: Passage, index: number, lines: string[]): void {
  passage.sentences.splice(index, 0, ...lines);
  passage.optional = new Set([...passage.optional].map((i) => (i >= index ? i + lines.length : i)));
}

/** The friends who are back tonight: the last chapter's, in the order the story has them. */
function friendsOf(series: SeriesMemory, plan: StoryPlan): Companion[] {
  const remembered = series.before.flatMap((m) => m.companions);
  const friends: Companion[] = [];
  for (const friend of remembered) {
    if (friends.some((f) => f.name.toLowerCase() === friend.name.toLowerCase())) continue;
    const inPlan = plan.characters.some((c) => c.short.toLowerCase() === friend.name.toLowerCase());
    if (inPlan) friends.push(friend);
  }
  return friends;
}

/** "Colonel, the grumpy goose", or "the duck, busy as ever" for a friend without a name. */
function friendTokens(friend: Companion): Record<string, string> {
  const qualities = friend.qualities.join(', ');
  const named = !friend.name.startsWith('the ') && friend.name.toLowerCase() !== friend.kind;
  const described = [qualities, friend.kind].filter(Boolean).join(' ');
  const phrase = named ? `${friend.name}, the ${described}` : `the ${described}`;
  // As a subject, the named friend's description sits between commas.
  return {
    friend: phrase,
    friendIs: named ? `${phrase},` : phrase,
    // "Colonel the brave dog": a toddler's line has no commas to hold a description.
    friendShort: named ? `${friend.name} the ${described}` : `the ${described}`,
  };
}

const RECAPS = [
  'Last night, {who} {happened}.',
  'Only yesterday, {who} {happened}, and [nobody had stopped talking about it since|it still made everyone smile].',
  'It was the evening after {who} {happened}.',
  '[Everyone|The whole house] still remembered how {who} {happened}.',
  'Not long ago, {who} {happened}, and that was a night to remember.',
];

const FRIENDS = [
  '{FriendIs} was [back again|ready for more|wide awake and waiting].',
  '{FriendIs} had come [along|back] too.',
  'And of course {friendIs} was [there|close by], [as always|as ever].',
  '{FriendIs} [was not going to miss a thing|would not be left behind|came too, naturally].',
  'With them, as ever, was {friend}.',
];

const FRIENDS_TOO = [
  '{FriendIs} [joined them|was not far away], [as before|like last time].',
  'So was {friend}, [of course|naturally].',
  '{FriendIs} [tagged along|followed close behind], [as friends do|just like before].',
  'And there was {friend}, [who never missed an adventure|who knew them well by now].',
  '{FriendIs} [came|was there] too, [cheerful as ever|just as before].',
];

const SOMETHING_NEW = [
  'But tonight, something new was [waiting|about to happen].',
  'Tonight, though, brought a [brand-new|different] puzzle.',
  'And this evening had a surprise of its own.',
  '[Yet|But] a new little trouble was [already on its way|just around the corner].',
  'And tonight, [it turned out|as it happened], held another [adventure|mystery] altogether.',
];

const DOORS_OPEN = [
  'Tonight’s trouble was over, but {place} [surely|still] had a secret or two left for another night.',
  'All was well again, and whatever came next could wait until tomorrow.',
  '[Somewhere|Out there], another adventure was [waiting|already waiting], but it would keep until tomorrow.',
  'There would be more to find out another night, but not tonight.',
  'The rest of the story could wait for another evening.',
];

const LITTLE_RECAPS = [
  'Last night, {who} {happened}.',
  'Remember? {Who} {happened}!',
  'Yesterday {who} {happened}. Hooray!',
  'Do you remember? {Who} {happened}.',
  'What a night that was! {Who} {happened}.',
];

const LITTLE_FRIENDS = [
  '{FriendShort} is here too!',
  'And look! {FriendShort} is back!',
  'Hello again, {friendShort}!',
  'Who is that? It is {friendShort}!',
  '{FriendShort} says hello again.',
];

const LITTLE_NEW = [
  'What will happen tonight?',
  'Tonight is a new night.',
  'Something new is coming!',
  'Shh. What is that?',
  'Ready for more?',
];

const LITTLE_DOORS = [
  'More fun tomorrow!',
  'What will tomorrow bring?',
  'Another day, another adventure.',
  'See you tomorrow, friends.',
  'Tomorrow there is more.',
];
