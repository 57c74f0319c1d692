import type { Line } from './types';

/** After the problem: the hero decides to help. */
export const RESOLVE_TO_HELP: readonly Line[] = [
  "{hero} [took a deep breath|squared both shoulders|thought for a moment|stood up tall] and [said|announced|promised], \"[Don't worry|It's all right|Leave it with us|No need to fret]. We'll [fix this|find a way|sort this out] together.\"",
  '[It would not be easy|It was not going to be quick|Nobody had said it would be simple|It might take all night], but {hero} [was not the kind of child who gives up|had never been one for giving up|was far too determined to turn back now|had already decided to try|was ready to try].',
  'So, with a [brave heart|hopeful heart|steady heart] and a [hopeful|determined|little] smile, {hero} set off to find {goal}.',
  '{hero} [did not know how yet|had no plan at all yet|was not sure where to start], but {hero} knew one thing for [certain|sure]: [somebody had to try|someone had to help|it was worth a try].',
  '"[Where do we even begin|Where shall we start|How do we even start]?" wondered {hero} [aloud|out loud|to nobody in particular], and then, with a [little|firm|brave|determined] nod, [began anyway|made a start|took the first step|set off].',
  '<1:creature> "We [have to|must|ought to] help," [said|whispered|declared] {hero}, and {the1} nodded [eagerly|at once|without a moment\'s doubt].',
  '{hero} [rolled up both sleeves|tightened both shoelaces|pushed back a curl of hair|zipped up a warm coat] and [said|announced|declared], "[Right|Well then|Very well]. Let\'s [get started|do this|begin]."',
  '[There was no time to lose|Not a moment could be wasted|Every minute counted], so [off went {hero}|{hero} set off|{hero} hurried away|away went {hero}], [quick as a whistle|as fast as two small legs could go|without a backward glance|with a skip and a hop|before anyone could blink].',
  '"[Leave it to me|I can do this|Let me try|I\'ll have a go|I know what to do]," [said|declared|announced] {hero}, [sounding much braver than {hero} felt|with a determined little nod|and meant every word|with a firm little nod|chin held high].',
];

/** Between the problem and the twist, for a sense of travel. */
export const JOURNEY: readonly Line[] = [
  '[Every moment|Every step|Each minute] took {hero} [deeper|further] into {place}[, and every moment felt braver than the last|, one careful step at a time|].',
  '[The further|The deeper|The longer] {hero} [went|walked|wandered], the [stranger|more magical|quieter|more wonderful] [everything became|the world grew|it all seemed][, and the happier {hero} felt|, step by step|].',
  '{hero} and {friends} [travelled|went|pressed] on together, [talking and laughing|sharing stories|humming a marching song] as they went.',
  '[Now and then|Every so often|Once or twice] {hero} stopped to [listen|look around|check the way], just to be [sure|certain] of the [path|way|direction].',
  'They searched high and low, [in every nook and cranny|round every corner|here, there and everywhere], but {goal} was nowhere to be seen.',
  'On and on went {hero}, [past whispering shadows|through light and shade|further than ever before|humming softly], until at last the way grew [narrow|narrower|steep and winding|quiet and twisty].',
];

