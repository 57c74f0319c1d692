import type { Line } from './types';

/** The way home, for any genre (genres add their own). */
export const HOMECOMINGS: readonly Line[] = [
  'At last it was time to go home, and the path seemed [shorter and softer|quicker and kinder] than before.',
  'When everything was [calm|peaceful|quiet] again, {hero} [yawned a great big yawn|rubbed two sleepy eyes] and said, "I think it\'s time for bed."',
  'The way home was quiet and silver with moonlight, and every step felt a little [sleepier|slower] than the last.',
  'Before long, {hero} was back home, tiptoeing past the kitchen and up the [creaky|winding|carpeted] stairs.',
  'A soft, warm breeze carried {hero} all the way home, [gentle as a feather on the air|as light as a dandelion seed].',
];

/** Getting sleepy. */
export const SLEEPY: readonly Line[] = [
  "{hero}'s eyelids grew heavy, heavy as [warm sand|a sleepy cat|a snowflake blanket].",
  'The blanket was [soft|warm], the pillow was [cool|plump], and the whole house was [quiet|hushed].',
  'Outside, the [night|wind] hummed its [quietest|softest|sleepiest] lullaby.',
  'One by one, the stars [dimmed|softened] to a gentle glow, as if they were getting sleepy too.',
  '[Somewhere|Far away], an owl hooted softly, once, twice, and then all was [still|quiet].',
  '{hero} [smiled|sighed happily], thinking about [everything|all] that had happened.',
  'Breathing slow and deep, {hero} [snuggled|nestled] down [a little further|under the covers].',
  'The room was [warm|cosy] and dim, and the night-light glowed like a [tiny moon|little star].',
  '{hero} gave a long, slow yawn, the kind that [starts at your toes|goes all the way down to your toes].',
];

/** The last line of the story. */
export const FINAL_LINES: readonly Line[] = [
  'And soon {hero} was fast asleep, dreaming of {all}, and of all the adventures still to come.',
  'Goodnight, {hero}, sleep [tight|well], and may your dreams be [full of stars|sweet and gentle].',
  'And as the night wrapped the world in its softest blanket, {hero} drifted off to sleep, [safe and warm and dreaming|warm and happy and safe].',
  'So {hero} closed both eyes and floated away into the land of dreams, where {all} were waiting to say hello.',
  'And there, warm and safe and happy, {hero} fell [fast|gently|softly] asleep.',
  'All was still, the stars kept watch, and {hero} slept the [soundest|sweetest] sleep in all the world.',
];

/** Older children: one more line of gentle, richer evening imagery. */
export const NIGHT_IMAGERY: readonly Line[] = [
  'Beyond the window, the garden lay hushed and silver, every leaf glazed with moonlight.',
  'The curtains stirred in a breath of cool night air that smelled faintly of [rain and honeysuckle|cut grass and lavender].',
  'Across the town, lights blinked out one after another, until only the stars remained, patient and serene.',
  'Far off, a train whistled once, faint as a memory, and the darkness settled like a velvet quilt.',
  'The moonlight laid a pale ribbon across the floor, and the shadows in the corners grew soft and friendly.',
];

export const LITTLE_SLEEPY: readonly Line[] = [
  'Now it was time for [bed|sleep|a snuggle].',
  '{hero} was [sleepy|so sleepy|very, very sleepy].',
  '{hero} gave a [big|long|huge] yawn.',
  '{hero} [got|climbed|hopped] into [bed|a cosy bed].',
  'The blanket was [soft|warm|snug] and the pillow was [cool|fluffy|soft].',
  'The stars [said shh|twinkled softly|winked goodnight].',
  '[Yawn, yawn|Shh, shh], went {hero}.',
  '{hero} closed [both eyes|sleepy eyes] [slowly|softly|tight].',
  'The [house|room|night] was [quiet|still|dark and cosy].',
  '{hero} [snuggled|cuddled] up [with teddy|under the blanket|nice and warm].',
];

export const LITTLE_FINALS: readonly Line[] = [
  'Goodnight, {hero}, and sweet dreams.',
  'Sleep tight, {hero}[, little one|, sleepyhead|].',
  'Shh, {hero} is fast asleep now.',
  'Night-night, {hero}, [sleep tight|see you in the morning].',
  'And {hero} fell fast asleep[, dreaming of {all}|, happy and warm|].',
  'Sweet dreams, {hero}, [sweet dreams|and goodnight].',
  'The end, and [goodnight|night-night|sleep well], {hero}.',
];
