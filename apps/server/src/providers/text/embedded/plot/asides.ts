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
    'Somewhere in {p}, {H} was sure, [the answer was waiting|something knew more than it was saying|there was a clue nobody had spotted|the truth was sitting quietly, waiting to be noticed].',
    '{H} [tried to think like|pictured] someone who wanted to hide something [in a hurry|without being seen].',
    'It was the kind of [puzzle|mystery] that [made {H}’s brain fizz|felt like an itch {H} could not reach].',
    '[The trick|The secret], {H} decided, was to [ask the right question|look at the ordinary things twice].',
    '{H} [liked|loved] the moment when [a muddle starts to make sense|the pieces begin to fit].',
    'There is always a reason, {H} thought. [Even for odd things.|Especially for odd things.]',
    '[Grown-ups always say|People always say] “it’ll turn up”. {H} preferred [to help it turn up|not to wait].',
    '{H} [kept a list in {their} head|made a list, silently]: [what {they} knew, what {they} guessed, and what did not fit|the facts, the maybes, and the one odd thing out].',
    '[Detectives in books|The detectives {H} liked best] [always had a notebook|never rushed]. {H} [had a good memory instead|would have to do without one tonight].',
    'Some puzzles [shout|are loud]; [this one whispered|this one was the quiet kind]. {H} [leant closer to hear it|listened harder].',
    'If {H} had learned one thing [from all those mysteries|from every puzzle so far], it was [that people notice less than they think|to trust the small details over the big ones].',
    '[The clues|The bits and pieces] were all there, {H} was sure of it, [like a jigsaw tipped out of its box|scattered like crumbs]; [they only needed|all they needed was] [putting in order|someone patient].',
    '{H} [had a rule|made a rule]: [never say “obviously”|always check twice], because [the obvious answer is|obvious answers are] [usually a trap|often wrong].',
    'A [good|proper] mystery, {H} thought, [is like a knot|is a tangle]: [pull too hard and it tightens|you find the loose end first].',
    '[Nobody|No one] [else|around] seemed to [find it strange|think it odd]. That, to {H}, was the strangest thing of all.',
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
    '[It was funny|Strange], {H} thought, how [a place you know well|somewhere ordinary] [can turn into an adventure|stops being ordinary] the moment [you need something from it|something goes missing].',
    '{H} [did not feel brave|was not feeling especially brave], [exactly|if {they} were honest]. [But {they} went on anyway, and that seemed to count.|Going on anyway would have to do.]',
    '[Maps|Plans] are [all very well|fine on paper], {H} decided, [but they never show the puddles|until something gets in the way].',
    'There was [no going back now|no turning round now]; [not that {H} wanted to|and, secretly, {H} was glad].',
    '{H} [promised {themselves}|made a deal with {themselves}]: [one more corner, then a rest|just a little further, then think again].',
    '[Every|Each] [explorer|adventurer] {H} had read about [had a moment like this|had wanted to turn back once]. [Most of them hadn’t.|The good ones kept going.]',
    '{H} [noticed|realised] {they} [had stopped being scared|had started smiling], [somewhere along the way|without quite knowing when].',
    '[Home|Bed] [felt|seemed] [miles away|a long way off], [which was exciting and a bit worrying at the same time|and {H} was not sure how {they} felt about that].',
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
    '{H} [had seen some silly things|had known some silly evenings] in {their} time, but [this one was winning|nothing quite like this].',
    '[Later,|Years from now,] {H} [would try to explain this|would tell this story] [and nobody would believe a word|and get the giggles halfway through].',
    'There is [a rule|an unwritten rule] [that|which says] [the more you try not to laugh, the worse it gets|the worst moment to laugh is always the one you are in], and tonight {H} was living proof of it.',
    '[If there was|Had there been] a prize for [ridiculous evenings|the silliest night of the year], [{p} would have won it outright|this one would be first in the queue].',
    '{H} [made a face|pulled a very serious face], which [only made things worse|did not fool anybody].',
    '[This,|All of this,] {H} [decided|thought], [was going in the family book of disasters|would be told at every birthday from now on].',
    '[Somewhere|Deep down], {H} knew [it was not really funny|this was serious], but nobody had told {H}’s face, and the giggles came bubbling up anyway.',
    '[Honestly,|Really,] [you could not make it up|nobody would have believed it], {H} thought, [wiping {their} eyes|trying to breathe].',
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
    'Magic, {H} decided, [was not like the films|was nothing like the stories]: [it was quieter, and stranger, and much more polite|it was small, and gentle, and easy to miss].',
    '{H} [held {their} breath|kept very still], [in case|afraid that] [the spell might break|moving would make it all vanish].',
    '[There was|{H} felt] [a hum in the air|a kind of tingle], [like the feeling before a thunderstorm|as if something old had woken up].',
    'If anyone asked tomorrow, {H} [would say|decided to say] [nothing happened at all|it was an ordinary night]. [Some secrets are better kept.|Some things are better kept.]',
    '[The stars|Even the stars] [seemed closer than usual|looked as if they were listening], [bright and curious|leaning in].',
    '{H} [had always wanted|had wished for years] [to find something magic|for one real adventure]. [Now that it was here, it was bigger than {they} had imagined.|It was here at last, and it was not what {they} had expected.]',
    'In the old stories, {H} remembered, [the smallest one|the one nobody noticed] [was always the one who saved the day|often turned out to matter most].',
    '[It felt|Everything felt] [like a dream|as if the world had tilted a little], [except that dreams are never this cold|except that {H} could feel {their} own heartbeat].',
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
    '{H} [ran through|went back over] [the steps|it all] [in {their} head|once more]: [what changed, what didn’t, and why|first this, then that, then the part that failed].',
    'Real [engineers|inventors], {H} had read, [test things to breaking on purpose|are happiest when something surprises them]. [That helped, a little.|{H} tried to be happy about it.]',
    '[There is|{H} knew] a [particular|special] kind of [patience|calm] [you need for machines|that fixing things needs]: [slow hands, quick eyes|one screw at a time].',
    '[Numbers|Measurements] [do not lie|never fib], {H} thought. [People guess; numbers check.|Feelings can be wrong; a test cannot.]',
    'If this worked, {H} [would write it all down|would draw a proper diagram] [for next time|and pin it above {their} bed].',
    '{H} [thought about|pictured] [the first people to build a rocket|the first person to make a light bulb] [and how many tries it took them|and all the ones that fizzled first]. [Hundreds, probably.|More than {H} had made tonight.]',
    '[Half of science|Most of inventing], {H} [decided|was discovering], [is tidying up after the last try|is being stubborn politely].',
    '[Somewhere in all this|In there somewhere] was [one small mistake|a single wrong piece], {H} [was sure|knew it], [waiting to be found|hiding in plain sight].',
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
        '"[I bet you know every corner of {p},|You must know {p} better than anyone,]" {H} [said|told {c}].',
        '"[Are you allowed out this late?|Shouldn’t you be asleep by now?]" {H} [asked {c}|wondered out loud].',
      ],
      [
        '{C} {cvoice}, [rather proudly|with great dignity], [and {chabit}|then looked all round {p} as if it owned the place]. [That was a yes.|Clearly, yes.]',
        '{C} {chabit}, [very grandly|quite proudly], which {H} took to mean yes.',
        '{C} [puffed up|stood a little taller] and {chabit}. [No doubt about it, then.|It seemed {cit} did.]',
        '{C} {cvoice} [as if that were a very silly question|in a way that meant “certainly not”|and did not look sleepy in the least].',
      ],
    ],
  },
  {
    person: [
      [
        '"[What would you do,|If you were me, what would you do,|What would you try first,]" {H} asked {c}, "[if you were stuck?|if nothing was working?|if it all went wrong?]"',
        '"[What do you do,|How do you start,|Where do you begin,]" {H} asked {c}, "[when you’re stuck?|when nothing goes right?|when nothing works?]"',
        '"[Have you ever got|Did you ever get] something [really|completely] wrong?" asked {H}.',
      ],
      [
        '"[Have a biscuit and think again,|Start with what I know, not what I hope,|Go back to the last thing that worked,|Sleep on it, usually,]" said {C}. "[Works every time.|Nearly always works.|Not tonight, though.|Mostly.]"',
        '"[Make a cup of tea and start again,|Take it apart and look at one piece at a time,|Ask someone who doesn’t know anything about it,]" said {C}. "[Sounds silly. Works, though.|You’d be surprised.|Honestly.]"',
        '"[All the time,|More often than you’d think,]" said {C}, [laughing|smiling]. "[That’s how I got good at things.|Getting it wrong is how you find out.]"',
      ],
    ],
    animal: [
      [
        '"[You’re not much help, you know,|I don’t suppose you know the answer?]" {H} [told|said to] {c}, [kindly|with a grin].',
        '"[What would you do?|Any ideas?|What now?|Which way?]" {H} asked {c}, [only half joking|not really expecting an answer|hopefully].',
        '"[If you’ve got a plan,|If you know something,] [now’s the time|speak up]," {H} [murmured to|said to] {c}.',
        '{H} [crouched down beside|sat next to] {c}. "[Your turn to think.|Help me out here.]"',
      ],
      [
        '{C} {cshow}, [which might have been an idea|as if to say it had plenty of ideas, thank you].',
        '{C} [looked offended|blinked slowly], then {chabit}, [which was probably a very good idea, to {cits} way of thinking|as if that settled it].',
        '{C} [said nothing|kept quiet], but {chabit}, and [that was something|it helped, a little].',
        '{C} {cvoice} [softly|thoughtfully]. [It was hard to say what that meant.|Perhaps that was a plan.]',
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
        '{C} [pretended not to hear|acted as if nothing had been said|looked the other way], but {chabit}, [which gave it away|and looked secretly pleased|and fooled nobody].',
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
        '{C} {chabit}, [which seemed to be the whole answer|as if that filled a day very nicely|and left it at that|and that was all {cit} had to say on the matter].',
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
    '{older}It was later than {H} had ever been out, [but there was still work to do|and there was no stopping now].',
    '{younger}Bedtime was getting closer, [but there was still work to do|and there was no stopping now].',
  ],
];

/** Night coming on under a roof (a school, a shop, a home): no stars, no chill, no coat. */
export const INDOOR_NIGHTFALL: ReadonlyArray<readonly string[]> = [
  [
    'By now {p} had [grown quiet|changed]: [the lights were low|the corners were full of shadows], and {sound}.',
    'The windows of {p} had turned [dark|inky blue], and {sound}.',
  ],
  [
    'Somewhere a [clock|bell] [chimed|struck] [the half hour|eight], [slow and far away|softly].',
    'A [radiator ticked|pipe gurgled] somewhere, the way buildings do at night.',
  ],
  [
    '{older}It was getting late, [but there was still work to do|and there was no stopping now].',
    '{younger}Bedtime was getting closer, [but there was still work to do|and there was no stopping now].',
  ],
];

/** Night in space is the same as day, but for the clocks. */
export const SPACE_NIGHTFALL: ReadonlyArray<readonly string[]> = [
  [
    'Outside the windows, the stars [turned slowly|wheeled past], and the Earth was [a small blue marble|a bright blue ball, very far away].',
    'The lights of {p} dimmed for the night shift, and {sound}.',
  ],
  [
    '[Somewhere a clock beeped the hour|A soft chime said it was night, back on Earth], [though out here it was hard to tell|though nothing outside had changed].',
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
