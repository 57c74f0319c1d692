import type { Line } from './types';

/**
 * Ways to tell the twist. {twist} is a past-tense clause ("the dragon was afraid of the dark"),
 * {twistText} whole sentences, {twistA} a thing ("a secret door") with {twistWas} agreeing with it.
 */
export const TWIST_FRAMES = {
  clause: [
    'Then came the biggest surprise of all: {twist}!',
    'And that was when {hero} discovered something astonishing: {twist}.',
    'Nobody could have guessed it, but {twist}.',
    "And then, to everyone's amazement, it turned out that {twist}!",
    '{hero} gasped, because all of a sudden it was clear that {twist}.',
    'Here is the part that nobody expected: {twist}.',
    'But then, just when everything seemed [settled|certain], {hero} found out that {twist}.',
    'Then something happened that made {hero} stop and stare. [You see,|As it turned out,] {twist}.',
  ],
  sentences: [
    'Then something [surprising|astonishing] happened. {twistText}',
    'And then came the twist that nobody saw coming. {twistText}',
    'Just then, everything changed. {twistText}',
    'But the night still had a surprise up its sleeve. {twistText}',
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
    'But then {hero} saw that {twist}.',
    'What a surprise it was: {twist}!',
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
