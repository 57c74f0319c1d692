import type { Problem } from './plan-story';

/**
 * What goes wrong, how the hero tries, and how it is put right, for each kind of problem
 * (docs/decisions/036). Lines are templates over the story's tokens: {x} is the thing the problem
 * is about, {c} the character it is about (or the first character), {y} the tool, {p} the place.
 * A line that needs a token the story lacks is never chosen (see tell-story.ts).
 */
export interface ProblemLines {
  /** The problem appears, at the start of the adventure. */
  call: readonly string[];
  /** Why it matters tonight. */
  stakes: readonly string[];
  /** A first look or try in the place. */
  search: readonly string[];
  /** A clue or a sign of progress. */
  clue: readonly string[];
  /** The hero puts it right at the climax. */
  climax: readonly string[];
  /** All is well again. */
  resolved: readonly string[];
  /** For titles: "the Case of the Missing {X}". */
  titles: readonly string[];
  /** A try that looks like the answer and isn't. */
  falseLead: ReadonlyArray<readonly string[]>;
  /** The middle, paragraph by paragraph, in order; longer bands tell more of them. */
  steps: readonly Step[];
}

/**
 * One paragraph of the middle: a pool of wordings per line. `needs` names a token the story must
 * have (a character met, a second one, a tool); `from` the youngest band that hears it.
 */
export interface Step {
  /** What the step is about: a character, a tool, the twist's subject, or a contest to be judged. */
  needs?: 'c' | 'd' | 'y' | 'twistsubject' | 'contest';
  from?: 'picture-book' | 'early-chapter' | 'middle-grade';
  lines: ReadonlyArray<readonly string[]>;
}