/** Journey episodes that fit any genre and scene; genres add their own. */
export const OBSTACLES: readonly Line[] = [
  '<@!sky,sea>After a while, {hero} began to feel [tired|weary|footsore], and the way ahead [seemed very long indeed|stretched on and on|looked longer than ever]. But {hero} thought about everyone who was [counting on|waiting for|hoping for] some help, [took a deep breath|squared both shoulders|hummed a brave little tune] and kept going, [one small step at a time|a step and then another|slowly but surely].',
  '[For a while|For a long time|Before long|Soon] [everything|every tree|every turning|the whole way] looked [the same|just alike|exactly the same], and {hero} began to [wonder about going round in circles|worry about being lost|suspect the path was playing tricks|feel a little muddled]. So {hero} [stopped|stood still|sat down on a stone], [closed both eyes|kept very still|cupped both ears] and listened [hard|carefully|very closely], and there it was: [a faint sound|a soft tinkling|a far-off hum] from the right direction. [The way was clear again|Off went {hero} again|Now the way was plain].',
  "<@!sky>Then the way grew [dark|dim|gloomy] and full of shadows, and {hero}'s heart began to [thump|pound|flutter]. But {hero} remembered that [the dark is only the day with its eyes closed|shadows are only light having a rest|the night is just the day asleep], and [stepped forward bravely|walked on, chin up|took one brave step, then another]. [The shadows|Those shadows|The dark shapes], [it turned out|as it happened|of course], were only [shadows after all|bushes and stones|the shapes of friendly things|nothing to worry about at all].",
  'A [voice|small voice|creaky old voice|whispery voice] from [somewhere nobody could see|behind a mossy stone|high in the branches|inside a hollow log|under a little bridge] [asked|called out|sang out] a riddle: "[What gets bigger the more you take away?|What has hands but cannot clap?|What can you catch but never throw?|What has a neck but no head?|What runs all day but never walks?|What has one eye but cannot see?]" {hero} [thought and thought|thought very hard|frowned for a moment|tapped a thoughtful chin], and then [laughed|smiled|clapped|grinned|gave a little cheer|nodded happily]. "[I know!|Easy!|Got it!]" {hero} [answered|called|said], and [the voice chuckled|the voice laughed kindly|a delighted giggle came back], and the way ahead [opened up|cleared at once|was suddenly plain].',
  '[Soon|Before long|Just then] the [way|path|track] [split|forked|divided] in two. [One side|One way|The left-hand path] looked [easy and bright|smooth and sunny|short and simple]; the other [looked|seemed|was] [difficult and dim|steep and narrow|long and winding|rocky and overgrown]. {hero} [chose|picked|took] the [difficult|harder|trickier] one, because [the difficult way is so often the right one|the easy way is not always the best|something felt right about it|a little voice inside said so], and so it [turned out to be|proved to be|was].',
  '[On the way|Halfway there|A little further on], {hero} [met|came across|found] a [small|tiny|little], worried [creature|critter] who had [lost its way home|wandered too far from home|got itself thoroughly lost]. Even though there was [no time to spare|so much still to do|a long way still to go], {hero} stopped to [point it in the right direction|show it the path|help it find the way], and it squeaked a thank-you so [sweet|happy|grateful] that {hero} felt [braver for the rest of the journey|lighter all the way|warm right down to both toes].',
  '<@!sea,space>A [stream|brook|puddle as wide as a pond|shallow river] [lay|ran|wound] across the way, [too wide to wade|too deep to paddle through|far too wet for shoes]. {hero} [looked around|thought for a moment|spotted some stepping stones|found a fallen log], and [hop, skip, hop|carefully, one stone at a time|with a wobble and a giggle|arms out like a tightrope walker], [got safely|made it|crossed safely] to the other side.',
  "<@!space>[Suddenly|Before long|Then], a [tangle of brambles|wall of tall grass|fallen branch] [blocked|barred|filled] the way. {hero} [did not give up|looked for another way|found a gap just big enough], and [wriggled|crawled|squeezed] through, [laughing|with only one leaf in {hero}'s hair|a little scratched but smiling].",
  "[Then the|Out of nowhere, the|All at once the] [wind|breeze|night air] began to [whistle|blow|swirl], [tugging at {hero}'s coat|making the leaves dance|chilly and wild]. {hero} [held on tight|pulled up a collar|leaned into it], [counted slowly to ten|sang a little song|thought of home], and the wind [soon grew gentle again|died down to a whisper|went off to play somewhere else].",
];

/** Places to find things that fit any genre and scene. */
export const NEUTRAL_SPOTS: readonly string[] = [
  'around the next corner',
  'in a pool of moonlight',
  'in a patch of silver light',
  'just a few steps ahead',
  'in a quiet little corner',
  'where the light was softest',
];

/** Scenery that fits any genre and scene: the night itself. */
export const NIGHT_SCENERY: readonly Line[] = [
  'Everything was [quiet|hushed|still], the kind of [quiet|hush|stillness] that makes you want to [tiptoe|whisper|hold your breath].',
  'The [night|evening|dark] was [soft|still|mild] and [starry|clear|calm], and [somewhere far away|in the distance|far off] a [bell|clock] chimed [the hour|softly|nine times].',
  '<@!indoors,tiny,tower,sea,palace>[Overhead|High above|Up above], the stars were out in their [thousands|hundreds|millions], [scattered like sugar|bright as pins|like spilled glitter] across the [dark|sky|night].',
  '<@!tiny,sea,space,indoors>A [cool|gentle] breeze [carried|brought] the faint scent of [rain|flowers|warm bread], and everything felt [hushed|calm] and expectant.',
];

