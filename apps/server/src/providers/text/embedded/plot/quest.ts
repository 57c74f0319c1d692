import type { Genre } from '@sns/contract';
import type { Problem } from './plan-story';
import { PROBLEMS, type ProblemLines, type Step } from './problems';

/**
 * A lost thing outside a mystery (docs/decisions/105): an adventure, a fantasy, a comedy or a
 * science story looks for it across the place — a way through, a friend who knows the ground,
 * something in the way that the hero's own thing gets them past — not along a line of suspects.
 * A Mystery keeps the detective's steps of plot/problems.ts.
 *
 * Lines that open with a genre's token ({magic}, {gadget}, {funny}, {wild}) are heard only in that
 * genre (tell-story.ts gives the story its genre's token, which says nothing).
 */
const QUEST_STEPS: readonly Step[] = [
  {
    lines: [
      [
        '{H} [stood at the edge of {p}|climbed onto the highest spot {they} could find|stopped where the path began] and looked out over [it all|everything]: {sight}, {sight2}, and [shadows everywhere|a hundred places a thing could hide].',
        '{P} [looked much bigger than usual|went on and on] in the [fading|last of the] light, and {x} could be anywhere in it.',
        '{H} [stood still|waited a moment] and [let {their} eyes get used to the dusk|listened]. [Somewhere out there|Somewhere in {p}] {xwas} {x}.',
      ],
      [
        '"[If I were {x},|If {x} blew away,|If {x} got left behind,] [where would I end up?|where would I be?]" {H} [wondered out loud|asked nobody in particular].',
        '{H} made a plan: {hide} first, then {hide2}, then [further on|on from there|wherever the path went].',
        '"[One place at a time,|Start at this end,|Near first, then far,]" {H} [said|decided], and [set off|began].',
      ],
    ],
  },
  {
    needs: 'c',
    lines: [
      [
        '{C} {cmove} [on ahead|a little way off], then [stopped and looked back|waited], as if to say, "[This way.|Come on, then.]"',
        '"{csound}" {cvoice} {C}, and set off [towards {hide}|along the edge of {p}]. {H} [followed|hurried after].',
        'It was {C} who [picked up the trail|found the way in]. {Cit} {chabit}, then [led on|went ahead].',
      ],
      [
        '[Side by side|Together], {H} and {C} [searched|tried] {hide}, [then {hide2}|and on past {sight}].',
        '{C} {cshow}, [and|but] kept [close|going], and {H} was glad of the company.',
        '[With {C} beside {them}|With {C} to show the way], the dark [did not seem so big|felt a little smaller].',
      ],
    ],
  },
  {
    lines: [
      [
        '[Before long|Further on|Halfway across {p}], the going got harder: {hard}.',
        '[Then|All at once] [the way was blocked|there was trouble ahead]: {hard}.',
      ],
      [
        '{H} [found a way round|went the long way round|picked {their} way through, one careful step at a time], [and did not give up|slowly but surely|and kept going].',
        '{H} [took a deep breath|rolled up {their} sleeves], and [found a way|went round, and on].',
      ],
    ],
  },
  {
    needs: 'y',
    lines: [
      [
        '[Good thing|It was a good thing] {H} had brought {y}: {they} {ytries}.',
        '{H} [looked at|thought of] {y}, and [smiled|had an idea]. {They} {ytries}.',
      ],
      [
        '[That was one problem solved.|On they went.|One step closer.]',
        '"[Thank goodness for {yshort},|That worked!|Ha!]" [said|laughed] {H}.',
      ],
    ],
  },
  {
    lines: [
      [
        '{magic}[Then something magical happened|And then the strangest thing happened]: [a trail of tiny lights blinked on, one after another|the wind began to hum a tune|the stars over {p} seemed to lean closer], [pointing the way|as if to help|leading on into the dusk].',
        '{gadget}{H} took out {their} notebook and [drew a map of {p}|marked every place already searched], [square by square|with neat little crosses].',
        '{gadget}{H} [switched on {their} torch|clicked {their} torch to its brightest] and swept it [slowly|carefully] across {p}, [square by square|from side to side].',
        '{funny}{H} looked {hide} so hard that {they} [fell right over|ended up upside down|got the hiccups], [which was not the plan at all|and had to sit down and laugh].',
        '{wild}[On they went|The way led on], [past {sight}|across {p}], until {p} looked [quite different in the dusk|nothing like it did by day].',
      ],
      [
        '{magic}{H} [did not stop to wonder, and followed|followed, on tiptoe, hardly daring to breathe].',
        '{gadget}"[Not there. Not there either,|Searched, searched, searched,]" {H} [muttered|said], [ticking off each square|crossing off each place].',
        '{funny}[Hic!|Whoops!] [Somewhere nearby|Not far off], [an owl seemed to chuckle|something rustled, as if it were laughing too].',
        '{wild}{H} [kept going|pressed on], [eyes wide|one step after another], [further than ever before|braver with every step].',
      ],
    ],
  },
  {
    from: 'early-chapter',
    lines: [
      [
        '[For a moment|Just for a moment], {H} [wondered if {x} {xwas} gone for good|almost turned round and went home].',
        '[It was getting late|The light was going], and {x} [still had not turned up|was nowhere], and {H}’s [heart sank a little|feet were tired].',
      ],
      [
        '[But|Then] {they} [thought of|remembered] [how much {x} mattered|how it would feel to bring {x} home], and [kept going|went on].',
        '[Not yet,|Not giving up now,] {H} [told {themselves}|decided], and [looked again|tried one more place].',
      ],
    ],
  },
  {
    needs: 'twistsubject',
    lines: [
      [
        '{H} [noticed|spotted] {twistsubject}, [just for a moment|out of the corner of {their} eye], [looking rather pleased with itself|near exactly the wrong place].',
        'Every time {x} {xwas} mentioned, {twistsubject} [seemed to slip away|looked somewhere else], and {H} began to wonder.',
      ],
      [
        '[Probably nothing,|It was probably nothing,] {H} told {themselves}. [Probably.|But {they} kept an eye on it.]',
        'It was [a small thing|only a little thing], but {H} [kept it in mind|did not forget it].',
      ],
    ],
  },
  {
    from: 'middle-grade',
    lines: [
      [
        '{H} [stopped|stood quite still|sat down for a moment] and [thought it through|went over it again]: where {x} had been, [which way the wind blew|which way the ground sloped|where a thing like that would end up].',
        '{H} [thought about|worked out] [which way the wind had been blowing|where the path ran downhill|where nobody had looked yet], and [a plan began to take shape|the answer began to come clear].',
      ],
      [
        '"[It can’t have gone far,|It’s here somewhere,]" {H} [said slowly|decided]. "[We just haven’t looked in the right place yet.|Somewhere we haven’t tried.]"',
        '[That narrowed it down.|That left only a few places.|Not everywhere, then. Just one place.]',
      ],
    ],
  },
];