export const PROBLEMS: Readonly<Record<Problem, ProblemLines>> = {
  missing: {
    call: [
      '{X} had [vanished|gone missing|disappeared] from {p}. [It had been right there at teatime.|Nobody had seen it since lunch.|One minute it was there, the next it was gone.]',
      'When {H} went to look, {x} {xwas} [nowhere to be seen|simply not there]: [the shelf was empty|there was just a bare, dusty space where it should have been].',
      // A cry is heard from a place within earshot of home, not from the far side of town.
      '{near}"Where {xis} {xshort}?" [cried|called] a worried voice from {p}. {X} had [vanished|gone], [without a trace|as if by magic].',
    ],
    stakes: [
      'Without {x}, [tomorrow would be ruined|nothing would be right tomorrow], and everybody knew it.',
      'It mattered, because {x} [was needed first thing in the morning|was one of a kind].',
    ],
    search: [
      '{H} searched {p} [from top to bottom|corner by corner], looking {hide} and {hide2}.',
      '{H} looked {hide}. [Nothing.|Not there.] {They} looked {hide2}. [Still nothing.|Not there either.]',
    ],
    clue: [
      '[Then|Just then|A moment later] {H} [spotted|noticed|found] [something|a clue|what {they} needed]: {cprints} [across the floor|leading away|going off to one side|heading for the corner], [faint but clear|small but definite|easy to miss|only just there|fresh ones, too].',
      'There, {hide}, was a clue: {cprints}, [and a tiny tuft of something|and a crumb or two].',
    ],
    climax: [
      '{H} followed the trail to {p}’s last hiding place, {found}, and there — [safe and sound|a little dusty but perfectly fine] — was {x}.',
      '{H} knelt down, looked {found}, and [pulled out|found] {x}, [exactly where the clues had said|just where the trail ended|right where {H} had guessed].',
      '"[Of course|I knew it]," [breathed|whispered] {H}, and looked {found}. There {xwas} {x}, [as if {xit} had been waiting to be found|not a scratch on {xthem}|right where the last clue pointed].',
      '[One more look|Just one more place to try]: {found}. And there, [at last|at long last], {xwas} {x}.',
    ],
    resolved: [
      '{X} {xwas} back where {xit} belonged, and {p} felt [right again|whole again].',
      'With {x} [safe|found|back where it belonged], the mystery of {p} {pwas} [solved|over|cleared up at last].',
    ],
    titles: [
      '{H} and the Case of the Missing {X}',
      '{H} and the Mystery of the {P}',
      '{H} and the Vanishing {X}',
    ],
    falseLead: [
      [
        '"[Aha!|Got it!]" [cried|said] {H}, and [looked|searched] {elsewhere}.',
        '{H} was [sure|certain] it had to be {elsewhere}, and [rushed over|hurried there] to look.',
      ],
      [
        'But [it wasn’t|it was not] {x} at all — just [an odd sock|a wooden spoon|a very old biscuit|a button off somebody’s coat|a rubber band|last year’s birthday card], [looking rather pleased to be found|and a lot of dust|and a spider who did not want visitors|and a great deal of fluff].',
        '[Nothing.|Empty.|Not a sign of it.] [Only dust|Just shadows|Nothing but an old sweet wrapper] [there|in there], and {H} [let out a long breath|sat back on {their} heels].',
        'It [wasn’t|was not] there. Only [a button|a bit of string|a lonely marble] [looked back at {them}|lay there].',
      ],
      [
        '[Never mind.|Back to the clues.|Oh well.|Not yet, then.] [A wrong guess is still a step,|At least that was one place crossed off,|Now there was one less place to look,|Even a wrong turn tells you something,] {H} [decided|thought|told {themselves}].',
        '{H} [laughed|sighed], [dusted off {their} knees|brushed {themselves} down], and started again.',
      ],
    ],
    steps: [
      {
        lines: [
          [
            '"When did you last see {x}?" {H}{crowd} asked [everybody|anyone who would listen].',
            '"Has anybody seen {x}?" {H} [called out|wanted to know|asked, looking from face to face].',
            '{H}{crowd} went round [asking questions|with {their} questions], [one person at a time|as politely as {they} could manage]: where, when, and who had been nearby?',
            '[First things first,|To begin with,] {H} [needed to know|wanted to find out] who had seen {x} [last|most recently].',
            '{H} [tried to remember|thought hard about] [exactly|just] where {x} had been [that morning|at teatime|the last time anyone saw it].',
          ],
          [
            '{crowd}[Somebody thought|Everyone agreed|All anyone could say was that] it had been [right there|just where it always was|in plain sight] [earlier on|that afternoon|not long ago|when it was still light], and nobody had [moved it|touched it|so much as looked at it]. [Or so they said.|Apparently.|Which was odd.|Funny, that.]',
            '{crowd}The trouble was, [everyone remembered it differently|nobody could agree], and that made it [harder|twice as tricky].',
            '{crowd}[One answer said|Somebody said] [the kitchen|upstairs|by the door]; [another said|the next said] [the garden|downstairs|by the window]. [That was no help at all.|So much for that.]',
            '{crowd}Every answer was [a little bit different|slightly different from the last], [which was puzzling|and {H} frowned].',
            // With nobody much to ask, the hero thinks it through instead of polling a crowd.
            '{alone}{H} [went over it|thought it through] [twice|once more]: {x} had been right there [at teatime|that afternoon], and now it was not. [Which was odd.|Funny, that.]',
            '{alone}{H} [pictured|imagined] {x} in {xits} usual place, and tried to work out who could have [moved|borrowed] {xthem}.',
          ],
        ],
      },
      {
        needs: 'c',
        lines: [
          [
            '{H} [started with|turned first to] {c}, [who looked far too innocent|who did not look at all guilty, which was suspicious].',
            '[Suspect number one|The obvious place to start] was {c}, [sitting very still|busy looking at nothing in particular|trying hard to seem bored].',
            '{H} [had a quiet word with|went to see] {c} first. [Just in case.|It seemed only fair.]',
            'The first [suspect|person to question] was {c}.',
          ],
          [
            '{C} {cshow}, and would not [say a thing|give anything away].',
            '"{csound}" {C} {cvoice}, [which might have meant anything|and went back to pretending nothing had happened].',
            '{C} [gazed at the ceiling|looked the other way|became very interested in the floor|yawned a suspicious yawn].',
          ],
          [
            '{H} [made a mental note|wrote that down in {their} head]: [suspect number one|one to watch].',
            '[Interesting,|Hmm,] thought {H}.',
          ],
        ],
      },
      {
        needs: 'd',
        from: 'early-chapter',
        lines: [
          [
            'Then {H} asked {d}. {D} {dhabit} and thought [hard|for a long moment].',
            '"[What about you?|Did you see anything?]" {H} asked {d}. {D} {dhabit}.',
            '{D} was next. {D} {dhabit} [before answering|while thinking it over].',
          ],
          [
            '"[I did see something,|There was one odd thing,]" {dsays} {D}. "Something [small|quick] went {hide}, [just after tea|a little while ago]."',
            '"[I’ve been here all evening,|I never left this spot,]" {dsays} {D}, "and I [heard a funny noise|saw a shadow] {hide}."',
          ],
        ],
      },
      {
        lines: [
          [
            '{H} [got down low|crouched down] and [studied|examined] the floor of {p}, [inch by inch|very carefully].',
            '{H} looked at {p} the way a detective would, [slowly|one corner at a time].',
            '[Bit by bit|Inch by inch|Shelf by shelf], {H} [searched|went over] {p}, [missing nothing|peering into every gap].',
          ],
          [
            '{Hide}, there was [a smudge of flour|a trail of crumbs|a scrap of paper] that [should not have been there|nobody had noticed before].',
            '[There!|Look!] {Hide} [lay|sat] [a single crumb|one small button|a sticky fingerprint|a curly hair], [right where it should not be|as plain as anything].',
            'There, {hide}, was something [interesting|odd]: [a smudge|a scuff|a crumb], [small but definite|easy to miss].',
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
            'It was [a small thing|only a little thing], but little things [add up|matter] in a mystery.',
          ],
        ],
      },
      {
        from: 'middle-grade',
        lines: [
          [
            '{H} [lined up|went over] the clues: [where {x} had been|the smudge and the crumbs], who had been nearby, and [who had been acting oddly|who kept changing the subject].',
            '{H} [counted|ticked] off what {they} knew [on {their} fingers|one by one]: [the footprints, the smudge|the crumbs, the scrap of paper], and [one person who had been very quiet|somebody looking the other way].',
            '{H} [sat down|leant against the wall|found a quiet corner] and [put the clues in order|went through the clues|lined up everything {they} knew], [like beads on a string|one after another|one by one].',
          ],
          [
            '"It wasn’t taken far," {H} [said slowly|decided]. "Whoever took it [didn’t want it to leave {p}|wanted to keep it close]."',
            '{H} [tapped {their} nose|narrowed {their} eyes]. "[Still here. I’d bet on it.|Not gone. Just hidden.|Close by. Very close by.]"',
            'One thing was [clear|certain]: {x} had never left {p}. [It was here somewhere.|Somebody had hidden it.]',
          ],
        ],
      },
      {
        needs: 'c',
        from: 'middle-grade',
        lines: [
          [
            '"It was you, wasn’t it?" {H} said to {c} [at last|suddenly]. {C} {cshow}, [looking deeply offended|and said nothing at all].',
            '"[I know what you did,|I’ve worked it out,|I think you know something,]" {H} [told|whispered to] {c}. {C} {cshow}, [and kept very quiet|and gave nothing away|all innocence].',
            '{H} [looked|stared|peered] [hard|long|thoughtfully] at {c}. {C} {cshow}, [the picture of innocence|looking as if butter wouldn’t melt|not giving anything away|perfectly calm about it all].',
          ],
          [
            '[But there was no proof yet|Without proof, though, it was only a guess], and [a good detective never accuses without proof|{H} knew a guess was not enough].',
            'A hunch, though, [is not the same as knowing|proves nothing on its own], and {H} [wanted more than that|was not ready to say it out loud].',
            '{H} [wanted to be sure|needed to be certain], [so {they} kept watching|so {they} waited].',
          ],
        ],
      },
      {
        from: 'middle-grade',
        lines: [
          [
            '[A floorboard creaked|Something rustled] {hide}, and everyone [froze|went very still].',
            'Then came a [small|soft] [scratching|shuffling] sound from {hide}.',
          ],
          [
            '{H} [put a finger to {their} lips|held up a hand]. "[Listen.|Shh.]"',
            '"[Did you hear that?|What was that?]" [whispered|breathed] {H}.',
          ],
        ],
      },
    ],
  },
  runaway: {
    call: [
      'Then, with a [wobble|rattle|squeak], {xmischief}.',
      'That was when it happened: {xmischief}, and everyone in {p} [stopped and stared|gasped].',
    ],
    stakes: [
      'If nobody caught up with {x}, [{p} would be in a terrible muddle by bedtime|there would be chaos all over {p}].',
      '[At this rate|Any minute now], {x} [would knock something over|{xwas} going to cause a proper disaster], and [everybody knew it|{H} could see it coming].',
      '"[Somebody stop it!|Catch it, quick!|Not again!]" [came a cry|someone shouted] from [across|the far end of] {p}.',
      '[Someone had to do something, and quickly.|It was getting sillier by the second.]',
    ],
    search: [
      '{H} [dashed|raced|hurried] after {x}, [round one corner and then another|past {sight} and {sight2}].',
      '{H} gave chase through {p}, while {x} [stayed just out of reach|kept going as if it had somewhere important to be].',
      '[Left, right, left again|Zig, then zag] — {x} [would not go in a straight line|seemed to enjoy the chase], and {H} [puffed along behind|kept up, just about].',
      '{H} [followed|ran after] {x} [as fast as {their} legs would go|at a gallop], [dodging|ducking past] {sight} on the way.',
    ],
    clue: [
      'Then {xmischief}, and this time {H} [spotted which way it went|saw a chance].',
      'A [loud|tremendous] [crash|clatter|splosh] from the far side of {p} told {H} exactly where {x} had gone.',
      'A [trail of wobbly tracks|row of toppled things] showed [which way|where] {x} had [gone|been], as plain as a signpost.',
    ],
    climax: [
      '{H} waited for exactly the right moment, then [leapt|stepped] forward and caught {x} with both hands.',
      'On the count of three, {H} [pounced|jumped], and [at last|this time] {x} [stopped short|{xwas} caught fast], to a cheer from everyone watching.',
      '{H} [ran round the other way|took the short cut] and [was waiting|stood ready] when {x} came [round the corner|rattling up], and that was the end of the chase.',
      '{H} made a plan, counted to three, and [nabbed|caught] {x} [just in the nick of time|a moment before the biggest crash of all].',
    ],
    resolved: [
      '{X} {xwas} caught, and {p} slowly put itself back together, [giggling|laughing] as it did.',
      'Order returned to {p}, more or less, and everyone agreed it had been the funniest evening in years.',
      '[Bit by bit|Slowly], {p} [calmed down|got back to normal], though [people kept giggling|the giggles took a lot longer to stop].',
    ],
    titles: [
      '{H} and the Runaway {X}',
      '{H} and the Great {P} Chase',
      '{H} and the Day the {X} Ran Away',
    ],
    falseLead: [
      [
        'For a moment, {x} [stopped|went still], and {H} [tiptoed|crept] closer, [very slowly|one step at a time].',
        '{H} was sure {x} had [stopped for good|given up at last], [and reached out|and got ready to grab it].',
      ],
      [
        '[Wrong.|It hadn’t.] [With a squeak|With a wobble|With a rattle], off {xit} went again, [faster than ever|the other way].',
        'Just as {H} [reached|got close], {xmischief}.',
      ],
      [
        '"[Oh, come ON!|Not again!]" [groaned|laughed] {H}, [and everybody laughed too|and set off after it once more].',
        '[Everybody burst out laughing|Even the grown-ups giggled], [and so did {H}|{H} loudest of all].',
      ],
    ],
    steps: [
      {
        lines: [
          [
            '{X} [careered|barrelled] past {sight}, [and everything wobbled|leaving a trail of chaos].',
            '{X} [whizzed|zoomed] past {sight}, then {sight2}, [faster than anyone could run|with {H} close behind].',
          ],
          [
            'Somebody [shrieked|squealed], somebody [laughed|giggled], and [somebody else|a very small child] [cheered|clapped].',
            '"[Stop that|Catch it]!" [shouted|called] [a voice|several voices at once].',
          ],
        ],
      },
      {
        needs: 'c',
        lines: [
          [
            '{C} [saw what was happening|looked up] and {cshow}.',
            'Then {c} [joined in|got involved], which [did not help|made it twice as silly].',
          ],
          [
            '"{csound}" {cvoice} {C}, [and {cmove} after {x}|and {cmove} after it as fast as {cit} could].',
            '{C} {cmove} [one way|left] while {x} went [the other|right], and [everyone burst out laughing|the whole place giggled].',
          ],
        ],
      },
      {
        needs: 'y',
        lines: [
          [
            'In all the [fuss|muddle], {y} [went flying|ended up in the wrong place] too.',
            'And that was when {y} [joined the chaos|got mixed up in it all].',
          ],
          [
            '{Ymischief}.',
            '{Ymischief}, [which nobody had expected|to everyone’s horror and delight].',
          ],
          [
            '"[Oh, for goodness’ sake!|Not again!]" [somebody groaned|came a wail], [between giggles|trying not to laugh].',
            '[It was the silliest thing anyone had ever seen.|Nobody could keep a straight face.]',
          ],
        ],
      },
      {
        lines: [
          [
            '{H} tried to [grab|catch] {x} [straight away|at once], but [missed by a whisker|slipped and sat down with a bump].',
            '{H} [dived|lunged] for {x} and [caught only air|ended up with an armful of nothing].',
          ],
          [
            '[Oops.|Whoops.] [That was not the plan.|That could have gone better.]',
            '{H} [picked {themselves} up|got back up], [pink in the face|a bit flustered] but [laughing|grinning].',
          ],
        ],
      },
      {
        from: 'early-chapter',
        lines: [
          [
            '"It always goes [left|the same way] at {sight}," {H} [noticed|realised]. "[If we wait there…|So we get there first.]"',
            '{H} [watched|studied] {x} [carefully|very closely] and saw that it always [turned the same way|came back past {sight}].',
          ],
          [
            'It was [a plan|the beginning of a plan], and [a good one|not a bad one].',
            'A plan [began to form|took shape], [half silly and half brilliant|the best kind of plan].',
          ],
        ],
      },
      {
        from: 'middle-grade',
        lines: [
          [
            '[By now|By this point], half of {p} had [joined the chase|opinions about how to stop it], and [every one of them was different|none of them agreed].',
            'A small crowd had gathered, [giving advice nobody had asked for|each with a different idea].',
          ],
          [
            '"[Everybody stop!|Wait!]" [called|said] {H}. [To {their} surprise, they did.|And, amazingly, everyone listened.]',
            '{H} [held up a hand|stepped onto a box] and [explained the plan|said what they would do], [quickly|in one breath].',
          ],
        ],
      },
      {
        needs: 'd',
        from: 'middle-grade',
        lines: [
          [
            '{D} [tried to help|had a go], [which was kind|bless them], and [made everything twice as muddled|got tangled up in it all].',
            'Then {d} [joined in|tried to help], {dhabit}, and [things got even sillier|the muddle grew].',
          ],
          [
            '"[I’ve got it!|Leave it to me!]" {dsays} {D}, [who did not have it at all|a moment before it all went wrong again].',
            '[Nobody could say afterwards|It was never clear] exactly how [it happened|that worked], but [everyone remembered it|it was glorious].',
          ],
        ],
      },
      {
        from: 'middle-grade',
        lines: [
          [
            '{X} [stopped|paused] [for a moment|just long enough], as if [it were thinking about it|getting its breath back].',
            'For one [silly|strange] second, {x} [stood still|went quiet], [perfectly innocent|as if nothing had happened].',
          ],
          [
            'Then off {xit} went again, [faster than before|with a cheeky wobble].',
            'Then, [with a squeak|with a rattle], {xit} [was off again|shot away again].',
          ],
        ],
      },
    ],
  },
  rescue: {
    call: [
      '[A feather drifted down|A message came] with bad news: {c} {cwas} in trouble at {p}, stuck {hide} [and cut off|and all alone].',
      '[Everyone at {p}|The whole of {p}] [was talking about it|had heard|knew by now]: {c} {cwas} stuck {hide} and [could not get out before dark|could not get free|was too frightened to move].',
    ],
    stakes: [
      '[Night was coming|It was getting dark|The light was going], and {c} [could not stay out there alone|must not be left out there all night|needed someone to come].',
      'If nobody helped, {c} would be out all night, [cold and lost|alone in the dark].',
    ],
    search: [
      '{H} set off across {p}, past {sight} and {sight2}, calling for {c}.',
      '{H} made {their} way through {p}, [listening hard|looking everywhere], until {they} heard a faraway "{csound}"',
    ],
    clue: [
      '{Cprints} showed which way {c} had gone, and {H} followed them [carefully|one by one|with {their} nose nearly on the ground|step by careful step].',
      'Far off, {H} heard a [small|faint] "{csound}" — {c} {cwas} close.',
    ],
    climax: [
      '{H} reached {c} at the very edge of {p} and showed the way back, [one careful step at a time|slowly and steadily|going first, so {c} could follow].',
      '{H} [reached|got to|caught up with] {c} at last, and [together they|side by side they|slowly, they] [made their way|found the path|picked their way] back across {p}.',
    ],
    resolved: [
      '{C} {cwas} safe, and {p} {pwas} quiet and peaceful again.',
      'Back where {cit} belonged, {c} [settled down|gave a happy little shake] with a happy {csound}',
    ],
    titles: [
      '{H} to the Rescue at the {P}',
      '{H} and {C}: a Rescue at the {P}',
      '{H}, {C} and the Long Way Round',
    ],
    falseLead: [
      [
        '{H} [held out a hand|showed the way], but {c} [would not budge|stayed exactly where {cit} was].',
        'The first way back [looked easy|seemed simple], but {c} [refused to move|would not come].',
      ],
      [
        '{C} {cshow}, and [looked at the path as if it were made of nettles|did not move an inch|stayed exactly where {cit} was|would not budge].',
        '"{csound}" {cvoice} {C}, [which clearly meant no|and that was that].',
      ],
      [
        '{H} [thought again|looked around]. Maybe {c} [knew something about that path|had a good reason].',
        'Maybe, {H} thought, there was [a better way|another way round].',
      ],
    ],
    steps: [
      {
        lines: [
          [
            'The way to the far side of {p} [was not a straight one|took some finding]: past {sight}, round {sight2}.',
            '{H} [picked|made] {their} way across {p}, [past|beside] {sight} and {sight2}.',
          ],
          ['[Soon|Before long] {hard}.', 'Then [the going got harder|it got tricky]: {hard}.'],
        ],
      },
      {
        needs: 'y',
        lines: [
          [
            '[Good thing|Luckily] {H} had {y}. {H} {ytries}.',
            'This was what {y} had been [waiting for|made for]: {H} {ytries}.',
          ],
          [
            '[Step by step|Bit by bit], the hard part [got easier|was left behind].',
            'It [worked|helped], and {H} [kept going|went on].',
          ],
        ],
      },
      {
        needs: 'c',
        lines: [
          [
            'At last {H} heard it: "{csound}" [from the other side of {p}|somewhere close by].',
            'Then, [very faintly|from far off], came a "{csound}" that could only be {c}.',
          ],
          [
            'There was {c}, [stuck fast|unable to get back], and [not at all pleased about it|looking very sorry for {citself}].',
            '{C} {cwas} there, [cut off|stranded] [by {sight}|on the wrong side], and {cshow}.',
          ],
          [
            '"{csound}" {cvoice} {C} [crossly|sadly] when {cit} saw {H}, [as if to say, Well, you took your time|which probably meant hurry up].',
            '{C} {cvoice} [once|twice], [not quite a thank-you|almost a hello].',
          ],
        ],
      },
      {
        needs: 'c',
        from: 'early-chapter',
        lines: [
          [
            '{H} [talked softly|spoke gently] to {c}, the way you talk to [someone who is frightened|a friend having a bad day].',
            '"[It’s all right,|You’re safe now,]" said {H} [gently|softly]. "[We’ll get you back.|I know the way.]"',
          ],
          [
            '{C} {chabit}, [and looked a little less worried|then inched a little closer].',
            '[Slowly|Little by little], {c} {chabit} and [stopped fussing|began to trust {H}].',
          ],
        ],
      },
      {
        from: 'middle-grade',
        lines: [
          [
            'Getting there had been [one thing|the easy part]; getting back would be [another|harder], [with the light nearly gone|in the dark].',
            'Coming back meant crossing {p} [all over again|a second time], [and now in the dark|with less light and more to carry].',
          ],
          [
            '{H} [worked out the safest way|chose each step carefully], [remembering every wobble from before|thinking two moves ahead].',
            '{H} [thought it through|planned it out] [like a game of chess|step by careful step].',
          ],
        ],
      },
      {
        from: 'middle-grade',
        lines: [
          [
            'Halfway across, {H} [stopped|paused] to [listen|get {their} bearings]. {Sound}, and [nothing else|then all was quiet].',
            'In the middle of {p}, {H} [stopped|stood still]. {Sound}. [Which way now?|Left or right?]',
          ],
          [
            '{H} [chose|picked] the way [with the firmest ground|that felt right], and [hoped|trusted] it was [correct|the right one].',
            '[Trusting {their} feet|Following {their} nose], {H} [went on|kept going].',
          ],
        ],
      },
      {
        needs: 'd',
        from: 'middle-grade',
        lines: [
          [
            '{D} [kept close|stayed near] and {dhabit}, [which helped more than {H} could say|and that was a comfort].',
            'It helped to have {d} there; [every now and then|from time to time], {d} {dhabit}.',
          ],
          [
            '"[Nearly there,|Not far now,]" {H} [whispered|said], [to both of them|mostly to {themselves}].',
            '"[We can do this,|Keep going,]" said {H}.',
          ],
        ],
      },
    ],
  },
  enchantment: {
    call: [
      'That night, {p} began to [glow|shimmer] — and then, little by little, its magic started to fade.',
      'As the moon rose, something magical happened at {p}: [it began to sparkle|everything began to whisper], but the sparkle was flickering out.',
    ],
    stakes: [
      'If the magic faded completely, {p} would be [ordinary|grey] for ever, and that could not be allowed.',
      'Only someone brave and kind could keep the magic of {p} alive before sunrise.',
    ],
    search: [
      '{H} explored {p}, where {sight} [glittered|shone] and even {sight2} seemed to be listening.',
      '{H} wandered into {p}, which was [full of silver light|humming with magic], and looked for the place where the magic began.',
    ],
    clue: [
      'Then {H} noticed that the magic was brightest wherever {c} went.',
      'Every time {c} {cvoice}, the fading sparkles [flared|brightened] for a moment.',
    ],
    climax: [
      '{H} [held|raised] {y} up in the middle of {p}, and the magic [rushed back|poured back] like a wave of light.',
      'Right in the middle of {p}, {H} {ysolves}, and the magic came flooding back, brighter than ever.',
    ],
    resolved: [
      '{P} glowed softly again, and the magic settled down [for the night|to sleep].',
      'The magic of {p} was safe, [twinkling|humming] quietly in the dark.',
    ],
    titles: [
      '{H} and the Magic of the {P}',
      '{H} and the Night the {P} Glowed',
      '{H} and the Last Spark',
    ],
    falseLead: [
      [
        '{H} tried [making a wish|clapping three times|whispering a magic word].',
        'First, {H} tried [wishing very hard|saying “please” to the sparkles|humming a tune].',
      ],
      [
        'The sparkles [flickered|brightened for a moment] — and then [faded again|sank lower than before].',
        'For a moment the light [grew|leapt], but then it [dimmed|flickered] away.',
      ],
      [
        '[Magic, it seemed, was not that easy.|It would take more than a wish.]',
        '[So that was not it.|Not like that, then.]',
      ],
    ],
    steps: [
      {
        lines: [
          [
            '[Everywhere|All around] at {p}, the magic was [flickering|fading]: {sight} [glowed|shimmered], then went dull.',
            'At {p}, {sight} [sparkled|shone] for a moment, and then [faded|dimmed], like a sigh.',
          ],
          [
            '[It was beautiful and sad at the same time.|It made {H} want to help at once.]',
            '"[We have to do something,|We can’t let it go out,]" [whispered|breathed] {H}.',
          ],
        ],
      },
      {
        needs: 'c',
        lines: [
          [
            'Then {c} [spoke|said something] — in words, [clear as anything|plain as day].',
            'And {c}, who had never said [a word|anything but {csound}] before, [spoke|began to talk].',
          ],
          [
            '"{H}," {csays} {C}, "[the magic is running out|the old magic is fading], and [only you can help|you are the one to help]."',
            '"[At last,|There you are,]" {csays} {C}. "[The magic needs a friend tonight.|The magic of {p} is in trouble.]"',
          ],
          [
            '{H} [stared|blinked]. [A talking {chead}!|{C} could talk!] [Of course {cit} could. It was that kind of night.|But there was no time to be surprised.]',
            '{H} [gasped|blinked twice], and then [nodded|listened very carefully].',
          ],
        ],
      },
      {
        needs: 'y',
        lines: [
          [
            'Whenever {H} [held|lifted] {y}, the fading sparkles [flickered brighter|leapt up].',
            '{Y} [began to glow|felt warm] in {H}’s hands, [humming softly|as if it were waking up].',
          ],
          [
            '"[It knows,|It’s the key,]" {csays} {C}. "[Keep it close.|Don’t let it go.]"',
            '[So that was it.|{H} understood:] {y} {ywas} [part of the magic|the key to it all].',
          ],
        ],
      },
      {
        from: 'early-chapter',
        lines: [
          [
            '[The heart of the magic|The oldest magic] lay at the [very middle|far end] of {p}, [past|beyond] {sight}.',
            '{H} followed the last [sparkles|threads of light] [deeper into|right across] {p}.',
          ],
          [
            '{Hard}, and the [silver light|glow] was [getting fainter|almost gone].',
            '[But|Only] {hard}, and the magic [flickered lower|grew dimmer] with every step.',
          ],
        ],
      },
      {
        from: 'middle-grade',
        lines: [
          [
            '"What happens if it goes out?" [asked|wondered] {H}.',
            '"[Why is it fading?|Why now?]" {H} asked.',
          ],
          [
            '"Then {p} [forgets how to dream|is ordinary for ever]," {csays} {C}. "[Magic needs someone to believe in it.|Even magic gets tired.]"',
            '"[Nobody has noticed it for a long time,|People stopped looking,]" {csays} {C}. "[Magic fades when nobody looks.|That is all it takes.]"',
          ],
        ],
      },
      {
        needs: 'c',
        from: 'middle-grade',
        lines: [
          [
            '"[There’s a riddle,|The magic asks a question,]" {csays} {C}. "[What grows brighter the more you share it?|What can you keep after giving it away?]"',
            '"[Before the magic will listen,|First,]" {csays} {C}, "[you must answer its riddle: what is bigger when you share it?|you must answer the riddle: what can you give and still keep?]"',
          ],
          [
            '{H} [thought|frowned], [and thought some more|then smiled]. "[A smile?|A promise?|Kindness.]" The [air|light] [shivered|sparkled] — [right first time|the answer was right].',
            '{H} [thought hard|was quiet for a while]. "[Light,|A story,]" {they} said at last, and [the sparkles leapt|something in the air went ting].',
          ],
        ],
      },
      {
        from: 'middle-grade',
        lines: [
          [
            '[All around|Everywhere] at {p}, [small|tiny] things [woke up|stirred]: {sight} [hummed|glimmered], and {sight2} [whispered|sighed].',
            'Little by little, {p} [began to notice them|started to wake]: first {sight}, then {sight2}.',
          ],
          [
            'It was [working|helping], [but not enough|but only just].',
            'It [was a start|helped], [but the real work was still ahead|but the heart of the magic was still dim].',
          ],
        ],
      },
    ],
  },
  invention: {
    call: [
      '{X} had stopped working: [it would not do a thing|something inside had come loose], and {xit} {xwas} needed at {p}.',
      'A strange [signal|light|blip] flickered over {p}, and only {x} could [find out what it was|help] — but {xit} {xwas} broken.',
    ],
    stakes: [
      'There was only until [tomorrow|morning] to get it working, and everybody at {p} {pwas} counting on it.',
      'If {x} could not be fixed in time, [the whole plan would fall apart|nobody would ever know the answer].',
    ],
    search: [
      '{H} took {x} to {p}, [laid out every part|looked at every screw and wire], and made a careful list.',
      '{H} set up at {p}, between {sight} and {sight2}, and tested {x} [bit by bit|part by part].',
    ],
    clue: [
      'Then {H} saw it: one tiny part was [the wrong way round|loose], so small that anyone might have missed it.',
      'A [faint hum|small click] gave it away — {H} had found exactly where the fault was.',
    ],
    climax: [
      '{H} [fixed the last part|tightened the last screw|made one last adjustment], [held {x} up|lifted {x}|set {x} down] [at|in the middle of] {p}, and {xshows}.',
      'With one final twist, {x} [whirred into life|clicked into place], and {H} {xshows}.',
    ],
    resolved: [
      '{X} worked perfectly, and all of {p} [cheered|clapped].',
      'It worked! Everyone at {p} [crowded round|wanted to see] {x}.',
    ],
    titles: ['{H} and the {X} Project', '{H} and the Broken {X}', '{H} and the Amazing {X}'],
    falseLead: [
      [
        '[It works!|Yes!] For [about three seconds|one glorious moment], {x} [whirred|hummed] [beautifully|perfectly].',
        '{H} tried {x} again, and for a moment [it seemed to work|everything was fine].',
      ],
      [
        'Then came [a puff of smoke|a sad little fizz|a clunk], and [it stopped|everything went quiet].',
        'Then [with a sigh|with a pop], it [stopped|gave up] [again|once more].',
      ],
      [
        '[Close.|Nearly.] [But nearly is not working.|But not quite.]',
        '{H} [wrote that down too|made a note]: [nearly is still progress|at least now {they} knew what did not work].',
      ],
    ],
    steps: [
      {
        lines: [
          [
            '{H} [laid out|spread out] every part of {x} [on the table|in a neat row] and [looked at them all|studied each one].',
            '{H} [opened up|took apart] {x} [very carefully|screw by screw], [laying every piece|putting each part] in order.',
          ],
          [
            '[There were more bits than {they} had expected.|Some of the bits were very small indeed.]',
            '[It looked simple from the outside.|Inside, it was a tiny, tidy puzzle.]',
          ],
        ],
      },
      {
        needs: 'c',
        lines: [
          [
            '{C} [leant over|came to look] and {chabit}.',
            '{C} [pulled up a chair|came closer], {chabit}.',
          ],
          [
            '"[What if we check the little bits first|Have you tried starting with the smallest part|What if we go back to the start|Have you checked the simplest thing]?" {csays} {C}.',
            '"[I read about this once,|Here’s an idea,]" {csays} {C}. "[Test one thing at a time.|Start from the end and work back.]"',
          ],
          [
            'It was [a good idea|sensible], and {H} [said so|nodded].',
            '"[Good thinking,|Yes!]" said {H}.',
          ],
        ],
      },
      {
        lines: [
          [
            '{H} [put it back together|tried it] and [held {their} breath|crossed {their} fingers].',
            'The first test [came|was ready] [just as {sound}|at last].',
          ],
          [
            '[Click.|Whirr.] [Then nothing.|Then a sad little clunk.]',
            'It [clicked|buzzed] and then [fell silent|stopped].',
          ],
        ],
      },
      {
        from: 'early-chapter',
        lines: [
          [
            '{H} [wrote down|made a note of] what had happened, [the way real scientists do|like a proper scientist].',
            'Back to the beginning: {H} [checked each part again|tested each bit in turn], [slowly this time|more carefully].',
          ],
          [
            'Test two: [better|a little better]. Test three: [nearly|almost].',
            '[One test, two tests, three|Every test] taught {H} something [new|the one before had not].',
          ],
        ],
      },
      {
        needs: 'd',
        from: 'early-chapter',
        lines: [
          [
            '{D} [came over|wandered past] and {dhabit}.',
            'Then {d} [appeared|turned up], {dhabit}.',
          ],
          [
            '"[Need a hand?|Can I help?]" {dsays} {D}, and [held the torch|passed the tiny screwdriver].',
            '{D} [held things steady|passed things], which was [exactly the help needed|more useful than it sounds].',
          ],
        ],
      },
      {
        from: 'middle-grade',
        needs: 'contest',
        lines: [
          [
            'Across {p}, the [others|other children] were [putting the finishing touches to|showing off] their own [projects|ideas].',
            '[All around|Everywhere] at {p}, things [whirred|fizzed] and [beeped|glowed], [and every one of them worked|and they all seemed finished].',
          ],
          [
            '{H} tried not to [look|mind]. [Comparing never fixed anything.|Comparing would not help.]',
            'It was [tempting|hard not] to [give up|feel behind], [but {H} did not|but {H} kept at it].',
          ],
        ],
      },
      {
        from: 'middle-grade',
        needs: 'contest',
        lines: [
          [
            '[Then|Just then] [somebody said|word went round] that the [judges|grown-ups] were [coming early|on their way].',
            '[A bell rang.|Someone clapped for quiet.] [The judging was about to begin.|It was nearly time.]',
          ],
          [
            '{H}’s [hands|fingers] [went clumsy|felt like sausages] [at once|all of a sudden].',
            '{H} [felt {their} stomach flip|took a slow breath].',
          ],
        ],
      },
      {
        needs: 'c',
        from: 'middle-grade',
        lines: [
          [
            '"[Whatever happens,|Even if it doesn’t work,]" {csays} {C}, "[we show them what we learned|we tell them what we tried]."',
            '"[It doesn’t have to be perfect,|Nobody’s is ever perfect, first time,|Perfect is overrated,]" {csays} {C}. "[It has to be ours.|It just has to be honest.|It just has to work.]"',
          ],
          [
            'That [helped|made {H} feel better]. [A lot.|More than {they} expected.]',
            '{H} [nodded|grinned], [and {their} hands steadied|and felt calmer].',
          ],
        ],
      },
    ],
  },
  secret: {
    call: [
      '{H}{xfixed} had [seen|been past] {x} at {p} [a hundred times|more times than {they} could count], but that afternoon {H} had noticed something [new|that made {them} stop]: {xodd}.',
      'It was {H}{xfixed} who had [noticed|spotted] it first, that very afternoon at {p}: {xodd}. [Everyone else walked straight past.|Nobody else seemed to think it odd.]',
      '{H}{xcarry} had [found|come across] {x} [only that afternoon|that very afternoon], [at the back of a drawer|tucked inside an old book|in a box of odds and ends], and could not stop looking at {xthem}: {xodd}.',
      '"[Look at this|Come and see]," [whispered|said] {H}{xcarry}, holding out {x}. [It looked ordinary enough|At first glance it was nothing special] — except that {xodd}.',
    ],
    stakes: [
      'There had to be a reason, and {H} [meant to find it|was not going to bed until {they} knew it].',
      '[Somebody|Someone, somewhere,] knew [why|the answer], and {H} [wanted to know too|was going to find out].',
    ],
    search: [
      '{H} [studied|examined] {x} [from every side|inch by inch], then looked {hide} and {hide2}, [in case the answer was nearby|for anything that might explain it].',
      '{H} started where anyone sensible would: [by looking very hard at {x}|with {x} itself]. Then {they} looked {hide}, [and|then] {hide2}.',
    ],
    clue: [
      'There, {hide}, was a clue: [an old note in careful, curly writing|a faded photograph|a date scratched small into the wood], [easy to miss|that nobody had looked at in years].',
      '[Then|Just then] {H} [spotted|found] something {hide}: [a faded photograph|a scrap of old paper|a tiny drawing of {x}], [and it made {them} think|and it was a start].',
    ],
    climax: [
      '{H} [laid every clue side by side|put the last clue beside the first], and [at last|suddenly] it was plain: {xanswer}.',
      '"[Of course|I see it now]," [breathed|whispered] {H}, and looked at {x} one more time. [The answer had been there all along:|It all made sense:] {xanswer}.',
      '{H}{xsolved} [knew what to do now|had one last thing to do]: {they} [went straight back to {x}|showed everyone {x}], and this time [everyone saw it too|nobody walked past].',
    ],
    resolved: [
      'The secret of {x} was a secret no longer, and {p} felt [friendlier|like an old friend] for it.',
      'So the mystery of {x} was [solved|cleared up at last], and {H} would never [see|look at] {xit} the same way again.',
    ],
    titles: [
      '{H} and the Secret of the {X}',
      '{H} and the Mystery of the {X}',
      '{H} and the Curious {X}',
    ],
    falseLead: [
      [
        '"[Aha!|I know!]" [cried|said] {H}, and [looked|searched] {elsewhere}.',
        '{H} was [sure|certain] the answer was {elsewhere}, and [hurried there|went to look].',
      ],
      [
        'But there was nothing there to explain {x} — just [a lot of dust|an old sweet wrapper|a spider who did not want visitors].',
        '[Nothing.|Not a thing.] [Only dust|Just shadows] [there|in there], and {H} [let out a long breath|sat back on {their} heels].',
      ],
      [
        '[Never mind.|Back to the clues.|Not yet, then.] [A wrong guess is still a step,|Even a wrong turn tells you something,] {H} [decided|told {themselves}].',
        '{H} [laughed|sighed], [dusted off {their} knees|brushed {themselves} down], and started again.',
      ],
    ],
    steps: [
      {
        lines: [
          [
            '"[What do you know about|Have you ever noticed anything odd about] {x}?" {H}{crowd} asked [everybody|anyone who would listen].',
            '{H}{crowd} went round [asking questions|with {their} questions], [one at a time|as politely as {they} could manage]: who knew about {x}, and since when?',
            '{alone}{H} [thought back|tried to remember] [when|how long ago] {x} had first seemed odd. [Weeks?|Years?] [It was hard to say.|Nobody had ever said.]',
          ],
          [
            '{crowd}Nobody [knew|could say] for sure. [Somebody thought it had always been like that.|One said it was nothing; another said not to be silly.] [Which was odd in itself.|That was no help at all.]',
            '{crowd}Everyone had [a different idea|an answer], and no two [matched|agreed]. [Funny, that.|{H} frowned.]',
            '{alone}Nobody {H} knew had ever said a word about it. [Which was odd in itself.|That was a clue in itself.]',
          ],
        ],
      },
      {
        needs: 'c',
        lines: [
          [
            'If anyone knew about {x}, {H} thought, it would be {c}.',
            '{H} [turned|went] to {c} [first|next], [who had been around the longest|who seemed the kind to know].',
          ],
          [
            '{C} {cshow}, and would not [say a thing|give anything away].',
            '"{csound}" {C} {cvoice}, [which might have meant anything|and would say no more].',
          ],
          [
            '[Interesting,|Hmm,] thought {H}. [Somebody here knew more than they were saying.|That was worth remembering.]',
          ],
        ],
      },
      {
        from: 'early-chapter',
        lines: [
          [
            '{H} [went back to|looked again at] {x}, [slowly|carefully this time], [watching|noticing] [every little thing|the smallest detail].',
            '{H} [made|drew] a [little map|quick sketch] of {x} [in {their} head|on the back of {their} hand], [to see it better|and stared at it].',
          ],
          [
            '[Each time|Every time] {H} looked, [one small thing stood out|the same small detail caught {their} eye], [and {H} made a note of it|which was a clue in itself].',
            'It was not [random|an accident]. [Somebody had meant it.|Things like that do not just happen.]',
          ],
        ],
      },
      {
        from: 'middle-grade',
        lines: [
          [
            '{H} [went over|lined up] what {they} knew: [what was odd about {x}|the clue {hide}], who [had known about it|had been nearby], and who had gone [quiet|very quiet] when it came up.',
          ],
          [
            '[One thing was certain:|Of one thing {H} was sure:] {x} had not ended up like this by accident.',
            'A secret, {H} thought, [is only a story nobody has told yet|always belongs to somebody].',
          ],
        ],
      },
    ],
  },
};
