/**
 * What a thing is for (docs/decisions/036): wellies wade, a telescope looks, a cookbook holds the
 * recipe, a trolley rolls. Each use says how the thing helps at the climax, how it is tried in the
 * middle, and how it can go wrong in a comedy. `{x}` is the thing as the story names it
 * ("her yellow wellies", "the telescope"), `{h}` the hero, `{its}` the thing's pronoun.
 */
export type Use =
  | 'wear'
  | 'look'
  | 'read'
  | 'roll'
  | 'light'
  | 'fly'
  | 'music'
  | 'open'
  | 'draw'
  | 'eat'
  | 'float'
  | 'bite'
  | 'play'
  | 'sail'
  | 'shelter'
  | 'build'
  | 'magic'
  | 'cuddle'
  | 'carry';

export interface UseFacts {
  /** The hero using it to get past something hard, a clause after the hero: "splashed straight through in {x}". */
  tries: readonly string[];
  /** The hero using it to solve the problem at the climax: "peered through {x} and spotted …". */
  solves: readonly string[];
  /** It going comically wrong, a clause with {x} as subject: "{x} rolled off all by {itself}". */
  mischief: readonly string[];
  /** A toddler's line about it, with a sound: "Splish, splosh, went {x}!". */
  little: string;
  /** Working, for everyone to see (a clause after the hero): "pointed {x} at the sky and …". */
  shows: readonly string[];
  /** Afterwards, it is used for what it is (a template over the story's tokens). */
  after: readonly string[];
}

