import type { Line } from './types';

/**
 * Ways to tell the lesson, by how the parent typed it. {linf} is "to be kind to others" (or
 * "not to lie"), {lger} "being kind to others", {lclause} a saying ("sharing is caring"),
 * {ltopic} a topic ("kindness"), {lquote} the lesson as a sentence and {lquoteLead} the same
 * sentence ending in a comma, ready for "…," said Mia.
 */
export const LESSON_FRAMES = {
  order: [
    'That night, {hero} learned how important it is {linf}.',
    'Now {hero} understood, deep down, why it matters so much {linf}.',
    'And {hero} knew that the real treasure had been learning {linf}.',
    'Somewhere along the way, {hero} had discovered that it is always best {linf}.',
    'It had been a very good reminder {linf}.',
    '{hero} would remember this adventure for a long time, and most of all, {hero} would remember {linf}.',
  ],
  gerund: [
    '{hero} learned that it is always worth {lger}.',
    'And so {hero} found out that {lger} really does make the world a little brighter.',
  ],
  saying: [
    '{hero} had learned that {lclause}.',
    "[Deep down|In {hero}'s heart|Quietly], {hero} knew that {lclause}[, and that is a very good thing to know|, and always would|, and that felt right|].",
    'And so {hero} discovered something true: {lclause}.',
    'If the [night|adventure|evening] had taught {hero} anything, it was [that|this:] {lclause}.',
  ],
  topic: [
    'That night, {hero} learned something [wonderful|important] about {ltopic}.',
    'It had been an adventure all about {ltopic}, and {hero} would never forget it.',
    '{hero} thought about {ltopic}, and about how it had made the whole night [brighter|better].',
    'If you ask {hero} what the adventure was really about, the answer is simple: {ltopic}.',
  ],
  quote: [
    '[As the stars twinkled|Later, in the quiet], {hero} whispered the most important thing of all: "{lquote}"',
    '"{lquoteLead}" {hero} said softly. [It was a lesson worth keeping.|And it was true.|And that was exactly right.|It was worth remembering.]',
    'If you [asked|were to ask] {hero} what the [adventure|night|journey] had taught, the answer would be [simple|short|easy]: "{lquote}"',
    '{hero} tucked the lesson away like a [treasure|pebble in a pocket|secret], to keep [forever|always|for ever and ever]: "{lquote}"',
  ],
} as const satisfies Record<string, readonly Line[]>;

export const LITTLE_LESSON_FRAMES = {
  order: [
    '{hero} learned {linf}[ that day| that night|].',
    'It is [good|always good|very good] {linf}.',
    'Now {hero} knew how [good|important] it is {linf}.',
    '{hero} [knew|learned] something [new|important]: it is good {linf}.',
  ],
  gerund: ['{Lger} is [good|the best], thought {hero}.'],
  saying: ['{hero} learned that {lclause}.', 'Now {hero} knew that {lclause}.'],
  topic: [
    '{hero} learned all about {ltopic}.',
    'Now {hero} knew about {ltopic}.',
    'It was a [day|night] to learn about {ltopic}.',
  ],
  quote: ['"{lquoteLead}" said {hero}[ softly| with a smile|].', '{hero} said, "{lquote}"'],
} as const satisfies Record<string, readonly Line[]>;