const QUEST: Partial<ProblemLines> = {
  steps: QUEST_STEPS,
  search: [
    '{H} searched {p} [high and low|from one end to the other], looking {hide} and {hide2}.',
    '{H} looked {hide}. [Nothing.|Not there.] {They} looked {hide2}. [Still nothing.|Not there either.]',
  ],
  falseLead: [
    [
      '"[There!|Got it!]" [cried|said] {H}, and [ran|hurried] to look {elsewhere}.',
      '{H} was [sure|certain] {x} had to be {elsewhere}, and [rushed over|hurried there] to look.',
    ],
    [
      'But it was only [an old leaf|a sweet wrapper|a lost glove|a shiny stone], [looking rather pleased to be found|and a lot of mud|and a snail who did not want visitors].',
      '[Nothing.|Empty.|Not a sign of it.] [Only shadows|Just leaves|Nothing but an old sweet wrapper] [there|in there], and {H} [let out a long breath|sat back on {their} heels].',
    ],
    [
      '[Never mind.|Oh well.|Not yet, then.] [At least that was one place crossed off,|Now there was one less place to look,|Even a wrong turn tells you something,] {H} [decided|thought|told {themselves}].',
      '{H} [laughed|sighed], [dusted off {their} knees|brushed {themselves} down], and [tried again|kept looking].',
    ],
  ],
  resolved: [
    '{X} {xwas} back where {xit} belonged, and {p} felt [right again|whole again].',
    'With {x} [safe|found] at last, [the search was over|everyone could breathe again].',
  ],
  titles: ['{H} and the Great {X} Hunt', '{H} and the Lost {X}', '{H} and the Search for the {X}'],
};

/** The lines of the story's problem, as its genre tells them. */
export function problemLines(problem: Problem, genre: Genre): ProblemLines {
  const lines = PROBLEMS[problem];
  return problem === 'missing' && genre !== 'Mystery' ? { ...lines, ...QUEST } : lines;
}

/** The token a genre's own lines open with (it says nothing; it only lets them be chosen). */
export const GENRE_TOKEN: Readonly<Record<Genre, string>> = {
  Fantasy: 'magic',
  'Sci-Fi': 'gadget',
  Comedy: 'funny',
  Adventure: 'wild',
  Mystery: 'sleuth',
};
