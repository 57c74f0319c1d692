import type { Genre } from '@sns/contract';

/**
 * What a hero thinks between the things that happen (docs/decisions/036): the voice of an early
 * chapter book or a middle-grade novel, by genre. Chapter books hear some, older readers more.
 */
export const ASIDES: Readonly<Record<Genre, readonly string[]>> = {
  Mystery: [
    '{H} had read enough detective stories to know that [the answer is usually hiding in plain sight|the quietest suspect is the one to watch].',
    'A good detective, {H} reminded {themselves}, [never guesses|notices first and decides later].',
    '[Clues are funny things:|The thing about clues is that] they only make sense [once you have enough of them|when you stop staring at them].',
    'Somewhere in {p}, {H} was sure, [the answer was waiting|something knew more than it was saying].',
    '{H} [tried to think like|pictured] someone who wanted to hide something [in a hurry|without being seen].',
    'It was the kind of [puzzle|mystery] that [made {H}’s brain fizz|felt like an itch {H} could not reach].',
    '[The trick|The secret], {H} decided, was to [ask the right question|look at the ordinary things twice].',
    '{H} [liked|loved] the moment when [a muddle starts to make sense|the pieces begin to fit].',
    'There is always a reason, {H} thought. [Even for odd things.|Especially for odd things.]',
    '[Grown-ups always say|People always say] “it’ll turn up”. {H} preferred [to help it turn up|not to wait].',
  ],
  Adventure: [
    'Adventures, {H} was discovering, [are mostly made of wet socks and small brave steps|are less about being fearless and more about going on anyway].',
    '{H} [thought of home|pictured the warm kitchen at home], and then [put the thought away for later|pushed on].',
    'The [evening|night] air smelled of [water and grass|leaves and rain], and {H} [breathed it in|filled {their} lungs with it].',
    'In the books, heroes [never seemed to get tired legs|always knew the way]. [Real life was different.|This was real, and harder.]',
    '{H} [counted steps|hummed a marching song] to keep going, [under {their} breath|quietly].',
    'Every [sound|shadow] at {p} seemed [bigger|louder] now that the light was [going|fading].',
    '{H}’s legs [ached|were tired], but {their} [heart was|spirits were] [light|high].',
    'The best adventures, {H} decided, [are the ones close to home|start with a small yes].',
    'There is a [special|particular] kind of quiet [outdoors at dusk|when the day is nearly over], and {H} [liked it|was learning to love it].',
    '[Somewhere|Far off], a [dog barked|train rattled by], [and then the quiet came back|reminding {H} of home].',
  ],
  Comedy: [
    'It was, {H} thought, [either the worst evening ever or the funniest|exactly the sort of thing nobody would ever believe].',
    '{H} [tried very hard|did {their} best|bit {their} lip] [not to laugh|to keep a straight face], and [failed completely|managed for nearly two seconds|lasted almost a whole breath].',
    'Somebody, somewhere, was going to [tell this story for years|make this into a family legend].',
    '[In fairness,|To be fair,] nobody had ever [written a rule|made a plan] for this sort of thing.',
    '{H} [made a note|promised {themselves}|decided] never to [say “what could possibly go wrong?” again|ask how a day could get any sillier|call anything boring ever again].',
    'If laughing counted as exercise, [everyone at {p} would be very fit by now|{p} had never been so healthy].',
    '{H} [would remember this|was storing this up] for [the next time someone said nothing ever happens|a very long time].',
    '[Some evenings|Some days] are [serious|sensible]. This [was not one of them|had given up trying].',
    '{H} [wondered|briefly wondered] whether [anyone was filming this|this was all a very long dream].',
    'The [giggles|laughter] kept [bubbling up|escaping], [like fizz from a shaken bottle|at all the wrong moments].',
  ],
  Fantasy: [
    '{H} had always [half believed|secretly known] that {p} {pwas} [more than it seemed|a little bit magic].',
    'Magic, it turned out, [smelled of cinnamon and rain|sounded like tiny bells far away].',
    'There are nights, {H} thought, when [the world leaves its door open a crack|ordinary things forget to be ordinary].',
    'The [moonlight|silver light] made everything at {p} look [painted|like a picture in an old book].',
    '{H} [pinched {themselves}|blinked hard], [just to check|to be sure], but it was all still there.',
    'Nobody would believe it in the morning, {H} knew, [and that was all right|which made it even more special].',
    '{H} [wondered|had always wondered] [how many other places were secretly magic|whether the magic had been there all along].',
    '[The air tasted of|Everything smelled of] [moonlight|something silver], [if moonlight had a taste|whatever that was].',
    '{H} [made a promise|promised {themselves}] to [remember every detail|never forget this].',
    '[Even the shadows|Even the quiet] [seemed friendly|felt kind] [tonight|now].',
  ],
  'Sci-Fi': [
    'Every real scientist, {H} knew, [gets it wrong before they get it right|has a drawer full of things that did not work].',
    '{H} [liked|loved|enjoyed] the [quiet|hum|stillness] of [working something out|a problem that might have an answer|a puzzle halfway done].',
    'An experiment that fails [still tells you something|is only data wearing a frown], {H} thought.',
    '[Somewhere|Far] [out in space|above], [light from a [star|distant star] was still [travelling|on its way]|a satellite was passing over|a comet was looping round the sun], and [that|somehow that] made {H} feel [patient|small and lucky|calmer].',
    '{H} [tried not to look at the clock|ignored the clock], because [clocks never helped anyone think|watching it only made it faster].',
    'The best part of [science|inventing|any experiment], {H} [decided|thought], was [the moment just before you find out|asking the next question|when the numbers start to make sense].',
    '{H} [liked|loved] the [tidy|clean] feeling of [a problem broken into small pieces|a list of things to try].',
    '[One day|Someday], {H} thought, [this would be a story to tell other inventors|{they} would build something even better].',
    '{H} [tried to think like|pictured] [a real engineer|a scientist in a lab]: [calm, careful, curious|patient and curious].',
    '[Mistakes|Wrong answers] are [just questions in disguise|how the right answer gets found], {H} reminded {themselves}.',
  ],
};

