import type { GenreBank } from './types';

/** Adventure: maps, islands, jungles, rafts and lighthouses, with brave and careful explorers. */
export const ADVENTURE: GenreBank = {
  epithets: ['the young explorer', 'our brave adventurer', 'the little explorer'],
  spots: [
    '<@wild>beside a tumbling waterfall',
    '<@wild>under a giant fern',
    '<@wild>on a sun-warmed rock',
    '<@wild,coast>at the edge of a sandy cove',
    '<@wild>behind a curtain of hanging vines',
    '<@wild,snow,desert>next to an old wooden signpost',
    '<@wild,coast>in the shade of a palm tree',
    '<@wild>by the glowing embers of a campfire',
    '<@wild>at the end of a rope bridge',
    '<@wild>among the roots of a great old tree',
    '<@sea>beside a bed of swaying seaweed',
    '<@sea>on a coral ledge',
    '<@sea>inside a giant clam shell',
    '<@desert>behind a tall dune',
    '<@desert>in the shade of a rock',
    '<@snow>beside a snowy pine',
    '<@snow>behind an ice boulder',
    '<@sky>on a passing cloud',
    '<@sky>beside the basket of the balloon',
    '<@coast>on the harbour wall',
    '<@coast>among the rock pools',
  ],
  openings: [
    "Once upon a time, in a [seaside|harbour|windy little] town where the gulls knew everybody's name, there lived a [child|young explorer|bright spark] called {hero}.",
    '{hero} had a backpack that was always packed, [just in case|ready for anything|by the door]: a torch, a compass, a [sandwich|bag of raisins|spare sock] and a very small telescope.',
    'There was once an explorer called {hero}, who was small in [size|height] but [enormous|gigantic|tremendous] in courage.',
    'Every explorer starts somewhere, and {hero} started in a little bedroom with a globe on the [windowsill|bookshelf|bedside table] and a [map of the world|map of the stars|treasure map] above the bed.',
    "{hero} had read every adventure book in the [library|house|school], some of them [twice|three times|upside down], and was [very much hoping|quietly hoping|secretly longing] for an adventure of {hero}'s own.",
    'In a house at the edge of a [wild green wood|windswept moor|great grey forest] lived {hero}, who knew every [tree|path|stone] and every puddle for miles around.',
  ],
  atmosphere: [
    '<@wild>Parrots [squawked|chattered|screeched] overhead in flashes of [red and green|blue and gold|scarlet and lime], and the air was warm and smelled of ripe [mangoes|bananas|papayas].',
    "<@wild,coast>[Waves|Little waves|Gentle waves] [hushed|whispered|sighed] against the shore, and the sand was still [warm|toasty|soft and warm] from the day's [sunshine|sun|long sunshine].",
    '<@wild>[Far away|Somewhere nearby|Beyond the trees] a waterfall [thundered|rumbled|roared], and a fine spray hung in the air like [glitter|silver dust|sparkling mist].',
    '<@wild>The jungle was [alive|busy|full] with [clicks and chirps|chirps and whistles|clicks and croaks] and the soft drip, drip of leaves after [rain|a shower|the rain].',
    '<@wild>A [breeze|soft wind|warm breath of air] rippled through the tall grass, so that the whole meadow seemed to breathe in and out.',
    '<@wild,snow,sky>The mountain air was [crisp and clean|cool and fresh|sharp and sweet], and the stars seemed close enough to catch in a [net|jar|butterfly net].',
    '<@wild>Monkeys [chattered|gossiped|squabbled] in the treetops, arguing cheerfully about [bananas|coconuts|whose turn it was to sleep].',
    '<@wild,desert>The [trail|path|track] [wound|twisted|curled] between great boulders speckled with lichen, silver-green in the [evening|fading|soft evening] light.',
    '<@sea>Shoals of silver fish [flickered|flashed|darted] past like scattered coins, and the light fell through the water in [long, wavering|long, wobbly|bright, rippling] ribbons.',
    '<@sea>Sea anemones [waved|wiggled|swayed] their soft arms as if to say hello, and a crab [scuttled|scurried|tiptoed] sideways to get a [better|closer|proper] look.',
    '<@desert>The sand was cooling [fast|quickly|gently] under the evening sky, and the dunes glowed [pink and gold|rose and amber|orange and pink] in the last of the light.',
    '<@desert>The stars above the desert were so [bright|big|sparkly] and close that they seemed to [hum|sing|crackle].',
    '<@snow>Curtains of [green and violet|green and pink|blue and green] light [rippled|swirled|shimmered] across the sky, and the snow sparkled as if it were full of tiny [diamonds|stars|jewels].',
    '<@snow>The air was so [cold and clear|crisp and cold|cold and still] that every breath came out as a [little|tiny|puffy] cloud.',
    '<@sky>From up here, the fields below looked like a [patchwork quilt|giant quilt|checked tablecloth], [stitched|sewn|threaded] together with silver rivers.',
    '<@sky>Clouds [drifted|floated|sailed] past close enough to touch, [cool and damp|soft and damp|cool and misty], like [wet candyfloss|damp cotton wool|a wet sheep].',
    '<@coast>Gulls [wheeled and cried|circled and called|swooped and squawked] over the harbour, and the boats bobbed on their ropes like [sleepy|dozy|drowsy] ducks.',
    '<@coast>The smell of [salt and seaweed|seaweed and salt|salt and fish and chips] filled the air, and the lighthouse stood tall against the [purple|violet|darkening] sky.',
    '<@wild,coast,desert>[Crickets|Cicadas|Tree frogs] [chirped|sang|creaked] in the [warm|soft|velvety] dark, [as steady as|like|keeping time like] a [ticking clock|heartbeat|metronome].',
    '<@wild,snow,desert,coast>[Far away|In the distance|Beyond the hills], the [last|final] [glow|stripe|thread] of [orange|pink|gold] [faded|melted|slipped] from the sky, and the [first|very first|brightest] star [blinked awake|popped out|came out to look].',
    '<@sea,coast>[Bubbles|Tiny bubbles|Strings of bubbles] [wobbled|drifted|floated] [upwards|towards the surface|past {hero}] like [silver beads|little moons|pearls on a string].',
  ],
  obstacles: [
    '<@wild>The path ended at a [rickety|wobbly|creaky] rope bridge that swayed over a deep green gorge. {hero} held the ropes tight and counted each plank out loud, one, two, three, all the way to [twenty-seven|thirty-one|forty], and did not look down once until the far side was safely reached.',
    '<@wild>A wide, muddy swamp lay ahead, [squelchy and bubbling|gloopy and gurgling|oozy and plopping]. {hero} spotted a line of flat stones hidden among the reeds and hopped from one to the next, like a [frog in a hurry|hopping hare|skipping grasshopper], all the way across without getting a single sock wet.',
    '<@wild>A [fast, foaming|wild, rushing|wide, splashing] river [blocked|barred|cut across] the [way|path|trail]. {hero} tied [three|four|two big] fallen logs together with long, stretchy vines, made a raft and paddled across, [bumping and bobbing|bouncing and splashing|spinning and bobbing] over the ripples and laughing all the way.',
    '<@wild,snow>The trail led into a [dark|gloomy|echoing] cave, where water dripped, plink, plonk, from the ceiling. {hero} switched on a torch, and the walls lit up with glittering crystals of every colour, like the inside of a [treasure chest|jewellery box|sweet shop jar].',
    "<@wild>Suddenly a [cheeky|mischievous|giggling] monkey swung down from a branch, snatched {hero}'s hat and scampered up a tree. {hero} did not [shout or stamp|shout or chase|stamp or grumble]; instead, {hero} [held out|offered up|waved] a [banana|ripe banana|big yellow banana]. The monkey thought it over, swapped the hat for the banana and gave a very polite little [bow|wave|curtsey].",
    '<@wild,coast,snow>[A thick grey fog|A thick white mist|A great cloud of fog] [rolled|crept|drifted] in, so thick that {hero} could hardly see [the path|a hand in front of {hero}|the ground]. {hero} took out a compass, watched the little needle wobble and settle, and followed it north, [step by careful step|slow and steady|one pace at a time], until the fog thinned and the stars peeked through again.',
    "<@sea>A forest of [tall, swaying|long, wavy|tall, wiggly] seaweed [closed in|crowded in|pressed in] all around, tickling {hero}'s nose and tangling round {hero}'s ankles. {hero} [wriggled and giggled|giggled and wriggled|twisted and giggled] and [slipped|slid|squirmed] through, as slippery as [an eel|a fish|a bar of soap].",
    '<@sea>A [grumpy|cross|huffy] pufferfish [blocked|barred] the way, puffing himself up into a [spiky|prickly|round, spiky] ball. "Nobody passes," he [blustered|grumbled|huffed]. {hero} told him he had [very handsome|truly splendid|the finest] spikes, and he was so [pleased|flattered|delighted] that he puffed down and [swam|drifted|wiggled] aside.',
    '<@sea>A [strong|swirling|sudden] current [swept|whisked|tugged] {hero} sideways, round and round like a [leaf in a stream|sock in a washing machine|spinning top]. {hero} stayed [calm|cool|steady], swam along with it instead of against it, and [soon|before long|after a while] floated [gently|softly|easily] out the other side.',
    '<@desert>A sandstorm [whirled|swirled|blew] up [out of nowhere|all of a sudden|without any warning]. {hero} wrapped a scarf over nose and mouth, [sat down|huddled|curled up] close beside the camels and waited, until the wind had [blown itself out|puffed itself out|grown tired] and the stars [came back|peeped out again|shone once more].',
    '<@desert>The dunes rose up like [giant|enormous|great golden] waves, and climbing them was like [walking up a slide|climbing a sandy slide|walking up a slippery slope]. {hero} zigzagged back and forth, [slowly|patiently|step by step], just as the camels did, and reached the top without a [single|single little|single wobbly] slip.',
    '<@desert>[Far ahead|In the distance|Away ahead], {hero} saw a lake that wasn\'t really there, [sparkling|shimmering|glittering] just out of reach. "A mirage," said {hero} [wisely|knowingly|with a nod], and kept [walking|going|marching] the right way instead.',
    '<@snow>A frozen lake stretched [ahead|out in front|far ahead], smooth as [glass|a mirror|a new ice rink]. {hero} [slid|glided|shuffled] across on two careful feet, arms out like wings, wobbling only [once|once or twice|a little] and [laughing|giggling|grinning] all the way to the other side.',
    '<@snow>A snowdrift as tall as a [house|bus|haystack] [blocked|filled|buried] the way. {hero} did not climb over it; {hero} dug [straight|right] through, making a tunnel that [glittered|glowed|shimmered] blue inside, like a [secret|hidden|tiny] palace of ice.',
    '<@sky>A flock of geese [flew|flapped|sailed] alongside the balloon, honking directions. "Left at the big cloud!" [called|honked|cried] the leader. {hero} [tugged|pulled|heaved on] the ropes, and the balloon swung left, [just in time|only just in time|with a second to spare] to miss a very [grumpy|cross|rumbly] storm cloud.',
    '<@sky>The wind [dropped|died away|faded] to nothing, and the balloon hung [still|quite still|motionless] in the sky. {hero} waited [patiently|calmly|quietly], humming a [tune|little song|lullaby], until a [warm|gentle|friendly] breeze came whistling along and carried the balloon on its way.',
    '<@coast>Waves [splashed|sloshed|crashed] over the rocks, [cold and salty|salty and cold|icy and salty], and the path was slippery with seaweed. {hero} held on to the rail and took it [slowly|gently|carefully], one [careful|steady|small] step after another.',
    '<@coast>The lighthouse stairs went round and round and round, until {hero} was [quite|rather|a little] dizzy. {hero} counted them out loud to keep going, and the echo [counted along|joined in|counted too].',
    '<@wild,coast,desert,snow>A [big|wide|long] [log|tree trunk|fallen pine] lay across the [trail|path|way], [too high to climb|too slippery to climb|covered in moss]. {hero} [looked around|thought it over|had a good think], found a [gap|hollow|tunnel] [underneath|beneath it|at one end] and [crawled|wriggled|squeezed] through on hands and knees, [giggling|grinning|laughing] at the [earthy|mossy|woody] smell.',
    '<@wild,desert,snow,sky>The [wind|breeze] [changed|turned|shifted], and the [map|compass|way] seemed to [go all wobbly|get muddled|point everywhere at once]. {hero} [stopped|stood still|sat down], [looked up|checked the sky|found the brightest star], and [used it|followed it|steered by it] like [the sailors of old|a true explorer|a lighthouse], [until the path made sense again|until the way was clear|all the way back on track].',
  ],
  homecomings: [
    'The journey home was [quick and easy|short and sweet|easier than the way there], because good explorers always [remember|know|find] the way back, and [soon|before long|in no time] {hero} was [climbing in through the bedroom window|tiptoeing up the stairs|back at the bedroom door].',
    "<@wild,coast,sea>A [friendly|helpful|kindly] seagull showed the way home, [gliding|swooping|drifting] low over the water, while the waves rocked {hero}'s little boat as [gently|softly|sleepily] as a cradle.",
    '{hero} [followed|retraced|walked back along] the [trail|path|way] [by the light of the stars|under the moon|with the torch bobbing], [ticking off|remembering|counting] every [landmark|twist and turn|step] like a [true|proper|real] explorer, [all the way|right the way|the whole way] home.',
    "[Tired but happy|Sleepy but proud|Weary and content], {hero} [followed|took|walked] the [shortest|easiest|quickest] [way|path|trail] home, [whistling|humming|singing] [softly|quietly|under {hero}'s breath] so as not to [wake|disturb] the [birds|sleeping animals|night creatures].",
  ],
  little: {
    openings: [
      '{hero} had a [little|red|blue] backpack [for adventures|full of snacks].',
      '{hero} was a [brave|busy] little explorer [with big boots|with a hat].',
      '{hero} loved [maps and boats|boots and puddles|sand and shells].',
    ],
    sounds: [
      '<@wild,coast,sea>The waves went [splash, splash|swish, swish].',
      '<@wild,coast>A parrot said, "[Squawk|Hello|Ahoy]!"',
      "<@snow>The snow went [crunch, crunch|scrunch, scrunch] [under {hero}'s boots|all the way].",
      "<@desert>The warm sand went [shh, shh|swish, swish] [under {hero}'s feet|in the wind].",
      "[Stomp, stomp|Splish, splosh], went {hero}'s boots.",
      'The wind went [whoo, whoo|swish, swoosh].',
    ],
    homecomings: [
      'Then {hero} [sailed|paddled|rowed] home.',
      '{hero} walked home, [stomp, stomp|splish, splosh].',
      'A [little|friendly] boat took {hero} [home|back home].',
    ],
  },
  skeletons: [
    {
      id: 'treasure-island',
      scene: 'wild',
      places: ['the Island of Whispering Palms'],
      goals: ["Captain Marigold's treasure chest"],
      titles: [
        '{hero} and the Island of Whispering Palms',
        "{hero} and Captain Marigold's Treasure",
      ],
      setting: [
        '[Under a loose floorboard in the attic|At the bottom of an old toy box|Tucked inside a dusty book], {hero} found an old map, [drawn in faded ink|crinkly and yellow with age|smudged and well-thumbed] and marked with a [big|bold|bright] red X. [Before {hero} could blink|In the blink of an eye|Quick as a wink], the bedroom had [become|turned into|changed into] the deck of a [little|small|sturdy] wooden boat, [bobbing|rocking|bouncing] on a [silver|moonlit|sparkling] sea, and the map was [pointing|showing|leading] the way to {place}.',
        'A [glass|green glass|little glass] bottle [bumped|tapped|clinked] against {hero}\'s window, which was [strange|odd|rather puzzling], because there was no sea [nearby|for miles|anywhere near]. Inside was a [rolled-up|curled-up|tightly rolled] map and a note that said, "For the [bravest|boldest|kindest] explorer I know." {hero} [unrolled it|smoothed it flat|opened it up], and a [warm|salty|gentle] sea breeze [swept|swirled|whooshed] into the room and carried {hero} [all the way|right the way|far away] to {place}.',
      ],
      problem: [
        '[Long ago|Many years before|Once, long ago], a [kind|jolly|good-hearted] pirate called Captain Marigold had buried her treasure on the island, [meaning|planning|hoping] to share it with every child in the harbour town. But the map was [torn|ripped|tattered], and the [last|final|most important] piece was [missing|nowhere to be found|gone]. Without it nobody could [find|dig up|reach] {goal}, and the harbour children would have no Treasure Day [this year|at all|this summer].',
        '[On the beach|On a driftwood log|At the edge of the sand] [stood|perched|waited] an old parrot wearing a [tiny|little|battered] captain\'s hat. "Captain Marigold\'s treasure is meant for the [whole town|whole harbour|children of the town]," [squawked|croaked|screeched] the parrot, "but the [tide|sea|storm] has washed away the path, and only someone [clever and brave|brave and clever|bold and clever] can find {goal} now."',
      ],
      resolution: [
        '{hero} counted [ten|twelve|twenty] [steps|paces|big strides] from the tallest palm, turned towards the [rising|silver|round] moon and began to dig. Clunk! There was {goal}, and inside were not gold coins but [seeds, books and kites|books, kites and seeds|kites, seeds and storybooks], enough for every child in [town|the harbour|the whole town]. "That\'s the [best|very best|finest] kind of treasure," {hero} [said with a smile|said, beaming|said happily].',
        '[Using the stars as a guide|With the stars to guide the way|Following the brightest stars], {hero} found the [spot|place] where three [rocks|boulders|stones] made the shape of a [smile|smiley face|grin]. [Beneath|Underneath|Under] them lay the [treasure chest|old treasure chest|buried chest]. Inside were letters Captain Marigold had [written|penned|left] to the children of the future, full of [jokes and drawings|drawings and jokes|riddles and pictures] and kind words, and a [bag|sack|pouch] of shiny shells for everyone.',
      ],
      little: {
        setting: [
          '{hero} found a [treasure|secret|old] map with a big red X, and sailed [to an island|to a sandy island|across the sea].',
        ],
        problem: [
          'The treasure was [lost|hidden]. [Where could it be?|Where was it?] The map said, "Dig [here|right here]!"',
        ],
        resolution: [
          '{hero} dug and dug [until, clunk|and, clunk], there was a [treasure chest|big box|wooden chest]! Inside were [shiny|pretty|pink] shells for [everyone|all the children].',
        ],
      },
      twists: [
        "the old parrot was Captain Marigold's [best|oldest|dearest] friend and had been [guarding|looking after|keeping watch over] the treasure for [fifty|sixty|a hundred] years",
        'the treasure was not [gold|gold coins|jewels] at all, but something [much, much better|far more precious|even better]',
      ],
      lessons: ['the best treasures are the ones you share', 'sharing makes everything better'],
    },
    {
      id: 'jungle-toucan',
      scene: 'wild',
      places: ['the Emerald Jungle'],
      goals: ['the Tallest Tree'],
      titles: ['{hero} and the Tallest Tree', '{hero} and the Lost Baby Toucan'],
      setting: [
        'The rain was [drumming|pattering|tapping] on the roof when {hero} noticed that the leaves on the wallpaper had started to [rustle|sway|flutter]. [A moment later|Next thing|In a twinkling], {hero} was standing in {place}, where the trees were as tall as [towers|church steeples|castles] and the flowers were as big as [umbrellas|dinner plates|beach balls].',
        '{hero} had built a [tent|den|hideout] out of [blankets and chairs|cushions and sheets|pillows and blankets] and was just switching off the torch when a [warm|soft|damp] green breeze [blew|swept|whispered] through it. When {hero} [peeked|peeped|looked] out, the bedroom was gone, and in its place was {place}, [humming and buzzing|buzzing and chirping|rustling and humming] with life.',
      ],
      problem: [
        '[On a low branch|On a mossy stump|Among the ferns] sat a baby toucan with a beak as bright as a [rainbow|box of crayons|sunset], [crying tiny tears|sniffling sadly|looking very small]. "I [fell|tumbled|slipped] out of our nest," it [sniffed|sobbed|whimpered], "and my family lives at the [top|very top|tiptop] of {goal}. I [can\'t|cannot] fly [that high|up there|so high] yet."',
        'A [little|tiny|small] voice was [calling|crying|cheeping], "Mama! Papa!" from somewhere in the [ferns|leaves|undergrowth]. It belonged to a baby toucan who had [tumbled|toppled|fallen] out of the family nest, far, far up in {goal}. "Will you help me get home [before it gets dark|before bedtime|before the moon comes up]?" it [asked|whispered|said], blinking.',
      ],
      resolution: [
        '[Step by step|Bit by bit|Slowly and surely], branch by branch, {hero} climbed {goal} with the baby toucan tucked [safely|snugly|warmly] in a jacket pocket. At the very top, [among the stars|close to the moon|above the clouds], the toucan family was [waiting|watching|calling]. They [cried happy tears|whooped with joy|flapped their wings with delight], and the baby snuggled into the nest with a [great big|happy|long, contented] sigh.',
        '{hero} found a path of vines that [spiralled|curled|wound] round and round the tree like a [staircase|helter-skelter|corkscrew] and climbed it [all the way up|to the very top|right up to the nest]. When the baby toucan saw its family, it [flapped and squeaked|squeaked and fluttered|hopped and chirped] with joy, and the whole family sang a song so [sweet|lovely|beautiful] that the jungle went [quiet|still|hushed] to listen.',
      ],
      little: {
        setting: [
          '{hero} went into the [big|green|leafy] jungle, where the trees were [so|very|super] tall.',
        ],
        problem: [
          'A baby bird was lost. "I want my [mummy|mum|family]," it [said|cried|cheeped], but its nest was [way up high|up, up high|so high up].',
        ],
        resolution: [
          '{hero} climbed [up, up, up|up and up|high, high, high], and there was the nest! The baby bird was home, [tweet, tweet|safe and sound|happy at last].',
        ],
      },
      twists: [
        "the baby toucan's family had been [calling|looking|searching] for it all evening, singing its name [across the treetops|through the jungle|from branch to branch]",
        "the tallest tree in the jungle was the [very same|very|same] tree that grew [outside|beside|by] {hero}'s bedroom window, only much, much bigger",
      ],
      lessons: ['everyone needs a helping hand sometimes', 'be brave and take one step at a time'],
    },
    {
      id: 'lighthouse',
      scene: 'coast',
      places: ['the harbour at Gull Rock'],
      goals: ['the great lamp of the lighthouse'],
      titles: ['{hero} and the Lighthouse', '{hero} and the Light on Gull Rock'],
      setting: [
        "From {hero}'s window you could just see the old lighthouse on Gull Rock, [blinking|winking|flashing] its [friendly|cheerful|steady] light across the sea every night. But [tonight|this night|on this night] the light did not [blink|shine|come on]. Instead, a [small|little|battered] rowing boat [drifted|bobbed|floated] up to the garden wall, as if it had come [especially|on purpose|all that way] to fetch {hero}.",
        '{hero} was on holiday by the sea, in a [cottage|little house|whitewashed cottage] with round windows like portholes, [close to|just along from|a short walk from] {place}. That evening the old lighthouse keeper [knocked on|rapped at|tapped at] the door, holding a lantern and looking [very worried|terribly worried|pale and anxious]. "I need a [brave|clever|quick] helper," he said, "and [quickly|fast|right away]."',
      ],
      problem: [
        'The lighthouse had gone dark, and [out on the water|far out at sea|out beyond the rocks] a little fishing boat was lost in the fog, with no light to [guide it home|show it the way|lead it home]. The lighthouse keeper had [broken|cracked|dropped] his glasses and could not see to mend {goal}. "Without it," he [said|sighed|fretted], "that boat will never find [the harbour|its way home|the way back]."',
        '{goal} had gone out, and [far away|out in the dark|somewhere out at sea] a foghorn was calling, [lost and lonely|sad and lonely|low and lonely], from a little boat that could not find its way. [To light it again|To get it shining again|To mend it], someone would have to climb all hundred and one steps of the lighthouse, [right to the very top|all the way up|to the very top].',
      ],
      resolution: [
        "[Up and up|Round and round|Higher and higher] {hero} climbed, all hundred and one steps, and at the top found the lamp's glass covered in a [thick|crusty|grey] [crust|layer|coat] of sea salt. {hero} [polished|rubbed|scrubbed] it until it [gleamed|sparkled|shone] and flicked the big brass switch, and the light [swept|blazed|streamed] out across the sea. [Far away|Out in the fog|Out on the dark water], a little boat turned towards it and came chugging safely home.",
        "{hero} found that a [sleepy|grumpy|snoozing] seagull had built a nest right on top of the lamp's switch. [Very gently|Ever so gently|Carefully], {hero} moved the nest to a [cosy|quiet|snug] corner, flicked the switch, and the beam [blazed|swept|shone] out over the waves. The foghorn gave a [happy|cheerful|grateful] toot, and the little boat [sailed|chugged|puttered] home to the harbour, where everyone was [waving|cheering|waiting].",
      ],
      little: {
        setting: [
          '{hero} went to the [sea|seaside|beach] and saw a [tall|big|stripy] lighthouse. Its light went [round and round|round, round, round].',
        ],
        problem: [
          'But the light went out, and a [little|small] boat was lost. "Toot, toot," [said|called|cried] the boat.',
        ],
        resolution: [
          '{hero} climbed [up the lighthouse|all the steps] and, click, the light came on! The [little|small] boat came home, [hooray|safe and sound|toot, toot].',
        ],
      },
      twists: [
        'the little boat was carrying a [birthday cake|big birthday cake|surprise birthday cake] for the [lighthouse keeper|keeper of the lighthouse]',
        'the lighthouse keeper had been a [brave|bold|daring] little explorer once too, [a long, long time ago|many years before|when he was small]',
      ],
      lessons: ['a little light can guide someone home', 'always help someone who is lost'],
    },
    {
      id: 'desert-oasis',
      scene: 'desert',
      places: ['the Golden Desert'],
      goals: ['the Hidden Oasis'],
      titles: ['{hero} and the Hidden Oasis', '{hero} and the Desert Star'],
      setting: [
        "The sandpit at the bottom of {hero}'s garden had never looked so [big|huge|enormous]. In fact, it seemed to stretch on [forever|and on|for miles], golden and warm, [right to the edge of the sky|all the way to the horizon|as far as the eye could see]. {hero} [stepped|hopped|climbed] into it and found that it had become {place}, where the dunes [rippled|rolled|curved] like waves on a sea of sand.",
        "The hourglass on {hero}'s [bookshelf|windowsill|bedside table] tipped over all by itself, and the sand kept [pouring and pouring|trickling and trickling|pouring and swirling], until {hero} was standing in {place} under a [huge|vast|wide] [purple|violet|rosy] evening sky.",
      ],
      problem: [
        'There {hero} met a [caravan|line|string] of camels and their [kind|gentle|smiling] old guide, who was scratching a puzzled head. "We are looking for {goal}," [said|sighed|explained] the guide, "but the wind has [blown away|swept away|covered up] our footprints, and the camels are [very|terribly|awfully] thirsty."',
        'A line of [tired|weary|dusty] camels was plodding across the sand, their bells going ding, ding, [slowly|sleepily|sadly]. "Our map to {goal} has blown away," said the girl leading them, "and without water we cannot reach the market [by morning|before sunrise|in time]."',
      ],
      resolution: [
        '{hero} remembered something from a [book|storybook|picture book]: the evening star always shines above the oasis. {hero} found the brightest star and [pointed the way|led the way|followed it], and after one more dune there it was: palm trees and [cool, clear|cool, sweet|fresh, clear] water [sparkling|shimmering|glinting] in the moonlight. The camels [drank and drank|slurped and slurped|drank their fill], and everyone [laughed with joy|cheered|whooped with delight].',
        '{hero} noticed a trail of [tiny|little|small] green plants poking through the sand and followed it, because where plants grow, water is never far away. [Sure enough|Just as {hero} hoped|And sure enough], behind the tallest dune lay the oasis, [shady and cool|cool and shady|green and cool], and the camels [splashed|stomped|waded] in so happily that everyone got [wet|soaked|splashed].',
      ],
      little: {
        setting: [
          '{hero} went to the [sandy|hot|golden] desert, with sand, sand [everywhere|all around|as far as you could see].',
        ],
        problem: [
          'The camels were [thirsty|so thirsty|very thirsty] and [needed|wanted] water. [Where was the water?|But where could they find it?]',
        ],
        resolution: [
          '{hero} saw a [bright|big|shiny] star and followed it. There was the water, and [slurp, slurp|glug, glug] went the camels.',
        ],
      },
      twists: [
        "the camels' bells [played|rang|jingled] a different tune whenever water was [near|close by|nearby]",
        'the oasis only ever appears to travellers who are [kind|gentle|good] to each other',
      ],
      lessons: [
        'when you feel lost, stay calm and look for the stars',
        'ask for help when you need it',
      ],
    },
    {
      id: 'coral-reef',
      scene: 'sea',
      places: ['the Coral Kingdom'],
      goals: ['the Pearl of the Tides'],
      titles: ['{hero} and the Pearl of the Tides', '{hero} Under the Sea'],
      setting: [
        'Bath time had been [extra|wonderfully|especially] bubbly that evening, and when {hero} made a wish, the bubbles wrapped {hero} in one big [shimmering|wobbly|rainbow] bubble and [floated|drifted|bobbed] out through the window, over the rooftops and down, down into the [warm|deep|sparkling] blue sea, all the way to {place}.',
        'A little yellow submarine was waiting in the [bathtub|bath|bubbles], no bigger than a rubber duck. But when {hero} [touched|patted|tapped] it, it grew and grew until there was room inside for an explorer, and off it [dived|zoomed|plunged], down through the [waves|water|bubbles] to {place}.',
      ],
      problem: [
        '{place} was in trouble. {goal}, which keeps the waves [gentle|calm|soft] and the currents kind, had [rolled|slipped|wobbled] out of its shell. Without it the sea was growing [rougher and rougher|wilder and wilder|choppier and choppier], and the little fish were being [tossed|tumbled|whirled] about like leaves in the wind.',
        'An old sea turtle [swam|paddled|glided] up, looking [worried|anxious|troubled]. "{goal} is missing," the turtle said [slowly|softly|gravely]. "Without it the storms will come, and the reef will be in [danger|trouble|peril]. Will you help us [find it|look for it|bring it back]?"',
      ],
      resolution: [
        '{hero} searched among the [coral towers|coral castles|coral arches] and the seaweed forests, until a shy octopus, blushing pink, held out eight arms. In one of them was the pearl, [glowing softly|shining like the moon|safe and sound]! "I was only keeping it safe," the octopus [explained|mumbled|whispered]. {hero} [placed|set|tucked] it back in its shell, and [at once|straight away|in a moment] the sea grew [calm and clear|still and clear|calm and gentle].',
        '[Deep inside|Down in the hold of|Right inside] a sunken ship, the pearl was [glowing|shining|gleaming] in an old teapot. {hero} carried it [carefully|gently|slowly] back to its giant shell, and as soon as it settled there, the waves grew [soft and slow|gentle and slow|calm and slow], and the fish [danced|twirled|swam] in circles of silver.',
      ],
      little: {
        setting: [
          '{hero} went under the sea in a [yellow|little|round] boat, [blub, blub|bubble, bubble], with fish [everywhere|all around]!',
        ],
        problem: [
          'Oh no, the [magic|shiny] pearl was lost, and the waves went [splash, crash|crash, bash|swish, splash]!',
        ],
        resolution: [
          '{hero} found the pearl [in an old ship|in a teapot|in a shell] and put it [back|home]. Now the sea was [calm|quiet|gentle] [again|once more].',
        ],
      },
      twists: [
        'the Pearl of the Tides had been hiding because it was [tired|sleepy|worn out] and needed a [little|good|quiet] rest',
        'the old sea turtle was more than [two hundred|three hundred|a hundred] years old and had been waiting all that time for a friend like {hero}',
      ],
      lessons: [
        'taking care of nature means taking care of our home',
        'be gentle with little creatures',
      ],
    },
    {
      id: 'sky-mail',
      scene: 'sky',
      places: ['the Cloud Islands'],
      goals: ['the very last birthday parcel'],
      titles: ['{hero} and the Sky Mail', '{hero} and the Birthday Cloud'],
      setting: [
        'A patchwork hot-air balloon [floated|drifted|sank softly] down and settled in the garden, as [gently|lightly|softly] as a dandelion seed. Its basket had a [sign|label|little sign] that said, "Sky Mail. Helper wanted." {hero} climbed in, the balloon [rose|lifted|floated up], and soon {hero} was [sailing|gliding|drifting] above the [rooftops|chimney pots|treetops] towards {place}.',
        'The postbox at the end of the [road|lane|street] began to [glow|shine|twinkle], and out popped a pigeon in a [tiny|little|smart] blue cap. "Sky Mail!" it cooed. "We need [an extra pair of hands|a helper tonight|someone clever to help]." [Before long|Soon|In no time at all], {hero} was standing in the basket of a hot-air balloon, [drifting|floating|sailing] up among {place}.',
      ],
      problem: [
        'The Sky Mail had one very [important|special|precious] delivery left: {goal}, for a little cloud who was turning one year old [at sunrise|in the morning|at dawn]. But the wind had [changed|turned|shifted], the map had blown away, and the Cloud Islands all looked [exactly alike|just the same|like twins].',
        'The pilot of the Sky Mail, a [plump|round|fluffy] old pigeon, had [twisted|hurt|sprained] a wing. "I\'ll never deliver {goal} [in time|by morning|before sunrise]," the pigeon [groaned|sighed|moaned]. "It\'s a present for the littlest cloud, and [tomorrow|the morning|sunrise] is the little cloud\'s birthday."',
      ],
      resolution: [
        '{hero} [noticed|spotted|saw] that one small cloud was puffing out tiny, [excited|happy|fizzy] shapes: a cake, a candle, a balloon. "That\'s the birthday cloud!" [cried|called|laughed] {hero}. The parcel arrived just as the sun [peeked|peeped|crept] over the edge of the world, and inside was a rainbow, which the little cloud wore [proudly|happily|like a scarf] all day.',
        '{hero} steered the balloon with [little|tiny|gentle] puffs of hot air, up to catch the fast wind and down to catch the slow one, until the birthday cloud [came into view|floated into sight|appeared ahead], [decorated|trimmed|hung] with streamers of mist. The little cloud [opened|unwrapped|tore open] the parcel and found a [brand-new|shiny new|sparkling] silver lining, and it [glowed|shone|beamed] with happiness.',
      ],
      little: {
        setting: [
          'A big balloon came [down|down, down], and {hero} [got|hopped|climbed] in the basket. [Up, up, up|Up and away|Up, up, away] into the sky!',
        ],
        problem: [
          'There was one present left, for a [little|tiny|small] cloud. But [which cloud|where was the cloud]?',
        ],
        resolution: [
          '{hero} saw a cloud [shaped like a cake|with a cake shape] and gave it the present. [Happy birthday, little cloud!|The little cloud was so happy!]',
        ],
      },
      twists: [
        'the birthday parcel had been [wrapped|tied up|packed] by the Moon herself',
        'the little birthday cloud had been [following|chasing|trailing] the balloon all along, [far too excited|much too excited|too excited] to wait',
      ],
      lessons: ['keeping a promise matters', 'it feels good to make someone happy'],
    },
    {
      id: 'crystal-cave',
      scene: 'snow',
      places: ['the Frozen North'],
      goals: ['the flame in the Crystal Cave'],
      titles: ['{hero} and the Festival of Light', '{hero} and the Crystal Cave'],
      setting: [
        "A husky pup in a [woolly|stripy|bright red] scarf [scratched|pawed|snuffled] at {hero}'s bedroom door and [whined|yipped|whimpered]. When {hero} opened it, there was no hallway, only snow, sparkling [blue|silver|white] in the starlight, and a little sled waiting to [whoosh|whisk|carry] {hero} away to {place}.",
        '{hero} woke to find the window [frosted|painted with frost|covered] with patterns shaped like arrows, all pointing north. {hero} [pulled on|tugged on|grabbed] a woolly hat, followed the arrows out into the [snowy|frosty|moonlit] garden and found that the garden had [become|turned into] {place}, where the snow [squeaked|crunched|creaked] and the sky shimmered [green and blue|green and violet|pink and green].',
      ],
      problem: [
        'In a village of round snow houses, the people were getting ready for the Festival of Light, but their lanterns were still [dark|unlit|cold]. "We light them from {goal}," [explained|said] an old woman in a fur hood, "but the path is [blocked|buried|choked] by snow, and the night is [very|terribly|ever so] long without our lanterns."',
        'The village children had spent [all year|months and months|the whole winter] making lanterns for the Festival of Light, but the little flame that lights them had [gone out|flickered out|blown out]. There was only one other flame in all the north, {goal}, and the way there was [long, cold and slippery|cold, long and slippery|long, icy and steep].',
      ],
      resolution: [
        '[Deep inside|Far inside|At the very back of] the Crystal Cave, a tiny blue flame was [dancing|flickering|twirling] on a ledge of ice. {hero} carried it back in a jam jar, walking [slowly|carefully|ever so slowly] so it would not flicker out. One by one the lanterns were lit, and the whole village glowed like a [cake full of candles|birthday cake|box of fireflies] while the children [laughed and sang|sang and danced|cheered and sang].',
        "{hero} [whooshed|zoomed|swooshed] down the last slope on the sled and found the flame in the Crystal Cave, [warm and golden|bright and golden|golden and glowing]. [Carefully|Gently|Very slowly], {hero} lit a lantern from it and carried it back to the village, where every child lit a lantern from {hero}'s. [Soon|Before long|In no time] the snow was [sparkling|twinkling|glittering] with a hundred little lights.",
      ],
      little: {
        setting: [
          '{hero} went to a [snowy|cold|icy] land, and a little sled went [whoosh|swoosh|zoom]!',
        ],
        problem: [
          'The lanterns were dark, and the village needed a [little|tiny] flame [to light them|to make them glow].',
        ],
        resolution: [
          '{hero} found the flame in an [ice|icy|snowy] cave, and [glow|shine|twinkle], all the lanterns lit up! The children [sang|cheered|clapped].',
        ],
      },
      twists: [
        'the Crystal Cave was [warm|cosy|snug] inside, and full of [sleeping|snoozing|dozing] baby seals',
        'the flame in the cave had been lit by the very first child of the village, [hundreds of years before|a thousand years before|long, long ago]',
      ],
      lessons: ['share your light with others', 'even on the longest night there is always hope'],
    },
    {
      id: 'golden-acorn',
      scene: 'wild',
      places: ['the Great Green Forest'],
      goals: ['the Golden Acorn'],
      titles: ['{hero} and the Golden Acorn', '{hero} and the Rumbling River'],
      setting: [
        '{hero} was floating a paper boat in the bath when it began to grow, [bigger and bigger|larger and larger|wider and wider], until it was a [sturdy|proper|fine] little raft with a sail made from a [handkerchief|pillowcase|tea towel]. {hero} [climbed|hopped|scrambled] aboard, and the raft [swept|sailed|bobbed] away down a river that [sparkled|glittered|shimmered] in the moonlight, all the way to {place}.',
        'A beaver in a [tiny|smart|little] waistcoat [knocked|tapped|rapped] on the window. "Quick, quick," it [said|puffed|squeaked], "the forest needs a [messenger|brave messenger|helper]." {hero} followed the beaver down the garden path, which had [somehow|mysteriously|all at once] become a riverbank, and [stepped|hopped|climbed] onto a raft at the edge of {place}.',
      ],
      problem: [
        'Every hundred years, the animals of the forest plant {goal}, and a new wood grows, [full of homes for everyone|with homes for every creature|full of nests and burrows]. The acorn had to reach the Council Oak by sunrise, but the squirrel who was meant to carry it had a [sprained|bandaged|poorly] paw. "Will you take it?" [asked|begged|pleaded] the squirrel, [holding out|offering up|passing over] the acorn.',
        'The forest animals had gathered on the riverbank, [wringing their paws|looking worried|whispering anxiously]. {goal} had to be planted by the Council Oak [before sunrise|by sunrise|before the sun came up], and the only way there was [down|along] the Rumbling River, past the rapids and the Whirling Pool.',
      ],
      resolution: [
        'As the sky turned [pink|rosy|golden], the raft [bumped|nudged|bobbed] gently against the roots of the Council Oak. {hero} [jumped|hopped|leapt] ashore and planted {goal} in the [soft|dark|crumbly] earth. With a creak and a rustle a tiny oak tree sprouted, and all the animals cheered so [loudly|happily|joyfully] that the birds joined in.',
        '{hero} steered the raft past the rapids, round the Whirling Pool and through the reeds, just as the [first ray|first beam|very first glimmer] of sunlight [touched|kissed|lit] the water. The animals were waiting at the Council Oak, and when {hero} planted the acorn, the whole forest seemed to [sigh|hum|glow] with [happiness|joy|delight].',
      ],
      little: {
        setting: [
          '{hero} got on a [little|wooden|bumpy] raft and went [splish, splash|bump, bump|swish, swish] down the river.',
        ],
        problem: [
          'The animals had a [golden|shiny] acorn for the big tree, but the river was [so|very|too] fast!',
        ],
        resolution: [
          '{hero} took the acorn on the raft and planted it by the [big|old|tall] tree. [Pop, a little tree grew!|Up came a little tree!]',
        ],
      },
      twists: [
        "the animals had [secretly|quietly|already] chosen {hero} as this year's Guardian of the Forest",
        'the Golden Acorn could only be carried by someone who had never, ever [dropped litter|left rubbish|dropped a sweet wrapper] in the woods',
      ],
      lessons: [
        'when someone trusts you, do your very best',
        'working together makes hard things easier',
      ],
    },
    {
      id: 'mountain-bell',
      scene: 'snow',
      places: ['the snowy pass of Hollowpeak', 'the mountain hut on Hollowpeak'],
      goals: ['the old brass bell of the mountain hut', 'the lost bell of Hollowpeak'],
      titles: ['{hero} and the Mountain Bell', '{hero} and the Hut on Hollowpeak'],
      setting: [
        "[A sledge|A little wooden sledge|A red sledge with bells on] [slid|whooshed|glided] up to {hero}'s back door, [all by itself|with nobody pulling it|as if it knew the way], and [waited|stopped|sat there] [patiently|politely|hopefully]. {hero} [wrapped up warm|pulled on a woolly hat|buttoned up a thick coat], [climbed aboard|sat down|hopped on], and away it [went|sped|swished], [up and up|higher and higher|through the pines], to {place}.",
        '[High in the mountains|Far up among the peaks|Above the last of the pine trees] there is a [little|tiny|snug] hut where travellers [rest|shelter|warm their toes], kept by a [kind|cheerful|rosy-cheeked] woman called Ottilie Frostwick. That night her [voice|call|yodel] [echoed|drifted|floated] [all the way down the valley|across the snowy fields|down to {hero}\'s window]: "[Is anyone brave enough to help|Who will help me|Can anybody hear me]?" {hero} [set off|started out|hurried off] at once for {place}.',
      ],
      problem: [
        '"[Every evening|Each night|When the snow comes] I ring the bell, so that [lost travellers|walkers in the snow|anyone out on the mountain] can [follow the sound|find their way] to my hut," said Ottilie Frostwick, [stamping snow off her boots|looking up at the empty hook|rubbing her cold hands]. "But {goal} [slipped off its hook|was blown away|tumbled down the slope] in the wind, and [a family of walkers is|a shepherd and his dog are|two tired climbers are] still out there [somewhere|in the snow|on the mountain]."',
        'The [hook|peg|bracket] by the hut door was [empty|bare|swinging in the wind], and [snow was falling|the wind was rising|the clouds were low]. "Without {goal}," [said|fretted|sighed] Ottilie Frostwick, "[nobody out on the mountain|the travellers out tonight|the shepherd and his goats] will [know which way to turn|find the hut|find shelter]." {hero} [pulled the hat down tight|tightened both bootlaces|took a deep breath] and [said|promised], "[I\'ll find it|Leave it to me|I\'ll go and look]."',
      ],
      resolution: [
        '[Halfway down the slope|Beside a snowy pine|At the bottom of a drift], {hero} [spotted|noticed|saw] a [glint|gleam|flash] of brass [poking out of|peeping from|half buried in] the snow. [It was the bell!|Found it!|There it was!] {hero} [brushed it off|dug it out|lifted it up], [carried|hauled|lugged] it back to the hut and [rang it|gave it a swing|pulled the rope], [clang, clang|dong, dong|ding, dong], [loud and clear|over and over|as hard as possible]. [Soon|Before long|Moments later], [lanterns|torches|little lights] came [bobbing|wobbling|twinkling] up through the snow, and the travellers were safely inside, [warming their hands|sipping cocoa|drying their socks].',
        'The bell had [rolled|slid|skidded] [all the way|right down|far down] to a frozen stream, where [a family of mountain hares|two snowy foxes|a very surprised stoat] [were|was] [peering at it|sniffing it|using it as a little house]. {hero} [explained|told them kindly|said politely] what it was for, and [they helped|everyone helped|they all helped] push it back up the hill. With the first [clang|dong|ding], [voices|shouts|happy calls] [answered|replied|came back] from the dark, and soon the [shepherd|walkers|climbers] [stamped|tumbled|hurried] into the warm hut, [cheering|laughing|smiling] for {hero}.',
      ],
      little: {
        setting: [
          '{hero} went up a [snowy|white|tall] mountain on a [sledge|little sledge]. [Whoosh|Swish|Wheee]!',
        ],
        problem: [
          'The [hut|little hut] had a bell, but the bell was [lost|gone] in the [snow|deep snow]. [Oh no!|Uh oh!|Dear me!]',
        ],
        resolution: [
          '{hero} [dug|looked] in the snow and found the bell. [Ding, dong|Clang, clang|Dong, dong]! Everyone [found the hut|came in from the snow|came in to get warm].',
        ],
      },
      twists: [
        'the bell had been ringing [softly|faintly|gently] all along, and only a [quiet|patient|careful] listener could hear it under the snow',
        "the lost travellers were Ottilie Frostwick's own grandchildren, [coming to surprise her|on their way to surprise her|bringing her a birthday surprise]",
      ],
      lessons: ['listening carefully can guide the way', 'helping keeps everybody warm'],
    },
    {
      id: 'river-spring',
      scene: 'wild',
      places: ['the valley of Wendlebrook', 'the green hills of Wendlebrook'],
      goals: ['the spring at the top of the river', 'the spring where the river begins'],
      titles: ['{hero} and the River That Stopped', '{hero} and the Spring of Wendlebrook'],
      setting: [
        '[A little paper boat|A toy canoe made of bark|A leaf boat with a twig mast] [bumped|knocked|bobbed] against {hero}\'s [bedroom|garden|kitchen] door, [soaked|damp|dripping] and [worried-looking|wobbly|forlorn]. Written on its sail was [one word|a message|a note]: "[Help|Come|Please]!" {hero} [picked it up|tucked it in a pocket|followed the trickle it came from] and [set off|headed off|walked] [into|across|towards] {place}.',
        'In {place} there is a river that [sings|gurgles|chatters] all day and all night, [and everybody|and every creature|so that everyone] in the valley [knows its tune|hums along|sleeps to its song]. But that evening, [the singing stopped|there was only silence|the song went quiet]. The ferrywoman, Marigold Puddock, [knocked on|rapped at|tapped on] {hero}\'s window. "[The river|Our river|Something] has [gone quiet|stopped|dried up]," she [said|whispered|called]. "[Will you come|Can you help|Come quickly]?"',
      ],
      problem: [
        'The river [bed|banks|pebbles] [lay|sat|stretched] [dry|bare|empty] in the moonlight, and the [fish|frogs|ducks] [huddled|waited|gathered] in the [last|few|little] puddles. "[Something|Somebody|Something heavy] must be blocking {goal}," [said|sighed|murmured] Marigold Puddock. "[If it stays blocked|Without water|Unless it flows again], [the mill wheel will stop|the gardens will go thirsty|the frogs will have nowhere to swim] [by morning|tomorrow|before long]."',
        '[Boats|Rowing boats|Little ferries] [sat|lay|rested] on the [mud|pebbles|sand], [tilted|leaning|tipped] over like [sleepy|tired|bored] ducks. Marigold Puddock [shook her head|frowned|pointed upstream]. "[Far away|High in the hills|Up at the top of the valley], {goal} [has been stopped up|is blocked|has gone quiet]," she [explained|said]. "[Somebody has to climb up and see|We must find out why|Someone needs to go and look], [and my knees are too old|but the way is long|and quickly]."',
      ],
      resolution: [
        '[At the very top|High up|Right at the end] of the valley, {hero} [found|discovered|came to] the spring, [blocked|stopped|plugged] by a [fallen branch|great clump of leaves|tumbled stone]. [Behind it|Just beside it|Underneath it], a family of beavers were [scratching their heads|arguing politely|looking puzzled]; they had meant to build a [dam|house|bridge] further down. {hero} helped them [find a better spot|choose a new place|move their sticks], then [pulled|rolled|heaved] [it|the whole lot|everything] away, and with a [gurgle|splash|happy gush] the river began to [sing|flow|chatter] again, all the way down to {place}.',
        '{hero} [climbed|scrambled|walked] [up and up|on and on|higher and higher], following the [dry|empty|dusty] river bed, until [a little pool|the spring|a mossy hollow] came into view, [choked|stopped|filled] with [pebbles|sand|leaves] from a [landslide|windy storm|tumble of rocks]. {hero} [scooped|moved|cleared] them away, [one by one|handful by handful|bit by bit], until the water [bubbled|burst|trickled] free. [By the time|Long before|Just as] {hero} got back, the boats were [floating|bobbing|afloat] again and Marigold Puddock was [ringing the ferry bell|waving her hat|dancing a jig].',
      ],
      little: {
        setting: [
          '{hero} went to a [green|big|pretty] valley with a river that went [gurgle, gurgle|splish, splash|trickle, trickle].',
        ],
        problem: [
          'But the river [stopped|went quiet|dried up]! The [frogs|fish|ducks] were [sad|worried|so sad].',
        ],
        resolution: [
          '{hero} [climbed up the hill|went up, up, up] and [moved a big stick|took the stones away|pulled out the leaves]. [Splash|Gush|Whoosh], the river came back!',
        ],
      },
      twists: [
        'the beavers had blocked the spring [by accident|by mistake|without meaning to] while building a surprise [swimming pool|paddling pool|splashing pool] for the ducklings',
        'the little boat at the door had been sent by the frogs, who were [very good at|wonderful at|surprisingly good at] folding paper',
      ],
      lessons: ['sharing a river means taking care of it', 'small steps get you to the top'],
    },
    {
      id: 'camel-calf',
      scene: 'desert',
      places: ['the Sandwhistle Oasis', 'the dunes of Sandwhistle'],
      goals: ['the wandering camel calf', 'the little lost camel calf'],
      titles: ['{hero} and the Lost Camel Calf', '{hero} and the Desert Caravan'],
      setting: [
        "[The sand|A handful of golden sand|A little swirl of sand] [blew|whirled|danced] in through {hero}'s window and [settled|spelled out|shaped itself into] an arrow on the floor. {hero} [followed it|stepped onto it|did as it said], and [in the blink of an eye|with a whoosh|before a yawn was finished] the bedroom [melted away|was gone|turned to dunes], and {hero} was standing in {place}, [under a sky full of stars|beside a ring of palm trees|where the sand was still warm].",
        '[A caravan of camels|A long line of camels|A string of camels with tinkling bells] [came swaying|plodded|wandered] past {hero}\'s garden gate, [which was most surprising|which does not happen every night|which was very unusual indeed]. The caravan leader, a [tall|smiling|kind] woman called Aunt Zarifa Sandwhistle, [tipped her hat|waved|beckoned]. "[Hop up|Climb on|Come along]," she [said|called], "[we need sharp eyes tonight|there is a job for a clever helper|we need a helper]." And soon they were [far away|deep|out] in {place}.',
      ],
      problem: [
        '"[Our youngest camel|The baby of the caravan|The smallest of our camels] [wandered off|strayed away|went exploring] [at sunset|while we rested|when nobody was looking]," said Aunt Zarifa Sandwhistle, [looking out over the dunes|shading her eyes|peering into the dark]. "[The dunes all look alike at night|The wind has covered the footprints|Every dune looks the same], and [its mother|the mother camel|the whole caravan] [is calling and calling|will not settle|is so worried]." [Somebody had to|Someone needed to|It was time to] [find|fetch|bring home] {goal}, [and fast|before the moon set|before morning].',
        'The [camels|big camels|caravan camels] were [groaning|grumbling|calling] [softly|sadly|over and over], because {goal} was [nowhere to be seen|missing|lost somewhere in the dark]. "[We cannot travel on without it|We will not leave without it|Nobody sleeps until it is found]," said Aunt Zarifa Sandwhistle. {hero} [looked at the stars|took out a torch|climbed to the top of a dune] and [thought hard|made a plan|listened carefully].',
      ],
      resolution: [
        '[Far off|Across the dunes|In the quiet], {hero} [heard|caught|noticed] a [tiny|small|faint] [bleat|grumble|snuffle], and [there|behind a tall dune|in the shade of a rock] was the calf, [curled up|fast asleep|snuggled] beside a [desert fox|family of jerboas|very friendly tortoise] that had been [keeping it company|looking after it|telling it stories]. {hero} [led|walked|guided] it back [slowly|gently|step by step], and its mother [nuzzled|nudged|snuffled] it so hard that it [sat down in the sand|toppled over|sneezed], and everybody [laughed|cheered|clapped].',
        '{hero} [remembered|knew|guessed] that [little camels|camel calves|young camels] [love|like|cannot resist] the smell of [dates|sweet figs|mint leaves], so {hero} [laid a trail of them|scattered a few|set some out] [across the sand|in a long line|from dune to dune]. [Before long|Soon|In no time], a [fluffy|knobbly|sandy] little head [popped up|peeped over|appeared over] a dune, [munching|chewing|nibbling] happily. The calf [followed|trotted along|skipped along] the trail all the way home, and Aunt Zarifa Sandwhistle [gave|handed] {hero} the [biggest|sweetest|very best] treat of all.',
      ],
      little: {
        setting: [
          '{hero} went to the [sandy|golden|big] desert, where the [camels|tall camels] went [plod, plod|clip, clop|swish, swish].',
        ],
        problem: [
          'The [baby|little] camel was [lost|gone]! Its mummy [was sad|called and called|cried].',
        ],
        resolution: [
          '{hero} [looked and looked|listened hard|looked behind a dune], and there was the baby camel! [Hooray!|Hug, hug!|Snuggle, snuggle!] Home it went.',
        ],
      },
      twists: [
        'the calf had only gone to [look at|gaze at|count] the stars, because nobody had ever shown it how [bright|beautiful|twinkly] they were',
        "the arrow of sand had been drawn by the calf's mother, who was [very clever|cleverer than anyone knew|a very wise camel]",
      ],
      lessons: ['staying calm helps you find the way', "everyone is somebody's little one"],
    },
  ],
};