/** Right after the twist. */
export const TWIST_REACTIONS: readonly Line[] = [
  "{hero}'s mouth fell open [in surprise|in astonishment|in a perfect O].",
  'For a moment nobody said a [single word|thing|word at all], and [even the wind held its breath|you could have heard a feather drop|the whole world seemed to pause].',
  '"Well, I never," [gasped|whispered|breathed] {hero}.',
  'It was the [very last|last] thing [anyone|anybody in the world|a single soul] had [expected|imagined|guessed].',
  '{hero} [blinked|rubbed both eyes|looked again] [twice|three times|once more], just to be [sure|certain|quite sure].',
  '"So [that\'s what has been going on|that explains it|now it all makes sense]," said {hero} [slowly|softly|with a grin].',
  '{hero} [laughed out loud|let out a little gasp|clapped both hands|gave a surprised squeak], because surprises [have a way of doing that|do that to a person|are funny like that].',
];

/** How the twist leads to the ending. */
export const TWIST_BRIDGES: readonly Line[] = [
  'And because of that surprise, {hero} [suddenly|all at once|at last] knew [exactly|just] what to [do|try next].',
  '{hero} thought [hard|for a long moment|very carefully], and slowly a [plan|clever plan|new idea] began to [form|take shape|grow].',
  'Sometimes a surprise is exactly what an adventure needs, and this one gave {hero} [an idea|a clever idea|a wonderful idea].',
  'Now that {hero} knew the [truth|secret|real story], everything looked [different|brighter|clearer], and [a little bit easier|much less puzzling|full of hope].',
  'It changed [everything|the whole picture], and {hero} [smiled|grinned], because now there was a way [forward|to put things right].',
  'A surprise like that needs a clever answer, and [luckily|happily|as it happened] {hero} had one.',
];

/** After the resolution. */
export const CELEBRATIONS: readonly Line[] = [
  '[Everyone cheered|A great cheer went up|The cheering went on and on], and {hero} [laughed|giggled] until both cheeks [ached|glowed|went pink].',
  '[There was|Soon there was|Then there was] [singing and dancing|a little party|a parade|a feast], [with lemonade and sprinkles for everyone|and even a cake with a candle on top|and nobody went home early|with paper hats and balloons].',
  'Word spread [quickly|like wildfire], and soon everyone in {place} was talking about the [brave|clever|kind] child called {hero}.',
  "{hero} felt a [warm, glowing|cosy, fizzy|soft, happy|bright, bubbly] feeling [inside|all over|right down to both toes], like [a cup of cocoa on a winter's day|sunshine on a cold morning|a hug from the inside|the first day of the holidays].",
  '"[Hooray for|Three cheers for|Well done,] {hero}!" [everybody shouted|came the cry from all sides|everyone called out together|the whole crowd cheered|went up the shout], and {hero} [went a little pink|did a happy little twirl|took a small, proud bow|grinned from ear to ear|waved to everyone].',
];

/** Leads into the lesson, tying it to what happened. */
export const LESSON_LINKS: readonly Line[] = [
  'Later, as the adventure drew to a close, {hero} [thought about|went over|looked back on] [everything|all] that had happened.',
  'It had been a [long and wonderful|long and remarkable|long and surprising|busy, bright] [night|evening|adventure], and {hero} had [learned|found out|understood] something [along the way|worth keeping|to remember].',
  "<1:companion> [Helping out|Lending a hand|Being there for others], with {the1} [close by|at {hero}'s side|along for the ride], had [shown|taught] {hero} something [important|worth remembering|new].",
  '[Adventures|Journeys|Nights like this] are not only about what you [find|see]; they are also about what you [learn|discover about yourself|bring home inside you].',
  '[Thinking back on it all|Looking back|Remembering it all later], {hero} felt [a little bit|a tiny bit|somehow] [older|taller|bigger] and [a little bit|a good deal|rather] wiser.',
];

