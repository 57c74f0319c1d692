import type { Line } from './types';

/** First sentences that fit any genre. The hero's gender is never assumed, so no he or she. */
export const OPENINGS: readonly Line[] = [
  'Once upon a time, in a [little|tumbledown|whitewashed] house at the end of a [quiet|winding|leafy] lane, there lived a [curious|bright-eyed|kind-hearted|cheerful] child called {hero}.',
  'There was once a [curious|cheerful|thoughtful|sunny] little one named {hero}, who lived in [a cosy house with a crooked chimney|a yellow house at the top of a hill|a small house beside a big old oak tree|a narrow blue house with a red front door].',
  'Not so very long ago, and not so very far away, there lived a [child|little one|young explorer] called {hero}.',
  'In a town where the streetlamps [hummed|glowed] softly every evening, there lived a [little dreamer|young adventurer|small explorer with a very big heart] called {hero}.',
  '{hero} was [the kind of|the sort of|just the] child who [noticed everything|asked a hundred questions a day|always found the sparkliest stones on the path|could hear a bird singing from three gardens away|never, ever walked past a puddle].',
  'This is a story about {hero}, and about [a night|an evening|one particular night] that turned out to be [anything but ordinary|the strangest of the year|rather special|full of surprises|one to remember].',
  "If you had walked past {hero}'s window that evening, you would have seen a small light still glowing [and a pair of bright eyes peeking out at the stars|long after the rest of the street had gone dark].",
  'Everybody who knew {hero} agreed on one thing: {hero} had the [biggest heart|brightest smile|busiest imagination|kindest laugh] in the whole [town|neighbourhood|street].',
  'Far away, where the hills roll gently down to the sea, there was a [small|snug|crooked little] house, and in that house lived {hero}.',
  'Long ago, or perhaps only last Tuesday, a child called {hero} was [getting ready for bed|brushing teeth before bedtime|choosing a bedtime story] when something [rather wonderful|very unusual] began.',
  'In a village so small that it [fitted|could fit] on the back of a [postcard|stamp|teaspoon] lived {hero}, who [loved a good adventure|was never, ever bored|always had a pocket full of treasures].',
];

/** A second sentence about the hero. */
export const HERO_TRAITS: readonly Line[] = [
  '{hero} loved [stories|puzzles|drawing maps|collecting shiny pebbles], [warm cocoa|bedtime songs|the smell of rain] and [anything that sparkled|long walks in the woods|counting stars].',
  '[Every day|Most days|Every single day], {hero} [dreamed|wondered] about what might lie beyond the [garden gate|far blue hills|edge of the map|bend in the river].',
  'The [best|nicest|loveliest] time of [day|all], {hero} [thought|always said|was quite sure], was [the evening|bedtime|twilight], when the sky turned [soft and purple|deep velvet blue|pink and gold|the colour of plums] and anything [felt|seemed] possible.',
  '[More than anything|Most of all|Secretly], {hero} [wished|longed|hoped] for a [real|proper|true] adventure, the kind you [read about in books|hear about at bedtime|only ever dream of].',
  '{hero} was [brave|kind|curious], even on the days when the world felt [very big|a bit too loud|rather muddling].',
  '{hero} could [never quite|hardly ever|not possibly] [fall asleep|settle down|close both eyes] without [first saying goodnight to the moon|one more look out of the window|a last peek at the stars|counting the stars twice|a wave to the moon].',
  '[Grown-ups said|Everyone said|Grandma always said] {hero} asked more questions than there were [stars in the sky|grains of sand on a beach|leaves on a tree], and {hero} thought that was [probably true|quite possibly right|a very good thing].',
  'Some children collect [stickers|stamps|conkers], and some collect [shells|pebbles|feathers], but {hero} collected [wonders|questions|adventures].',
  '{hero} kept a [notebook|scrapbook|shoebox] full of [secret maps|wishes|drawings of faraway places|clues and questions], [just in case|in case|ready for the day] an adventure [ever came along|came knocking|turned up].',
];

