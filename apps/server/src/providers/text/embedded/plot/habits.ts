/**
 * Things a parent types that are done, not held (docs/decisions/082): "Dad's terrible jokes",
 * "minecraft", "Grandma's knitting". Nobody loses or chases them; their owner (or the hero) does
 * them once in the middle of the story, and once more where it counts.
 */
export interface Habit {
  /** Said in the middle: {O} is whoever does it, {otheir} their possessive. */
  middle: readonly string[];
  /** Said at the climax, where it helps. */
  climax: readonly string[];
}

export const HABITS: Readonly<Record<string, Habit>> = {
  jokes: {
    middle: [
      '{O} told one of {otheir} terrible jokes[, the one about the cheese that went to school| about a penguin in a fridge]. Nobody laughed. Then everybody did.',
      '"[Why did the biscuit go to the doctor?|What do you call a sleeping dinosaur?]" asked {O}. "[Because it felt crummy!|A dino-snore!]" [Everyone groaned.|Everybody groaned, and then laughed.]',
    ],
    climax: [
      'In the end, one of {O}’s terrible jokes did it: everyone laughed so hard that [the muddle|the trouble] [came undone|fell apart] all by itself.',
    ],
  },
  knitting: {
    middle: [
      '{O} had brought {otheir} knitting, of course, and the needles went click-clack, click-clack, as if there were all the time in the world.',
    ],
    climax: [
      '{O}’s knitting came in handy after all: the long woolly strand was [just long enough to reach|exactly what was needed].',
    ],
  },
  minecraft: {
    middle: [
      '{H} thought about it the way {they} would in Minecraft: one block at a time, and always keep a torch handy.',
    ],
    climax: [
      '"It’s like Minecraft," said {H}. "You build it one block at a time." And that is exactly what {they} did.',
    ],
  },
  songs: {
    middle: [
      '{O} [hummed|sang] {otheir} song, [very quietly|under {otheir} breath], and somehow the dark felt smaller.',
    ],
    climax: [
      '{O} sang {otheir} song once more, loud and clear, and [everyone|everybody] joined in.',
    ],
  },
  dancing: {
    middle: [
      '{H} went up on {their} toes, light as a dancer, and [slipped past without a sound|did not make a sound].',
    ],
    climax: [
      '{H} [spun|twirled] round once, the way {they} did when dancing, and [landed|stopped] exactly where {they} needed to be.',
    ],
  },
  drawing: {
    middle: ['{O} drew a quick map on the back of {otheir} hand, [just in case|to be sure].'],
    climax: ['The drawing {O} had made was just what they needed: it showed the way.'],
  },
  /** Anything else the hero does, in the parent's words: {doing} is "baking cookies". */
  doing: {
    middle: [
      '{H} [had been|was getting good at] {doing} [lately|all week], and [it came in handy now|that helped more than {they} expected].',
      '{H} thought about {doing}: [the trick was to keep going|it had taken practice, and patience].',
    ],
    climax: ['All that {doing} paid off: {H} [knew just what to do|did it without even thinking].'],
  },
  // Feelings a parent types as a thing ("stage fright", "the hiccups", "a bad dream"): felt,
  // never carried, and got through where it counts.
  fright: {
    middle: [
      '{O}’s knees [wobbled|went to jelly] and {otheir} tummy did a somersault: the old fright, right on time.',
      '[All those eyes|Everyone looking] made {O}’s [mouth go dry|hands go clammy], and the fright came creeping back.',
    ],
    climax: [
      '{O} took one deep breath, then another, and the fright [got smaller|shrank to the size of a pea]. It was still there. {O} did it anyway.',
    ],
  },
  hiccups: {
    middle: [
      '"Hic!" went {O}. "Hic!" [Everyone tried very hard not to laugh.|It is very hard to be quiet with the hiccups.]',
    ],
    climax: [
      '{O} held {otheir} breath, counted to ten — and the hiccups were gone, just when it mattered.',
    ],
  },
  nightmare: {
    middle: [
      '{O} remembered the bad dream from last night, and for a moment the dark felt bigger than it was.',
    ],
    climax: [
      '{O} thought of the bad dream — and it did not seem so big now. Dreams, {O} decided, are smaller than they look.',
    ],
  },
  // "a wobbly tooth" is not lost or found: it wobbles all story long, and comes out at the end.
  tooth: {
    middle: [
      '{O} wiggled {otheir} wobbly tooth with {otheir} tongue. Wiggle, wiggle. [Not yet.|Nearly, but not quite.]',
      'Every so often {O} [pushed|nudged] {otheir} wobbly tooth, just to check. [Still there.|Still hanging on.]',
    ],
    climax: [
      'And right then — pop! — {O}’s wobbly tooth came out, all by itself. {O} held it up, grinning a brand-new gappy grin.',
    ],
  },
  stories: {
    middle: [
      '{O} told a story while they walked, [one of {otheir} best ones|a funny one], and the way went quicker.',
    ],
    climax: ['{H} remembered one of {O}’s stories, and it held the answer.'],
  },
};

/** Other words for the same habit. */
export const HABIT_WORDS: Readonly<Record<string, string>> = {
  jokes: 'jokes',
  joke: 'jokes',
  puns: 'jokes',
  knitting: 'knitting',
  minecraft: 'minecraft',
  roblox: 'minecraft',
  songs: 'songs',
  song: 'songs',
  singing: 'songs',
  lullaby: 'songs',
  dancing: 'dancing',
  dance: 'dancing',
  ballet: 'dancing',
  drawing: 'drawing',
  drawings: 'drawing',
  stories: 'stories',
  storytelling: 'stories',
  fright: 'fright',
  nerves: 'fright',
  jitters: 'fright',
  hiccups: 'hiccups',
  hiccup: 'hiccups',
  nightmare: 'nightmare',
  nightmares: 'nightmare',
  dream: 'nightmare',
};