export const USES: Readonly<Record<Use, UseFacts>> = {
  wear: {
    tries: [
      'pulled on {x} and stepped forward without a wobble',
      'stamped {x} firmly and marched on',
    ],
    solves: ['waded right in, snug and dry in {x}', 'strode through the hardest part in {x}'],
    mischief: [
      // Worn things do not run off: they slip, snag and flap (a scarf never "squelched").
      '{x} snagged on something and very nearly came off',
      '{x} slipped off at the worst possible moment, and {h} had to hop back for {it}',
    ],
    little: 'Stomp, stomp, went {x}!',
    shows: ['stepped out in {x}, and they fitted [perfectly|like a dream]'],
    after: [
      '{H} [kept {x} on|wore {x}] all the way home and [splashed in every puddle|stamped in every puddle] on the way.',
      'Later, {x} stood by the door again, [a little muddier|speckled with mud] and [very proud indeed|all the better for it].',
    ],
  },
  look: {
    tries: [
      'held {x} up and searched every corner',
      'peered through {x}, one careful bit at a time',
    ],
    solves: [
      'looked through {x} once more and saw what nobody else had seen',
      'swung {x} round and there it was',
    ],
    mischief: ['{x} showed everything upside down', '{x} steamed up at the worst possible moment'],
    little: 'Look, look, through {x}!',
    shows: [
      'pointed {x} at the sky, and there, [sharp and clear|bright as anything], were [the craters of the moon|the rings of Saturn|a tiny comet with a silver tail]',
    ],
    after: [
      'Everyone [took a turn|queued up] to look through {x}, and [each of them gasped|nobody could stop saying wow].',
      'That night, {x} pointed up at the sky, [and the stars looked back|showing the moon’s craters as clear as a map].',
    ],
  },
  read: {
    tries: [
      'opened {x} and ran a finger down the page',
      'turned the pages of {x}, looking for a clue',
    ],
    solves: [
      'followed {x} step by step, exactly as it said',
      'found the right page in {x} at last',
    ],
    mischief: [
      'the pages of {x} flapped like a bird',
      '{x} fell open at completely the wrong page',
    ],
    little: 'Flip, flap, went the pages of {x}!',
    shows: ['opened {x} at exactly the right page'],
    after: [
      'Soon {x} lay open at the right page, and [the air filled with the smell of something wonderful|everyone gathered round to read it].',
      '{H} turned the pages of {x} [slowly|carefully], [and every page was a treasure|finding a favourite on every page].',
    ],
  },
  roll: {
    tries: ['gave {x} a push and it trundled ahead', 'hopped onto {x} and rolled along'],
    solves: [
      'steered {x} straight down the middle, faster and faster',
      'used {x} to carry everything at once',
    ],
    mischief: [
      '{x} rolled off all by {itself}',
      '{x} zoomed round the corner with nobody pushing {it}',
    ],
    little: 'Rattle, rattle, rolled {x}!',
    shows: [
      'sent {x} [rolling|whizzing] [smoothly|straight] across the floor, [right on course|exactly where it was meant to go]',
    ],
    after: [
      '{X} [{xwas} parked|stood] safely at last, {xits} wheels [still|quiet], [looking almost innocent|as if nothing had happened].',
      'In the end, {x} [gave everyone a slow, careful ride|rolled gently home], which was [much more fun|the best bit of all].',
    ],
  },
  light: {
    tries: ['switched on {x} and the shadows shrank back', 'held {x} high and lit up the way'],
    solves: ['shone {x} into the darkest corner', 'flashed {x} three times, like a signal'],
    mischief: [
      '{x} flickered on and off like a giggle',
      '{x} lit up everything except the thing they needed',
    ],
    little: 'Click! went {x}, bright and warm.',
    shows: [
      'switched {x} on, and [it shone|a beam of light shot up], [bright and steady|clear and true]',
    ],
    after: [
      '{X} [glowed softly|shone warmly], [making a little circle of gold|lighting the way home].',
      'All the way home, {x} [lit the path|made the shadows friendly].',
    ],
  },
  fly: {
    tries: ['let {x} up high to see further', 'followed {x} as it tugged into the wind'],
    solves: [
      'sent {x} soaring up so everyone could see where to go',
      'let {x} catch the wind and lift the way',
    ],
    mischief: [
      '{x} took off on a gust with nobody holding {it}',
      '{x} tangled round the nearest post',
    ],
    little: 'Whoosh! went {x}, up, up, up!',
    shows: [
      'let {x} go, and it [rose|climbed] [straight up|high], [steady as a bird|smooth as anything]',
    ],
    after: [
      '{X} [bobbed|danced] high in the evening air, [and everyone cheered|for everyone to see].',
      'One last time, {x} [rose on the breeze|soared up], [gold in the last light|and everyone watched].',
    ],
  },
  music: {
    tries: ['played a few notes on {x} to keep brave', 'tapped out a marching tune on {x}'],
    solves: [
      'played {x} so sweetly that everyone stopped to listen',
      'played {x} loud and clear, a tune that called everyone home',
    ],
    mischief: [
      '{x} made a noise like a sneezing elephant',
      '{x} played only one wrong note, again and again',
    ],
    little: 'Toot, toot! went {x}.',
    shows: ['played {x}, and [a clear note rang out|it sang], [true at last|sweet and right]'],
    after: [
      '{H} played {x} [one more time|softly], [a sleepy tune|a goodnight song], and everyone [hummed along|swayed].',
      'The tune from {x} [floated|drifted] over everything, [slow and soft|calm as a lullaby].',
    ],
  },
  open: {
    tries: ['tried {x} in a lock, and then another', 'turned {x} this way and that'],
    solves: [
      'turned {x} with a click, and the way opened',
      'opened up {x} and found what was needed inside',
    ],
    mischief: ['{x} snapped shut on somebody’s sleeve', '{x} would not open for anyone'],
    little: 'Click, clack, went {x}!',
    shows: ['turned {x}, and it [clicked open|opened] [smoothly|without a squeak]'],
    after: [
      '{X} [clicked open|opened] one last time, and inside was [exactly what everyone hoped|a lovely surprise].',
      '{H} [kept|tucked] {x} safe in a pocket, [just in case|for next time].',
    ],
  },
  draw: {
    tries: ['drew a quick map with {x}', 'sketched what they had seen with {x}'],
    solves: [
      'drew the answer with {x}, big and bold for everyone to see',
      'drew a sign with {x} that showed the way',
    ],
    mischief: [
      '{x} scribbled a moustache on somebody by mistake',
      '{x} ran out at the most important moment',
    ],
    little: 'Scribble, scribble, went {x}!',
    shows: ['drew a [perfect circle|straight line] with {x}, [first time|without a wobble]'],
    after: [
      '{H} drew [a picture of the whole adventure|the night’s story] with {x}, [to keep|to remember it by].',
      'With {x}, {H} drew [a big smiling sun|everyone who had helped], [one by one|in bright colours].',
    ],
  },
  eat: {
    tries: ['shared {x} to keep everyone going', 'left a trail of {x} to follow back'],
    solves: [
      'held out {x}, and that was what did it',
      'shared {x} with the one who needed it most',
    ],
    mischief: ['{x} disappeared faster than anyone could say “snack”', '{x} stuck to everything'],
    little: 'Yum, yum, {x}!',
    shows: ['held up {x}, [perfect at last|exactly right]'],
    after: [
      'Everyone [had a share of|shared] {x}, [and it tasted better than ever|and nobody left a crumb].',
      '{X} {xwas} shared out [fairly|in equal bits], and it was the best [supper|treat] of all.',
    ],
  },
  float: {
    tries: ['blew {x} to see which way the breeze went', 'watched {x} drift and followed'],
    solves: [
      'blew {x} that floated straight to the answer',
      'sent {x} drifting high to show the way',
    ],
    mischief: [
      '{x} floated up somebody’s nose',
      '{x} popped all at once with a noise like applause',
    ],
    little: 'Pop, pop, pop, went {x}!',
    shows: ['blew, and {x} [floated|drifted] up, [round and shining|perfect and gleaming]'],
    after: [
      '{X} drifted [up and up|high], [shining like tiny moons|catching the light], and popped [one by one|softly].',
      '{H} blew [some more|one last lot of] {xshort}, and they floated [away|off] into the [evening|night].',
    ],
  },
  bite: {
    tries: ['held up {x} and they clacked helpfully', 'checked {x} were still safe in a pocket'],
    solves: ['gave {x} back at exactly the right moment', 'popped {x} back where they belonged'],
    mischief: [
      '{x} chattered and clacked along the floor by themselves',
      '{x} flew out with a whistle and a clack',
    ],
    little: 'Clack, clack, went {x}!',
    shows: ['clicked {x} together, [and they fitted perfectly|snap, snap, just right]'],
    after: [
      '{X} [went back where they belonged|were back where they should be], and [the smile was complete again|everyone could see the grin].',
      'With {x} safely back, [the laughing could begin properly|everyone laughed until their cheeks ached].',
    ],
  },
  play: {
    tries: ['bounced {x} to think', 'tossed {x} up and caught it'],
    solves: ['threw {x} just right, and it worked', 'played with {x} until everyone joined in'],
    mischief: [
      '{x} bounced off in the wrong direction',
      '{x} bounced three times and landed in the soup',
    ],
    little: 'Bounce, bounce, went {x}!',
    shows: ['[threw|bounced] {x}, and it [came back perfectly|went exactly where it should]'],
    after: [
      'Everyone played with {x} [until the light was gone|for one more game].',
      '{H} [bounced|tossed] {x} one last time, [and caught it|and laughed].',
    ],
  },
  sail: {
    tries: [
      'set {x} on the water and watched which way the current took it',
      'pushed {x} out a little way to test the water',
    ],
    solves: [
      'sailed {x} right across, steady as anything',
      'launched {x}, and it carried them over the water to exactly the right spot',
    ],
    mischief: [
      '{x} set sail all by {itself}, with nobody on board',
      '{x} spun round and round in a slow, silly circle',
    ],
    little: 'Bob, bob, went {x}!',
    shows: ['set {x} on the water, and it [floated perfectly|bobbed along proudly]'],
    after: [
      '{X} bobbed [gently|quietly] at the water’s edge, [ready for the next voyage|tied up safe for the night].',
      '{H} [gave {x} one last push|let {x} drift one more time] and [pulled it back in|watched it come home].',
    ],
  },
  shelter: {
    tries: ['held {x} up against the wind and pushed on', 'ducked under {x} and kept going'],
    solves: [
      'opened {x} wide, and everyone squeezed underneath just in time',
      'held {x} over them like a roof, and the worst of it bounced right off',
    ],
    mischief: [
      '{x} blew inside out with a loud flump',
      '{x} caught the wind and tried to fly off with whoever was holding it',
    ],
    little: 'Whoosh! Up went {x}!',
    shows: ['put up {x}, and it [kept everyone snug|made a little roof for everyone]'],
    after: [
      '{H} [shook the drips off|folded up] {x} and [hung it by the door|tucked it under one arm].',
      'Under {x}, the walk home felt [cosy|snug] and dry.',
    ],
  },
  build: {
    tries: [
      'built a quick little bridge with {x}',
      'stacked {x} into a wobbly tower to see over the top',
    ],
    solves: [
      'built exactly what was needed out of {x}, piece by careful piece',
      'used {x} to make a ramp, and it held',
    ],
    mischief: [
      '{x} toppled over with an enormous clatter',
      '{x} went everywhere, and somebody stepped on a piece',
    ],
    little: 'Clack, clack, went {x}!',
    shows: ['built something marvellous with {x}, [tall and steady|and it stood up all by itself]'],
    after: [
      '{H} [built one more thing|made a little house] with {x} before bed, [just for fun|just because].',
      '{X} [went back in the box|were tidied away], [every last piece|ready for tomorrow].',
    ],
  },
  magic: {
    tries: [
      'gave {x} a hopeful wave, and a few sparks fizzled out',
      'whispered to {x}, but it only glowed faintly',
    ],
    solves: [
      'raised {x}, and a bright silver light spilled out over everything',
      'held {x} high, and the magic inside it woke up all at once',
    ],
    mischief: [
      '{x} fizzed and turned the nearest thing bright purple',
      '{x} sneezed out a shower of glittering sparks',
    ],
    little: 'Twinkle, twinkle, went {x}!',
    shows: ['lifted {x}, and it [shimmered|glowed softly]'],
    after: [
      '{X} [glowed softly|twinkled] on the bedside table, [as if it were winking|keeping watch].',
      '{H} put {x} [somewhere safe|under the pillow], just in case it was needed again.',
    ],
  },
  cuddle: {
    tries: [
      'wrapped {x} round like a cape and felt braver',
      'held {x} close and took a big breath',
    ],
    solves: [
      'wrapped {x} round the one who needed it most, and the shivering stopped',
      'spread {x} out like a soft landing, just in time',
    ],
    mischief: [
      '{x} got tangled round everyone’s legs',
      '{x} trailed behind and swept up every leaf on the way',
    ],
    little: 'Snuggle, snuggle, went {x}!',
    shows: ['wrapped up in {x}, [warm as toast|snug as anything]'],
    after: [
      '{H} fell asleep with {x} [tucked under {their} chin|wrapped all around].',
      '{X} [smelled of the night air|was a little grubbier now], and {H} loved it even more.',
    ],
  },
  carry: {
    tries: ['held {x} tight and kept going', 'tucked {x} safely under one arm'],
    // A thing we know nothing about can still mark a place and be seen from far off: what any
    // thing does, not "used it in a way nobody had thought of" (docs/decisions/105).
    solves: [
      'held {x} up high where it caught the last of the light, so it could be seen from far off — and it was',
      'set {x} down to mark the last place searched, and saw at once the one place left to try',
    ],
    mischief: ['{x} slipped out of everyone’s hands', '{x} turned up in the strangest place'],
    little: 'Here is {x}! Hello, {x}!',
    shows: ['held up {x}, [safe and sound|none the worse for the night]'],
    after: [
      '{H} held {x} [close|carefully], [glad to have it back|and smiled].',
      '{X} [went home with {H}|{xwas} safe], [right where {xit} belonged|tucked under one arm].',
    ],
  },
};

