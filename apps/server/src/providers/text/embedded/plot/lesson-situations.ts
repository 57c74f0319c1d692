import type { LifeLesson } from '../life-lesson';

/**
 * A lesson is lived before it is said (docs/decisions/036): the hero is scared, or fails, or
 * won't share, then finds the way. Each kind of lesson has the moment it grows from and the turn.
 */
export type LessonKind =
  'fear' | 'fail' | 'share' | 'kind' | 'patience' | 'together' | 'honest' | 'self' | 'general';

const KINDS: ReadonlyArray<[LessonKind, RegExp]> = [
  ['fear', /scar|afraid|fear|brave|courage|nervous|worr/i],
  ['fail', /fail|mistake|try again|keep trying|practi|give up|learn|wrong/i],
  ['share', /shar|giv|generous|turns/i],
  ['patience', /patien|wait|slow|calm/i],
  ['together', /together|team|friend|help each|teamwork|ask for help/i],
  ['honest', /honest|truth|lie|lying/i],
  ['kind', /kind|nice|gentle|care|help|sorry|apologi/i],
  ['self', /(?:be|love|believe in|proud of) yourself|different|unique|special|who you are/i],
];

export function lessonKind(lesson: LifeLesson): LessonKind {
  const text = 'quote' in lesson ? lesson.quote : lesson.topic;
  return KINDS.find(([, pattern]) => pattern.test(text))?.[0] ?? 'general';
}

