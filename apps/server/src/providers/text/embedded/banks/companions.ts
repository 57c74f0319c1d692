import type { Line } from './types';

/**
 * The child's own toy or pet, with them from the first page (focus tokens, as in meetings.ts):
 * never met "by a babbling brook" like a stranger's lost property.
 */
export const COMPANION_INTROS: readonly Line[] = [
  '{hero} never went anywhere without {a}, [tucked under one arm|held tight|snug in a pocket], and tonight was no different.',
  "As always, {a} came too, [snug in {hero}'s arms|peeping out of {hero}'s coat|riding along on {hero}'s shoulder].",
  '{A} went [everywhere|wherever] {hero} went, so of course {the} came [too|along|as well].',
  '{hero} [scooped up|picked up|hugged] {a}, because no adventure is complete without a best friend.',
  'Beside {hero}, as always, was {a}, [ready for anything|wide awake and ready|keeping a brave face].',
];

/** A moment with the companion on the way. */
export const COMPANION_DETAILS: readonly Line[] = [
  '{hero} gave {the} a [little|gentle|quick] [squeeze|hug|pat], and felt [braver at once|a little braver|ready for anything|much better].',
  '"Are you ready, {name}?" whispered {hero}, and {the} seemed to [nod|say yes|smile].',
  '{The} [stayed close|held on tight|kept watch|never let go|snuggled close] [the whole way|all the way|every step|the entire time].',
];

/** Ages 1–3: the same, in a few short words. */
export const LITTLE_COMPANION_INTROS: readonly Line[] = [
  '{A} came too[, of course|, hug, hug|].',
  '{hero} took {a} along[, hug, hug|, snug and warm|].',
  'And {a} came too, [all the way|every step|snug and safe].',
];

/**
 * Set up in the first paragraphs, so an element met later is part of the story from the start
 * and not a thing found by chance (focus tokens, as in meetings.ts). People and named friends
 * are awaited; animals hoped for; places wished for; things already on the hero's mind.
 */
export const SETUPS = {
  personal: [
    '{hero} had been [hoping|longing|wishing|waiting] to see {the} again [all week|for days|ever since breakfast|since the weekend][, and tonight might be the night|, more than anything|].',
    '[All day long|All through supper|Since lunchtime|All week|Ever since breakfast], {hero} had been [thinking about|talking about|wondering about|drawing pictures of] {the}[, and could hardly wait| without stopping|].',
    '{hero} [missed|was missing] {the}, and [hoped very much|wished so much|could hardly wait|longed more than anything] to see {them} [soon|again|very soon|before long][, maybe even tonight|, more than anything|].',
    'There was a [drawing|card|photo] of {the} [on the fridge|by the bed|on the shelf], and {hero} [smiled at it|waved at it|gave it a goodnight look] [every night|before bed|as always].',
  ],
  creature: [
    '{hero} had always [hoped|wished|dreamed] to meet {a} [one day|some day|before the summer was over].',
    'At bedtime, {hero} [liked to|loved to|would often] [imagine|picture|dream about] {a}, [somewhere out there|far away|just around the corner].',
    '[Nobody|Not one grown-up|Hardly anyone] believed that {hero} would ever meet {a}, but {hero} [never stopped hoping|kept on hoping|was sure of it].',
    "{hero} knew [everything|a great deal|all sorts of things] about {a} from [library books|Grandad's stories|a favourite picture book], but had never [seen|met] one.",
  ],
  thing: [
    '[That afternoon|Earlier that day|After tea|Before supper], {hero} had [drawn|painted|coloured in] a [picture|big picture|careful picture] of {a}[, and could not stop thinking about {them}| and pinned {them} up| with great care].',
    '{hero} had been [dreaming|wondering|thinking|daydreaming] about {a} [all week|for days|since breakfast|all through bath time|ever since the weekend|all through supper][, and still was|, on and off|].',
    '[More than anything|Most of all|Above everything else|If {hero} could have one wish], {hero} [wished for|hoped for|wanted|would ask for] {a}[, please| one day|].',
    '{hero} had [asked|wished|written a note] for {a} [so many times|three times already|only that morning|every birthday], and [was still waiting|still hoped|had not given up|was still hoping].',
  ],
  place: [
    '{hero} had always [wanted|longed|hoped] to [visit|see|go to] {a}[, ever since hearing about it| one day|].',
    '[On the wall by the bed|Above the bed|Beside the window] hung a [picture|painting|postcard] of {a}, and {hero} [looked at {them}|said goodnight to {them}|gazed at {them}] [every night|before sleep|for a long time].',
    '[More than anywhere else|Of all the places|Out of everywhere] in the [world|whole world], {hero} [wanted|wished|longed] to [go to|see|visit] {a}[, just once| one day|].',
    '{hero} [dreamed|talked|thought] about {a} [so often|so much|every single day] that [the grown-ups smiled|everyone knew|it felt almost like home].',
  ],
  sky: [
    'Through the [bedroom|little|round] window, {a} {was} already [peeping in|shining softly|watching].',
    '{hero} [loved to|liked to|never forgot to] say goodnight to {a} from the window [before bed|each evening|at bath time].',
    '[Every evening|Each night|As usual], {hero} [checked|looked for|waved to] {a} [from the window|from the landing|before climbing into bed].',
  ],
} as const;

/** Ages 1–3. */
export const LITTLE_SETUPS = {
  personal: [
    '{hero} [missed|loved] {the} [so much|very much].',
    '{hero} [wanted|hoped|could not wait] to see {the}[ soon| again|].',
  ],
  creature: [
    '{hero} [wanted|hoped|wished] to meet {a}[ one day| so much|].',
    '{hero} [dreamed|thought|talked|sang songs|told stories] about {a}[ a lot| every day| at bedtime| all the time| so often|].',
    '{Was} there {a} [nearby|out there|somewhere]? {hero} [hoped so|wondered|thought so].',
  ],
  thing: [
    '{hero} [wanted|wished for|hoped for|asked for] {a}[ so much| very much| every day|].',
    '{hero} [dreamed|thought|talked|sang songs|told stories] about {a}[ a lot| every day| at bedtime| all the time| so often|].',
    '[Oh|My|Goodness], how {hero} [wanted|wished for|longed for|hoped for] {a}[!|, every single day!|, so very much!]',
  ],
  place: [
    '{hero} [wanted|hoped|wished] to [go to|visit|see] {a}[ one day| so much|].',
    '{hero} [dreamed|thought|talked|sang songs|told stories] about {a}[ a lot| every day| at bedtime| all the time| so often|].',
    '[One day|Some day|Very soon], {hero} would [go to|see|visit] {a}. [One day soon!|Maybe tonight!|Wait and see!]',
  ],
  sky: ['{hero} [waved|smiled] at {a} in the window.', '{hero} looked out at {a}.'],
} as const;
