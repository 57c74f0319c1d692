import type { GenreBank } from './types';

/** Mystery: cosy puzzles with clues, notebooks and kind answers; nothing is ever truly scary. */
export const MYSTERY: GenreBank = {
  epithets: ['the young detective', 'our clever sleuth', 'the little investigator'],
  spots: [
    '<@town>behind a dusty bookshelf',
    '<@town>under an old park bench',
    '<@town>next to a flickering streetlamp',
    '<@town>in the shadow of the clock tower',
    '<@town>beside a puddle that reflected the moon',
    '<@town,indoors>on the bottom step of a winding staircase',
    '<@town>behind a row of flowerpots',
    '<@town,indoors>by a door with a brass knocker',
    '<@town>under a pile of crunchy autumn leaves',
    '<@town>next to a garden gnome with a chipped nose',
    '<@indoors>behind a dusty bookshelf',
    '<@indoors>behind a velvet curtain',
    '<@indoors>under a glass display case',
    '<@beach>beside a rock pool',
    '<@beach>under an upturned boat',
    '<@beach>next to a tangle of fishing nets',
  ],
  openings: [
    'In a town full of crooked chimneys and curious cats, there lived a young [detective|sleuth|puzzle-solver] called {hero}.',
    '{hero} owned a magnifying glass, a notebook with a pencil tied to it and a [very good|remarkably good|rather excellent] nose for mysteries.',
    'Some children like [football|swimming|painting] and some like [ballet|skateboards|baking], but {hero} liked mysteries best of all, the twistier the better.',
    'Nothing in the town of Puddleby ever stayed [lost|missing|hidden] for long, because {hero} lived there.',
    '{hero} had already solved [the Case of the Missing Slipper|the Puzzle of the Wobbly Gate|the Mystery of the Muddy Boots] and [the Riddle of the Empty Biscuit Tin|the Secret of the Squeaky Stair|the Case of the Borrowed Umbrella], and was [ready for something bigger|hungry for a harder case|hoping for a really twisty one].',
    'On a quiet street where the lamps glowed amber and the hedges were trimmed into [funny shapes|elephants and teapots|peacocks] lived a child called {hero}, who noticed everything.',
  ],
  atmosphere: [
    '<@town>The streetlamps cast pools of [golden|honey-coloured|amber] light on the wet cobblestones, and somewhere a clock chimed the [half hour|quarter hour|hour].',
    '<@town>A [curious|nosy|watchful] cat [watched|peered down|stared] from a windowsill, its tail twitching as if it knew a secret.',
    '<@town>Shadows stretched [long and thin|tall and spindly|long and lazy] across the square, but they were friendly shadows, the kind that play [hide-and-seek|tag|peekaboo].',
    '<@town>The air smelled of [woodsmoke and rain|chimney smoke and wet leaves|rain and hot chestnuts], and every window glowed like a page in a picture book.',
    '<@town>[Leaves|Crisp leaves|A few brown leaves] [skittered|scuttled|tumbled] along the [pavement|kerb|cobbles], whispering to one another like [gossiping neighbours|chattering aunties|old friends at a bus stop].',
    'Somewhere a [door|gate|cupboard] creaked, a [floorboard|hinge|stair] squeaked and a mouse [scurried|scampered|pattered] home with a [crumb|nibble|corner] of [cheese|cake|biscuit].',
    '<@town>The moon [peeked|peeped|peered] between the chimney pots like a detective [peering|looking|glancing] round a corner.',
    '<@town>An owl hooted from the [church steeple|old oak tree|chimney pots], as if asking the [oldest|biggest|most important] question of all: "Who? Who?"',
    '<@indoors>The old building smelled of [polish and paper|paper and polish|dust and polish], and the clocks in the corridors ticked one after another, like a row of [polite coughs|tiny footsteps|dripping taps].',
    '<@indoors>Moonlight [slanted|poured|crept] through the tall windows, laying silver stripes across the [floor|floorboards|polished floor].',
    '<@indoors>Somewhere a radiator [gurgled|clanked|burbled] and a clock ticked, and the long corridors seemed to be [holding their breath|listening|waiting].',
    '<@indoors>A single lamp glowed at the end of the [hall|corridor|passage], [warm and yellow|yellow and warm|soft and golden], like a friend waiting up late.',
    '<@beach>The waves [whispered|crept|swished] up the sand and slid back again, and the moon made a [shining|silver|glittering] road across the water.',
    '<@beach>Rock pools [glinted|gleamed|shimmered] in the moonlight, each one holding its own [small|little|tiny] piece of sky.',
    '<@town,beach>[Somewhere|Down the lane|Across the way], a [late|night|lonely] [bus|bicycle|milk float] [rattled|hummed|trundled] past, and then [everything was quiet|the night was quiet|all was still] again.',
    '<@indoors>[Old|Tall|Dusty] [portraits|paintings|pictures] [gazed down|looked on|watched] from the walls, as if they [knew|had seen|remembered] [everything|all of it|the answer] but were [too polite|too shy|much too grand] to say.',
    '<@town,indoors>A [kettle|clock|pipe] [ticked|pinged|tinked] [somewhere|in the dark|far off], [and|while] a [moth|spider|beetle] [tapped|pattered|wandered] across the [window|glass|ceiling] like a [tiny|very small|busy] detective.',
  ],
  obstacles: [
    'The first clue was a [footprint|paw print|muddy print] on the [step|doormat|path], small and round, with three little toes. {hero} [knelt down|crouched low|bent down], peered through the magnifying glass and wrote in the notebook: "[Small. Light on its feet. In a hurry.|Tiny. Tiptoeing. Not alone.|Little. Quick. Possibly hungry.]"',
    '<@town>[Next|After that|A moment later], {hero} found a trail of [crumbs|glitter|seeds] running along the wall and round the corner, then stopping suddenly at a drainpipe. "[Aha|Hmm|Interesting]," whispered {hero}. "Whoever it is went [up, not along|upwards, not sideways|up the pipe, not round the corner]."',
    'A locked door [barred|blocked|stood in] the way, with a riddle [carved|painted|scratched] above it: "What has keys but opens no locks?" {hero} [thought for a moment|frowned for a second|tapped the pencil] and smiled. "A piano!" With a [click|clunk|soft clack], the door [swung|creaked|sprang] open.',
    '<@town,beach>{hero} questioned the witnesses one by one: a [sleepy|dozy|bad-tempered] goose, a [grumpy|gloomy|snoring] garden gnome and a very [talkative|chatty|nosy] squirrel. Each remembered something different, but all three mentioned a strange [humming|whistling|jingling] sound just after midnight.',
    '<@town>Under a streetlamp, {hero} found a single feather, [blue and silver|green and gold|pink and grey] and soft as a whisper. It was not a [pigeon|sparrow|blackbird] feather, and it was not a [duck|robin|seagull] feather. {hero} tucked it [carefully|safely|neatly] into the notebook, between the pages marked "Clues".',
    '<@town>{hero} hid behind a [hedge|wheelie bin|garden wall] and waited, as still as a [statue|lamppost|sleeping cat], while the church clock ticked towards midnight. A good detective, {hero} knew, must sometimes be [very patient indeed|extremely patient|as patient as a heron].',
    '<@indoors>A long corridor stretched ahead, lined with doors that all looked [exactly the same|just alike|like twins]. {hero} [knelt down|crouched|bent low] and noticed that under one of them the dust had been swept away. "That one," {hero} [whispered|breathed|murmured], and it was.',
    '<@indoors>A [creaky|squeaky|groaning] floorboard [nearly|almost] gave {hero} away. {hero} froze, counted to [ten|twenty|five], then tiptoed on, stepping only where the nails were, because those are the quiet spots.',
    '<@beach>The tide was [coming in|creeping up|rolling in], and the footprints in the sand were filling with water one by one. {hero} [sketched|drew|copied] them quickly in the notebook before the sea could wash the clues away.',
    '<@beach>A crab [scuttled|scurried|sidled] out of a rock pool, clutching a scrap of paper in one [claw|pincer]. {hero} traded it a [shiny pebble|pretty shell|smooth bit of sea glass] for the scrap, which turned out to be a torn corner of one of the mysterious notes.',
    '<@town,indoors>[A torn|A crumpled|A folded] [note|ticket|scrap of paper] lay [on the ground|under a bench|by the door], [half|partly|mostly] [rubbed out|smudged|soaked] by the rain. {hero} [held it up|turned it over|squinted at it] [to the light|under a lamp|by the moon] and [read|made out|spotted] [two words|a single word|three letters], and [copied|wrote|noted] them [carefully|neatly|in capitals] into the notebook.',
    '<@town,beach>{hero} [followed|tracked|traced] a [line|trail|row] of [little|tiny|muddy] [footprints|paw prints|prints] [along|across|down] the [path|pavement|sand], [until|right up to where] they [stopped|ended|vanished] [beside|at|under] a [wall|gate|bench]. "[Either they climbed|So they went up|They must have jumped]," [murmured|whispered|said] {hero}, [and wrote it down|making a note|jotting it down].',
  ],
  homecomings: [
    "With the case [closed|solved|wrapped up] and the notebook [full|bulging|crammed with clues], {hero} [walked|strolled|wandered] home beneath the [streetlamps|stars|moon], which seemed to glow a little brighter for the [town's|world's] [cleverest|kindest|sharpest] detective.",
    '{hero} [tucked|slipped|popped] the magnifying glass into a [dressing-gown|coat|pyjama] pocket and [tiptoed|padded|crept] home through the [sleeping|silent|moonlit] streets, [humming a quiet tune|whistling very softly|yawning now and then].',
    '[Case closed|Mystery solved|Another puzzle solved], {hero} [thought|said softly|whispered], [closing the notebook|snapping the notebook shut|tucking the pencil away], and [headed|set off|wandered] home [with a sleepy smile|feeling very pleased|with heavy eyes], [already wondering|already guessing|quietly curious] what [tomorrow|the next case|next week] might bring.',
    '[Case closed|Mystery solved|Puzzle finished], {hero} [yawned|stretched|smiled], [pocketed|put away|tucked away] the [pencil|notebook|magnifying glass] and [strolled|padded|wandered] home, [looking forward to|thinking about|dreaming of] a [warm|cosy|snug] bed.',
  ],
  little: {
    openings: [
      '{hero} had a [big|little] magnifying glass [and a notebook|and a hat].',
      '{hero} liked to find [lost|hidden] things [every day|for friends].',
      '{hero} was a [clever|busy] little detective [with a big hat|with sharp eyes].',
    ],
    sounds: [
      '[Tiptoe, tiptoe|Creep, creep], went {hero}.',
      '{hero} said, "[Hmm, a clue|Aha, a clue|Look, a clue]!"',
      'A door went [creak|squeak] [in the dark|somewhere].',
      '{hero} went [sniff, sniff|snuffle, sniff], [what was that smell|a clue]?',
    ],
    homecomings: [
      '{hero} [tiptoed|walked] home [under the stars|with a smile].',
      'The case was closed, so {hero} went [home|back home].',
      'Home went {hero}, [tiptoe, tiptoe|hop, skip].',
    ],
  },
  skeletons: [
    {
      id: 'missing-cakes',
      scene: 'town',
      places: ['the town of Puddleby'],
      goals: ['the missing cakes'],
      titles: ['{hero} and the Case of the Vanishing Cakes', '{hero} and the Bakery Mystery'],
      setting: [
        '[Every night|Each evening|Night after night], Mrs Crumble baked cakes for the morning: [lemon drizzles|jam sponges|ginger loaves], [chocolate swirls|coconut kisses|carrot cakes] and cherry buns with icing on top. But for [three nights running|a whole week|four nights in a row], the cakes had [vanished|disappeared|gone missing] before sunrise. [That evening|That very night|Then, one evening,] a note was [pushed|slipped] under {hero}\'s door: "Please help. Signed, Mrs Crumble."',
        "[All of {place}|Everyone in {place}|Every street in {place}] was [talking about it|buzzing with the news|whispering about it]: somebody was taking the cakes from Mrs Crumble's bakery. {hero} [put on a detective's hat|buttoned up a mackintosh|pulled on a deerstalker hat], [picked up|grabbed|pocketed] a magnifying glass and [slipped out|crept out|tiptoed out] into the [moonlit|lamplit|quiet] street to solve the case.",
      ],
      problem: [
        'Mrs Crumble [wrung her floury hands|dusted flour off her apron|shook her floury head]. "[Every night I bake, and every morning the shelves are empty|I bake all night and the shelves are empty by dawn|Each night I fill the shelves, and each morning they are bare]," she [said|sighed|explained]. "No broken windows, no open doors, just [crumbs|a trail of crumbs|crumbs everywhere]. [Tomorrow|Tomorrow afternoon|The day after tomorrow] is the town picnic, and if the cakes [vanish|disappear|go missing] again, there will be nothing to [share|eat|put on the tables]."',
        'At the bakery, the shelves were [bare|empty|swept clean] and the floor was [sprinkled|dusted|scattered] with crumbs. "[Not a single cake left|Every last cake gone|Not so much as a bun left]," [sighed|groaned|said] Mrs Crumble. "[And I baked a special one for the town picnic|And the biggest one was for the town picnic|Even the picnic cake has gone]." {hero} [took out the notebook|opened a notebook|licked the pencil] and wrote [at the top of a fresh page|in big letters|on a clean page]: "[The Case of the Missing Cakes|The Bakery Mystery|Where Did the Cakes Go?]"',
      ],
      resolution: [
        '{hero} [followed|traced|tracked] the crumbs to a gap beneath the bakery floor, and there, [curled up|snuggled|tucked] in a nest of [tea towels|oven gloves|old aprons], was a family of hedgehogs [nibbling|munching|sharing] a cherry bun. They were not [thieves|robbers|burglars] at all, just [hungry and cold|cold and hungry|hungry and lonely]. Mrs Crumble [laughed|chuckled|smiled], made them a [cosy|snug|warm] box by the warm oven and from then on baked one extra cake every night, [just for them|especially for them|all for them].',
        '[Hiding behind the flour sacks|Crouched behind the counter|Tucked behind a tall stack of trays], {hero} watched as the back window [creaked|squeaked|swung] open and in [crept|tiptoed|tumbled] a family of [hungry|hopeful|very hungry] raccoons. "[Excuse me|Ahem|Good evening]," said {hero}, [stepping out|popping up|standing up tall], "but [those cakes are for the picnic|those cakes belong to the picnic|the picnic needs those cakes]." The raccoons looked [so sorry|so ashamed|so very sheepish] that Mrs Crumble [invited them to the picnic too|asked them to the picnic as well|said they could come to the picnic], as long as they [helped with the washing-up|carried the plates|did the washing-up afterwards].',
      ],
      little: {
        setting: [
          'Mrs Crumble made [cakes|yummy cakes|pink cakes], but every morning the cakes were [gone|not there]!',
        ],
        problem: [
          'Who took the cakes? [Nobody knew.|Nobody could say.] {hero} looked for [clues|crumbs|footprints].',
        ],
        resolution: [
          '{hero} followed the crumbs, and there was a [hedgehog|little hedgehog|baby hedgehog]! It was [hungry|so hungry], so Mrs Crumble gave it a cake of its own.',
        ],
      },
      twists: [
        'the thief had left a thank-you note, in very [wobbly|tiny|smudgy] writing, under the [flour jar|sugar bowl|bread bin]',
        'the crumbs did not lead away from the bakery at all, but [straight|right|neatly] back into it',
      ],
      lessons: ['it is better to ask than to take', 'there is always enough when we share'],
    },
    {
      id: 'odd-socks',
      scene: 'town',
      places: ['the town of Puddleby'],
      goals: ['the missing socks'],
      titles: ['{hero} and the Mystery of the Odd Socks', '{hero} and the Sock Thief'],
      setting: [
        "All over town, socks were [disappearing|vanishing|going missing]. Not pairs of socks, just one from each pair, so that everyone was [walking around|wandering about|going about] with odd feet. When {hero}'s [favourite|best|lucky] striped sock vanished from the washing line, {hero} decided that [enough was enough|this was a job for a detective|it was time to act].",
        "It started with the mayor's [left|right] sock, then the baker's, then the [postman's|vicar's|teacher's]. [Soon|Before long|Within a week] nobody in {place} had a matching pair. {hero} pulled on one [spotty|dotty|polka-dot] sock and one stripy one, [picked up|grabbed|fetched] a magnifying glass and set out to find {goal}.",
      ],
      problem: [
        'Without warm socks, everyone\'s toes were [cold|chilly|freezing], and winter was [on its way|coming|just around the corner]. "This is the [strangest|oddest|most puzzling] case I\'ve ever seen," {hero} [muttered|murmured|whispered], writing down every clue: a thread of blue wool on a fence, a [tiny|little|small] footprint by a washing basket and a feather caught in a peg.',
        'Washing lines everywhere were missing socks, and the odd ones left behind looked [very lonely|rather sad|awfully lonely]. Whoever was taking them was [quick and quiet|quiet and quick|sneaky and swift], because nobody had seen a [thing|single thing|whisker]. The only clue was a trail of woolly fluff [leading|heading|drifting] towards the park.',
      ],
      resolution: [
        'The trail led to the top of the old oak in the park, where a magpie had built the [cosiest|snuggest|warmest] nest in the world, woven [entirely|completely|all] from socks. Inside, three baby magpies were [snuggled up|tucked up|cuddled up], [warm as toast|snug as bugs|cosy and warm]. {hero} had an idea: the whole town knitted the magpies a [brand-new|lovely new|soft new] blanket, and in return every sock came home.',
        '{hero} found the socks in a mouse house [beneath|under|behind] the garden shed, made into sleeping bags for a whole family of field mice. "We were so cold," [squeaked|whispered|peeped] the littlest mouse. So {hero} organised a [great|grand|giant] sock swap, with old socks for the mice and matching pairs for everyone else, and the whole town was [warm|cosy|toasty] again.',
      ],
      little: {
        setting: [
          'All the socks were going missing, [one here and one there|a red one here and a blue one there]. [Where did they go?|Where could they be?]',
        ],
        problem: ['{hero} had one [red|spotty|stripy] sock, but where was the other one?'],
        resolution: [
          '{hero} looked [up a tree|in a nest] and found a nest made of socks! A baby bird was [cosy|snug] inside, so the bird could keep the sock.',
        ],
      },
      twists: [
        'the thief had only ever taken socks with [holes|little holes|holes in the toes] in them',
        'every missing sock had been used to keep a baby animal [warm|snug|cosy]',
      ],
      lessons: [
        'helping others matters more than having everything just right',
        'kindness keeps everyone warm',
      ],
    },
    {
      id: 'museum-music',
      scene: 'indoors',
      places: ['the Town Museum'],
      goals: ['the secret of the midnight music'],
      titles: ['{hero} and the Midnight Music', '{hero} and the Museum Mystery'],
      setting: [
        'Every night at midnight, music [drifted|floated|wafted] out of {place}: a soft tune on a violin, a tinkle of piano keys and a sound like someone dancing in tap shoes. But the museum was [locked|locked up tight|shut], and nobody was inside. When {hero} heard it too, {hero} [decided|resolved|made a plan] to find out what was going on.',
        'The night watchman of {place} was a [kind|friendly|gentle] old man who always said hello. [Tonight|This evening|That night] he looked [puzzled|baffled|bewildered]. "There\'s music in the museum," he [told|whispered to] {hero}, "and I\'ve checked [every room|every single room|each room twice]." {hero} [slipped|crept|tiptoed] in through the big front doors to [investigate|have a look|take a look].',
      ],
      problem: [
        'Inside, the halls were [dark and still|still and dark|hushed and dark]. Dinosaur bones [loomed|towered|stood tall] in the shadows, and the portraits on the walls seemed to watch {hero} walk past. But there it was again: a [gentle|soft|tinkling] tune, coming from somewhere deep inside the museum. [Somebody|Someone], or something, was playing.',
        'The watchman was [worried|anxious|troubled]. "If people think the museum is haunted," he said, "nobody will come to visit, and it will have to [close|shut its doors|close for good]." {hero} took out the notebook and wrote: "Discover {goal}. Prove there are no ghosts."',
      ],
      resolution: [
        '{hero} [tiptoed|crept|padded] into the Hall of Music and [peeked|peeped|peered] round the door. The exhibits were having a [party|midnight party|dance]! The knight in armour was [playing|sawing away at|fiddling on] the violin, the lady in the painting was at the piano and the dinosaur skeleton was [tapping its toes|tap-dancing|jiggling its bones]. "We only play when nobody is looking," [whispered|murmured|said] the knight, "but you may stay and dance."',
        "The music was coming from an old music box in a glass case, with a tiny ballerina who [turned and turned|twirled and twirled|spun round and round]. Inside it, a family of crickets had made their home, and every midnight they [played|chirped|sang] along with its [tune|little tune|melody]. {hero} helped the crickets move to a [lovely|cosy|leafy] new home in the museum garden, where they could play [all night long|to their hearts' content|under the stars].",
      ],
      little: {
        setting: ['Music came from the museum, [la, la, la|tra-la-la], but nobody was there.'],
        problem: ['Who was playing? {hero} went to look, [tiptoe, tiptoe|shh, shh|very quietly].'],
        resolution: [
          'It was the crickets, [chirp, chirp, chirp|chirping away], playing a song! {hero} [danced|clapped|sang] along.',
        ],
      },
      twists: [
        "the tune was a lullaby written [long ago|many years ago|a hundred years ago] by the museum's founder, for children who could not sleep",
        'the old night watchman had once been a [famous|wonderful|celebrated] dancer, and he still knew every step',
      ],
      lessons: [
        'things are often less scary once you understand them',
        "don't be afraid to ask questions",
      ],
    },
    {
      id: 'library-books',
      scene: 'indoors',
      places: ['the old library'],
      goals: ['whoever was moving the books'],
      titles: ['{hero} and the Secret of the Old Library', '{hero} and the Midnight Reader'],
      setting: [
        'Every morning, the librarian found the books in all the wrong places: cookbooks among the dinosaur books, poems on the floor and fairy tales [stacked|piled] in a tower up to the ceiling. "It\'s a [mystery|real mystery|proper mystery]," she told {hero}, and {hero}\'s eyes [lit up|sparkled|shone], because {hero} [loved|adored|could never resist] mysteries.',
        '{hero} had borrowed a book from {place} and found a note [tucked|folded|hidden] inside: "Please come tonight. The books need you." So at the stroke of [nine|eight|half past eight], {hero} [slipped|crept|tiptoed] through the library\'s creaky door, carrying a torch and a notebook.',
      ],
      problem: [
        'If the books kept moving, nobody would ever find the story they wanted, and the library might have to [close|shut|close for good]. {hero} looked for clues: a bookmark shaped like a feather, a [tiny|little|small] cup of cold cocoa and pages folded down at all the [happiest|best|most cheerful] endings.',
        'The librarian looked [tired and worried|worried and tired|pale and weary]. "Somebody is in here every night, moving the books around," she [said|sighed|whispered]. "If I can\'t stop it, the town council will [close the library|shut us down|close our doors]." {hero} [promised|vowed|said firmly] to find {goal}.',
      ],
      resolution: [
        'At midnight, {hero} saw a [soft|pale|gentle] glow between the shelves. It was a very small, very polite ghost, reading by [candlelight|the light of a candle|a tiny candle]. "I\'m so sorry," it said. "I was looking for a story I read [long ago|years ago|once, long ago], and I couldn\'t remember its [name|title]." {hero} helped the ghost find it, and from then on the ghost kept the shelves [perfectly tidy|neat as a pin|beautifully tidy].',
        'Under the [last|lowest|bottom] shelf lived the library mouse, who read a little every night and never could remember where things [went|belonged]. {hero} drew the mouse a [tiny|little|careful] map of the library, with every shelf labelled in [neat|tidy|careful] little letters. From then on the books stayed [exactly|just|right] where they belonged, and the mouse read happily ever after.',
      ],
      little: {
        setting: [
          '{hero} went to the [big|old|quiet] library, with books [everywhere|on every shelf].',
        ],
        problem: ['But the books were all [mixed up|muddled up]. [Who did it?|Who could it be?]'],
        resolution: [
          'It was a [little|tiny] mouse who loved books! {hero} helped the mouse put them [back|away|on the shelves].',
        ],
      },
      twists: [
        'the books were being moved so that the [happiest|funniest|cosiest] stories were always within reach of small hands',
        'the midnight reader had never once [bent|creased|torn] a single page',
      ],
      lessons: [
        'everyone deserves a second chance',
        'a good story is even better when it is shared',
      ],
    },
    {
      id: 'glowing-footprints',
      scene: 'town',
      places: ['the moonlit garden', 'the town park'],
      goals: ['whoever had left the footprints'],
      titles: ['{hero} and the Glowing Footprints', '{hero} and the Trail of Light'],
      setting: [
        'One night, {hero} looked out of the window and saw footprints [glowing|shining|gleaming] on the lawn: small, round and silvery blue, leading across the garden and out through the gate. {hero} [grabbed|snatched up|picked up] a magnifying glass, pulled on a pair of [wellies|boots|wellington boots] and followed them.',
        'The footprints appeared on the night of the full moon, shining [softly|faintly|gently] all along the path through {place}. Nobody knew who [had made|had left] them. {hero}, who was a [very good|first-rate|very clever] detective, decided to find out before the glow [faded away|faded|disappeared].',
      ],
      problem: [
        'The footprints went [round in circles|round and round|this way and that], under the hedge and over the pond, as if whoever made them had been [lost and confused|lost and muddled|lost and frightened]. "Somebody needs help," {hero} said [quietly|softly|under {hero}\'s breath]. "I have to find {goal} before the footprints [fade|fade away|vanish]."',
        'Each footprint was [fainter|dimmer|paler] than the last. Whoever had left them was getting more [tired|sleepy|weary], or more lost. {hero} knelt down, touched one [gently|carefully|lightly] and felt it tingle like a tiny sparkler. "These are star prints," {hero} [whispered|breathed|murmured].',
      ],
      resolution: [
        'At the end of the trail, under a rhubarb leaf, sat a little fallen star, glowing [faintly|dimly|softly] and shivering. "I slipped," it [said|sniffed|whispered], "and I can\'t get back up." {hero} carried it to the top of the tallest hill and held it high, and with a [whoosh and a twinkle|twinkle and a whoosh|fizz and a sparkle] the star zoomed back into the sky, where it shone [brighter than all the rest|brightest of all|brighter than ever].',
        'The footprints led to the garden shed, where a baby moon-rabbit was [hiding|huddled|curled up] in a flowerpot. It had hopped down a moonbeam to play and could not find its way [back|home|back up]. {hero} waited with it until the moon rose high and then pointed to the silver beam, and the moon-rabbit hopped up it, turning round to wave [all the way home|all the way up|again and again].',
      ],
      little: {
        setting: [
          '{hero} saw [glowing|shiny|twinkly] footprints, [step, step, step|hop, hop, hop], going [across the grass|out the gate].',
        ],
        problem: ['{hero} followed the footprints. [Who made them?|Who could it be?]'],
        resolution: [
          'It was a little star that had fallen [down|out of the sky]! {hero} held it up high, and [whoosh|zoom], back up it went.',
        ],
      },
      twists: [
        'the footprints had been left on purpose, so that somebody [kind|kind-hearted|gentle] would follow them',
        'the little visitor had been trying to find {hero} [all along|the whole time]',
      ],
      lessons: ['always help someone who is lost', 'pay attention to the little things'],
    },
    {
      id: 'prize-pumpkin',
      scene: 'town',
      places: ['the Village Fair'],
      goals: ["Farmer Pip's prize pumpkin"],
      titles: ['{hero} and the Pumpkin Puzzle', '{hero} and the Missing Prize Pumpkin'],
      setting: [
        "It was the night before {place}, and everyone was talking about Farmer Pip's pumpkin, the [biggest, roundest, orangest|roundest, biggest, orangest|biggest, shiniest, orangest] pumpkin anyone had ever seen. But when {hero} [walked|wandered|strolled] past the fair tent that evening, Farmer Pip was standing outside, scratching a puzzled head. The pumpkin was [gone|missing|nowhere to be seen]!",
        'A knock came at {hero}\'s door, and there stood Farmer Pip, with straw on a floppy hat and a [worried|troubled|very worried] look. "You\'re the [best|cleverest|sharpest] detective in the village," said Farmer Pip. "Please, you [have to|must] help me." {hero} [grabbed|pulled on|snatched up] a coat and followed the farmer to the fair tent.',
      ],
      problem: [
        "A pumpkin that [big|huge|enormous] couldn't just vanish, but vanish it had. There were no tracks, no tyre marks, only a few seeds and a [very faint|faint|curious] smell of pumpkin pie. Without {goal}, the fair would have no champion, and Farmer Pip would be [heartbroken|terribly sad|so disappointed].",
        'The judging was at [nine|ten|eleven] o\'clock the next morning, and {goal} had disappeared from the tent. "I grew it all summer," said Farmer Pip [sadly|softly|with a sniff]. "I sang to it every [morning|single morning]." {hero} took out the notebook and began to [search for clues|hunt for clues|look for clues].',
      ],
      resolution: [
        'The clues led down the lane, where {hero} found the pumpkin rolling [gently|slowly|steadily] along, pushed by a very [determined|busy|puffed-out] family of mice. Their old home had [flooded|been flooded|washed away], and they wanted to turn the pumpkin into a house with windows and a door. Farmer Pip [laughed|chuckled|smiled] and helped them carve it, and it won a special prize for the [best|finest|cosiest] pumpkin house ever.',
        "Behind the cake tent, {hero} found the pumpkin, along with the vicar's goat, which had rolled it there and was nibbling the stalk with [great enjoyment|enormous delight|a happy grin]. {hero} [gently|kindly|slowly] led the goat away with a carrot, and together with Farmer Pip rolled the pumpkin back [just in time|with minutes to spare|not a moment too soon] for the judging. It won first prize, with only one [small|tiny|little] nibble.",
      ],
      little: {
        setting: [
          'Farmer Pip had a [big|huge|giant], round pumpkin, but one day the pumpkin was gone!',
        ],
        problem: [
          'Where was the pumpkin? {hero} looked for clues [and found a footprint|and found a carrot|everywhere].',
        ],
        resolution: [
          'There it was, and a goat was nibbling it, [munch, munch|nibble, nibble]! {hero} gave the goat a [carrot|crunchy carrot] instead.',
        ],
      },
      twists: [
        'the pumpkin had grown so big because Farmer Pip sang it a [lullaby|little song|bedtime song] every single night',
        'the judges had [secretly|quietly] been hoping for a pumpkin with a story to tell',
      ],
      lessons: [
        'look carefully before you decide who is to blame',
        'it is always best to tell the truth',
      ],
    },
    {
      id: 'silent-bell',
      scene: 'indoors',
      places: ['the clock tower in the town square'],
      goals: ["the great bell's missing clapper"],
      titles: ['{hero} and the Silent Bell', '{hero} and the Clock Tower Mystery'],
      setting: [
        'For two hundred years, the great bell in the clock tower had rung every hour, dong, dong, dong, so that everyone in town knew when to wake, when to eat and when to go to [bed|sleep]. But today it had not rung [once|even once|a single time]. That evening, {hero} [climbed|crept up|hurried up] the [winding|twisting|spiral] stairs of the tower to find out why.',
        'Without the bell, the whole town was [muddled|in a muddle|topsy-turvy]: the baker baked at midnight, the school bell rang at teatime and the cows wanted milking in the middle of the night. {hero} decided there was only one thing to do and [set off|headed off|marched off] for {place} with a torch and a notebook.',
      ],
      problem: [
        'At the top of the tower, the great bell hung [silent|still and silent|quiet]. Somebody had taken its clapper, the [heavy|big|heavy old] iron tongue that makes it ring. "Without it," said the old bell-keeper, "the town will never know what time it is [again|ever again]."',
        'The old bell-keeper was sitting on the top step, looking [glum|gloomy|very glum]. "The clapper is gone," he said, "and I\'ve looked [everywhere|high and low|in every corner]." {hero} looked around the bell chamber and found three clues: a feather, a wisp of straw and a very [small|soft|tiny] snore.',
      ],
      resolution: [
        '{hero} followed the snore up to the rafters, where a family of owls had rolled the clapper into their nest, because it kept them [warm and snug|snug and warm|cosy and warm]. {hero} found them a [cosy|comfy|snug] wooden box instead, and the bell-keeper hung the clapper back. At the stroke of [ten|nine|eight] the bell rang out, dong, dong, and the whole town [cheered|clapped|whooped].',
        'Tucked behind the great clock\'s gears, {hero} found the clapper, wrapped in a blanket, and beside it a note in [wobbly|scratchy|tiny] writing: "Sorry. The bell was too [loud|noisy] for my baby to sleep." It was from the pigeon who lived [in the tower|up in the tower|in the belfry]. So {hero} made a [soft|thick|snug] woolly cover for the pigeon\'s nest, and the baby slept [sweetly|soundly|peacefully] through every dong.',
      ],
      little: {
        setting: [
          'The big bell went [dong, dong|ding, dong] every day, but today the bell was [quiet|silent].',
        ],
        problem: [
          "The bell's clapper was lost, [so no more dong|so the bell could not ring]. [Where could it be?|Where did it go?]",
        ],
        resolution: [
          '{hero} looked up high and found [owls|baby owls] with the clapper in their nest! {hero} gave them a [new|cosy] bed, and [dong, dong|ding, dong] went the bell.',
        ],
      },
      twists: [
        'the bell had not missed a single hour in [two hundred years|two whole centuries] until that day',
        'the missing clapper had been hidden by someone who only wanted a [little|bit of] peace and quiet',
      ],
      lessons: [
        'think about how your actions affect others',
        'there is a kind answer to almost every problem',
      ],
    },
    {
      id: 'bottle-messages',
      scene: 'beach',
      places: ['Seashell Bay'],
      goals: ['the sender of the bottle messages'],
      titles: ['{hero} and the Messages in Bottles', '{hero} and the Secret of Seashell Bay'],
      setting: [
        'Every morning for a week, a glass bottle had [washed up|bobbed ashore|rolled up] on the beach at {place}, and inside each one was a message: "Hello?", "Is anybody there?" and "I would like a [friend|friend, please]." Tonight {hero} walked down to the shore with a torch, [determined|quite determined|set on finding out] to discover who was sending them.',
        '{hero} found a bottle on the sand at {place}, with a [rolled-up|curled-up|tightly rolled] note inside. It said, in very [small, neat|tiny, neat|small, careful] writing: "If you find this, please write back." On the back was a map, with a dotted line and a cross on a [tiny|little|lonely] rock out in the bay.',
      ],
      problem: [
        'The notes were getting [sadder|lonelier] each day, and today\'s said simply, "Maybe nobody is reading these." {hero} felt a [pang|little ache|tug] deep inside. Somebody out there was [lonely|all alone], and {hero} was going to find {goal}, no matter what.',
        'Nobody in the village knew who was [writing|sending] the notes. The fishermen [shrugged|shook their heads|scratched their beards], and the harbour master scratched a puzzled head. But {hero} noticed that the bottles always arrived with the [evening|night-time|evening] tide, which meant they came from somewhere out in the bay.',
      ],
      resolution: [
        '{hero} [rowed|paddled|sculled] out to the little rock in the bay, and there, sitting all alone, was a young seal with a pile of bottles it had [collected|gathered|fished] from the sea. It had learned to write by watching the children on the beach, but it had been [too shy|far too shy|much too shy] to come ashore. {hero} sat beside it, and they [talked and laughed|laughed and chatted|chatted and giggled] until the stars came out.',
        "The trail led to a tiny island no bigger than a [tennis court|back garden|playground], where the lighthouse keeper's granddaughter was staying for the summer, far from any other children. {hero} waved, she waved back, and they made a plan: every evening they would flash their torches across the bay, [three flashes|two long flashes|three little flashes] for goodnight.",
      ],
      little: {
        setting: [
          '{hero} found a bottle on the beach with a note inside that said, "[Hello|Hi there|Be my friend]!"',
        ],
        problem: ['Who wrote the note? {hero} [wanted to know|went to look].'],
        resolution: [
          "It was a little seal on a rock [who wanted a friend|all alone]! Now {hero} was [its friend|the seal's best friend].",
        ],
      },
      twists: [
        'the lonely note-writer had been watching {hero} play on the beach all summer, hoping to say [hello|hello at last]',
        'the messages had been written with the help of a very [clever|wise|clever] old crab',
      ],
      lessons: ["a friendly hello can change someone's whole day", 'nobody should ever feel alone'],
    },
    {
      id: 'spinning-weathervane',
      scene: 'town',
      places: ['the market town of Muddlecombe', 'the square at Muddlecombe'],
      goals: ['the secret of the spinning weathervane', 'the answer to the weathervane puzzle'],
      titles: ['{hero} and the Spinning Weathervane', '{hero} and the Weathervane Mystery'],
      setting: [
        'On top of the [town hall|old corn exchange|clock tower] in {place} [sits|perches|stands] a [copper|brass|green-gold] cockerel weathervane that [tells everyone|shows the town|points to] which way the wind blows. But [every morning|for a whole week|night after night] it had been pointing [the wrong way|in a different direction|straight up at the sky], and that evening {hero} [decided|declared|announced] that it was [time for a proper detective|a case worth solving|time to find out why].',
        'A [note|letter|postcard] [arrived|was waiting|fluttered down] on {hero}\'s doormat in [curly|wobbly|very neat] handwriting: "[Dear Detective|To the Best Detective in Town|Dear {hero}], the weathervane has gone [peculiar|topsy-turvy|quite silly]. Please come. Yours, Mr Barnaby Quoit, [Weather Watcher|Keeper of the Weathervane|Town Weatherman]." {hero} [packed|grabbed|picked up] the notebook and [set off|hurried|marched] [through|across|into] {place}.',
      ],
      problem: [
        'Mr Barnaby Quoit [peered up|squinted|pointed] at the cockerel, [which|and it] was [twirling|spinning|wobbling] round and round [on a perfectly still night|though there was no wind at all|like a spinning top]. "[The fishermen|The farmers|The washing-line folk] [rely on|trust|need] it to tell the weather," he [said|sighed|grumbled], "and [nobody knows|nobody can tell me|no one can explain] why it won\'t [behave|keep still|point true]." {hero} [opened the notebook|licked the pencil|wrote down the time] and began to [think|look for clues|watch].',
        '[Washing was hung out in the rain|Picnics were packed on stormy days|Umbrellas were left at home on wet days], all because the weathervane [kept fibbing|was muddled|told the wrong weather]. "If we cannot find {goal} [soon|by Saturday|before market day]," said Mr Barnaby Quoit, [twisting his scarf|tapping his barometer|shaking his head], "the [whole|entire] town will [get soaked|be in a muddle|go on guessing]." {hero} [wrote|underlined|noted] three [clues|questions|words] in the notebook: "[Spins at night. No wind. Little scratches.|No wind. Still spinning. Feathers nearby.|Only at night. Only when quiet. Why?]"',
      ],
      resolution: [
        '{hero} [climbed|crept|tiptoed] up [the tower stairs|the ladder|the narrow steps] and waited [behind a chimney|beside the bell|in the shadows]. [At midnight|When the clock struck twelve|Just before the moon rose], a [family|pair|trio] of [squirrels|dormice|little bats] [scampered|scurried|fluttered] onto the weathervane and went round and round, [squeaking with joy|giggling|as happy as anything]: they were using it as a [merry-go-round|roundabout|fairground ride]! {hero} [helped|persuaded] Mr Barnaby Quoit to [build|put up] a [little|proper|tiny] roundabout of their own in the park, and the weathervane [has told the truth|has pointed true|has behaved] ever since.',
        "[Through the magnifying glass|With a careful look|On the very top], {hero} [spotted|found|noticed] a [twig|tuft of wool|ribbon] [wedged|tangled|stuck] in the cockerel's [tail|feet|spinning pole], and [beside it|next to it|tucked underneath] a [tiny|neat|cosy] nest. A [pair of house martins|little wren|family of sparrows] had been [building|tidying|rearranging] their home, nudging the vane round as they worked. {hero} [gently moved|carefully lifted|helped shift] the nest to a [snug|safe|sheltered] ledge below, and from then on the cockerel [pointed true|told the wind|behaved perfectly], and [everybody's washing stayed dry|nobody got soaked|the picnics were sunny again].",
      ],
      little: {
        setting: [
          'On the [roof|tower] was a [shiny|gold|copper] bird that [spun|turned] in the wind, [round and round|whirl, whirl].',
        ],
        problem: [
          'But the bird [spun|went round] when there was [no wind|no breeze]! [How funny!|How odd!|Who did that?]',
        ],
        resolution: [
          '{hero} [watched|looked|peeked], and there were [squirrels|little birds|tiny mice] [having a ride|going round and round]! [Wheee!|Round and round!|What fun!]',
        ],
      },
      twists: [
        'the squirrels had been riding the weathervane for years, but only on nights when they could not [sleep|get to sleep]',
        'Mr Barnaby Quoit had once ridden on the weathervane himself, as a boy, for a [dare|bet|giggle]',
      ],
      lessons: ['a puzzle is easier when you watch quietly', 'everyone deserves a place to play'],
    },
    {
      id: 'hotel-keys',
      scene: 'indoors',
      places: ['the Grand Hotel Plumtree', 'the old Hotel Plumtree'],
      goals: ['the missing room keys', 'the wandering room keys'],
      titles: ['{hero} and the Case of the Wandering Keys', '{hero} and the Hotel Mystery'],
      setting: [
        '{hero} was staying [for the weekend|for a holiday|for one night] at {place}, a [tall|rambling|creaky] old hotel with [velvet curtains|a brass lift|a staircase like a curl of ribbon] and a [porter|doorman|night porter] called Mr Ptolemy Brightbuckle. [At bedtime|After supper|Just before lights out], {hero} heard him [muttering|grumbling|fretting] in the hall: "[Gone again|Vanished again|Not again]! [Every single one|All of them|The whole lot]!"',
        'At {place}, every room has a [big brass|heavy golden|jingly silver] key on a [tassel|wooden tag|red ribbon], and every evening the keys [hang|wait|dangle] in a [neat|tidy|long] row behind the desk. But [lately|this week|for three nights], [by morning|at midnight|when nobody was looking] they had been [vanishing|disappearing|wandering off]. The porter, Mr Ptolemy Brightbuckle, [knocked|tapped] on {hero}\'s door. "I hear you are [a detective|good at mysteries|a person who notices things]," he [whispered|said|murmured]. "[Could you help|Would you help|May I ask for your help]?"',
      ],
      problem: [
        '"[Every morning|Each morning|First thing every day] the guests [cannot get into|are locked out of|have to wait outside] their rooms," [sighed|said|fretted] Mr Ptolemy Brightbuckle, [polishing his buttons|straightening his cap|looking at the empty hooks]. "[Then|Later|By lunchtime] the keys [turn up|reappear|pop up] [in the oddest places|somewhere strange|in a heap]: [in the teapots|under the doormat|in a flowerpot]. If I cannot [find out why|solve it|put a stop to it], [the manager|Madam Plumtree|the owner] will be [terribly cross|most upset|very disappointed]." {hero} [wrote|jotted|scribbled] "[The Case of the Wandering Keys|Keys, Keys, Keys|Where Do the Keys Go?]" at the top of a fresh page.',
        'The [hooks|key board|row of pegs] behind the desk [was|stood] [empty|bare|quite empty], and [a sleepy guest|a guest in curlers|an old man in a dressing gown] was [waiting|yawning|tapping a foot] by the lift. "[I only went down for a cup of cocoa|I only popped out for a glass of milk|I just went to post a letter]," [said the guest|came a grumble|the guest sighed], "[and now my key has gone|and my key has disappeared|and my room is locked]!" {hero} [looked|peered|knelt] [closely|carefully|down] at the [carpet|floorboards|desk] and [found|spotted|noticed] the first clue: [a thread of pink wool|a tiny knitting needle|a curl of lavender-scented yarn].',
      ],
      resolution: [
        "{hero} [followed|traced|tracked] the [wool|yarn|thread] [along the corridor|up the stairs|round three corners] to room [twelve|nine|seven], where [old Mrs Wintergreen was|a very old lady called Mrs Wintergreen was|Mrs Wintergreen, the oldest guest, was] [walking in her sleep|sleepwalking|wandering about fast asleep], [gathering|collecting|tidying] the keys into her knitting bag. She [had been the hotel's housekeeper|used to look after the keys|had kept the keys] [long ago|fifty years before|when she was young], and [in her dreams|while dreaming|in her sleep] she was still [tidying up|keeping them safe|doing her job]. {hero} [gently|kindly|softly] [led her back to bed|tucked her in|walked her back], and [the next morning|at breakfast|after that], Mr Ptolemy Brightbuckle [gave her|offered her|handed her] [a brand-new job|a special badge|a shiny name badge] as Daytime Keeper of the Keys.",
        '[Late that night|When the clocks struck one|Long after everyone was in bed], {hero} [hid|crouched|waited] [behind a potted palm|beneath the stairs|behind a velvet curtain] and watched. [Soon|Before long|Quite soon], [a ginger cat|the hotel cat|a fat tabby cat] [padded|strolled|slunk] up to the desk, [hooked|flicked|batted] down a key with one paw and [trotted|carried it|jingled] away. [It|The cat] [was taking them|took them all|was carrying them] to its [basket|bed|cushion] in the laundry room, because the [jingle|tinkle|clink] [reminded it of|sounded just like] its [old|favourite|long-lost] collar bell. {hero} [found|brought|gave] the cat a [new|shiny|tinkly] bell of its own, and [from that night on|ever after|after that] the keys [stayed|hung|waited] [neatly|tidily|safely] on their hooks.',
      ],
      little: {
        setting: ['{hero} went to a [big|tall|old] hotel with [lots of|shiny|jingly] keys.'],
        problem: [
          'But the keys [went missing|were gone|were lost]! [Where were they?|Who took them?|Oh dear!]',
        ],
        resolution: [
          '{hero} [looked|crept|tiptoed] and found a [cat|sleepy cat|ginger cat] with the keys in its bed. [Jingle, jingle!|Clink, clink!|Found them!]',
        ],
      },
      twists: [
        "the cat had belonged to the hotel's very first guest, a hundred years ago, or so the porter [liked|loved] to say",
        'the missing keys had been kept in order, numbered [neatly|carefully], the whole time',
      ],
      lessons: ['look kindly for the reason behind a puzzle', 'old habits can be gentle ones'],
    },
    {
      id: 'sandcastle-builder',
      scene: 'beach',
      places: ['the bay at Shellwick', 'Shellwick Sands'],
      goals: ['the secret sandcastle builder', 'whoever built the midnight sandcastles'],
      titles: ['{hero} and the Midnight Sandcastles', '{hero} and the Secret of Shellwick Sands'],
      setting: [
        '[Every morning|Each morning|Day after day] that summer, the people of {place} [woke|came down] to find a [new|grand|magnificent] sandcastle on the beach, with [turrets|towers|little windows] and [a moat|shell flags|seaweed banners], [though nobody|yet nobody|and still nobody] had seen it being built. {hero}, who was [staying nearby|on holiday|visiting Gran] [in a cottage|in a caravan|by the harbour], [could not resist|was dying to know|simply had to find out] who the [builder|secret builder|midnight builder] was.',
        'The harbour mistress, Captain Oona Fairweather, [stopped|called to|waved to] {hero} on the [sea wall|jetty|promenade]. "You\'re the [young detective|child who solves puzzles|one who notices things], aren\'t you? [Every night|Night after night|Every single night] someone builds a sandcastle on {place}, [fit for a king|fancier than the last|taller than a bucket], and [by morning|at dawn|when we wake] they are [gone|nowhere to be seen|vanished]. I [should so like|would dearly love|am longing] to say thank you."',
      ],
      problem: [
        '[The tide washed|The sea washed|The waves washed] every castle away by [lunchtime|teatime|noon], so [there was never|nobody ever had|there was hardly] time to [look for|find|gather] clues. "[People come from miles around to see them|The children queue up every morning to see them|Even the seagulls stop to admire them]," said Captain Oona Fairweather, "[but|and yet] [nobody|no one] knows {goal}." {hero} [sharpened the pencil|opened the notebook|pulled on a sunhat] and wrote: "[Clue one:|First clue:|Step one:] [look at the footprints|check the tools|ask the crabs]."',
        '[Beside|Next to|Round] the newest castle, {hero} [found|spotted|noticed] [a row of|some|a few] [footprints|boot prints|prints] [too big for a child|in big boots|with a patched heel] and a [tiny|little|small] [wooden|carved|painted] spade [with|bearing|marked with] the letters C and D. [Nobody|No one|Not a soul] in {place} had [those|such|the same] initials, [as far as anyone knew|so people said|or so it seemed], and the [tide|sea] was already [creeping|sliding|lapping] closer. "[Hmm|Aha|Well now]," said {hero}, [writing it all down|tapping the notebook|chewing the pencil].',
      ],
      resolution: [
        '[That night|After dark|When the moon was up], {hero} [hid|waited|crouched] [under an upturned boat|behind a rock|beside the sea wall] and [watched|kept very still|peeped out]. [Just after midnight|At half past twelve|When the tide went out], an [old|elderly|white-bearded] fisherman [shuffled|stepped|crept] onto the sand with a [bucket|lantern|wheelbarrow]: Mr Cornelius Driftwood, who [could not sleep|never slept much|liked the quiet] and [had loved|missed|remembered] building castles with his [grandchildren|little daughter|brother] long ago. {hero} [stepped out|said hello|came out] [shyly|gently|softly], and [the next day|that Sunday|in the morning] [everybody in {place}|all of {place}|half of {place}] [helped him|built with him|joined in], making the [biggest|grandest|longest] castle the beach had ever seen.',
        '{hero} [asked around|went from door to door|questioned the fishermen] and [learned|discovered|found out] that C and D stood for Cornelius Driftwood, a [quiet|shy|gentle] old sculptor who [lived|rented a room|kept a hut] at the [end|far end|top] of the harbour. When {hero} [knocked|called|visited], he [blushed|went pink|smiled shyly] and [admitted|confessed|explained] that he [built|made|shaped] the castles [at night|in the moonlight|after dark] [so nobody would fuss|because he was shy|for the fun of surprising people]. {hero} [persuaded|talked|encouraged] him to [build one in daylight|show everyone how|teach the children], and [soon|by the end of the week|before long] there was a sandcastle club on {place}, with Captain Oona Fairweather [as chief bucket-carrier|blowing the starting whistle|handing out flags].',
      ],
      little: {
        setting: [
          'Every morning there was a [big|new|tall] sandcastle [on the beach|by the sea], [with flags|with towers|with shells]!',
        ],
        problem: [
          'Who [made|built] the [sandcastle|big sandcastle]? [Nobody knew!|Nobody saw!|It was a mystery!]',
        ],
        resolution: [
          '{hero} [peeked|watched|looked] at night and saw a [kind|old|smiling] man with a [bucket|spade]. [Pat, pat, pat!|Dig, dig, dig!] Now everyone builds castles [together|with him].',
        ],
      },
      twists: [
        'the old fisherman had once won the great sandcastle competition of Shellwick, [sixty|seventy] summers before',
        'the seagulls had been guarding the castles every morning until the first visitors [came|arrived]',
      ],
      lessons: [
        'a shy person can still be a wonderful friend',
        'sharing what you love makes it bigger',
      ],
    },
  ],
};
