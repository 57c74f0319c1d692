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
