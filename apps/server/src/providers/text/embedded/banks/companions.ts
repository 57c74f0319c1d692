import type { Line } from './types';

/**
 * The child's own toy or pet, with them from the first page (focus tokens, as in meetings.ts):
 * never met "by a babbling brook" like a stranger's lost property.
 */
export const COMPANION_INTROS: readonly Line[] = [
  '{hero} never went anywhere without {a}, [tucked under one arm|held tight|snug in a pocket], and tonight was no different.',
  "As always, {a} came too, [snug in {hero}'s arms|peeping out of {hero}'s coat|riding along on {hero}'s shoulder].",
  '{A} went everywhere {hero} went, so of course {the} came too.',
  '{hero} [scooped up|picked up|hugged] {a}, because no adventure is complete without a best friend.',
  'Beside {hero}, as always, was {a}, [ready for anything|wide awake and ready|keeping a brave face].',
];

/** A moment with the companion on the way. */
export const COMPANION_DETAILS: readonly Line[] = [
  '{hero} gave {the} a little squeeze, and felt [braver at once|a little braver|ready for anything].',
  '"Are you ready, {name}?" whispered {hero}, and {the} seemed to [nod|say yes|smile].',
  '{The} [stayed close|held on tight|kept watch] the whole way.',
];

/** Ages 1–3: the same, in a few short words. */
export const LITTLE_COMPANION_INTROS: readonly Line[] = [
  '{A} came too[, of course|, hug, hug|].',
  '{hero} took {a} along[, hug, hug|, snug and warm|].',
  'And {a} came too, [all the way|every step|snug and safe].',
];