/** Head nouns and the use they are for; a head not here is carried. */
const USE_OF: Readonly<Record<string, Use>> = Object.fromEntries(
  (
    [
      [
        'wear',
        'wellies wellingtons boots boot shoes shoe slippers hat cap scarf cape cloak crown tiara glasses goggles raincoat coat jumper sweater mittens gloves helmet dress costume tutu socks',
      ],
      [
        'look',
        'telescope binoculars magnifier magnifying-glass microscope camera periscope spyglass mirror',
      ],
      [
        'read',
        'cookbook book recipe map letter note diary notebook atlas comic storybook postcard',
      ],
      [
        'roll',
        'trolley cart wagon bike bicycle scooter skateboard sled sledge car train tractor truck bus pram buggy wheelbarrow go-kart rollerskates',
      ],
      ['light', 'torch flashlight lantern lamp candle nightlight night-light glowstick'],
      [
        'fly',
        'kite balloon plane aeroplane airplane rocket spaceship spacecraft paper-plane drone',
      ],
      [
        'music',
        'drum guitar whistle trumpet bell piano flute violin recorder xylophone tambourine harmonica',
      ],
      ['open', 'key box chest door gate lock suitcase treasure-chest'],
      ['draw', 'crayon crayons paintbrush brush pencil pencils pens paints chalk'],
      [
        'eat',
        'cake cookie cookies biscuit biscuits pancakes pancake sandwich sandwiches strawberries apple apples banana carrot carrots cupcake cupcakes sweets ice-cream pizza soup cheese honey',
      ],
      ['float', 'bubbles bubble feather feathers'],
      ['bite', 'teeth false-teeth dentures'],
      ['play', 'ball football yoyo frisbee puzzle jigsaw marbles'],
      ['sail', 'boat ship raft canoe kayak submarine yacht paper-boat sailboat'],
      ['shelter', 'umbrella brolly parasol'],
      ['build', 'lego legos blocks bricks sandcastle snowman spade shovel bucket hammer toolbox'],
      ['magic', 'wand magic-wand amulet crystal snow-globe potion spellbook'],
      ['cuddle', 'blanket blankie quilt duvet pillow cushion comforter shawl'],
    ] as const
  ).flatMap(([use, words]) => words.split(/\s+/).map((word) => [word, use])),
);

export function useOf(head: string, previous?: string): Use {
  const pair = previous ? `${previous}-${head}` : '';
  return USE_OF[pair] ?? USE_OF[head] ?? 'carry';
}

/** Whether a word names a thing the writer knows what to do with ("Lego" is a thing, not a name). */
export function isKnownThing(head: string): boolean {
  return head in USE_OF;
}