/**
 * Talk on the way, for chapter books: the hero and the first character met, in character. Each
 * exchange is a pool per line, and the i-th wording of each line go together (a question and
 * its answer); `{c}` is the character, who answers in words or in what it does.
 */
export const BANTER: ReadonlyArray<{
  person: ReadonlyArray<readonly string[]>;
  animal: ReadonlyArray<readonly string[]>;
}> = [
  {
    person: [
      [
        '"[Do you always|Do you often] come to {p} [this late|at night]?" {H} asked.',
        '"Have you ever seen {p} [like this|at this hour] before?" asked {H}.',
      ],
      [
        '["Only when something’s wrong," said {C}, [with a wink|and {chabit}]. "And tonight, something is."|"Only on special nights," said {C}, [with a wink|and {chabit}]. "Like this one."]',
        '"[Once or twice,|Now and then,]" said {C}. "[It’s different in the dark. Everything listens.|You notice more when it’s quiet.]"',
      ],
    ],
    animal: [
      [
        '"[Do you live here?|Is this your {pshort}?]" {H} asked {c}.',
        '"[Is this your home?|Do you live at {p}?]" {H} asked {c}.',
      ],
      [
        '{C} {cvoice}, [rather proudly|with great dignity], [and {chabit}|then looked all round {p} as if it owned the place]. [That was a yes.|Clearly, yes.]',
        '{C} {chabit}, [very grandly|quite proudly], which {H} took to mean yes.',
      ],
    ],
  },
  {
    person: [
      [
        '"[What would you do,|If you were me, what would you do,|What do you do,|How would you start,]" {H} asked {c}, "[if you were stuck?|if nothing was working?|when you’re stuck?|when nothing goes right?]"',
        '"[Have you ever got|Did you ever get] something [really|completely] wrong?" asked {H}.',
      ],
      [
        '"[Have a biscuit and think again,|Start with what I know, not what I hope,|Go back to the last thing that worked,|Sleep on it, usually,]" said {C}. "[Works every time.|Nearly always works.|Not tonight, though.|Mostly.]"',
        '"[All the time,|More often than you’d think,]" said {C}, [laughing|smiling]. "[That’s how I got good at things.|Getting it wrong is how you find out.]"',
      ],
    ],
    animal: [
      [
        '"[You’re not much help, you know,|I don’t suppose you know the answer?]" {H} [told|said to] {c}, [kindly|with a grin].',
        '"[What would you do?|Any ideas?|What now?|Which way?]" {H} asked {c}, [only half joking|not really expecting an answer|hopefully].',
      ],
      [
        '{C} {cshow}, [which might have been an idea|as if to say it had plenty of ideas, thank you].',
        '{C} [looked offended|blinked slowly], then {chabit}, [which was probably a very good idea, to {cits} way of thinking|as if that settled it].',
      ],
    ],
  },
  {
    person: [
      [
        '"[I’m glad you came,|Thank you for helping,]" {H} said [suddenly|quietly].',
        '"[This is more fun with two,|I couldn’t do this alone,]" said {H}.',
      ],
      [
        '"[Wouldn’t have missed it,|Where else would I be?]" said {C}, and {chabit}.',
        '"[Nonsense,|Oh, I think you could,]" said {C}. "[But it’s nicer with company.|Still, here I am.]"',
      ],
    ],
    animal: [
      [
        '"[I’m glad you’re here,|Thanks for coming,]" {H} [told|whispered to] {c}.',
        '"[We make a good team,|You’re a good friend,]" {H} said to {c}.',
      ],
      [
        '{C} {cvoice} [softly|once], and {cmove} [a little closer|right up beside {H}].',
        '{C} pretended not to hear, but {chabit}, [which gave it away|and looked secretly pleased].',
      ],
    ],
  },
  {
    person: [
      [
        '"What made you [want to help|come out tonight]?" asked {H}.',
        '"[Why did you come?|Why are you helping?]" {H} asked {c} [after a while|as they walked].',
      ],
      [
        '"[Someone helped me once,|Because you asked,]" said {C} simply. "[That’s how it works.|That’s reason enough.]"',
        '{C} [thought about it|shrugged]. "[It seemed like the right thing.|I like a puzzle. And I like you.]"',
      ],
    ],
    animal: [
      [
        '{H} [wondered|asked {c}] what {c} [did all day|thought about] at {p}.',
        '"[What do you do here all day?|Don’t you get bored here?]" {H} asked {c}.',
      ],
      [
        '{C} {chabit}, [which seemed to be the whole answer|as if that filled a day very nicely].',
        '{C} {cvoice}, [rather grandly|with feeling], and {H} [decided that meant “plenty, thank you”|laughed].',
      ],
    ],
  },
];

