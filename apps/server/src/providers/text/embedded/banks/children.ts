import type { Line } from './types';

/**
 * Lines for the other children on the adventure (siblings or friends, from profiles), told with
 * focus tokens for one child: {kid}, {kidThey}, {kidThem}, {kidTheir}, {kidWas}, {kidIs},
 * {kidHas}; {KidThey} starts a sentence. Verbs agree through {kidWas}, so "they were", never
 * "they was". {heroThey}… are the hero's pronouns, and {kids} names all the other children.
 * Nothing here says whether a child is a sibling or a friend: the profile does not tell us.
 */
export const CHILD_INTROS: readonly Line[] = [
  '{kid} was there too, of course, because {kidThey} {kidWas} never far from {hero}.',
  'That evening {kid} was there as well, [wide awake|bright-eyed|full of questions], with {kidTheir} [slippers on the wrong feet|hair sticking up at the back|favourite blanket round {kidTheir} shoulders].',
  '[Right beside|Close beside] {hero} was {kid}, who [loved adventures|could never keep a secret|always had a plan], and {kidThey} {kidWas} ready for anything.',
  '{kid} [peeked round the door|tiptoed in|popped up at the window], {kidTheir} eyes [shining|as round as saucers], and whispered, "Can I come too?"',
  'Wherever {hero} went, {kid} was sure to follow, and tonight {kidThey} {kidWas} [wide awake|not one bit sleepy|as excited as could be].',
];

/** On the way into the adventure. */
export const CHILD_COMPANY: readonly Line[] = [
  "{kid} held {hero}'s hand [tight|firmly], and {kidThey} did not let go.",
  '"Wait for me!" called {kid}, hurrying to catch up, {kidTheir} [slippers|shoes] going pitter-pat.',
  '{kid} [gazed|stared] all around, {kidTheir} mouth a perfect O.',
  '{kid} said {kidThey} {kidWas} not scared one bit, and {hero} smiled, because {heroThey} {heroWas} not scared either.',
  '{kid} stayed close to {hero}, and together they [tiptoed|crept|marched] on.',
];

/** When things are put right. */
export const CHILD_CHEERS: readonly Line[] = [
  '{kid} cheered the loudest of all, [jumping up and down|waving both arms in the air].',
  '{kid} gave {hero} a [big|proud] hug, and {kidThey} could not stop grinning.',
  '"We did it!" [shouted|cried] {kid}, [and {kidThey} did a happy little dance|throwing {kidTheir} arms in the air].',
];

/** Falling asleep. */
export const CHILD_GOODNIGHTS: readonly Line[] = [
  'Nearby, {kid} was already asleep, {kidTheir} breathing [soft and slow|slow and even].',
  '"Goodnight, {hero}," whispered {kid}, pulling {kidTheir} blanket up to {kidTheir} chin.',
  '{kid} gave one last [yawn|sleepy smile] and snuggled down, {kidTheir} eyes already closed.',
];

/** The hero, by pronoun, at bedtime. */
export const HERO_SLEEPY: readonly Line[] = [
  '{hero} pulled the [blanket|quilt|covers] up to {heroTheir} chin and [smiled|sighed happily|wriggled into the warm].',
  '{hero} was [tired|sleepy|worn out|yawning], but {heroThey} {heroWas} [happy|so happy|glad|smiling][, too| all the same| inside|].',
  '{hero} [rested|laid|settled] {heroTheir} head on the [pillow|soft pillow|cool pillow] and let {heroTheir} eyes [close|drift shut|grow heavy].',
];

export const LITTLE_CHILD_INTROS: readonly Line[] = [
  '{kid} came too, with {kidTheir} [teddy|blanket|torch].',
  '{kid} wanted to come too, and {kidThey} did!',
  'And here is {kid}, who is [little|brave|funny] too.',
  '{kid} came along, and {kidThey} {kidWas} [so happy|very brave|all smiles].',
];

export const LITTLE_CHILD_CHEERS: readonly Line[] = [
  '{kid} [clapped|cheered] too, [clap, clap|hooray].',
  '{kid} gave {hero} a [big|happy] hug.',
  '"Yay!" said {kid}, and {kidThey} [jumped|danced] for joy.',
];

export const LITTLE_CHILD_GOODNIGHTS: readonly Line[] = [
  '{kid} was sleepy too. {KidThey} {kidWas} [so|very] sleepy.',
  '{kid} closed {kidTheir} eyes.',
  '"Night-night," said {kid} [softly|with a yawn].',
];

export const LITTLE_HERO_SLEEPY: readonly Line[] = [
  '{hero} hugged {heroTheir} [teddy|pillow] [tight|close].',
  '{hero} was [sleepy|tired|yawny], and {heroThey} {heroWas} [so|very|ever so] [cosy|warm|snug].',
];
