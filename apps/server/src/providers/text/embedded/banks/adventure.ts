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
    "<@wild,coast>Waves hushed against the shore, and the sand was still warm from the day's sunshine.",
    '<@wild>Far away a waterfall thundered, and a fine spray hung in the air like glitter.',
    '<@wild>The jungle was alive with clicks and chirps and the soft drip, drip of leaves after rain.',
    '<@wild>A [breeze|soft wind|warm breath of air] rippled through the tall grass, so that the whole meadow seemed to breathe in and out.',
    '<@wild,snow,sky>The mountain air was [crisp and clean|cool and fresh|sharp and sweet], and the stars seemed close enough to catch in a [net|jar|butterfly net].',
    '<@wild>Monkeys [chattered|gossiped|squabbled] in the treetops, arguing cheerfully about [bananas|coconuts|whose turn it was to sleep].',
    '<@wild,desert>The trail wound between great boulders speckled with lichen, silver-green in the evening light.',
    '<@sea>Shoals of silver fish flickered past like scattered coins, and the light fell through the water in long, wavering ribbons.',
    '<@sea>Sea anemones waved their soft arms as if to say hello, and a crab scuttled sideways to get a better look.',
    '<@desert>The sand was cooling fast under the evening sky, and the dunes glowed pink and gold in the last of the light.',
    '<@desert>The stars above the desert were so [bright|big|sparkly] and close that they seemed to [hum|sing|crackle].',
    '<@snow>Curtains of green and violet light rippled across the sky, and the snow sparkled as if it were full of tiny diamonds.',
    '<@snow>The air was so cold and clear that every breath came out as a little cloud.',
    '<@sky>From up here, the fields below looked like a patchwork quilt, stitched together with silver rivers.',
    '<@sky>Clouds drifted past close enough to touch, cool and damp, like wet candyfloss.',
    '<@coast>Gulls wheeled and cried over the harbour, and the boats bobbed on their ropes like sleepy ducks.',
    '<@coast>The smell of salt and seaweed filled the air, and the lighthouse stood tall against the purple sky.',
    '<@wild,coast,desert>[Crickets|Cicadas|Tree frogs] [chirped|sang|creaked] in the [warm|soft|velvety] dark, [as steady as|like|keeping time like] a [ticking clock|heartbeat|metronome].',
    '<@wild,snow,desert,coast>[Far away|In the distance|Beyond the hills], the [last|final] [glow|stripe|thread] of [orange|pink|gold] [faded|melted|slipped] from the sky, and the [first|very first|brightest] star [blinked awake|popped out|came out to look].',
    '<@sea,coast>[Bubbles|Tiny bubbles|Strings of bubbles] [wobbled|drifted|floated] [upwards|towards the surface|past {hero}] like [silver beads|little moons|pearls on a string].',
  ],
  obstacles: [
    '<@wild>The path ended at a [rickety|wobbly|creaky] rope bridge that swayed over a deep green gorge. {hero} held the ropes tight and counted each plank out loud, one, two, three, all the way to [twenty-seven|thirty-one|forty], and did not look down once until the far side was safely reached.',
    '<@wild>A wide, muddy swamp lay ahead, [squelchy and bubbling|gloopy and gurgling|oozy and plopping]. {hero} spotted a line of flat stones hidden among the reeds and hopped from one to the next, like a [frog in a hurry|hopping hare|skipping grasshopper], all the way across without getting a single sock wet.',
    '<@wild>A fast, foaming river blocked the way. {hero} tied [three|four|two big] fallen logs together with long, stretchy vines, made a raft and paddled across, [bumping and bobbing|bouncing and splashing|spinning and bobbing] over the ripples and laughing all the way.',
    '<@wild,snow>The trail led into a [dark|gloomy|echoing] cave, where water dripped, plink, plonk, from the ceiling. {hero} switched on a torch, and the walls lit up with glittering crystals of every colour, like the inside of a [treasure chest|jewellery box|sweet shop jar].',
    "<@wild>Suddenly a [cheeky|mischievous|giggling] monkey swung down from a branch, snatched {hero}'s hat and scampered up a tree. {hero} did not shout or stamp; instead, {hero} held out a banana. The monkey thought it over, swapped the hat for the banana and gave a very polite little [bow|wave|curtsey].",
    '<@wild,coast,snow>A thick grey fog rolled in, so thick that {hero} could hardly see [the path|a hand in front of {hero}|the ground]. {hero} took out a compass, watched the little needle wobble and settle, and followed it north, [step by careful step|slow and steady|one pace at a time], until the fog thinned and the stars peeked through again.',
    "<@sea>A forest of tall, swaying seaweed closed in all around, tickling {hero}'s nose and tangling round {hero}'s ankles. {hero} wriggled and giggled and slipped through, as slippery as an eel.",
    '<@sea>A grumpy pufferfish blocked the way, puffing himself up into a spiky ball. "Nobody passes," he blustered. {hero} told him he had very handsome spikes, and he was so pleased that he puffed down and swam aside.',
    '<@sea>A strong current swept {hero} sideways, round and round like a leaf in a stream. {hero} stayed calm, swam along with it instead of against it, and soon floated gently out the other side.',
    '<@desert>A sandstorm whirled up out of nowhere. {hero} wrapped a scarf over nose and mouth, sat down close beside the camels and waited, until the wind had blown itself out and the stars came back.',
    '<@desert>The dunes rose up like giant waves, and climbing them was like walking up a slide. {hero} zigzagged back and forth, slowly, just as the camels did, and reached the top without a single slip.',
    '<@desert>Far ahead, {hero} saw a lake that wasn\'t really there, sparkling just out of reach. "A mirage," said {hero} wisely, and kept walking the right way instead.',
    '<@snow>A frozen lake stretched ahead, smooth as glass. {hero} slid across on two careful feet, arms out like wings, wobbling only once and laughing all the way to the other side.',
    '<@snow>A snowdrift as tall as a house blocked the way. {hero} did not climb over it; {hero} dug straight through, making a tunnel that glittered blue inside, like a secret palace of ice.',
    '<@sky>A flock of geese flew alongside the balloon, honking directions. "Left at the big cloud!" called the leader. {hero} tugged the ropes, and the balloon swung left, just in time to miss a very grumpy storm cloud.',
    '<@sky>The wind dropped to nothing, and the balloon hung still in the sky. {hero} waited patiently, humming a tune, until a warm breeze came whistling along and carried the balloon on its way.',
    '<@coast>Waves splashed over the rocks, cold and salty, and the path was slippery with seaweed. {hero} held on to the rail and took it slowly, one careful step after another.',
    '<@coast>The lighthouse stairs went round and round and round, until {hero} was quite dizzy. {hero} counted them out loud to keep going, and the echo counted along.',
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
        'Under a loose floorboard in the attic, {hero} found an old map, drawn in faded ink and marked with a big red X. Before {hero} could blink, the bedroom had become the deck of a little wooden boat, bobbing on a silver sea, and the map was pointing the way to {place}.',
        'A bottle bumped against {hero}\'s window, which was strange, because there was no sea nearby. Inside was a rolled-up map and a note that said, "For the bravest explorer I know." {hero} unrolled it, and a warm sea breeze swept into the room and carried {hero} all the way to {place}.',
      ],
      problem: [
        'Long ago, a kind pirate called Captain Marigold had buried her treasure on the island, meaning to share it with every child in the harbour town. But the map was torn, and the last piece was missing. Without it nobody could find {goal}, and the harbour children would have no Treasure Day this year.',
        'On the beach stood an old parrot wearing a tiny captain\'s hat. "Captain Marigold\'s treasure is meant for the whole town," squawked the parrot, "but the tide has washed away the path, and only someone clever and brave can find {goal} now."',
      ],
      resolution: [
        '{hero} counted ten steps from the tallest palm, turned towards the rising moon and began to dig. Clunk! There was {goal}, and inside were not gold coins but seeds, books and kites, enough for every child in town. "That\'s the best kind of treasure," {hero} said with a smile.',
        'Using the stars as a guide, {hero} found the spot where three rocks made the shape of a smile. Beneath them lay the treasure chest. Inside were letters Captain Marigold had written to the children of the future, full of jokes and drawings and kind words, and a bag of shiny shells for everyone.',
      ],
      little: {
        setting: [
          '{hero} found a [treasure|secret|old] map with a big red X, and sailed [to an island|to a sandy island|across the sea].',
        ],
        problem: [
          'The treasure was [lost|hidden]. [Where could it be?|Where was it?] The map said, "Dig [here|right here]!"',
        ],
        resolution: [
          '{hero} dug and dug [until, clunk|and, clunk], there was a [treasure chest|big box|wooden chest]! Inside were shiny shells for [everyone|all the children].',
        ],
      },
      twists: [
        "the old parrot was Captain Marigold's best friend and had been guarding the treasure for fifty years",
        'the treasure was not gold at all, but something much, much better',
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
        'The rain was drumming on the roof when {hero} noticed that the leaves on the wallpaper had started to rustle. A moment later, {hero} was standing in {place}, where the trees were as tall as towers and the flowers were as big as umbrellas.',
        '{hero} had built a tent out of blankets and chairs and was just switching off the torch when a warm green breeze blew through it. When {hero} peeked out, the bedroom was gone, and in its place was {place}, humming and buzzing with life.',
      ],
      problem: [
        'On a low branch sat a baby toucan with a beak as bright as a rainbow, crying tiny tears. "I fell out of our nest," it sniffed, "and my family lives at the top of {goal}. I can\'t fly that high yet."',
        'A little voice was calling, "Mama! Papa!" from somewhere in the ferns. It belonged to a baby toucan who had tumbled out of the family nest, far, far up in {goal}. "Will you help me get home before it gets dark?" it asked, blinking.',
      ],
      resolution: [
        'Step by step, branch by branch, {hero} climbed {goal} with the baby toucan tucked safely in a jacket pocket. At the very top, among the stars, the toucan family was waiting. They cried happy tears, and the baby snuggled into the nest with a great big sigh.',
        '{hero} found a path of vines that spiralled round and round the tree like a staircase and climbed it all the way up. When the baby toucan saw its family, it flapped and squeaked with joy, and the whole family sang a song so sweet that the jungle went quiet to listen.',
      ],
      little: {
        setting: [
          '{hero} went into the [big|green|leafy] jungle, where the trees were [so|very|super] tall.',
        ],
        problem: [
          'A baby bird was lost. "I want my [mummy|mum|family]," it [said|cried|cheeped], but its nest was way up high.',
        ],
        resolution: [
          '{hero} climbed up, up, up, and there was the nest! The baby bird was home, [tweet, tweet|safe and sound|happy at last].',
        ],
      },
      twists: [
        "the baby toucan's family had been calling for it all evening, singing its name across the treetops",
        "the tallest tree in the jungle was the very same tree that grew outside {hero}'s bedroom window, only much, much bigger",
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
        "From {hero}'s window you could just see the old lighthouse on Gull Rock, blinking its friendly light across the sea every night. But tonight the light did not blink. Instead, a small rowing boat drifted up to the garden wall, as if it had come especially to fetch {hero}.",
        '{hero} was on holiday by the sea, in a cottage with round windows like portholes, close to {place}. That evening the old lighthouse keeper knocked on the door, holding a lantern and looking very worried. "I need a brave helper," he said, "and quickly."',
      ],
      problem: [
        'The lighthouse had gone dark, and out on the water a little fishing boat was lost in the fog, with no light to guide it home. The lighthouse keeper had broken his glasses and could not see to mend {goal}. "Without it," he said, "that boat will never find the harbour."',
        '{goal} had gone out, and far away a foghorn was calling, lost and lonely, from a little boat that could not find its way. To light it again, someone would have to climb all hundred and one steps of the lighthouse, right to the very top.',
      ],
      resolution: [
        "Up and up {hero} climbed, all hundred and one steps, and at the top found the lamp's glass covered in a thick crust of sea salt. {hero} polished it until it gleamed and flicked the big brass switch, and the light swept out across the sea. Far away, a little boat turned towards it and came chugging safely home.",
        "{hero} found that a sleepy seagull had built a nest right on top of the lamp's switch. Very gently, {hero} moved the nest to a cosy corner, flicked the switch, and the beam blazed out over the waves. The foghorn gave a happy toot, and the little boat sailed home to the harbour, where everyone was waving.",
      ],
      little: {
        setting: [
          '{hero} went to the [sea|seaside|beach] and saw a [tall|big|stripy] lighthouse. Its light went round and round.',
        ],
        problem: [
          'But the light went out, and a little boat was lost. "Toot, toot," [said|called|cried] the boat.',
        ],
        resolution: [
          '{hero} climbed [up the lighthouse|all the steps] and, click, the light came on! The little boat came home, [hooray|safe and sound|toot, toot].',
        ],
      },
      twists: [
        'the little boat was carrying a birthday cake for the lighthouse keeper',
        'the lighthouse keeper had been a brave little explorer once too, a long, long time ago',
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
        "The sandpit at the bottom of {hero}'s garden had never looked so big. In fact, it seemed to stretch on forever, golden and warm, right to the edge of the sky. {hero} stepped into it and found that it had become {place}, where the dunes rippled like waves on a sea of sand.",
        "The hourglass on {hero}'s bookshelf tipped over all by itself, and the sand kept pouring and pouring, until {hero} was standing in {place} under a huge purple evening sky.",
      ],
      problem: [
        'There {hero} met a caravan of camels and their kind old guide, who was scratching a puzzled head. "We are looking for {goal}," said the guide, "but the wind has blown away our footprints, and the camels are very thirsty."',
        'A line of tired camels was plodding across the sand, their bells going ding, ding, slowly. "Our map to {goal} has blown away," said the girl leading them, "and without water we cannot reach the market by morning."',
      ],
      resolution: [
        '{hero} remembered something from a book: the evening star always shines above the oasis. {hero} found the brightest star and pointed the way, and after one more dune there it was: palm trees and cool, clear water sparkling in the moonlight. The camels drank and drank, and everyone laughed with joy.',
        '{hero} noticed a trail of tiny green plants poking through the sand and followed it, because where plants grow, water is never far away. Sure enough, behind the tallest dune lay the oasis, shady and cool, and the camels splashed in so happily that everyone got wet.',
      ],
      little: {
        setting: [
          '{hero} went to the [sandy|hot|golden] desert, with sand, sand [everywhere|all around|as far as you could see].',
        ],
        problem: [
          'The camels were [thirsty|so thirsty|very thirsty] and needed water. [Where was the water?|But where could they find it?]',
        ],
        resolution: [
          '{hero} saw a bright star and followed it. There was the water, and [slurp, slurp|glug, glug] went the camels.',
        ],
      },
      twists: [
        "the camels' bells played a different tune whenever water was near",
        'the oasis only ever appears to travellers who are kind to each other',
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
        'Bath time had been extra bubbly that evening, and when {hero} made a wish, the bubbles wrapped {hero} in one big shimmering bubble and floated out through the window, over the rooftops and down, down into the warm blue sea, all the way to {place}.',
        'A little yellow submarine was waiting in the bathtub, no bigger than a rubber duck. But when {hero} touched it, it grew and grew until there was room inside for an explorer, and off it dived, down through the waves to {place}.',
      ],
      problem: [
        '{place} was in trouble. {goal}, which keeps the waves gentle and the currents kind, had rolled out of its shell. Without it the sea was growing rougher and rougher, and the little fish were being tossed about like leaves in the wind.',
        'An old sea turtle swam up, looking worried. "{goal} is missing," the turtle said slowly. "Without it the storms will come, and the reef will be in danger. Will you help us find it?"',
      ],
      resolution: [
        '{hero} searched among the coral towers and the seaweed forests, until a shy octopus, blushing pink, held out eight arms. In one of them was the pearl! "I was only keeping it safe," the octopus explained. {hero} placed it back in its shell, and at once the sea grew calm and clear.',
        'Deep inside a sunken ship, the pearl was glowing in an old teapot. {hero} carried it carefully back to its giant shell, and as soon as it settled there, the waves grew soft and slow, and the fish danced in circles of silver.',
      ],
      little: {
        setting: [
          '{hero} went under the sea in a [yellow|little|round] boat, [blub, blub|bubble, bubble], with fish [everywhere|all around]!',
        ],
        problem: [
          'Oh no, the magic pearl was lost, and the waves went [splash, crash|crash, bash|swish, splash]!',
        ],
        resolution: [
          '{hero} found the pearl [in an old ship|in a teapot|in a shell] and put it back. Now the sea was [calm|quiet|gentle] again.',
        ],
      },
      twists: [
        'the Pearl of the Tides had been hiding because it was tired and needed a little rest',
        'the old sea turtle was more than two hundred years old and had been waiting all that time for a friend like {hero}',
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
        'A patchwork hot-air balloon floated down and settled in the garden, as gently as a dandelion seed. Its basket had a sign that said, "Sky Mail. Helper wanted." {hero} climbed in, the balloon rose, and soon {hero} was sailing above the rooftops towards {place}.',
        'The postbox at the end of the road began to glow, and out popped a pigeon in a tiny blue cap. "Sky Mail!" it cooed. "We need an extra pair of hands." Before long, {hero} was standing in the basket of a hot-air balloon, drifting up among {place}.',
      ],
      problem: [
        'The Sky Mail had one very important delivery left: {goal}, for a little cloud who was turning one year old at sunrise. But the wind had changed, the map had blown away, and the Cloud Islands all looked exactly alike.',
        'The pilot of the Sky Mail, a plump old pigeon, had twisted a wing. "I\'ll never deliver {goal} in time," the pigeon groaned. "It\'s a present for the littlest cloud, and tomorrow is the little cloud\'s birthday."',
      ],
      resolution: [
        '{hero} [noticed|spotted|saw] that one small cloud was puffing out tiny, [excited|happy|fizzy] shapes: a cake, a candle, a balloon. "That\'s the birthday cloud!" [cried|called|laughed] {hero}. The parcel arrived just as the sun [peeked|peeped|crept] over the edge of the world, and inside was a rainbow, which the little cloud wore [proudly|happily|like a scarf] all day.',
        '{hero} steered the balloon with little puffs of hot air, up to catch the fast wind and down to catch the slow one, until the birthday cloud came into view, decorated with streamers of mist. The little cloud opened the parcel and found a brand-new silver lining, and it glowed with happiness.',
      ],
      little: {
        setting: [
          'A big balloon came down, and {hero} got in the basket. [Up, up, up|Up and away|Up, up, away] into the sky!',
        ],
        problem: [
          'There was one present left, for a little cloud. But [which cloud|where was the cloud]?',
        ],
        resolution: [
          '{hero} saw a cloud [shaped like a cake|with a cake shape] and gave it the present. [Happy birthday, little cloud!|The little cloud was so happy!]',
        ],
      },
      twists: [
        'the birthday parcel had been wrapped by the Moon herself',
        'the little birthday cloud had been following the balloon all along, far too excited to wait',
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
        "A husky pup in a woolly scarf scratched at {hero}'s bedroom door and whined. When {hero} opened it, there was no hallway, only snow, sparkling blue in the starlight, and a little sled waiting to whoosh {hero} away to {place}.",
        '{hero} woke to find the window frosted with patterns shaped like arrows, all pointing north. {hero} pulled on a woolly hat, followed the arrows out into the snowy garden and found that the garden had become {place}, where the snow squeaked and the sky shimmered green and blue.',
      ],
      problem: [
        'In a village of round snow houses, the people were getting ready for the Festival of Light, but their lanterns were still dark. "We light them from {goal}," explained an old woman in a fur hood, "but the path is blocked by snow, and the night is very long without our lanterns."',
        'The village children had spent all year making lanterns for the Festival of Light, but the little flame that lights them had gone out. There was only one other flame in all the north, {goal}, and the way there was long, cold and slippery.',
      ],
      resolution: [
        'Deep inside the Crystal Cave, a tiny blue flame was dancing on a ledge of ice. {hero} carried it back in a jam jar, walking slowly so it would not flicker out. One by one the lanterns were lit, and the whole village glowed like a cake full of candles while the children laughed and sang.',
        "{hero} whooshed down the last slope on the sled and found the flame in the Crystal Cave, warm and golden. Carefully, {hero} lit a lantern from it and carried it back to the village, where every child lit a lantern from {hero}'s. Soon the snow was sparkling with a hundred little lights.",
      ],
      little: {
        setting: [
          '{hero} went to a [snowy|cold|icy] land, and a little sled went [whoosh|swoosh|zoom]!',
        ],
        problem: [
          'The lanterns were dark, and the village needed a [little|tiny] flame [to light them|to make them glow].',
        ],
        resolution: [
          '{hero} found the flame in an ice cave, and [glow|shine|twinkle], all the lanterns lit up! The children [sang|cheered|clapped].',
        ],
      },
      twists: [
        'the Crystal Cave was warm inside, and full of sleeping baby seals',
        'the flame in the cave had been lit by the very first child of the village, hundreds of years before',
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
        '{hero} was floating a paper boat in the bath when it began to grow, bigger and bigger, until it was a sturdy little raft with a sail made from a handkerchief. {hero} climbed aboard, and the raft swept away down a river that sparkled in the moonlight, all the way to {place}.',
        'A beaver in a tiny waistcoat knocked on the window. "Quick, quick," it said, "the forest needs a messenger." {hero} followed the beaver down the garden path, which had somehow become a riverbank, and stepped onto a raft at the edge of {place}.',
      ],
      problem: [
        'Every hundred years, the animals of the forest plant {goal}, and a new wood grows, full of homes for everyone. The acorn had to reach the Council Oak by sunrise, but the squirrel who was meant to carry it had a sprained paw. "Will you take it?" asked the squirrel, holding out the acorn.',
        'The forest animals had gathered on the riverbank, wringing their paws. {goal} had to be planted by the Council Oak before sunrise, and the only way there was down the Rumbling River, past the rapids and the Whirling Pool.',
      ],
      resolution: [
        'As the sky turned pink, the raft bumped gently against the roots of the Council Oak. {hero} jumped ashore and planted {goal} in the soft earth. With a creak and a rustle a tiny oak tree sprouted, and all the animals cheered so loudly that the birds joined in.',
        '{hero} steered the raft past the rapids, round the Whirling Pool and through the reeds, just as the first ray of sunlight touched the water. The animals were waiting at the Council Oak, and when {hero} planted the acorn, the whole forest seemed to sigh with happiness.',
      ],
      little: {
        setting: [
          '{hero} got on a [little|wooden|bumpy] raft and went [splish, splash|bump, bump|swish, swish] down the river.',
        ],
        problem: [
          'The animals had a golden acorn for the big tree, but the river was [so|very|too] fast!',
        ],
        resolution: [
          '{hero} took the acorn on the raft and planted it by the big tree. [Pop, a little tree grew!|Up came a little tree!]',
        ],
      },
      twists: [
        "the animals had secretly chosen {hero} as this year's Guardian of the Forest",
        'the Golden Acorn could only be carried by someone who had never, ever dropped litter in the woods',
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
        'the bell had been ringing softly all along, and only a quiet listener could hear it under the snow',
        "the lost travellers were Ottilie Frostwick's own grandchildren, coming to surprise her",
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
        'the beavers had blocked the spring by accident while building a surprise swimming pool for the ducklings',
        'the little boat at the door had been sent by the frogs, who were very good at folding paper',
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
        'The [mother camel|big camels|caravan camels] were [groaning|grumbling|calling] [softly|sadly|over and over], because {goal} was [nowhere to be seen|missing|lost somewhere in the dark]. "[We cannot travel on without it|We will not leave without it|Nobody sleeps until it is found]," said Aunt Zarifa Sandwhistle. {hero} [looked at the stars|took out a torch|climbed to the top of a dune] and [thought hard|made a plan|listened carefully].',
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
        'the calf had only gone to look at the stars, because nobody had ever shown it how bright they were',
        "the arrow of sand had been drawn by the calf's mother, who was very clever",
      ],
      lessons: ['staying calm helps you find the way', "everyone is somebody's little one"],
    },
  ],
};