/** The place as night comes on, for chapter books: a paragraph of its own. */
export const NIGHTFALL: ReadonlyArray<readonly string[]> = [
  [
    'By now {p} had [changed|grown quiet]: [{sight} had faded to shapes|{sight} had turned to shadows|you could hardly make out {sight}], and {sound}.',
    'Night [crept|settled] over {p}. {Sound}, and {sight} [faded into the dark|turned silver and grey].',
  ],
  [
    '[The first stars|A few stars] [pricked through|came out], [one, then three, then too many to count|small and bright].',
    'Somewhere a [clock|bell] [chimed|struck] [the half hour|eight], [slow and far away|softly].',
  ],
  [
    '{H} [pulled {their} coat tighter|buttoned up against the chill] and [kept going|went on].',
    '[It was later than {H} had ever been out|Bedtime was getting closer], [but there was still work to do|and there was no stopping now].',
  ],
];

/**
 * Talk on the way with a friend from an earlier chapter (docs/decisions/067): what old friends
 * say, not "Do you live here?". Paired by index, as BANTER is.
 */
export const KNOWN_BANTER: typeof BANTER = [
  {
    person: [
      [
        '"Two nights in a row!" said {H}. "Do you ever sleep?"',
        '"Did you tell anyone about last night?" {H} asked {c}.',
      ],
      [
        '"Not when there’s something to do," said {C}, [laughing|with a grin].',
        '"Who would believe me?" said {C}, and both of them laughed.',
      ],
    ],
    animal: [
      [
        '"Did you sleep at all after last night?" {H} asked {c}.',
        '"Are you glad I came back?" {H} asked {c}.',
      ],
      [
        '{C} {chabit}, which probably meant not much.',
        '{C} {cvoice}, as if it were a very silly question.',
      ],
    ],
  },
  {
    person: [
      ['"Thanks for coming again," said {H}.', '"Same as last time?" {H} asked {c}.'],
      [
        '"Wouldn’t miss it," said {C}, [with a wink|and grinned].',
        '"Never the same twice," said {C}. "That’s the fun of it."',
      ],
    ],
    animal: [
      [
        '"What would I do without you?" {H} said to {c}.',
        '"You remember the way, don’t you?" {H} asked {c}.',
      ],
      [
        '{C} pretended not to hear, but {chabit}.',
        '{C} {chabit}, and led on as if it had never forgotten anything in its life.',
      ],
    ],
  },
  {
    person: [
      [
        '"I kept thinking about last night," said {H}.',
        '"Do you think it will always be like this?" {H} asked {c}.',
      ],
      ['"So did I," said {C}. "All day."', '"I hope so," said {C}. "I really hope so."'],
    ],
    animal: [
      [
        '"I kept thinking about you all day," {H} told {c}.',
        '"We make a good team, you and me," {H} told {c}.',
      ],
      [
        '{C} {cvoice} softly, and stayed very close.',
        '{C} {chabit}, looking as if it had known that for ages.',
      ],
    ],
  },
];
