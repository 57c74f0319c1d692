import type { GenreBank } from './types';

/** Comedy: gentle silliness in the town of Wobbleton, where muddles end in laughter, never in unkindness. */
export const COMEDY: GenreBank = {
  epithets: ['the funniest child in town', 'our brave giggler', 'the young joker'],
  spots: [
    'on top of a wobbly pile of pancakes',
    '<@town>behind a giggling hedge',
    '<@town>next to a lamppost wearing a bobble hat',
    'inside an upside-down umbrella',
    '<@town>beside a fountain that squirted lemonade',
    'under a table covered in jelly',
    '<@town>in the middle of a bouncy castle',
    '<@town>next to a very surprised-looking snowman',
    '<@town>on a bench painted with polka dots',
    '<@town>by a signpost pointing in every direction at once',
    '<@palace>beside a suit of armour',
    '<@palace>under the royal banquet table',
  ],
  openings: [
    'In the town of Wobbleton, where the houses leaned together as if [sharing a joke|whispering secrets|trying not to giggle], there lived a [child|young comedian|cheerful child] called {hero}.',
    '{hero} could make anyone laugh: grown-ups, babies, [grumpy cats|cross cats|sleepy dogs] and, once, a very serious [statue in the park|lollipop lady|goose].',
    'Once upon a time, on the [silliest|wobbliest|giggliest] street in the [silliest|funniest|wobbliest] town in the world, lived {hero}.',
    'Everybody agreed that {hero} had the best laugh in [town|the street|the whole school], the kind that makes other people laugh just by [hearing it|being near it].',
    'If there was a puddle, {hero} jumped in it; if there was a joke, {hero} told it; and if there was a pancake, {hero} flipped it, usually onto the [ceiling|cat|lampshade].',
    'In a house where the cat wore [slippers|a scarf|wellies] and the goldfish had a tiny [bow tie|top hat|moustache] lived {hero}, who thought this was all perfectly normal.',
  ],
  atmosphere: [
    '<@town>The streetlamps were wearing [bobble hats|woolly scarves|knitted earmuffs], and the [postbox|bus shelter|town pump] was [humming a little tune|whistling to itself|tapping its foot].',
    'A [pigeon|duck|seagull] in a [top hat|bow tie|monocle] [strutted|waddled|marched] past, nodding good evening to [everyone|anyone who looked|the lampposts].',
    '[Somewhere|Down the street|From an upstairs window] a [trombone|tuba|bassoon] went [parp|oompah|toot], and a [dog|cat|goat] [howled|sang|joined in] along in [perfect|nearly perfect|surprisingly good] harmony.',
    'The clouds had arranged themselves into [funny|silly|very odd] shapes: [a rabbit|a sock|a duck], [a teapot|a trumpet|a jelly] and something that looked a lot like [a grandpa in a bath|a cat on roller skates|a hippo in a tutu].',
    'Even the [trees|hedges|rose bushes] seemed to be [giggling|chuckling|sniggering], their leaves rustling like [tickled ribs|a whispered joke|a bag of crisps].',
    '<@town>The fountain in the square was squirting [lemonade|orange squash|fizzy pop], and a [duck|frog|very small dog] was floating on it in a [rubber ring|teacup|paper boat].',
    '<@town>A [breeze|gust of wind|playful wind] tickled the washing on the lines, so that the [shirts|pyjamas|long johns] waved their [arms|sleeves|legs] about as if they were [dancing|conducting an orchestra|doing the hokey-cokey].',
    '<@town>The [church clock|town hall clock|clock on the bakery] struck [seven, then eight|six, then nine|eight, then seven], then [changed its mind|lost count|gave up] and went [cuckoo|ding-a-ling|boing] instead.',
  ],
  obstacles: [
    '<@town>[First|Before long|Round the first bend], the road was blocked by a flock of sheep who had decided to have a [dance party|disco|barn dance] in the middle of it. {hero} joined in with a conga, and the delighted sheep conga-ed right off the road and [into their field|back through the gate|home to bed].',
    '<@town>[Then|Just then|Without warning] a banana skin appeared out of nowhere, as banana skins [do|always do|so often do]. {hero} stepped on it, slid all the way down the [high street|hill|lane] on one foot and stopped, with a [bow|twirl|curtsy], exactly where {hero} had wanted to go.',
    "A [gust of wind|cheeky breeze|sudden whoosh of air] [turned|flipped|blew] {hero}'s umbrella inside out and [lifted|whisked|swept] {hero} [gently|softly|neatly] off the ground. {hero} floated over the [rooftops|chimney pots|treetops] for a while, waving to a very surprised [window cleaner|milkman|pigeon], before drifting down as lightly as a [dandelion seed|feather|soap bubble].",
    '<@town>A very polite traffic jam of [snails|tortoises|slugs in tiny hats] blocked the lane, each one saying "After you" to the next. {hero} picked them up one by one and set them carefully on the other side, and they all said thank you, [very slowly|one word at a time|at snail speed].',
    '[Next came|Then came|After that came] the Tickle Bridge, whose railings tickled anyone who [walked|tiptoed|tried to creep] across. {hero} [giggled|chuckled|laughed] so much [all the way over|all the way across|from one end to the other] that [several passing birds|a family of ducks|two passing cows] [started|began] giggling too.',
    'A [giant|shimmering|wobbly] bubble floated down the street and swallowed {hero} whole, with a soft [bloop|plop|blup]. Inside, it smelled [of|sweetly of|deliciously of] [strawberries|bubblegum|lemon sherbet]. {hero} bounced along in it for [three streets|a whole mile|five minutes] before it popped, pff, and set {hero} down on a [soft patch of grass|pile of cushions|heap of autumn leaves].',
    '<@palace>A [long|grand|very long] corridor of the palace was guarded by two royal corgis who would only let people pass if they did a [curtsy|proper curtsy|royal curtsy]. {hero} did the [wobbliest|silliest|most wobbly] curtsy ever seen, and the corgis were so [tickled|delighted|amused] that they rolled over for [tummy rubs|a tummy tickle|a scratch].',
  ],
  homecomings: [
    '<@town>{hero} [walked|skipped|wandered] home past the lamppost in the bobble hat, which [winked|waved|tipped its hat], and the pigeon in the top hat, which [bowed|curtsied|cooed goodnight].',
    'A very helpful [wheelbarrow|shopping trolley|pram] gave {hero} a ride home, [squeaking|rattling|creaking] a happy tune all the way to the [front door|garden gate|doorstep].',
  ],
  little: {
    openings: [
      '{hero} liked to [laugh|giggle] [a lot|all day].',
      '{hero} had a [funny|silly|floppy] hat [with a bobble|with a feather].',
      '{hero} loved [jokes|funny faces|silly songs] [best of all|so much].',
    ],
    sounds: [
      'Everyone went, "[Ha, ha, ha|Hee, hee, hee]!"',
      'Something went [boing, boing|bounce, bounce] [down the street|over the hill].',
      'A goose went, "[Honk, honk|Honk]!"',
      '"Tee-hee," [giggled|laughed] {hero}.',
    ],
    homecomings: [
      'Then {hero} hopped home, [hop, hop|skip, hop].',
      '{hero} [danced|skipped] all the way home.',
      'Home went {hero}, [giggling|still giggling|humming a song].',
    ],
  },
  skeletons: [
    {
      id: 'upside-down',
      scene: 'town',
      places: ['the town of Wobbleton'],
      goals: ['the Right-Way-Up Lever'],
      titles: ['{hero} and the Upside-Down Day', '{hero} Turns the World the Right Way Up'],
      setting: [
        'When {hero} woke up from an [after-tea nap|afternoon snooze|early doze], the bed was on the ceiling. So was the [rug|carpet|toy box], and the cat, and the goldfish bowl, though the goldfish seemed [quite relaxed|perfectly calm|not at all bothered] about it. {hero} [looked|peeped|peered] out of the window and saw that the [whole of|whole town of|entire town of] {place} had turned upside down.',
        "It all began when the Mayor of Wobbleton [sneezed|hiccupped|yawned very widely] during the town's [Spinning Competition|Cartwheel Contest|Roly-Poly Race]. There was a [whoosh and a whirl|whirl and a whizz|whizz and a whoosh], and [suddenly|all at once|just like that] everything in {place} was upside down: people walked on ceilings, trees dangled from the sky and the puddles [rained upwards|dripped up into the clouds|splashed the wrong way].",
      ],
      problem: [
        "At first it was [great fun|a real hoot|tremendous fun]. Ice cream [dripped upwards|dribbled towards the sky|melted the wrong way], babies [giggled|chuckled|gurgled] as they floated about, and the mayor's wig hung from the [chandelier|lampshade|curtain rail]. But [soon|before long|after a while] everybody's tummy felt [wobbly|woozy|topsy-turvy], nobody could find their shoes and dinner kept falling onto the ceiling. [Someone had to find|Somebody needed to find|It was time to find] {goal}.",
        '"The only thing that can [fix|mend|sort out] it is {goal}," said the town inventor, dangling from a [lamppost|washing line|flagpole] by one foot. "It\'s [at the top of|somewhere up|at the very top of] the clock tower. Or [the bottom|the middle|somewhere else]. [It\'s very hard to tell today|Everything is muddled today|Who can say, today]."',
      ],
      resolution: [
        '{hero} climbed down the clock tower, which was [really|actually|of course] climbing up, and found {goal} [behind|tucked behind|hiding behind] the big clock face. With a [mighty heave|big tug|grunt and a giggle] and a loud [clunk|clank|ker-thunk], {hero} pulled it, and everything flipped back the right way up, [plop, plop, plop|thump, bump, plonk|one thing after another]. A passing [goldfish|grandma|postman] gave {hero} a small, grateful nod.',
        "{hero} found {goal} in the mayor's [pocket|waistcoat pocket|hat], where it had been [all along|the whole time|since breakfast]. One [little|tiny|quick] tug, and whoosh! Everything turned the right way up and landed [softly|gently|with a bump] on the grass, except the mayor's wig, which landed on a [very surprised|rather startled|most astonished] goat.",
      ],
      little: {
        setting: [
          'One day everything was upside down, and the cat was on the [ceiling|roof], [silly cat|oh, silly cat|meow]!',
        ],
        problem: ['{hero} was upside down too. Oh, what a [muddle|mix-up|silly day]!'],
        resolution: [
          '{hero} pulled a big lever, and [whoosh|whizz|flip], everything was the right way up, [ha, ha|hooray]!',
        ],
      },
      twists: [
        'the whole town had [secretly|privately|rather] quite liked being upside down and asked to do it again every [Saturday|Sunday|Tuesday]',
        'the town inventor had turned the world upside down [by mistake|by accident|without meaning to], while trying to make pancakes [flip themselves|toss themselves|turn over on their own]',
      ],
      lessons: [
        'it is good to laugh when things go wrong',
        'try looking at things from a different side',
      ],
    },
    {
      id: 'runaway-pancake',
      scene: 'town',
      places: ['the Great Breakfast Fair'],
      goals: ['the runaway pancake'],
      titles: ['{hero} and the Runaway Pancake', '{hero} and the Great Pancake Chase'],
      setting: [
        'It was the evening of {place}, and everyone in town was making pancakes for the big [flipping contest|tossing championship|pancake race]. {hero} gave the pan a [mighty|tremendous|great big] toss, and the pancake flew up, turned three [somersaults|cartwheels|loop-the-loops], landed on the floor and rolled [straight|right|merrily] out of the door.',
        "Grandpa Biscuit's famous pancakes were always the stars of {place}, but this year his [very best|finest|fluffiest] one had other ideas. Just as he flipped it, the pancake [sprang|leapt|jumped] out of the pan, winked at {hero} and [bounced|rolled|bowled] off down the street.",
      ],
      problem: [
        '"Stop that pancake!" [shouted|yelled|cried] the judges. But the pancake was [very|remarkably|surprisingly] fast for something so [floppy|flat|bendy]. It rolled past the bakery, through the park and over the duck pond, and without {goal} there would be no winner of the contest [at all|whatsoever|this year].',
        'The pancake was [rolling and bouncing|bouncing and rolling|zooming and bouncing] everywhere, leaving a trail of [sticky|gooey|drippy] syrup behind it. "If nobody catches it," cried Grandpa Biscuit, "the whole town will be [glued together|stuck fast|one big sticky mess] by morning!"',
      ],
      resolution: [
        '{hero} had a [clever|cunning|brilliant] idea: instead of chasing {goal}, {hero} sat down on a bench and began to eat a strawberry. The pancake, who loved strawberries more than anything, [stopped, turned|skidded to a halt, turned round|stopped, spun round] and rolled right up to ask for a share. Together they went back to the fair, and the pancake won [first prize|a shiny rosette|the golden frying pan] for Best Escape.',
        '{hero} held out a plate, and the pancake, [tired|worn out|puffed out] from all that rolling, flopped onto it with a [happy|contented|great big] sigh. "I only wanted to [see the world|see the sights|go exploring]," it [said|explained|admitted]. So {hero} promised to take it on a tour of the town, and the whole fair [cheered|clapped|whooped] for the bravest pancake that had ever been flipped.',
      ],
      little: {
        setting: [
          '{hero} made a pancake and [flipped it|tossed it]. Up it went, and then it rolled away!',
        ],
        problem: [
          '"Stop, pancake," [said|called] {hero}, but [roll, roll, roll|bounce, bounce] went the pancake.',
        ],
        resolution: [
          '{hero} held out a plate, and [flop|plop], the pancake landed on it. [Got it!|Hooray for {hero}!]',
        ],
      },
      twists: [
        'the pancake could talk, and it had only run away because it was [scared|worried|frightened] of being eaten',
        'the runaway pancake had been [secretly|quietly] practising its escape for [weeks|months|ages]',
      ],
      lessons: [
        'slow and steady wins the race',
        'sometimes the best way to catch something is to stop chasing it',
      ],
    },
    {
      id: 'kings-hiccups',
      scene: 'palace',
      places: ['the Palace of Bumbleton'],
      goals: ["a cure for the king's hiccups"],
      titles: ["{hero} and the King's Hiccups", '{hero} and the Palace of Bumbleton'],
      setting: [
        'A royal messenger [galloped|trotted|clip-clopped] up to {hero}\'s house on a very [tired|puffed-out|sleepy] pony. "Hic!" said the messenger. "Sorry. The king has the hiccups, and now [everyone|every single person] at {place} has caught them. Hic! [Please come|Please hurry|Come quickly]."',
        'A royal invitation arrived by [pigeon|paper aeroplane|very puffed-out duck]: "The King requests your help. Bring jokes." So {hero} put on the [best|smartest|least crumpled] jumper in the wardrobe and set off for {place}, where the flags were [fluttering|flapping|waving] and every few seconds the whole building seemed to [jump|hop|jolt].',
      ],
      problem: [
        'King Bumbleton had been hiccupping for [three days and three nights|a whole week|four days and four nights] [without stopping|on and on|non-stop]. HIC! Every time, his crown [bounced|hopped|jumped] off his head. The royal doctors had tried [everything|simply everything|all they could think of]: holding his breath, drinking water upside down, even standing on one leg. Nothing worked, and [tomorrow|the very next day|in the morning] the king had to give a [very important|very grand|terribly important] speech.',
        '"HIC!" went the king, and his crown [bounced off|flew off|popped off]. "HIC!" went the queen, and her tea [splashed everywhere|slopped into her lap|went all over the cat]. The hiccups had [spread|jumped|hopped] to the cooks, the guards and [even|yes, even] the royal corgis. The whole palace needed {goal}, and [quickly|fast|in a hurry].',
      ],
      resolution: [
        '{hero} tried [tickling|a feather], then a silly dance, and then the [funniest|silliest|most ridiculous] face ever made. The king laughed so hard that he forgot to hiccup, and then forgot again, and then the hiccups [simply|quietly|politely] gave up and went away. "[Magnificent|Marvellous|Splendid]!" cried the king, and made {hero} a Royal Knight of Giggles [on the spot|then and there|right away].',
        '{hero} [crept|tiptoed|sneaked] up behind the throne, waited for the [perfect|exact|very best] moment and shouted, "BOO!" The king jumped so high that his crown landed on the [chandelier|curtain rail|top of a suit of armour], and the hiccups flew right out of him. Then everybody else tried it too, and [soon|before long|in no time] the whole palace was hiccup-free and [laughing|giggling|chuckling].',
      ],
      little: {
        setting: [
          'The king had the hiccups, [hic, hic, hic|hic, hic], and his crown went bounce, bounce.',
        ],
        problem: ['Nobody could stop the hiccups. [Oh dear, oh dear!|Hic, oh no!]'],
        resolution: [
          '{hero} made a [funny|silly] face, and the king laughed and laughed. [No more hiccups!|The hiccups were gone!]',
        ],
      },
      twists: [
        'the king had been pretending to hiccup [all along|the whole time] because he was [nervous|worried|shy] about his speech',
        "the hiccups had come from a [tiny|teeny|little] hiccupping frog hiding inside the king's [crown|royal crown]",
      ],
      lessons: ['laughter really is the best medicine', 'it is okay to feel nervous sometimes'],
    },
    {
      id: 'talent-show',
      scene: 'town',
      places: ['Wobbleton Town Hall'],
      goals: ['a brand-new act for the show'],
      titles: ['{hero} and the Topsy-Turvy Talent Show', '{hero} Steals the Show'],
      setting: [
        'It was the night of the Wobbleton Talent Show, and {place} was [packed|full to the rafters|bursting with people]. There was a juggling grandpa, a [dancing|prancing|tap-dancing] dog and a lady who could whistle with her nose. {hero} had come to watch, with a [bag|bucket|paper bag] of popcorn and a [front-row|very good|squashy red] seat.',
        '{hero} had been practising for [weeks|days and days|ages] for the talent show at {place}, though practising what, nobody was [quite|entirely|really] sure. On the big night, {hero} [arrived|turned up|tiptoed] backstage to find everyone in a [terrible|dreadful|tremendous] flap.',
      ],
      problem: [
        'But one by one, [everything|every single act|every act] went [wrong|horribly wrong|topsy-turvy]. The juggling grandpa dropped his balls into the tuba, the nose-whistling lady [caught a cold|got the sniffles|started sneezing], and the star of the show, a tap-dancing penguin, [got stage fright|went all shy|lost his nerve] and hid in the broom cupboard. Without {goal}, the show would end in a [flop|muddle|terrible flop].',
        'The star of the show, a tap-dancing penguin, had [stage fright|the wobbles|a bad case of nerves] and was hiding in the broom cupboard, and the juggling grandpa had [just|only just|that very minute] dropped his balls into the tuba. "Without our star," [wailed|groaned|sobbed] the organiser, "there is no show!" Everyone turned to [look at|stare at|peer at] {hero}.',
      ],
      resolution: [
        'So {hero} [climbed|hopped|marched] onto the stage and told the story of the whole silly evening, acting out every part: the tuba, the juggling balls, even a very wobbly penguin. The audience laughed until they [cried|hiccupped|fell off their seats], the penguin [peeked|peeped|poked its head] out of the cupboard to see what was so funny, and by the end everyone was on stage together, taking a bow.',
        '{hero} knocked [gently|softly|kindly] on the broom cupboard door and said, "Shall we do it together?" Out came the penguin, and the two of them danced the [silliest, wobbliest|wobbliest, silliest|funniest, floppiest] dance the town had ever seen, tripping over each other\'s feet on purpose. The audience [clapped and cheered|cheered and whistled|stamped and clapped], and the penguin was never [scared|shy|frightened] again.',
      ],
      little: {
        setting: [
          'It was the big show, and everyone was there, [clap, clap|clapping and cheering].',
        ],
        problem: ['But the dancing penguin was [shy|scared] and would not come [out|out to play].'],
        resolution: [
          '{hero} danced with the penguin, [wibble, wobble|wiggle, waggle], and everyone [laughed and clapped|clapped and cheered].',
        ],
      },
      twists: [
        'everything had gone wrong on purpose, because the whole show was [secretly|really|actually] a comedy',
        'the shy tap-dancing penguin turned out to be the [best|finest|loudest] singer in the whole town',
      ],
      lessons: ["you don't have to be perfect to shine", 'being brave is easier with a friend'],
    },
    {
      id: 'floating-granny',
      scene: 'town',
      places: ['the sky over Wobbleton'],
      goals: ["Granny Apricot's floating armchair"],
      titles: ['{hero} and the Flying Armchair', '{hero} and the Hundred Balloons'],
      setting: [
        "It was Granny Apricot's hundredth birthday, and the party had a hundred balloons, all tied to her [favourite|squashy old|comfy] armchair. [Unfortunately|Unluckily|As it happened], Granny had dozed off in the armchair, and when the wind blew, up she went, armchair, balloons and all, [snoring gently|snoring softly|still snoring], into {place}.",
        "{hero} had blown up so many balloons for the party that the whole garden was [bobbing|bouncing|wobbling]. Then a breeze came along, and the balloons, which were all tied to Granny Apricot's armchair, lifted it [right into the air|clean off the grass|up into the sky], with Granny in it, [fast asleep|sound asleep|snoozing away], her knitting still in her lap.",
      ],
      problem: [
        'The armchair [drifted|floated|sailed] over the rooftops, past the church spire and out towards the hills, and Granny was still snoring. The whole party ran after it, [waving and shouting|shouting and waving|calling and waving], but nobody could reach. Somebody had to bring down {goal} before she missed her own [birthday cake|birthday tea|birthday candles].',
        '"Granny! Wake up!" everyone [shouted|hollered|called], but Granny Apricot was a [very deep|champion|tremendously deep] sleeper. The armchair floated [higher and higher|up and up|further and further], and the birthday cake, with a hundred candles, was waiting on the table. Only {hero} had a [plan|clever plan|sensible plan] for [bringing|getting] {goal} back down.',
      ],
      resolution: [
        '{hero} borrowed the postman\'s bicycle and the baker\'s longest bread stick, pedalled up the hill and, with one [careful|gentle|very careful] poke, popped a single balloon. Pop! The armchair [drifted|sank|floated] down a little. Pop! Down a little more, until it landed [softly|gently|with a soft bump] right next to the cake. Granny woke up, [stretched|yawned|blinked] and said, "Ooh, [did I miss anything|have I missed anything|is it time for cake]?"',
        '{hero} whistled for the town pigeons, who were very fond of Granny because she always fed them [crumbs|biscuit crumbs|bits of cake]. Each pigeon took a balloon string in its beak and, flapping together, they [steered|guided|tugged] the armchair [gently|slowly|carefully] back to the garden. Granny woke up [just in time|at exactly the right moment|not a moment too soon] to blow out her candles.',
      ],
      little: {
        setting: [
          "Granny had lots of balloons, and then, whoosh, up went Granny's [chair|big chair]!",
        ],
        problem: [
          'Granny was [asleep|snoring] in the sky, [zzz|snore, snore]. How would she come down?',
        ],
        resolution: [
          '{hero} popped a balloon, [pop|bang], and down came Granny, slow and soft. [Happy birthday, Granny!|Granny was home.]',
        ],
      },
      twists: [
        'Granny Apricot had been awake the whole time and was [simply|just|quietly] enjoying the view',
        'Granny Apricot had planned the whole thing, because she had [always|for years|ever so much] wanted to fly',
      ],
      lessons: ['a clever idea is better than a big fuss', 'family fun is the best kind of fun'],
    },
    {
      id: 'giggle-bugs',
      scene: 'town',
      places: ['the town of Wobbleton'],
      goals: ['the Giggle-Bug Queen'],
      titles: ['{hero} and the Giggle-Bugs', '{hero} and the Day Nobody Stopped Laughing'],
      setting: [
        'The first giggle came from the [library|museum|reading room], which was odd, because [places like that are|such places are|everybody knows those are] supposed to be quiet. Then the bus driver started [giggling|chuckling|sniggering], and the policeman, and the vicar, until the whole of {place} was [rolling about with laughter|helpless with laughter|holding its sides] and nobody could stop. {hero} [decided|was determined|set off] to find out why.',
        '{hero} felt a [tickle|tickly feeling|funny tickle] on the nose, then on an elbow, then on both feet at once, and burst out [laughing|giggling|chuckling]. Out of the window, everyone in {place} was laughing too: the milkman, the mayor and a [very surprised|rather puzzled|most astonished] cow.',
      ],
      problem: [
        "[Tiny, fluffy|Teeny, fuzzy|Small, fluffy] giggle-bugs had escaped from the zoo's insect house, and wherever they landed, people [laughed and laughed|giggled and giggled|chuckled and chortled]. At first it was [lovely|rather nice|good fun]. But soon nobody could eat their dinner, the baker's bread was [full of giggles|giggling in the oven|shaking with laughter] and the whole town was getting a tummy ache. [Someone had to find|Somebody needed to find|The only hope was to find] {goal}, the only one the giggle-bugs would follow home.",
        'It was fun for the first hour and funny for the second, but by the third hour everyone\'s cheeks [ached|hurt|were sore] and nobody had done any work [at all|whatsoever|all day]. "The giggle-bugs will only go home if their queen calls them," said the zookeeper [between chuckles|between giggles|with a snort], "and she\'s hiding somewhere in town."',
      ],
      resolution: [
        '{hero} found {goal} sitting on top of the town hall clock, feeling [left out|lonely|a bit sulky], because everyone had been laughing without her. {hero} told her the [best|silliest|funniest] joke in the world, and the queen laughed so hard that she glowed, then called all the giggle-bugs home with a [tiny|teeny|little golden] trumpet. The town stopped laughing, mostly, and went to bed [smiling|grinning|still smiling].',
        '{hero} made a trail of [sugar sprinkles|hundreds and thousands|rainbow sprinkles] all the way from the town square to the zoo, and the giggle-bugs followed it, [nibbling|munching|crunching] as they went, with {goal} at the front wearing a tiny crown. By bedtime they were all [back home|safely home|tucked up at home], and the town was [quiet|calm|peaceful] again, apart from one or two leftover chuckles.',
      ],
      little: {
        setting: [
          'Little giggle-bugs were everywhere, [tickle, tickle|wiggle, wiggle], and everyone laughed, ha, ha, ha!',
        ],
        problem: ['Nobody could stop laughing. [Their tummies hurt!|Oh, their poor tummies!]'],
        resolution: [
          '{hero} made a path of [sprinkles|sweeties], and the bugs went home. [Bye-bye, giggle-bugs!|Goodbye, giggle-bugs!]',
        ],
      },
      twists: [
        'the giggle-bugs had only come to town because it was the [grumpiest|gloomiest|most serious] place they had ever seen',
        'the zookeeper had let the giggle-bugs out on purpose, because everyone had been [far too serious|much too grumpy|far too glum]',
      ],
      lessons: ['too much of a good thing is not always good', 'make room for everyone in the fun'],
    },
    {
      id: 'zoo-noises',
      scene: 'town',
      places: ['Wobbleton Zoo'],
      goals: ['the lost Book of Animal Noises'],
      titles: ['{hero} and the Mixed-Up Zoo', '{hero} and the Lion Who Said Moo'],
      setting: [
        'Every evening, {hero} [walked|skipped|strolled] past {place} and said goodnight to the animals. But [tonight|this evening|that night] something was [very wrong|not right at all|terribly muddled]. The lion said "Moo", the cow said "Quack", and the duck opened its beak and let out an [enormous|almighty|tremendous] ROAR, then looked [very embarrassed|most embarrassed|rather sheepish] about it.',
        'The zookeeper rang {hero}\'s doorbell in a [terrible|dreadful|tremendous] fluster. "Please come to {place}," she [said|puffed|panted]. "The animals have mixed up all their noises, and the elephant keeps [tweeting|going cuckoo|miaowing]." So {hero} [put on a coat|grabbed a scarf|pulled on some wellies] and [hurried|dashed|scurried] off to help.',
      ],
      problem: [
        "The zoo's parrot, who was supposed to look after {goal}, had dropped it in the night, and its pages had [blown about|fluttered away|scattered everywhere] and landed in all the wrong enclosures. Now the monkeys were mooing, the penguins were [barking|oinking|neighing] and the snake was going cock-a-doodle-doo, which nobody [enjoyed|liked|appreciated].",
        'The animals were [very upset|terribly upset|most put out]. The owl hooted "Baa", and the sheep looked [offended|insulted|very cross]. The only thing that could [sort out|untangle|fix] the muddle was {goal}, which had been lost somewhere in the zoo, and the zoo was [very big indeed|enormous|very big].',
      ],
      resolution: [
        '{hero} found the pages scattered [all over|right across|all around] the zoo: one in the hippo pool, one under a [sleeping|snoring|dozing] tortoise and one being worn as a hat by a chimpanzee. {hero} put them back in order and read them out [loud|loudly|in a clear voice], and one by one every animal found its own voice [again|once more]. The lion gave a [proud|mighty|happy] roar, and the duck said "Quack" with a [very relieved|great big|grateful] smile.',
        '{hero} had a better idea than searching: standing in the middle of the zoo, {hero} made every animal noise, one by one, very [loudly|clearly|carefully] and very well. Each animal listened [carefully|closely|hard] and copied its own, and by the end the zoo was roaring, mooing and quacking [perfectly|beautifully|just right]. The zookeeper gave {hero} a [badge|rosette|shiny badge] that said "Honorary Parrot".',
      ],
      little: {
        setting: ['At the zoo, the animals were [mixed up|all muddled], and the lion said, "Moo!"'],
        problem: ['The duck said, "Roar," and the cow said, "Quack." What a [muddle|mix-up]!'],
        resolution: [
          '{hero} helped each [animal|one], and the lion said, "Roar!" [Hooray!|Now the zoo was right again.]',
        ],
      },
      twists: [
        "the animals had swapped noises on purpose, as a [joke|surprise|birthday joke] for the zookeeper's birthday",
        'the parrot had mixed everything up because it wanted to learn every [single|last] noise [at once|in one go|all at the same time]',
      ],
      lessons: ['be proud of who you are', 'patience helps untangle any muddle'],
    },
    {
      id: 'hat-mix-up',
      scene: 'town',
      places: ['Wobbleton'],
      goals: ["the mayor's missing top hat"],
      titles: ['{hero} and the Great Hat Mix-Up', '{hero} and the Windy Day'],
      setting: [
        "A wild wind [whooshed|whirled|swept] through {place}, and when it had gone, everybody was wearing somebody else's hat. The firefighter had the baker's [floppy|puffy|tall] white hat, the baker had a pointy wizard's hat, and the mayor was [wearing|sporting|peeping out from under] a tea cosy.",
        "{hero} was [walking|skipping|wandering] home when a gust of wind [snatched|whipped|plucked] a bobble hat right off {hero}'s head and whirled it away. It [whirled away|whisked away|carried off] every other hat in {place} too, and dropped them all back down on the [wrong heads|wrong people|most unlikely heads].",
      ],
      problem: [
        "[Strangely|Oddly|Funnily enough], everyone began to do the job that [went with|matched] their new hat. The baker, in a fire helmet, tried to put out the oven with a [hose|bucket|hosepipe]. The firefighter, in a chef's hat, baked a cake the size of a [fire engine|double-decker bus|garden shed]. Nobody could find {goal}, and without it, nobody was [in charge|the boss|in charge at all].",
        'The town was in a [muddle|pickle|terrible muddle]. The postman, wearing a crown, [refused|declined|would not agree] to deliver any letters, and the fair queen, in a postman\'s cap, delivered everybody\'s letters to the wrong houses. "Somebody must [sort out|untangle] these hats," [said|sighed|grumbled] the mayor from under a tea cosy, "and find {goal}."',
      ],
      resolution: [
        '{hero} [organised|arranged|set up] the Great Hat Swap in the [town square|market square|middle of town]. Everyone stood in a [circle|big circle|ring] and passed the hats round and round until every hat was on the right head. The very last one, {goal}, was found on a cow in the next field, who looked [very distinguished|rather splendid|most elegant] in it. The mayor let the cow keep it for the [day|afternoon|whole day].',
        '{hero} climbed to the top of the church steeple and [spotted|found|caught sight of] {goal} perched on the weathervane, spinning [merrily|happily|round and round]. With a long pole and a lot of [giggling|wobbling|laughing], {hero} hooked it down, then handed out every other hat, one by one, until {place} was back to [normal|its old self], or at least as normal as it [ever gets|ever is|can be].',
      ],
      little: {
        setting: [
          'Whoosh, the wind took all the hats, and now everyone had the [wrong hat|wrong hats]!',
        ],
        problem: [
          'The baker had a fire hat and the [cat|dog] had a crown. [Silly hats!|What a muddle!]',
        ],
        resolution: [
          '{hero} gave back all the hats, [one for you and one for you|one by one]. Now every hat was right.',
        ],
      },
      twists: [
        'the wind had only been playing a game, because it was [bored of|tired of|fed up with] blowing leaves',
        "the cow had grown so [fond of|attached to|pleased with] the mayor's top hat that she wanted to be mayor herself",
      ],
      lessons: ['be yourself, whatever hat you wear', 'every job is important'],
    },
    {
      id: 'wobbling-jelly',
      scene: 'town',
      places: ['Wobbleton Market'],
      goals: ["the last line of Mrs Flumbridge's jelly recipe"],
      titles: ['{hero} and the Great Wobbling Jelly', '{hero} and the Jelly That Would Not Stop'],
      setting: [
        'Every year Mrs Flumbridge made a [giant|gigantic|towering] jelly for {place}, [green as a frog|pink as a flamingo|orange as a sunset] and [as tall as a bus stop|as wide as a paddling pool|bigger than a garden shed]. This year she [proudly|carefully|very slowly] wheeled it into the square on a trolley, and [{hero} was given the job of holding the spoon|{hero} was allowed to ring the bell|{hero} was chosen to cut the ribbon].',
        '{hero} [was sent|was asked|had promised] to fetch [a bag of apples|some bread rolls|a pot of honey] from {place}, [whistling|humming|skipping] all the way. But [as soon as|the moment] {hero} [arrived|turned the corner], the [ground|pavement|whole square] began to [wibble|wobble|jiggle], and [a great jelly|an enormous jelly|the biggest jelly in history] [waved hello|shivered|quivered] from the middle of it all.',
      ],
      problem: [
        'The jelly [wobbled|jiggled|quivered], and then it [wobbled|jiggled|quivered] some more, and it would not stop. [Soon|Before long|Within minutes] the market stalls were wobbling, the [apples|oranges|cabbages] were bouncing, and even the [town clock|church spire|postbox] was [swaying like a dancer|doing a little shimmy|shaking its shoulders]. "[I left out the last line of the recipe|I\'ve lost the end of my recipe|The recipe had a final step]," cried Mrs Flumbridge, "and [only {goal} will calm it down|without {goal} it will wobble for ever|{goal} is the only cure]!"',
        "[People|Shoppers|Stallholders] [held on to their hats|clung to lampposts|tried to stand very still], but it was no use: everything in {place} [jiggled|wibbled|shook] [in time with the jelly|to the jelly's rhythm|along with it]. Mrs Flumbridge [searched her pockets|turned out her handbag|looked in her teapot] [twice|three times|again and again], [muttering|sighing|fretting]. Somewhere in town was {goal}, [written on a napkin|scribbled on a paper bag|jotted on a shopping list], and [nobody knew where|it had blown away].",
      ],
      resolution: [
        '{hero} [found|discovered|spotted] the [napkin|paper bag|shopping list] [stuck to the back of the baker\'s coat|tucked under a sleeping dog|inside a flowerpot]. The last line said: "[Sing it a lullaby|Tell it a bedtime story|Whisper goodnight to it]." So {hero} [stood on a crate|climbed onto a stall|took a deep breath] and [sang the softest song in the world|told a long, slow story|whispered goodnight very gently], and the jelly [gave one last wobble|sighed a jelly sigh|shivered once more] and [went perfectly still|settled down|fell fast asleep].',
        '{hero} [remembered|realised|worked out] that jellies only wobble when they are [cold and nervous|feeling shy|a little bit ticklish]. [With a blanket from the haberdasher\'s|With a big woolly scarf|With the biggest tea cosy in town], {hero} [wrapped|tucked|bundled] the jelly up [snugly|warmly|gently], and Mrs Flumbridge found {goal} [in her apron pocket|under her hat|in her spectacles case]: "[Keep it cosy|Give it a cuddle|Make it feel at home]." The jelly [stopped wobbling|grew calm|stood still], and everybody [had a bowlful|cheered|laughed], [with custard|with sprinkles|with a cherry on top].',
      ],
      little: {
        setting: ['There was a [big|huge] jelly, [wibble, wobble|jiggle, jiggle]!'],
        problem: ['The jelly would not stop [wobbling|jiggling]. [Oh dear!|What a wobble!]'],
        resolution: [
          '{hero} sang a [soft|little] song, and the jelly [stopped|went still]. [Hooray!|Yum!]',
        ],
      },
      twists: [
        'the jelly had only been wobbling because it [wanted to dance|longed to dance|had heard the band warming up]',
      ],
      lessons: ['a calm voice can settle a big muddle'],
    },
    {
      id: 'sneezing-statue',
      scene: 'town',
      places: ['Wobbleton Park'],
      goals: ['a handkerchief big enough for a statue'],
      titles: ['{hero} and the Sneezing Statue', '{hero} and the Statue Who Said Atishoo'],
      setting: [
        'In the middle of {place} stands the statue of Sir Barnaby Quillfeather, [who once invented the bobble hat|who once grew the biggest marrow in the county|who once taught a goose to waltz]. He [never|hardly ever] moves, [of course|naturally|as statues don\'t]. But [this evening|tonight|just after tea], as {hero} [walked past|skipped by|strolled through the gates], Sir Barnaby [twitched his stone nose|wrinkled his nose|went a bit pink] and let out an [enormous|almighty|earth-shaking] "[ATISHOO|AH-CHOO]!"',
        "[The ducks on the pond|The pigeons on the bandstand|The squirrels in the oak tree] [flew up in a flurry|all jumped at once|scattered in surprise], because [a statue|Sir Barnaby Quillfeather's statue] in {place} had just [sneezed|sneezed very loudly]. {hero}, who had [come to feed the ducks|been on the swings|been walking the neighbour's dog], [turned round|spun round|stopped in astonishment] just in time to see [a cloud of pigeon feathers|a flurry of leaves|three hats] blown clean across the grass.",
      ],
      problem: [
        'Every time [anybody|someone] walked past, Sir Barnaby [sneezed|sneezed again|sneezed even louder], and [hats flew off|newspapers flapped away|prams rolled backwards]. "[It\'s all this blossom|It\'s the pollen|It\'s these dusty pigeons]," he [sniffed|snuffled|explained], [apologising|rather embarrassed|very politely]. "[If only someone could bring me|What I need is|I\'d give anything for] {goal}." But [nobody in town|not a single shop] sold [anything so big|handkerchiefs the size of a tent|a hanky that large].',
        'The park keeper [scratched his head|sighed|looked at his list], because the [Summer Fair|brass band concert|Grand Picnic] was [due to start in an hour|about to begin|tomorrow morning], and [nobody|no one] could [stand near the statue|sit on the grass|keep a hat on] without being [sneezed across the lawn|blown into the pond|swept off their feet]. [What the park needed|The only answer|Clearly, the cure] was {goal}, and {hero} [had a feeling|was sure|suspected] that [it would take teamwork|the whole town could help|it could be done].',
      ],
      resolution: [
        '{hero} [knocked on every door in Wobbleton|went from house to house|asked everyone in the park] and [collected|gathered|borrowed] [a tea towel here and a pillowcase there|spotty hankies, stripy hankies and one very old tablecloth|every spare handkerchief in town]. [The whole town|Everybody|All the neighbours] [sewed|stitched|pinned] them together into {goal}, and {hero} [held it up|offered it|passed it up on a ladder]. Sir Barnaby [blew his nose|gave a tremendous honk|had a good, long blow] and [sighed with relief|smiled a stony smile|tipped his stone hat], and [the fair went on without a single sneeze|not one more hat blew away].',
        "{hero} [noticed|spotted|saw] that a [cheeky|busy|nesting] pigeon had been [tickling|brushing|fluffing] Sir Barnaby's nose with its [tail feathers|wings|nest of twigs]. [Very kindly|Very politely|With a handful of breadcrumbs], {hero} [invited|persuaded|tempted] the pigeon to [build its nest in the bandstand instead|move to a cosy tree|try the roof of the café], and the sneezing [stopped at once|faded away|was over]. [For luck|Just in case|As a present], the town still [made|gave him|knitted him] {goal}, and [he wears it tucked in his pocket|he looks very distinguished in it|it flutters like a flag on windy days].",
      ],
      little: {
        setting: ['A [big|stone] statue went, "[Atishoo!|Ah-choo!]" [Oh my!|What a sneeze!]'],
        problem: ['Every sneeze blew the [hats|leaves] away. [Whoosh!|Oh no!]'],
        resolution: [
          '{hero} gave the statue a [big|giant] hanky. [Blow!|Honk!] [All better!|No more sneezes!]',
        ],
      },
      twists: [
        'the statue had been sneezing [to get somebody|just to get someone|so that somebody would come] to talk to him',
      ],
      lessons: ['many small gifts together can make a big one'],
    },
    {
      id: 'bubble-bath',
      scene: 'palace',
      places: ['the Palace of Bumbleton'],
      goals: ['the plug of the royal bath'],
      titles: ['{hero} and the Royal Bubble Bath', '{hero} and the Palace Full of Bubbles'],
      setting: [
        'Queen Pomfrey of Bumbleton [loved|adored|treasured] her bubble bath, and one evening she [poured in|tipped in|added] [the whole bottle|far too much|seven capfuls too many]. By the time {hero} [arrived|came] at {place} [with a basket of plums|to deliver a birthday card|for a royal tea party], bubbles were [pouring out of the windows|drifting down the drive|spilling over the battlements], [big as beach balls|soft as clouds|shimmering with rainbows].',
        'A [flustered|breathless|dripping] footman [knocked at|rang|hammered politely on] {hero}\'s door, [his wig full of bubbles|with foam on his nose|holding a sponge]. "[Please come to {place}|The Queen needs you at {place}|Urgent message from {place}]," he [gasped|puffed|spluttered]. "[There has been a bubble incident|The bath has overflowed|The bubbles have got out]." [So {hero} pulled on some wellies|{hero} grabbed a raincoat|{hero} took an umbrella, just in case] and [hurried|ran|set off] to the palace.',
      ],
      problem: [
        '[Inside|In the great hall|Up the grand staircase], the bubbles were [up to the ceiling|piled as high as the portraits|floating round the chandeliers], and [the corgis|the courtiers|the royal cook] were [bouncing about in them|lost somewhere inside|sneezing foam]. The bath taps had [jammed|stuck fast|been turned on full], and [worst of all|to make matters worse|sillier still], [nobody|not a single person] could find {goal}, [which had floated away|which had been lost in the foam|which had slipped somewhere in the suds].',
        'Queen Pomfrey [sat|perched|waited] on top of [a wardrobe|the grandfather clock|her throne] [in her dressing gown|wrapped in a towel|with a crown of foam], [laughing|giggling|chuckling] but [a little worried|rather concerned|slightly soggy]. "[The banquet is tomorrow|The ambassadors arrive at nine|The royal ball is on Saturday]," she said, "and [the palace is full to the roof|we can\'t find the throne room|the cake is covered in suds]. [Somebody must find {goal}|Please, somebody find {goal}|Only {goal} will save us]!"',
      ],
      resolution: [
        '{hero} [took a deep breath|held both nose and nerve|put on a pair of swimming goggles] and [dived|waded|swam] into the bubbles, [following|tracking|listening for] the [gurgle|glug|splashing] of the bath. [There|Right at the bottom|Under a rubber boat], on its long chain, was {goal}, and {hero} [popped it back in|pushed it firmly into place|gave it a firm tug]. [With a great glug|With a slurp and a gurgle|Glug, glug, glug], the water [drained away|swirled off|disappeared], and the bubbles [slowly sank|popped one by one|floated gently out of the windows].',
        "{hero} [opened every window|threw open the doors|flung open the shutters] and [asked|invited|organised] the whole [court|household|palace] to [blow|puff|waft] the bubbles [outside|into the garden|out over the moat], [with fans|with hats|with their cheeks puffed out]. [As the foam cleared|Once the bubbles had gone|When the last bubble drifted off], {goal} [appeared|turned up|was discovered] [in the Queen's slipper|on the cat|hanging from a chandelier], and [the palace sparkled|everything was squeaky clean|the whole place smelled of lavender]. The Queen [made {hero} Lord High Bubble-Keeper|gave {hero} a golden sponge|knighted {hero} with a back-scrubber].",
      ],
      little: {
        setting: ['The [queen|palace] had [lots|so many] bubbles. [Pop, pop!|Bubble, bubble!]'],
        problem: ['The bubbles went [up and up|everywhere]. [Oh no!|What a mess!]'],
        resolution: [
          '{hero} found the plug, and [glug, glug|whoosh], the bubbles went away. [Hooray!|All clean!]',
        ],
      },
      twists: [
        'the Queen had [always|secretly|for years] wanted a palace full of bubbles, just for one [night|evening]',
      ],
      lessons: ['a little is often plenty'],
    },
  ],
};
