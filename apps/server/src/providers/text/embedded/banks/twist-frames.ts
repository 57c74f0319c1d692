import type { Line } from './types';

/**
 * Ways to tell the twist. {twist} is a past-tense clause ("the dragon was afraid of the dark"),
 * {twistText} whole sentences, {twistA} a thing ("a secret door") with {twistWas} agreeing with it.
 */
export const TWIST_FRAMES = {
  clause: [
    '[Then|And then|But then] came the [biggest|strangest|most astonishing] surprise of [all|the whole night|the evening]: {twist}!',
    '[And that was when|That was the moment|It was right then that] {hero} [discovered|found out|realised] something [astonishing|amazing|nobody had guessed]: {twist}.',
    '[Nobody|Not one single person|Nobody in the whole world] could have [guessed|imagined|predicted] it, but {twist}.',
    "[And then|Then|Just then], to [everyone's amazement|everybody's surprise|the astonishment of all], it turned out that {twist}!",
    '{hero} [gasped|blinked|stopped short], because [all of a sudden|quite suddenly|at last] it was [clear|plain] that {twist}.',
    'Here [is|comes] the part that nobody [expected|saw coming|would believe]: {twist}.',
    'But then, just when everything seemed [settled|certain|sorted out], {hero} [found out|discovered|learned] that {twist}.',
    '[Then|Just then|All at once] something happened that made {hero} [stop and stare|blink twice|stand quite still|look again]. [You see,|As it turned out,|It was like this:] {twist}.',
  ],
  sentences: [
    'Then something [surprising|astonishing|very unexpected] [happened|took place]. {twistText}',
    "And then came the [twist|surprise] that [nobody saw coming|nobody expected|took everyone's breath away]. {twistText}",
    '[Just then|At that moment|And then], [everything changed|the whole night changed|nothing was the same]. {twistText}',
    'But the night still had a [surprise|secret|trick] up its sleeve. {twistText}',
  ],
  thing: [
    'Then came a surprise that nobody expected: {twistA}!',
    'What {hero} [saw|found] next was a real surprise: {twistA}!',
    'Suddenly, right there in front of {hero}, there {twistWas} {twistA}!',
    'And right then, out of nowhere, {hero} [spotted|noticed] {twistA}.',
    'But the night had one more surprise waiting, and it was {twistA}!',
  ],
} as const satisfies Record<string, readonly Line[]>;

export const LITTLE_TWIST_FRAMES = {
  clause: [
    'Then came a big surprise: {twist}!',
    'Guess what, {twist}!',
    'Oh my, {twist}!',
    'And then, surprise, {twist}!',
    'But then {hero} [saw|found out|could see] that {twist}.',
    'What a [surprise|big surprise] it was: {twist}!',
  ],
  sentences: [
    'Then came a big surprise. {twistText}',
    'And then, oh my! {twistText}',
    'Guess what happened next? {twistText}',
  ],
  thing: [
    'Then, surprise, {hero} saw {twistA}!',
    'Oh look, there {twistWas} {twistA}!',
    'Then {hero} found {twistA}, what a surprise!',
    'Guess what {hero} saw next: {twistA}!',
  ],
} as const satisfies Record<string, readonly Line[]>;

/**
 * A hint before the twist is told, so it does not come from nowhere. {tsub} is what the twist is
 * about ("the map"), when it could be read from the parent's words (plot-twist.ts).
 */
export const TWIST_HINTS = {
  about: [
    '[Once or twice|Every now and then|Now and again|More than once], {hero} [glanced at|looked at|thought about|wondered about] {tsub} and had a [funny|strange|tickly|curious] feeling that something was not [quite|at all|entirely] what it seemed.',
    'Something about {tsub} [puzzled|nagged at|tickled the back of the mind of|kept bothering] {hero}, [like a word on the tip of the tongue|like a half-remembered dream|though {hero} could not say why|like a pebble in a shoe].',
    '[Nobody|Not one person|No one at all] had [looked closely at|thought twice about|paid much attention to] {tsub}[ yet| so far| all evening]. [That was about to change|That would not last|Not yet, anyway].',
  ],
  any: [
    '[Once or twice|Now and then|Every so often|Along the way], {hero} had a [funny|strange|tickly|curious] feeling that [something|one small thing|a tiny detail] was not [quite|at all|entirely] what it seemed[, though {hero} could not say what|, but there was no time to wonder|].',
    '[A tiny clue|A little clue|A small, strange clue|One odd little clue] [was there all along|had been there from the start|was hiding in plain sight], [but nobody had noticed it yet|if only anyone had looked|waiting to be noticed|as clues so often are].',
  ],
} as const satisfies Record<string, readonly Line[]>;

/** After the twist, at the climax: the surprise is what made the ending possible. */
export const TWIST_PAYOFFS = {
  about: [
    '[In the end|When all was done|Looking back], it was the surprise about {tsub} that [made all the difference|turned everything around|saved the night|was the key to it all].',
    'If {hero} had not [discovered the truth|learned the truth|worked out the secret] about {tsub}, [none of it would have worked|things might have ended very differently|the night could have gone on and on].',
  ],
  any: [
    '[In the end|When all was done|Looking back], it was the surprise that [made all the difference|turned everything around|saved the night|was the key to it all].',
    'Without that surprise, [none of it would have worked|things might have ended very differently|the trouble might never have been put right].',
  ],
} as const satisfies Record<string, readonly Line[]>;