/** The moment the ordinary evening turns into an adventure. */
export const EVENINGS: readonly Line[] = [
  'One [evening|night], just as the first star [blinked awake|appeared above the rooftops|peeped over the chimneys], something [wonderful|unexpected|very peculiar|rather magical] [happened|began].',
  'And on this particular night, [just after the last bedtime story|while the whole house was quiet|when the moon was just so], an adventure came [knocking|tapping at the window|tiptoeing in].',
  "That night, the [moon|wind|stars|old oak tree] [seemed|appeared] to be [whispering|humming|calling] {hero}'s name[, very softly|, over and over|].",
  'Then, one [quiet|starry|breezy|moonlit|frosty] night, [everything changed|something changed|the ordinary stopped|something wonderful began|the world tipped just a little].',
  'It all [began|started] on a [night|winter night|summer night|windy night] when the stars were shining [extra bright|brighter than ever|like scattered sugar|like tiny lanterns].',
  'It was a night so [still|quiet|hushed] that {hero} could hear the [clock ticking downstairs|leaves whispering outside|cat purring on the landing], and that is [when it happened|when it all began|how the adventure started].',
  '[Just as|At the very moment|Right when] {hero} was [pulling up the covers|plumping the pillow|snuggling down|reaching for the lamp], a [soft glow|tiny tapping sound|silvery light|faint tinkling|gentle knock] came from [the window|behind the curtains|the windowsill].',
];

/** Toddler openings: one short idea per sentence. */
export const LITTLE_OPENINGS: readonly Line[] = [
  'Once upon a time, there was a [little one|child|little child] called {hero}.',
  'This is {hero}, [who is little but very brave|who has a big, happy smile|who loves a good story|who likes to giggle].',
  'Once there was a [happy|sleepy|busy|cheerful] little one called {hero}.',
  'Here is {hero}, [all snug in pyjamas|with a teddy and a blanket|ready for a story].',
  'Once upon a time, {hero} lived in a [little|cosy|yellow|blue] house [by a big tree|on a hill|with a red door].',
  'Long ago, there was a child named {hero} [who liked to play|who liked to sing|who liked to jump].',
  'Once upon a time, in a [little|sleepy|happy] town, lived {hero}.',
  "There was once a [kind|brave|curious|smiley] little one, and [that little one was|the little one's name was] {hero}.",
];

export const LITTLE_TRAITS: readonly Line[] = [
  '{hero} liked to [play|jump|sing|dance|run] [all day|in the sun|with friends].',
  '{hero} had a [big|happy|sunny] smile [and rosy cheeks|and bright eyes|for everyone].',
  'Every night, {hero} [looked at|waved to|said hello to] the [stars|moon].',
  '{hero} loved [stories|hugs|bubbles|puddles] [very much|so much|best of all].',
  '{hero} liked [red boots|warm milk|soft toys|splashy baths] [best of all|a lot].',
  '{hero} was [good at sharing|a good friend|full of giggles|very brave] [and very kind|and very funny|].',
  '{hero} could [hop|skip|clap|whistle] [like a bunny|very well|so fast].',
  '{hero} had a [teddy|blanket|pillow] that was [soft|warm|fluffy] and [blue|yellow|pink|green].',
];

export const LITTLE_EVENINGS: readonly Line[] = [
  'One night, something [fun|special|magic|funny] happened.',
  'It was [almost|nearly] [bedtime|time for bed], [and the sky was pink|and the moon was up|and the birds were quiet].',
  'The sky was [dark|deep blue|full of stars], and [the stars came out|the owls said hoo|the moon said hello].',
  '[One sunny day|One windy day|One starry night], {hero} went [out|on a trip|exploring].',
  'Then {hero} heard a [funny|little|soft|tiny] [sound|noise|tap-tap].',
  'Outside, the [wind|rain|night] went [whoo|pitter-patter|shh].',
];
