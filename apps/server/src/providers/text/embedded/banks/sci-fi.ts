import type { GenreBank } from './types';

/** Sci-Fi: rockets, friendly aliens, robots and moon gardens, with gadgets used kindly and cleverly. */
export const SCI_FI: GenreBank = {
  epithets: ['the young astronaut', 'our space explorer', 'the little inventor'],
  spots: [
    '<@space,city>next to a blinking control panel',
    '<@space,moon>behind a stack of moon-rock crates',
    '<@space,moon,city>beside a humming antenna',
    '<@space,moon>in the glow of a landing light',
    '<@space,moon>at the edge of a crater',
    '<@space,city>near a fountain of floating bubbles',
    '<@space,moon>under a dome of shimmering glass',
    '<@space,city>beside a row of sleeping robots',
    '<@space,city>on a platform that hovered above the ground',
    '<@space>by a window full of swirling galaxies',
    '<@dino>beside a giant fern',
    '<@dino>next to a footprint as big as a paddling pool',
    '<@tiny>beside a towering pencil',
    '<@tiny>under an arch made from a paperclip',
  ],
  openings: [
    'In a house with a telescope on the [roof|landing|windowsill] lived a young [astronaut|space explorer|stargazer] called {hero}.',
    '{hero} had built a rocket out of a cardboard box, two [saucepans|colanders|flowerpots] and a great deal of imagination, and tonight it was ready.',
    'While other children dreamed of [sandcastles and seaside holidays|ponies and birthday cakes|tree houses and swimming pools], {hero} dreamed of the stars.',
    'Long after the lights were out, {hero} liked to lie in bed and count the planets through the window: one red, one blue and one that seemed to [wink|wave|giggle].',
    'On a little blue planet called Earth, in a bedroom full of [glow-in-the-dark stars|model rockets|star charts], there lived a child called {hero}.',
    '{hero} knew the names of all eight planets, [eleven|twenty|fourteen] moons and one very small comet, and hoped to visit every one of them [someday|one day|before long].',
  ],
  atmosphere: [
    '<@space>Stars streamed past the window like [silver rain|falling snow|sparks from a bonfire], and the engines purred as softly as a [sleeping cat|kettle just before it boils|bumblebee in a flower].',
    '<@space,moon>[Far below|Behind them|Down below], the Earth glowed blue and white, wrapped in swirls of cloud like a [marble|bauble|boiled sweet].',
    '<@space>Planets drifted by in every colour: one striped like a [sweet|humbug|deckchair], another ringed like a [spinning hoop|hula hoop|saucer].',
    '<@space>The control panel blinked in gentle [greens and blues|ambers and golds|pinks and purples], humming a tune that only [machines understand|robots can whistle|computers know the words to].',
    '<@space>Comets [whizzed|zipped|swooped] past, trailing sparkles, as if someone had scribbled across the sky with a [glitter pen|silver crayon|sparkler].',
    '<@space>Everything weighed almost nothing up here, and a dropped [spoon|sock|biscuit] floated lazily away like a [silver fish|lost balloon|tiny spaceship].',
    'The Milky Way spread across the darkness like [spilled sugar on a velvet tablecloth|a ribbon of frost|a river of glitter].',
    '<@space>[Far away|In the distance|Off to one side], a nebula glowed [pink and violet|green and gold|rose and lilac], soft as a [cloud of candyfloss|puff of smoke|feather pillow].',
    "<@moon>The Moon's silver dust sparkled like [powdered sugar|frost on a lawn|fresh snow], and the Earth hung in the black sky like a [big blue marble|blue balloon|round blue lantern].",
    '<@city>[Silver|Glass|Copper] towers hummed softly, and little delivery drones zipped between them like [busy bees|dragonflies|fireflies].',
    '<@dino>Giant ferns swayed overhead, and [somewhere|far off|in the distance] a volcano puffed little smoke rings into the [pink|orange|peach-coloured] sky.',
    '<@tiny>Everything was gigantic: a [pencil|crayon|knitting needle] lay across the floor like a fallen tree, and a [ladybird|beetle|woodlouse] trundled past as big as a [car|bus|sofa].',
  ],
  obstacles: [
    '<@space>An asteroid field lay ahead, full of tumbling space rocks [as big as houses|the size of potatoes|of every shape]. {hero} [gripped the steering wheel|held the joystick steady|sat up very straight], took a deep breath and wove between them, left, right, up and under, until the last rock [bounced harmlessly away|tumbled off into the dark|was safely behind].',
    "<@space>[Suddenly|Halfway there|Just then] the ship's lights flickered and the engine gave a [tired little cough|sleepy splutter|wheezy hiccup]. {hero} opened the toolbox, found a loose [wire|bolt|plug] and [twisted|tightened|pushed] it back into place, and with a happy [whirr|hum|purr] the engine started again.",
    "<@space>A space jelly as big as a [house|bus|barn] drifted across the way, wobbling gently. {hero} played a [tune|lullaby|jolly march] on the ship's [horn|bell|whistle], and the jelly, who loved music, wobbled aside in time to the beat.",
    '<@space>The ship\'s computer beeped: "[Gravity wobble ahead|Warning, floaty patch|Hold on to your snacks]." Everything loose began to float, the [snacks|sandwiches|crayons], the [pencils|socks|teaspoons] and even {hero}, who turned a slow somersault in the air before landing, [laughing|giggling|a little dizzy], back in the captain\'s chair.',
    '<@space>A solar storm crackled in the distance, flinging out ribbons of [orange|golden|crimson] light. {hero} steered into the shadow of a [small moon|sleepy asteroid|quiet planet] and waited there, snug and safe, until the storm had [passed|blown itself out|gone on its way].',
    '<@space>A signal came through on the radio: a crackly voice speaking in [beeps and whistles|clicks and chirps|hums and pings]. {hero} [twiddled|turned|fiddled with] the dials until the words came through [clearly|loud and clear|crisp and clear]: "Hello, friend. Turn left at the [purple|striped|spotty] planet." [So {hero} did|{hero} did exactly that|So that is what {hero} did].',
    "<@moon>The Moon's gravity was so gentle that every step sent {hero} floating up like a [balloon|soap bubble|dandelion seed]. {hero} learned to take tiny, careful hops, and soon was bounding along like a [kangaroo|spring lamb|rubber ball].",
    '<@city>A robot traffic jam filled the street, [beeping and booping|whirring and clicking|bleeping and blinking] in confusion. {hero} climbed onto a [crate|bench|bollard] and waved both arms like a [traffic warden|conductor|lollipop lady], and one by one the robots trundled into neat lines.',
    '<@dino>A herd of gentle, long-necked dinosaurs was crossing the path, slow as a [parade|Sunday stroll|procession]. {hero} waited politely, and the last one bent down and gave {hero} a friendly [sniff|nuzzle|snort] before ambling on.',
    '<@tiny>A crumb as big as a [boulder|haystack|sofa] blocked the way, and beyond it a spilled drop of water lay like a lake. {hero} rolled the crumb aside and crossed the lake on a floating [button|bottle top|leaf], paddling with a [matchstick|toothpick|lolly stick].',
  ],
  homecomings: [
    '<@dino,tiny,city>With a [whirr and a fizz|click and a hum|flash and a ping], everything spun back to normal, and a moment later {hero} was standing in the bedroom again, blinking at the familiar glow of the night-light.',
    '<@space,moon>The little rocket hummed gently as it drifted back towards the Earth, through the clouds and down, landing as softly as a [feather|falling leaf|snowflake] in the [back garden|front garden|park across the road].',
    '<@space>With a [click|beep|soft ping], the ship switched to autopilot and carried {hero} home along the Milky Way, past the Moon, who gave a friendly [wink|wave|smile].',
  ],
  little: {
    openings: [
      '{hero} had a [toy|little|shiny] rocket [with red fins|that went zoom].',
      '{hero} loved [stars|planets|robots] [best of all|so much].',
      '{hero} wanted to fly [to the moon|up to the stars|into space].',
    ],
    sounds: [
      'A robot went [beep, beep|boop, boop|whirr, click].',
      'The rocket went [whoosh|zoom|whizz] [up high|past the moon].',
      '[Zoom, zoom|Whizz, whizz|Whoosh], {hero} [went|flew|zoomed] past the [stars|moon|planets]!',
      'Everyone said, "[Three, two, one|Ready, steady], blast off!"',
    ],
    homecomings: [
      '[Then|Next|Soon] the rocket [flew|zoomed|went] home, [whoosh|zoom|whizz].',
      "[Down, down, down|Down, down|Zoom, zoom, down] came the [rocket|little rocket] [to {hero}'s house|to the garden].",
      'The rocket [landed|came down|touched down] [at home|in the garden|by the swing] with a [beep|bump|bleep].',
    ],
  },
  skeletons: [
    {
      id: 'starlight-satellite',
      scene: 'space',
      places: ['Satellite Station Seven'],
      goals: ["the satellite's missing star-crystal"],
      titles: ['{hero} and the Starlight Satellite', '{hero} Switches On the Stars'],
      setting: [
        "[High above|Far above|Way up above] the Earth floats the Starlight Satellite, whose job is to [switch on|light up|turn on] the stars every evening, one by one, so that children have something to wish on. Tonight a little [window|hatch|trapdoor] opened in {hero}'s ceiling, and a ladder of [light|moonbeams|starlight] came down, inviting {hero} up and up to {place}.",
        "The glow-in-the-dark stars on {hero}'s ceiling began to blink in a pattern: [short, long, short|long, short, long|short, short, long]. It was a [message|secret message|message from space]! A [silver|gleaming|little red] rocket the size of a [bed|wardrobe|garden shed] was parked outside the window with its door open, ready to fly {hero} to {place}.",
      ],
      problem: [
        'Inside the station, alarms were [beeping softly|bleeping quietly|pinging gently]. "The star-switch is broken," said a [worried|flustered|anxious] robot with a round, dented head. "{goal} has [floated|drifted|wandered] away, and without it half the stars won\'t light up tonight." Through the window, {hero} could see [big dark patches|great dark gaps|big empty patches] in the sky.',
        "The station's captain, a [tall|lanky|tall, green] alien with three kind eyes, [explained|described] the trouble. The star-crystal had [come loose|wriggled free|popped out] and drifted out into space. Without {goal} the stars would stay dark, and children [all over the world|everywhere|in every town] would have nothing to wish on.",
      ],
      resolution: [
        "{hero} put on a space suit [two sizes too big|much too big|with floppy sleeves] and [floated|drifted|bobbed] out on a long silver rope. There, tangled in the satellite's solar panels, was the star-crystal, glittering like [frost|ice|a snowflake]. {hero} carried it back and [clicked|slotted|pushed] it into place, and one by one, [all across the sky|from one side of the sky to the other|all over the sky], the stars switched on.",
        "Using the station's telescope, {hero} [spotted|found|noticed] the crystal glinting beside a [sleepy|dozy|yawning] moon. The little rocket [zoomed|whizzed|zipped] over, {hero} scooped it up in a butterfly net, and back at the station it slid into place with a [satisfying|lovely|neat] click. Outside, the sky [filled|twinkled] with stars, bright as a [million|thousand] birthday candles.",
      ],
      little: {
        setting: ['{hero} went up in a rocket, [whoosh|zoom|whizz], up, up to the stars!'],
        problem: ['Oh no, some stars were not on, and the sky was [dark|very dark|too dark].'],
        resolution: [
          '{hero} found a [shiny|sparkly] crystal, and click, the stars came on! [Twinkle, twinkle, little stars!|Now the sky was bright.]',
        ],
      },
      twists: [
        'the stars had switched themselves off on purpose, to see who would [come to help|come and help|be kind enough to help]',
        'the captain of the station had once been a [little|small] child from Earth, [just like|a lot like] {hero}',
      ],
      lessons: [
        'every little job is important',
        'when something breaks, stay calm and fix it together',
      ],
    },
    {
      id: 'planet-zoobli',
      scene: 'space',
      places: ['the planet Zoobli'],
      goals: ['a new power crystal'],
      titles: ['{hero} and the Zooblings', '{hero} and the Signal from Zoobli'],
      setting: [
        'A [strange|funny|crackly] signal [crackled|buzzed|fizzed] out of {hero}\'s walkie-talkie: beep, boop, whistle, beep. Then a [small, friendly|little, friendly|squeaky, friendly] voice said, "Hello, Earth child. We need help." [A moment later|Moments later|Next thing], a glowing saucer was [hovering|humming|floating] over the garden, and {hero} was beamed gently aboard and whisked away to {place}.',
        'A shooting star landed in the [garden|vegetable patch|flower bed] with a soft [plop|thud|fizz], and when {hero} went to look, it was not a star at all but a little spaceship no bigger than a car. A round green face [peeked|peeped|popped] out of the window and waved, and [soon|before long|in no time] {hero} was [zooming|whizzing|zipping] off to {place}.',
      ],
      problem: [
        'The Zooblings were [small and round|round and small|small and squishy], with antennae that glowed when they laughed. But nobody was laughing [today|that day|this time]. Their ship\'s power crystal had [cracked|split|crumbled], and without {goal} they could never visit their cousins on the [next|neighbouring|nearest] planet. "The crystals grow in the Singing Caves," they [explained|said|sighed], "but only someone with a [gentle|soft|kind] voice can pick one."',
        'On Zoobli, everything ran on crystal power: the lights, the bubble-cars and the machine that makes the breakfast [jelly|custard|pudding]. But the last crystal had gone [dim|dull|pale], and the Zooblings were [worried|anxious|fretting]. "We need {goal}," they [said|squeaked|chorused], "and only an Earth child can find one."',
      ],
      resolution: [
        "In the Singing Caves, the crystals hummed a [soft, wobbly|gentle, wobbly|soft, tinkly] tune. {hero} hummed along, very [gently|softly|quietly], and a crystal the colour of a [summer sky|bluebell|forget-me-not] floated down into {hero}'s hands. Back at the ship it fitted [perfectly|exactly|just right], and the Zooblings' antennae glowed so [brightly|brilliantly] with laughter that the whole planet lit up.",
        '{hero} noticed that the old crystal was not broken at all, only [dusty|grubby|smudgy]. {hero} polished it with a sleeve, breathed on it and polished some more, until it shone like a [tiny|little|miniature] sun. The ship [hummed|whirred|buzzed] to life, and the Zooblings [cheered and hugged|hugged and cheered|squealed and hugged] {hero} with all their [little|tiny|wriggly] arms.',
      ],
      little: {
        setting: [
          'A little spaceship came down, [beep, boop|whirr, whirr], and a [friendly|little] green alien waved hello.',
        ],
        problem: [
          'The aliens were [sad|so sad] because their ship would not go. It needed a new crystal.',
        ],
        resolution: [
          '{hero} found a [shiny|blue|pink] crystal, and [beep|whirr], the ship went again! The aliens were [so happy|very happy].',
        ],
      },
      twists: [
        "the Zooblings had been watching Earth through a [telescope|giant telescope] for years and already knew {hero}'s [name|name by heart]",
        "the little aliens were only the size of [teacups|egg cups|jam jars], and their spaceship had been parked in {hero}'s garden [all summer|for weeks]",
      ],
      lessons: ['friends can come from anywhere', 'being different is wonderful'],
    },
    {
      id: 'moon-garden',
      scene: 'moon',
      places: ['the Moon Garden'],
      goals: ['the sunlight crystal'],
      titles: ['{hero} and the Moon Garden', '{hero} and the Moon-Berries'],
      setting: [
        "On the far side of the Moon, under a [great|huge|shining] glass dome, is a garden where moon-berries and star-beans grow for all the astronauts. [That night|That evening|At bedtime], {hero}'s bedroom window turned into a round porthole, and outside it, [glowing silver|shining softly|gleaming silver], was {place}.",
        'A little robot gardener in a watering-can hat [knocked|tapped|rapped] on {hero}\'s window with a tiny rake. "Please come," it [beeped|bleeped|whirred]. "The garden is in [trouble|terrible trouble|a pickle]." It led {hero} up a [spiral|winding|twisting] staircase of moonlight, [all the way|right the way] to {place}.',
      ],
      problem: [
        'But the garden was [drooping|wilting|flopping]. The moon-berries were [pale|pasty|faded], the star-beans were [floppy|limp|droopy] and the sunflowers had hung their heads. "The sunlight crystal has gone dim," [said|beeped|sighed] the robot gardener, "and without {goal}, nothing will grow."',
        'The plants in {place} needed sunshine, and on the Moon that sunshine came from {goal}, which sat at the top of the dome like a [shining|glowing|golden] star. But the crystal had gone [cloudy and grey|grey and cloudy|dull and grey], and the astronauts would have nothing to eat for [breakfast|breakfast or tea|their breakfast].',
      ],
      resolution: [
        '{hero} [climbed|clambered|scrambled] to the top of the dome and found the sunlight crystal covered in a [fine|thin|thick] layer of moon dust. {hero} wiped it clean with a [soft cloth|sleeve|hanky], and golden light [poured|spilled|streamed] over the garden. The moon-berries blushed pink, the star-beans stood up tall, and the sunflowers lifted their heads and [smiled|beamed|nodded].',
        '{hero} had an idea: mirrors! With the help of a little robot gardener, {hero} set up mirrors [all around|right around|in a ring round] the dome, catching the light of the [faraway|distant] Sun and bouncing it onto the crystal. It glowed [brighter and brighter|stronger and stronger], and [soon|before long] every plant in the garden was growing so fast that you could almost [hear it|hear it grow|hear the leaves unfurl].',
      ],
      little: {
        setting: [
          '{hero} went to the Moon, where there was a garden in a [big|glass|round] bubble.',
        ],
        problem: [
          'But the plants were [sad|droopy] because they needed light. [No light, no growing!|Plants need light to grow.]',
        ],
        resolution: [
          '{hero} cleaned the [light|crystal], and [shine|glow], the plants grew and grew! [Yum, moon-berries!|Up came the moon-berries.]',
        ],
      },
      twists: [
        'the plants had been drooping because they missed the sound of children [singing|laughing|singing and laughing]',
        'the robot gardener had been [secretly|quietly] growing a surprise [flower|sunflower|moon-rose] just for {hero}',
      ],
      lessons: [
        'taking care of living things takes patience',
        'little things can make a big difference',
      ],
    },
    {
      id: 'time-machine',
      scene: 'dino',
      places: ['the land of the dinosaurs'],
      goals: ["the time machine's missing cog"],
      titles: ['{hero} and the Time Machine', '{hero} Back in Dinosaur Times'],
      setting: [
        'At the back of the garden shed, under a [dusty|musty|crumpled] sheet, {hero} discovered a machine covered in dials, levers and [flashing|blinking|twinkling] buttons. A [label|sign|little label] on the side said, "Time Machine. Do not press the red button." [Of course|Naturally], {hero} pressed the red button, and with a [whizz and a bang|whirr and a bang|fizz and a pop], the shed landed in {place}.',
        "{hero}'s alarm clock began to spin its hands backwards, [faster and faster|quicker and quicker|round and round], until the whole bedroom whirled like a [carousel|merry-go-round|spinning top]. When it stopped, the window no longer showed the garden but {place}, where giant ferns [swayed|waved|rustled] and something large and friendly was [humming|singing|snoring] nearby.",
      ],
      problem: [
        'Outside, [enormous|giant|towering] ferns rustled and a volcano puffed little clouds in the distance. It was [wonderful|amazing|marvellous], but it was also a very long way from breakfast. When {hero} tried to go home, the time machine only [coughed|spluttered|sneezed], because {goal} had rolled out and disappeared into the [long|tall|long, swishy] grass.',
        'The time machine had landed with a [bump|thump|bang], and a small but very important part had [bounced|popped|pinged] out. Without {goal}, {hero} would be stuck in dinosaur times [forever|for ever and ever], and there were no bedtime stories or [cosy duvets|warm baths|fluffy pillows] there at all.',
      ],
      resolution: [
        'A baby triceratops [trotted|toddled|stomped] up, holding something shiny in its beak. It was the missing cog! The little dinosaur had been keeping it [safe|safe all along]. {hero} gave it a [big|great big] hug and a biscuit, clicked the cog into place and pulled the lever, and with a whizz and a bang the machine landed back at home, [just in time for bed|in time for bed|right on bedtime].',
        '{hero} followed a trail of [giant|enormous|huge] footprints to a nest where a mother dinosaur had mistaken the shiny cog for an egg and was keeping it [warm|cosy|snug]. {hero} [gently|carefully|quietly] swapped it for a round, smooth stone, thanked her [politely|kindly|very politely] and hurried back. One click, one [whirr|whizz|clunk], and home went the time machine.',
      ],
      little: {
        setting: [
          '{hero} found a time machine and pressed the button. [Whizz|Whoosh|Zap]! {hero} went to dinosaur land.',
        ],
        problem: ['Oh no, the time machine broke, and a [little|tiny] part was lost!'],
        resolution: [
          'A baby dinosaur had the part! "Thank you, [dinosaur|little dinosaur]," said {hero}, and [whizz|whoosh], home went {hero}.',
        ],
      },
      twists: [
        'the time machine had been built by {hero} as a grown-up and sent back in time as a [present|birthday present|surprise]',
        'the dinosaurs had been hoping for a visitor from the future for a [very long time|very, very long time|million years or so]',
      ],
      lessons: [
        'read the instructions before pressing buttons',
        'say thank you to those who help you',
      ],
    },
    {
      id: 'comet-tail',
      scene: 'space',
      places: ['the Comet Road'],
      goals: ["the comet's sparkling tail"],
      titles: ['{hero} and the Comet Who Lost Its Tail', '{hero} and the Comet Parade'],
      setting: [
        'A comet [zoomed|whizzed|zipped] past {hero}\'s window, but something about it looked [wrong|odd|not quite right]. It wobbled, it sputtered, and instead of a long sparkling tail it had only a [little|tiny|stubby little] stub. Then it stopped, turned around and [knocked|tapped|tip-tapped] on the glass. "Excuse me," it said [shyly|softly|politely]. "Could you help me?"',
        'Through the telescope, {hero} saw a comet [drifting|wobbling|wandering] sadly across the sky without its tail. {hero} climbed into a cardboard rocket and pressed the button marked "Go!", and to everyone\'s [astonishment|amazement|surprise] the rocket went, [whooshing|zooming|roaring] up past the clouds to {place}.',
      ],
      problem: [
        'The comet\'s name was Zip, and without {goal} Zip could not fly [fast or straight|straight or fast|properly at all]. "I lost it somewhere between Mars and Jupiter," Zip [sniffed|sniffled|sighed]. "And [tomorrow|tomorrow night] is the [great|grand] Comet Parade. Everyone will see that my tail is [missing|gone]."',
        'Comets need their tails to steer, just as [kites|boats|fish] do. Without {goal}, the little comet kept [bumping|bonking|bumbling] into planets and saying sorry. "It blew off in a solar wind," the comet [explained|sighed|said sadly], "and now it could be anywhere in the whole wide galaxy."',
      ],
      resolution: [
        "[At last|Finally|After a long search] {hero} spotted something glittering, caught on the rings of Saturn like a scarf snagged on a [fence|hedge|branch]. It was the comet's tail! Together they [untangled|unhooked|unwound] it, and {hero} tied it back on with a [strong, neat|big, neat|strong, tidy] bow. The comet shot off in a loop-the-loop, trailing sparkles, and was the [brightest|sparkliest|happiest] comet in the whole parade.",
        'The tail had been found by a family of space mice, who were using it as a very [sparkly|glittery|twinkly] blanket. {hero} knitted them a new blanket out of [moonbeams|stardust|moonlight], and they [happily|gladly|cheerfully] gave the tail back. With a [fizz and a whoosh|whoosh and a fizz|sparkle and a swoosh], the comet flew off, painting a silver line across the night.',
      ],
      little: {
        setting: ['A comet flew by, but it had no tail, and it was [so|very] sad.'],
        problem: ['"Where is my tail?" [said|cried|asked] the comet, [boo hoo|sniff, sniff].'],
        resolution: [
          '{hero} found the tail [on a planet|by the stars] and tied it on. [Whoosh|Zoom], the comet zoomed away!',
        ],
      },
      twists: [
        "the comet's tail was made of wishes, and every child who had ever wished on it had kept one [tiny|little|teeny] sparkle",
        "the comet had flown past {hero}'s window every night for [years|months|ages], just to say hello",
      ],
      lessons: ['nobody is perfect, and that is okay', 'a friend in need is a friend indeed'],
    },
    {
      id: 'robot-city',
      scene: 'city',
      places: ['Robot City'],
      goals: ["the Great Battery's missing spark"],
      titles: ['{hero} and the Robots', '{hero} Saves Robot City'],
      setting: [
        'A tiny robot, no bigger than a [teacup|teapot|tin of beans], [rolled|trundled|whizzed] out from under {hero}\'s bed. "Greetings," it [beeped|bleeped|buzzed]. "Robot City needs a hero." It pressed a button on its tummy, and with a [ping and a flash|flash and a ping|zip and a zap] the two of them were standing in {place}, among towers of [silver and glass|glass and steel|chrome and glass].',
        '{hero} had been building a city out of [blocks and bottle tops|cereal boxes and string|cardboard tubes] when the little buildings began to [blink and whirr|hum and flash|buzz and glow]. [The next moment|A moment later|All at once] they were real, and {hero} was standing in the middle of {place}, where robots of every shape and size were [gliding|rolling|whizzing] down the streets.',
      ],
      problem: [
        'But the robots were moving [slower and slower|more and more slowly|sleepier and slower], and the lights of the city were [dimming|fading|flickering]. "The Great Battery is fading," [explained|said|whirred] the robot mayor, who wore a [top hat|shiny top hat|tall top hat]. "Without {goal}, every robot in the city will fall asleep, and nobody knows how to wake them [again|up again]."',
        'In the [centre|very middle|heart] of {place} stood the Great Battery, which powered every robot, every tower and every [streetlight|lamp|traffic light]. [Tonight|This evening|That night] it was flickering like a [tired|sleepy|sputtering] candle. "Its spark has gone missing," [whispered|beeped|said] a small cleaning robot. "We need it back before the city goes [dark|dark for good|quiet]."',
      ],
      resolution: [
        '{hero} found the spark inside the smallest robot of all, who had swallowed it [by mistake|by accident], thinking it was a [sweet|gobstopper|humbug]. A [gentle|soft|friendly] pat on the back, a small robotic hiccup, and out it popped! {hero} carried it to the Great Battery, and with a [hum|buzz|whirr] the whole city lit up, and every robot gave a [happy|cheerful|delighted] little whirr.',
        '{hero} [discovered|realised|found out] that the Great Battery did not need a new spark at all. It needed a friend. {hero} sat beside it and told it the [funniest|silliest|most giggly] story {hero} knew, and the battery laughed so hard that it [fizzed|crackled|sparkled] with energy, and every light in {place} [blazed|flashed|blinked] on.',
      ],
      little: {
        setting: [
          '{hero} met a [little|tiny] robot that went [beep, beep|boop, boop]. The robot lived in [Robot City|a city of robots].',
        ],
        problem: ['The robots were [sleepy|so slow] because their big battery was running out.'],
        resolution: [
          '{hero} found the spark, and [zap|zing], the battery was full! The robots danced, [beep, boop, beep|whirr, whirr].',
        ],
      },
      twists: [
        'the robots had been running out of energy because nobody had told them a joke in a [hundred|thousand] years',
        'the robot mayor was made from an old toaster and still liked to make toast when nobody was [looking|watching]',
      ],
      lessons: ['laughter is the best energy of all', 'even the smallest helper matters'],
    },
    {
      id: 'star-whale',
      scene: 'space',
      places: ['the Silver Nebula'],
      goals: ["the baby star-whale's family"],
      titles: ['{hero} and the Star-Whale', '{hero} and the Song Among the Stars'],
      setting: [
        '[Through the telescope|From somewhere high above|Out of the dark sky], {hero} heard it before seeing anything: a long, low, lonely song [drifting|floating|rolling] across the sky. Then the telescope grew into a [sleek|shiny|gleaming] silver ship with a seat just the right size for {hero}, and off it [flew|zoomed|sailed] towards {place}.',
        '{hero} had fallen asleep holding a [seashell|conch shell|little pink shell], and in the shell was the sound of the sea. But it was not the sea; it was space, and the shell carried {hero} [up and away|up and up|higher and higher], past the Moon, and set {hero} down in a little silver ship [drifting|floating|gliding] through {place}.',
      ],
      problem: [
        'There, curled up behind a [big|huge|bumpy] space rock, was a baby star-whale, glowing soft blue and [crying|sniffling|sobbing]. "I got lost in the asteroid field," it sang [sadly|softly|in a wobbly voice]. "My family swam on without me, and I don\'t know which way to [go|turn|swim]."',
        'Star-whales swim between the stars, singing songs that keep the galaxy [calm|peaceful|sleepy]. But one baby star-whale had [drifted|wandered|floated] away from the others and was [lost and frightened|frightened and lost|lost and lonely]. Somewhere, far away, was {goal}, and the little whale could not hear their song [any more|at all].',
      ],
      resolution: [
        '{hero} turned the ship\'s radio to its lowest, softest setting, and there it was: a [faint, deep|low, deep|faint, rumbling] song, far away. "That\'s my mum!" [cried|squealed|sang] the baby whale. {hero} led the way, and the little whale swam [close behind|right behind|close by] until the whole family appeared, glowing like [lanterns|nightlights|great blue lamps], and sang the happiest song the galaxy had ever heard.',
        '{hero} taught the baby whale to sing as [loudly|loud|strongly] as it could, and together they sang and sang until an answering song came [rolling|echoing|drifting] across the stars. The star-whale family swept in, [huge and gentle|gentle and huge|vast and gentle], and wrapped the baby in a glowing hug. They sang {hero} a thank-you song that sounded like [rain on a window|waves on a beach|wind in the trees].',
      ],
      little: {
        setting: [
          '{hero} went to space, [whoosh|zoom], and saw a baby whale [in the stars|swimming in space].',
        ],
        problem: ['The baby whale was lost. "Where is my [mummy|family]?" it [sang|cried].'],
        resolution: [
          '{hero} listened, and [la, la|hum, hum], it was the whale family! The baby swam home, [hooray|safe and sound].',
        ],
      },
      twists: [
        'the lonely song {hero} had heard through the window every night had been the baby star-whale [all along|the whole time]',
        'the star-whales had once been ordinary whales who wished so hard to see the stars that they [floated|drifted|swam] up to them',
      ],
      lessons: [
        'listening carefully can solve big problems',
        'family is there for you, wherever you go',
      ],
    },
    {
      id: 'shrinking-ray',
      scene: 'tiny',
      places: ["Professor Sprocket's laboratory"],
      goals: ['the Big-Again Button'],
      titles: ['{hero} and the Shrinking Ray', '{hero} and the Big-Again Button'],
      setting: [
        'Next door lived Professor Sprocket, an inventor with [wild white hair|enormous goggles|a coat full of pockets] and a laboratory full of [gadgets|gizmos|whirring machines]. That night {hero} went round to borrow a [torch|cup of sugar|spanner], tripped over a cable and, with a [zap and a fizz|fizz and a zap|zing and a zap], was hit by the shrinking ray. [Suddenly|All at once|In a flash] {hero} was no bigger than a [ladybird|pea|thimble].',
        'Professor Sprocket had invited {hero} to see a [new|brand-new|marvellous] invention in {place}: a shrinking ray, for making big things small. "Watch this," said the professor, pressing a [button|big red button|lever]. Zap! [Unfortunately|Unluckily|Oh dear], the professor was pointing it the wrong way, and {hero} shrank to the size of a [button|raisin|ladybird].',
      ],
      problem: [
        'The professor was very [sorry|sorry indeed|apologetic], and also rather short-sighted. "{goal} is on the other side of the laboratory," said the professor, [squinting|peering about|blinking], "but I can\'t see you to carry you there." So {hero} would have to make the long, tiny journey [alone|on foot], across the [great wide|huge, wide|enormous] floor.',
        "Being tiny was [exciting|thrilling|great fun] at first: a crumb was as big as a loaf, and a paperclip was as tall as a ladder. But the only way to grow big again was to reach {goal}, which was [far, far away|miles away, or so it seemed|a long, long way off] on top of the professor's desk.",
      ],
      resolution: [
        '{hero} climbed the desk leg using a dangling [shoelace|piece of string|ribbon], crossed a bridge made from a ruler and at last stood, [panting|puffing|out of breath], on top of {goal}. Then {hero} jumped with both feet, as [hard|high] as possible. Zap! {hero} [shot|sprang|whooshed] up to full size, and the professor was so relieved that the shrinking ray was locked away [forever|for good|in a cupboard for ever].',
        'A [friendly|helpful|kindly] ant offered a ride, and {hero} [scurried|scuttled|trundled] across the laboratory on its back, up a pile of books and onto the desk. {hero} pushed {goal} with all the strength a tiny person could muster, and with a [zap and a whoosh|whoosh and a zap|zing and a whoosh] grew back to normal size, with only a [little|tiny|faint] ringing in both ears.',
      ],
      little: {
        setting: [
          '{hero} went to see the [inventor|professor], and [zap|zing], {hero} was as tiny as a bug!',
        ],
        problem: ['{hero} wanted to be big again, but the big button was [so|very] far away.'],
        resolution: [
          '{hero} climbed and climbed and pressed the button, and [zap|zing], {hero} was big again!',
        ],
      },
      twists: [
        'the professor had invented the shrinking ray to visit the tiny creatures living under the [floorboards|skirting boards|carpet]',
        'being tiny had let {hero} see a whole [secret|hidden|tiny] world that nobody else had ever noticed',
      ],
      lessons: [
        'you are never too small to be brave',
        'every problem looks smaller when you take it one step at a time',
      ],
    },
    {
      id: 'orbit-lighthouse',
      scene: 'space',
      places: ['the Orbit Lighthouse'],
      goals: ['a fresh bulb of starlight'],
      titles: ['{hero} and the Orbit Lighthouse', '{hero} and the Keeper of the Light'],
      setting: [
        "[Far out beyond the Moon|Out past the last planet|At the very edge of the solar system], a lighthouse turns slowly in the dark, [guiding lost spaceships home|showing comets the safe way round|keeping every rocket on course]. That night a [small silver|round, friendly|dented little] capsule landed on {hero}'s windowsill, its door [sliding open with a sigh|popping open with a ping|swinging open all by itself], and carried {hero} [up, up and away|off through the clouds|swiftly past the Moon] to {place}.",
        'Keeper Ossandra Vell had looked after {place} for [a hundred years|longer than anyone could remember|three hundred orbits], and she [always|never once] forgot to polish its great lamp. But tonight a [crackly|faint|hurried] message arrived on {hero}\'s [bedside radio|walkie-talkie|toy telescope]: "[Please come|Help, please|Come quickly, kindly]. The light is fading." [A beam of blue light|A gentle tractor beam|A ribbon of starlight] lifted {hero} straight out of bed and [up to|all the way to] {place}.',
      ],
      problem: [
        '[Inside|At the top of the tower], Keeper Ossandra Vell was [peering|frowning|squinting] at the great lamp, which flickered [like a tired candle|weakly|on and off]. "[The old bulb has worn out|The starlight has all been used up|The bulb has simply grown old]," she said. "[Without {goal}|Unless we find {goal}], the little ships out there will [lose their way|never find the way home|wander in the dark]."',
        '[Through the round windows|From the lantern room], {hero} could see [three|a few|several] small spaceships [circling slowly|drifting about|bobbing in the dark], [unsure which way to go|looking for the light|waiting patiently]. [The lamp had gone dim|The great lamp had faded to a glimmer], and {goal} could only be [gathered|collected|scooped up] from the [Starlight Meadow|bright shoal of young stars|glittering nursery of new stars] nearby.',
      ],
      resolution: [
        '{hero} [floated|drifted|glided] out to the [meadow of young stars|glittering shoal|star nursery] in a [bubble suit|silver suit|space helmet with a bobble on top] and [gently|carefully|patiently] scooped up a handful of [starlight|twinkling light|glow], [warm as toast|soft as feathers|light as a sigh]. Back in the tower, it [slid|clicked|settled] into the great lamp, and the beam [swept out across the dark|blazed out again|shone brighter than ever]. One by one, the little ships [blinked their thanks|flashed a cheerful hello|turned for home].',
        '{hero} [noticed|spotted|realised] that the lamp was not [broken|worn out] at all: its [glass|lens|window] was simply [covered in space dust|smudged with comet soot|misty with old fingerprints]. [With a soft cloth and a bit of polish|With a huff of breath and a sleeve|With a feather duster and a lot of patience], {hero} [cleaned|polished|shined] it until it [gleamed|sparkled|glittered], and the beam [leapt|swept|streamed] out across the stars. Keeper Ossandra Vell [laughed|clapped|beamed] and [gave|handed] {hero} a [tiny|little] silver lighthouse [to keep|as a thank-you].',
      ],
      little: {
        setting: ['{hero} flew [up|far] to a [big|tall] lighthouse in the stars. [Whoosh!|Zoom!]'],
        problem: ['The light was [going out|too dim|very weak]. [Oh no!|Uh-oh!]'],
        resolution: [
          '{hero} [cleaned|polished] the [lamp|light], and it shone [bright|so bright] again. [Hooray!|Well done!]',
        ],
      },
      twists: [
        'the lighthouse keeper had been a lost little spaceship once herself, [long ago|a long time ago]',
      ],
      lessons: ['small jobs done well keep everyone safe'],
    },
    {
      id: 'moon-post',
      scene: 'moon',
      places: ['the Moon Post Office'],
      goals: ["the Moon's lost sack of letters"],
      titles: ['{hero} and the Moon Post', '{hero} Delivers the Moon Mail'],
      setting: [
        "[Every night|Once a month|On the night of every full moon], the Moon Post Office sends [birthday cards|letters|postcards] from the Moon to [everyone on Earth who has ever waved at it|every child who ever said goodnight to it|anybody who has looked up and smiled]. Tonight a [moon-rabbit|small grey moon-mouse|postman in a silver cap] called Pibbledon Quarry [hopped|bounced|tapped] at {hero}'s window and [asked for help|asked, very politely, for a hand], and together they [bounced|floated|hopped] all the way up to {place}.",
        '{hero} found a [silver|pale blue|glittering] envelope on the pillow, [addressed in wobbly handwriting|stamped with a tiny crater|tied with a moonbeam ribbon]. Inside was a [ticket|note|map] that said: "[Please come at once|Urgent, but not scary|Help wanted, kind hands only]." [The envelope folded itself into a paper rocket|A ladder of moonlight unrolled from the sky|The curtains swished open onto a silver path], and [off|away] went {hero}, up to {place}.',
      ],
      problem: [
        'Pibbledon Quarry [twitched his whiskers|wrung his paws|shook his silver cap] [unhappily|anxiously|sadly]. "[A moon-breeze|A mischievous dust-whirl|A bouncy crater-wind] blew {goal} [right off my cart|out of my paws|over the hills]," he said, "and [if the letters don\'t arrive|without them], [thousands of children|a great many children|every child waiting] will [wake to an empty windowsill|miss their moon-post|think the Moon forgot them]."',
        '[The sorting room|The post office] was [strangely|unusually|very] quiet, [with empty shelves|with empty pigeonholes|with not one letter in sight]. [Somewhere out on the dusty plains|Somewhere among the craters|Somewhere over the grey hills] lay {goal}, and the [Earth-bound|night] delivery [rocket|sledge|balloon] was [due to leave before midnight|waiting at the gate|already warming up].',
      ],
      resolution: [
        "{hero} [followed|traced|tracked] a trail of [scattered envelopes|tiny footprints of letters|silver stamps] [across the dust|over the craters|between the moon-rocks] and found the sack [snagged on a crater's edge|resting in a soft hollow|caught on a moon-flower]. [Hop by hop|Bounce by bounce|Step by careful step], {hero} [dragged|carried|towed] it back, and Pibbledon Quarry [hugged it|danced a little jig|threw his cap in the air]. [That very night|Before midnight|Just in time], every letter [floated|drifted|fluttered] down to Earth [like silver snow|on a moonbeam|as softly as a feather].",
        '{hero} had [an idea|a clever thought|a bright idea]: [from the top of the tallest crater|standing on a moon-rock|from the highest hill], anything [shiny|silver|glittering] would [catch the earthlight|shine out|twinkle]. [Sure enough|And indeed|Just as hoped], {goal} was [glinting|gleaming|twinkling] in a [valley|hollow|crater] nearby. {hero} and Pibbledon Quarry [rolled|carried|wheeled] it back together, and soon [the letters were on their way|the night rocket was loaded|every envelope was sorted], [each one|every one] [addressed to a child just like {hero}|smelling faintly of moon-dust].',
      ],
      little: {
        setting: ['A [moon|little] rabbit [came|hopped] to the window. [Hop, hop!|Tap, tap!]'],
        problem: ['The [letters|moon-post] blew away. [Oh dear!|Uh-oh!]'],
        resolution: [
          '{hero} found the [letters|bag], and they [flew|floated] down to [all the children|every house]. [Hooray!|Yay!]',
        ],
      },
      twists: ['one of the letters in the sack was [addressed|written] to {hero}'],
      lessons: ['keeping a promise matters, even a small one'],
    },
    {
      id: 'sky-tram',
      scene: 'city',
      places: ['Copperdale Sky-Harbour'],
      goals: ["Quibbin's lost voice-chip"],
      titles: ['{hero} and the Sky-Tram', '{hero} and the Robot Who Lost Its Voice'],
      setting: [
        "In {place}, [sky-trams|hover-trams|little floating trams] [glide|hum|swoop] between the towers, and every one is driven by a [cheerful|chatty|polite] robot who [calls out the stops|sings out the names of the stations|announces every corner]. That evening {hero}'s [night-light|bedside lamp|toy tram] began to [buzz|flicker|hum], and [with a fizz|in a swirl of sparks|with a soft pop], {hero} was standing on a [platform|station|landing pad] in {place}, [ticket in hand|next to a queue of robots|under a sign that said 'Tram Seven'].",
        'A [little|round|bright-blue] robot conductor called Quibbin had [written|sent|beeped] {hero} a [postcard|message|letter] [every week for a year|on every birthday|all summer], and tonight it [arrived in person|appeared at the window|knocked three times]. Its speaker [crackled|fizzed|buzzed], but no words came out, only [a sad little squeak|a hiss|a tiny whistle], and it [tugged|pulled] {hero} [aboard its tram|by the sleeve], which [rose|floated|sailed] up into {place}.',
      ],
      problem: [
        'Without [a voice|its voice], Quibbin could not [call out the stops|tell anybody where to get off|announce the stations], and the [trams|passengers|robots] were [all in a muddle|getting lost|going round in circles]. [A grandmother robot|A robot with a basket of bolts|A family of delivery drones] had [ridden|travelled|gone] round the harbour [nine times|all evening|twice already] looking for [the park|home|the bakery]. [Somewhere in the city|Somewhere among the towers] lay {goal}, [which had popped out|which had rolled away|which had slipped loose] [at the last stop|in a hurry|over a bump].',
        '[The tram map|The big map in the station|The route board] [blinked|flashed|flickered] [red|orange], and [nobody|not a single robot] knew which way to go. Quibbin [pointed|gestured] [sadly|hopefully] at the [empty|little] slot on its chest, where {goal} [should have been|used to sit|belonged]. ["Find it," the slot seemed to say|The message was plain|{hero} understood at once], "and [everything will run smoothly again|the trams will find their way|the city can go home]."',
      ],
      resolution: [
        '{hero} [retraced|followed|went back along] Quibbin\'s [route|journey|rails] [stop by stop|station by station|tower by tower], and at the [fountain|flower stall|last stop] found {goal} [twinkling|glinting|winking] in a [puddle|flower pot|crack in the pavement]. [With a click|With a soft click|Click!], it [went back into place|slid home|fitted perfectly], and Quibbin\'s voice [rang out|sang out|came back] [clear and cheerful|loud and proud|bright as a bell]: "[Next stop, home!|All aboard!|Thank you, {hero}!]" Every tram [hummed|glided|sailed] [happily|smoothly|neatly] back onto its route.',
        '[While they searched|Instead of waiting], {hero} [stood at the front of the tram|took Quibbin\'s place|borrowed the conductor\'s cap] and [called out|announced|sang out] every stop [in a clear, kind voice|as loudly as possible|with a grin]. [Before long|Soon|By the third stop], a [small drone|passenger|tiny cleaning robot] [spotted|found|noticed] {goal} [under a seat|in a ticket machine|by the door], and Quibbin [beeped|whistled|chirped] its first [words|sentence] for hours: "[Thank you, friend|You are a very fine conductor|Please come again]."',
      ],
      little: {
        setting: ['{hero} rode a [flying|floating] tram [up high|in the sky]. [Whizz!|Whirr!]'],
        problem: ['The [robot|little robot] could not [talk|speak]. [Oh no!|Poor robot!]'],
        resolution: [
          '{hero} found the [little|shiny] chip, and the robot said, "[Hello!|Thank you!]" [Hooray!|Beep, beep!]',
        ],
      },
      twists: ['Quibbin had lost its voice from singing too [loudly|much] on its birthday'],
      lessons: ['helping someone speak up is a kind thing to do'],
    },
  ],
};