/** Words that show the lesson's situation in the text, for the bench and the tests. */
export const SITUATION_WORDS: Readonly<Record<LessonKind, RegExp>> = {
  fear: /\b(scared|frightened|afraid|trembl|shook|wobbl|heart (?:thumped|pounded))/i,
  fail: /\b(fail|went wrong|did not work|didn’t work|didn't work|flopped|no good|mistake)/i,
  share:
    /\b(mine|not sharing|keep (?:it|them) all|wouldn’t share|would not share|hugged .* close)/i,
  kind: /\b(unkind|laughed at|snapped|turned away|crossly)/i,
  patience: /\b(hurry|rushed|couldn’t wait|could not wait|too fast|impatient)/i,
  together:
    /\b(on (?:my|her|his|their) own|by (?:myself|herself|himself|themselves)|alone|no help)/i,
  honest: /\b(fib|pretended|didn’t say|did not say|kept quiet)/i,
  self: /\b(wished .* different|not like the others|the odd one)/i,
  general: /./,
};

/** The hero in the lesson's situation, at the first try: a line (template) per kind. */
export const SITUATIONS: Readonly<Record<LessonKind, readonly string[]>> = {
  fear: [
    '{H} stopped. {Their} heart thumped, and {their} knees [wobbled|felt like jelly]. "I’m scared," {they} [whispered|admitted in a very small voice].',
    'For a moment {H} {was} frightened, [properly frightened|more frightened than ever before], and {they} took a step back.',
  ],
  fail: [
    'It did not work. [Not even a little bit.|It went wrong in every possible way.] {H} felt {their} cheeks go hot.',
    '{H} tried, and it went wrong: [a wobble, a slip|a crash and a clatter], and everything was worse than before.',
  ],
  share: [
    '"[Mine!|It’s mine!]" said {H}, and hugged {y} close. {They} [did not want to share, not one bit|would not share, not even a little].',
    '{H} kept {y} tucked away. {They} [wouldn’t share|would not share] — not yet.',
    // Without a thing of the hero's to hold on to, it is the first go and the best spot.
    '{H} wanted the first go at everything tonight, and would not share — not with {c}, not with anyone.',
    'When {c} came close, {H} [stood in front of the best spot|got there first and stayed there]. {They} would not share, not one bit.',
  ],
  kind: [
    '{H} was tired and snapped, "Go away!" and turned away crossly.',
    '{H} laughed at [the little mix-up|the muddle] before {they} could stop {themselves}, and it was an unkind laugh.',
  ],
  patience: [
    '"Hurry, hurry!" said {H}, and rushed ahead [much too fast|without looking].',
    '{H} could not wait a moment longer and rushed, and rushing made [everything muddled|a muddle of everything].',
  ],
  together: [
    '"I can do it on my own," said {H}, and tried alone, with no help at all.',
    '{H} marched off alone. "I don’t need any help," {they} said.',
  ],
  honest: [
    '{younger}[Just then|A moment before], {H} knocked over [a flowerpot|a little pile of things|somebody’s cup] with {their} elbow. "Who did that?" someone asked, and {H} kept quiet. It sat heavy in {their} tummy.',
    '{younger}When someone asked who had left the gate open, {H} told a little fib — "Not me!" — and it sat heavy in {their} tummy.',
    // Older readers: a fib of their own age, felt as they would feel it.
    '{older}Earlier, {H} had said {their} homework was done, which was a fib, and it kept [nagging|niggling] at {them} like a stone in a shoe.',
  ],
  self: [
    '{H} wished, just for a moment, to be different — to be not like the others.',
    '{H} felt like the odd one out, and wished to be somebody else.',
  ],
  general: [
    '{H} was not sure what to do next, and that was a wobbly feeling.',
    '{H} stopped and thought, and for a while no good idea came.',
  ],
};

/** The turn: the hero finds the way, before anyone says the lesson. */
export const TURNS: Readonly<Record<LessonKind, readonly string[]>> = {
  fear: [
    '{H} took a deep breath, still a little scared, and [went on anyway|stepped forward anyway]. Being scared and going on anyway felt [surprisingly good|strange and brave].',
    '{H} held on tight, counted to three and [kept going|went on], scared and brave at the very same time.',
  ],
  fail: [
    '{H} thought about what had gone wrong, tried a different way, and this time it [worked|began to work].',
    '"Let’s try it another way," said {H}, and the second try went much better, because of the first.',
  ],
  share: [
    '{H} looked at {y}, then at everyone else, and held {y} out. "[We can share|Let’s share]," {they} said.',
    'Slowly {H} opened {their} arms and shared {y}, and it felt [better than keeping|warmer than keeping it].',
    '{H} looked at {c}, and stepped aside. "[You go first,|Your turn,|We can share,]" {they} said, and it felt [better than being first|warmer than keeping it all].',
  ],
  kind: [
    '{H} turned back and said sorry, and then helped, gently and kindly.',
    '{H} felt the unkindness sitting there and put it right: "Sorry. Let me help."',
  ],
  patience: [
    '{H} slowed down, [took one careful step at a time|went carefully], and waited for [the right moment|the right time|a chance].',
    '{H} made {themselves} wait, and breathe, and look — and the waiting made all the difference.',
  ],
  together: [
    '{H} looked back at the others. "Will you help me?" {they} asked, and together it was easy.',
    'It was only when {H} asked for help that things began to go right.',
  ],
  honest: [
    '{H} took a breath and owned up about earlier, all of it, and the heavy feeling floated away.',
    '"[Actually,|Wait —] that was me, earlier," said {H}. "[Sorry.|I should have said.]" Telling the truth felt like putting down a heavy bag.',
  ],
  self: [
    '{H} did it {their} own way, the way only {H} could, and it was exactly right.',
    'In the end it was the very thing that made {H} different that saved the day.',
  ],
  general: ['{H} thought hard and found the way.', 'Little by little, {H} worked it out.'],
};

/** Ages 1–3: the same moments, in a toddler's words. */
export const LITTLE_SITUATIONS: Readonly<Record<LessonKind, readonly string[]>> = {
  fear: ['{H} feels a little bit scared. [Wobble, wobble.|Gulp.]'],
  fail: ['{H} tries. Oops! It did not work. Try again!'],
  share: ['"Mine!" says {H}. {H} does not want to share.'],
  kind: ['{H} is cross and turns away. [Hmph!|Humph!]'],
  patience: ['"Hurry, hurry!" says {H}. Too fast! Slow down.'],
  together: ['"I can do it on my own!" says {H}. Can {H} do it alone?'],
  honest: ['{H} pretended it was not {them}. Hmm.'],
  self: ['{H} wishes to be different. Not like the others.'],
  general: ['{H} is not sure what to do. Hmm.'],
};