/** Older children: a quieter, reflective moment with richer words. */
export const REFLECTIONS: readonly Line[] = [
  'For a while, {hero} simply [sat|lay] and listened to the hush of the night, [feeling grateful|quietly thankful] for every strange and marvellous moment.',
  'It is a curious thing about adventures: they seem enormous while they are happening, and afterwards they fit [neatly|snugly] inside your heart.',
  '{hero} realised that courage is not the same as never feeling afraid; it is feeling afraid and [carrying on regardless|taking the next step anyway].',
  'The night had been [full of|brimming with] surprises, and {hero} [suspected|had a feeling|was quite certain] there were [many|plenty|a great many] more still waiting, just beyond the [edge|rim] of tomorrow.',
  'Somewhere deep inside, a small and steady voice told {hero} that this was a night [worth remembering|to treasure|to keep forever].',
  'Looking back, {hero} could hardly believe how [much|far] one ordinary evening could [stretch|travel] when you were brave enough to follow it.',
];

/** Toddler connecting lines. */
export const LITTLE_HELPS: readonly Line[] = [
  '{hero} looked [high|up] and {hero} looked [low|down][, and all around|, here and there|].',
  '"I can help[!|,|, too!]" said {hero} [bravely|with a smile|at once].',
  '{hero} was [brave|very brave|so brave] and did not [give up|stop trying|turn back].',
  '[Off they went|Away they went|On they went], [step, step, step|hop, hop, hop|tip, tap, tip|skip, skip, skip].',
  '{hero} had a [good|big|clever] idea.',
  '{hero} [looked|searched] [here and there|up and down|everywhere].',
  '{hero} said, "Let\'s [go|look|try]!"',
  '{hero} said, "[Don\'t worry|It\'s all right|Never mind], I [will|can] help[!| you.|.]"',
];

export const LITTLE_CHEERS: readonly Line[] = [
  'Everyone was [happy|so happy|very happy] [again|now].',
  '[Everyone|Everybody|All the friends] clapped, [clap, clap, clap|and {hero} took a bow|and {hero} did a twirl|and {hero} went pink|hooray].',
  '"Well done, {hero}," everyone [said|cheered|shouted].',
  '{hero} did a happy [dance|jump|twirl].',
  'Everyone shouted hooray for {hero}.',
];

/** Older children: scenery in longer sentences and richer words, for any genre and scene. */
export const OLDER_SCENERY: readonly Line[] = [
  'Everything [seemed|appeared|felt] [unusually|remarkably|curiously] [vivid|luminous|alive], as though the [evening|night|world] had [polished|brightened|sharpened] every [colour|detail|outline] [especially|particularly] for the occasion.',
  'The air was [cool|crisp|mild] and [fragrant|perfumed|scented] with [something|a sweetness] {hero} could not [quite|entirely] [identify|name|recognise], [somewhere|halfway] between [honeysuckle and rain|toffee and pine needles|cinnamon and moss].',
  'A [comfortable|companionable|peaceful] silence [settled|descended|gathered] over everything, [interrupted|broken] only by the [occasional|distant|faint] [rustle|murmur|whisper] of something [going about its business|minding its own business|settling down for the night].',
  '{hero} [paused|lingered|stopped] [for a moment|for a heartbeat|briefly] to [appreciate|admire|take in] the [extraordinary|remarkable|unexpected] view, [memorising|remembering|committing to memory] every [detail|colour|shape] [so it could be treasured later|to describe at breakfast|for another day].',
];

/** Older children: what the hero sets out with, in longer sentences and richer words. */
export const OLDER_RESOLVE: readonly Line[] = [
  '{hero} [considered|contemplated|weighed up] the [situation|problem|predicament] [thoughtfully|carefully|calmly] and [concluded|decided|resolved] that [the only sensible thing to do|the most helpful thing|the kindest course of action] was to [begin immediately|start at once|set off without delay].',
  'It was [certainly|undoubtedly|definitely] a [complicated|difficult|tricky] [situation|problem|puzzle], but {hero} had [discovered|learned|noticed] long ago that [difficult problems|complicated puzzles|most predicaments] become [considerably|surprisingly|remarkably] simpler once you [actually begin|take the first step|start untangling them].',
];
