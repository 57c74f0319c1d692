import type { Mood, Scene, TimeOfDay } from '../../scene/scene';
import type { PlaceId } from './place-words';
import type { Random } from './random';

/**
 * What the children do in a moment — read from the writer's caption, the place and who is
 * there — so a picture of "Noa set off across the kitchen" shows a child walking, not one more
 * child standing and waving (issue 28, "Children who move").
 */
export type Action =
  'stand' | 'cheer' | 'walk' | 'reach' | 'point' | 'hug' | 'sit' | 'sleep' | 'wade' | 'swim';

/** Places with water a child can paddle in. */
export const WADING_PLACES: ReadonlySet<PlaceId> = new Set(['pond', 'seaside']);
/** Places where a sleeping child is in their own bed (or a tent, or a train's bunk). */
const SLEEPING_PLACES: ReadonlySet<PlaceId> = new Set([
  'bedroom',
  'living-room',
  'forest',
  'campsite',
]);

const SLEEP =
  /\b(asleep|sleep(?:s|ing|y)?|snor\w*|dream(?:s|ed|ing)?|tucked|goodnight|bed(?:time)?)\b/;
const HUG =
  /\b(hug(?:s|ged|ging)?|cuddl\w*|embrac\w*|snuggl\w*|squeez\w*|safe|thank(?:s|ed)?|friends?)\b/;
// "Could not sit still" is a child on the move, not one sitting.
const SIT =
  /\b(?<!not )(?:sat|sit(?:s|ting)?|read(?:ing|s)?|rest(?:ed|ing)?|picnic|sofa|bench|cushions?|settled)\b/;
const WADE =
  /\b(water|splash\w*|paddl\w*|wad(?:e|ed|ing)|swim\w*|swam|puddles?|waves?|laps|plops?)\b/;
const WALK =
  /\b(set off|made (?:their|his|her|our) way|picked (?:their|his|her|our) way|walk\w*|went|ran|run(?:s|ning)?|hurri\w*|rac(?:e|ed|ing)|march\w*|across|through|way back|path|explor\w*|follow\w*|climb\w*|tiptoe\w*|crept|search\w*|calling)\b/;
const REACH =
  /\b(reach(?:ed|es|ing)?|grab\w*|stretch\w*|pick(?:ed)? up|lift\w*|caught|catch\w*|found|got to|rescu\w*)\b/;
const POINT =
  /\b(look(?:ed|s)?|saw|see|seen|spott\w*|point\w*|there (?:was|were|is|are)|understood|asked|heard|hear|listen\w*|watch\w*|noticed|here (?:we|is|are))\b/;
const QUIET: ReadonlySet<Mood> = new Set(['calm', 'cosy']);
// A bedroom moment by night that is plainly awake.
const AWAKE = /\b(woke|awake|jump\w*|danc\w*|ran|rushed|search\w*|look(?:ed)? for|hid\w*)\b/;
// Words that have the children doing something out of the water.
const ELSE = new RegExp(`${SIT.source}|${WALK.source}|${REACH.source}`);
const CHEER = /\b(hooray|cheer\w*|laugh\w*|clap\w*|danc\w*|jump\w*|hopp\w*|well done|yay|hurrah)\b/;

/**
 * The moment's action. The caption's own verbs win, in the order a picture can show only one
 * of them (asleep over hugging over sitting…); without one, the mood and who is there decide,
 * with a little chance so two quiet moments of one story are not the same picture.
 */
export function actionOf(
  scene: Scene,
  place: PlaceId,
  options: { companions: number; random: Random; time?: TimeOfDay },
): Action {
  const words = scene.caption.toLowerCase();
  const water = WADING_PLACES.has(place);
  if (SLEEP.test(words) && SLEEPING_PLACES.has(place) && scene.mood !== 'exciting') return 'sleep';
  // The child's own bedroom by night, in a quiet moment: the story has come home to bed.
  if (
    place === 'bedroom' &&
    options.time === 'night' &&
    QUIET.has(scene.mood) &&
    !AWAKE.test(words)
  )
    return 'sleep';
  if (HUG.test(words) && options.companions > 0) return 'hug';
  if (SIT.test(words)) return 'sit';
  if (water && WADE.test(words)) return 'wade';
  // At the pool the children are in the water unless the words have them do something else.
  if (place === 'swimming-pool' && (WADE.test(words) || !ELSE.test(words))) return 'swim';
  if (WALK.test(words)) return 'walk';
  if (REACH.test(words)) return 'reach';
  if (CHEER.test(words)) return 'cheer';
  if (POINT.test(words)) return 'point';
  return quietAction(scene.mood, water, options);
}

function quietAction(
  mood: Mood,
  water: boolean,
  { companions, random }: { companions: number; random: Random },
): Action {
  if (mood === 'joyful' || mood === 'exciting')
    return random.pick(
      companions > 0 ? (['cheer', 'hug', 'walk'] as const) : (['cheer', 'walk'] as const),
    );
  if (mood === 'mysterious' || mood === 'gloomy')
    return random.pick(['point', 'walk', 'stand'] as const);
  if (water) return random.pick(['wade', 'point', 'sit'] as const);
  if (mood === 'cosy')
    return random.pick(
      companions > 0 ? (['sit', 'stand', 'hug'] as const) : (['sit', 'stand'] as const),
    );
  return random.pick(['stand', 'point', 'sit', 'reach'] as const);
}
