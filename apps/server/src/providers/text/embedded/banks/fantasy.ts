import type { GenreBank } from './types';

/** Fantasy: fairies, wizards, gentle giants and kingdoms where the trees hum. */
export const FANTASY: GenreBank = {
  epithets: ['the young dreamer', 'our brave traveller', 'the little adventurer'],
  spots: [
    '<@woods>beside a mossy stone',
    '<@woods>under a silver birch tree',
    '<@woods>in a ring of glowing mushrooms',
    '<@woods>by a babbling brook',
    '<@woods>at the foot of an old stone bridge',
    '<@woods>among the bluebells',
    '<@woods>in the hollow of an ancient oak',
    '<@woods>beneath a curtain of ivy',
    '<@woods>on a carpet of soft green moss',
    '<@woods>near a pond full of lily pads',
    '<@tower>beside a bubbling cauldron',
    '<@tower>on a dusty bookshelf',
    '<@tower>under a spiral staircase',
    '<@tower>next to a cupboard of spell books',
    '<@clouds>on a fluffy cloud',
    '<@clouds>beside a rainbow puddle',
    '<@clouds>behind a pillar of mist',
  ],
  openings: [
    'Once upon a time, in a kingdom where the rivers [sang|hummed] and the trees told [jokes|stories|riddles], there lived a child called {hero}.',
    'Long ago, when dragons still napped on the hilltops and fairies hid among the [foxgloves|bluebells|toadstools], there lived a [kind|curious|gentle] child named {hero}.',
    'At the edge of an enchanted forest, in a cottage with a [moss-green|sky-blue|crooked red] door, lived {hero}.',
    'There is a land beyond the last hill, where the moon hangs low enough to touch, and that is where {hero} [lived|grew up|was born].',
    '{hero} had always [suspected|believed|hoped] that magic was real, and one night {hero} found out for certain.',
    'In the village of Little Wishbury, where every chimney puffed out [sparkles|bubbles|tiny stars] instead of smoke, there lived a child called {hero}.',
  ],
  atmosphere: [
    'The air smelled of [honeysuckle|wild roses|sweet clover] and starlight, and somewhere nearby tiny bells were [chiming|tinkling|ringing].',
    '<@woods>Glow-worms lit the path like a [string|row|necklace] of fairy lights, and the leaves overhead [whispered|murmured|rustled] secrets to one another.',
    '<@woods>Mushrooms as tall as [umbrellas|lampposts|garden gates] glowed [softly|gently|dreamily] in shades of [blue and violet|blue and purple|violet and green].',
    '<@woods>A [gentle|silvery|soft] mist [curled|drifted|wound] between the trees, shimmering faintly wherever the moonlight [touched|brushed|found] it.',
    'Somewhere [far away|in the distance|not far off] a harp was playing, though nobody could see who was plucking its strings.',
    'Fireflies drifted [lazily|dreamily|slowly] through the air, drawing [loops and curls|swirls and spirals|circles and squiggles] of golden light.',
    '<@woods>Every flower had [closed|folded] its petals for the night, except the moonflowers, which opened wide and glowed like [little lanterns|tiny lamps|paper lanterns].',
    '<@woods>The [ancient|old|great] trees [creaked|swayed|groaned] gently, as if they were humming an old, old song that only they remembered.',
    '<@tower>Candles [floated|bobbed|hovered] in the air, and the portraits on the walls [winked|waved|smiled] as {hero} passed.',
    '<@tower>Dust [sparkled|glittered|danced] in the lamplight, and the smell of old books and [peppermint|toffee|cinnamon] hung in the air.',
    '<@clouds>The clouds were [soft and springy|springy and soft|squashy and soft] underfoot, like walking on [marshmallows|a bouncy castle|a giant pillow].',
    '<@clouds>Far below, the lights of [sleeping|snoozing|faraway] towns twinkled like [spilled glitter|scattered sequins|tiny candles].',
    '[Tiny|Little|Sleepy] stars [nodded|bobbed|blinked] on the [tips|ends] of the [grass stalks|ferns|reeds], and the whole [night|world|wood] seemed to be [holding its breath|waiting for something|listening].',
    '<@woods,clouds>A [silver|pale|milky] moon [floated|drifted|sailed] overhead, so [round|bright|close] that {hero} could almost see [a smile on it|its sleepy face|the hare that lives inside it].',
    '<@woods>[Somewhere|Deep] among the [roots|ferns|toadstools], [tiny voices|little voices|small, bright voices] were [singing|humming|giggling] a [song|tune|round] too [quiet|soft|small] to [catch|follow|hear] properly.',
  ],
  obstacles: [
    "<@woods>[Soon|Before long|Round the next bend] the path reached a river of [singing|humming|chattering] water, far too wide to jump. {hero} [listened carefully to|paid close attention to|sat down to hear] its song and began to [hum|sing|whistle] along. To everyone's surprise, the river [hummed|sang|burbled] back, and a row of [smooth|round|mossy] stepping stones rose up out of the water, one for every note.",
    '<@woods>[Next|After that|A little later], the way was blocked by a [grumpy|grouchy|cross] old troll, sitting on a bridge with folded arms. "Nobody crosses unless they make me laugh," he [grumbled|muttered|rumbled]. {hero} [thought for a moment|scratched {hero}\'s head|had a think] and then told the silliest joke there is, the one about the [sneezing snail|hiccuping hedgehog|ticklish teapot]. The troll laughed so hard that he [toppled|tumbled|rolled] into the river with a splash, and then laughed even more.',
    '<@woods>Then a tangle of thorny brambles barred the way, [thick and prickly|knotted and spiky|dark and scratchy] and taller than a [house|haystack|barn]. But when {hero} said a polite "[Excuse me, please|May I come through, please|Pardon me]," the brambles [blushed pink with roses|burst into pink blossom|bloomed with roses] and drew aside like [curtains|a pair of curtains|theatre curtains].',
    "[Halfway there|Partway along|After a while], a [cold|chilly|blustery] wind began to blow, tugging at {hero}'s sleeves and whistling in {hero}'s ears. {hero} kept going, [one small step at a time|head down and steady|step after patient step], until the wind gave up, grew warm and turned into a [friendly|helpful|gentle] breeze that [pushed|nudged|carried] {hero} gently onwards.",
    '<@woods>In the middle of a [meadow|field of buttercups|grassy clearing] stood a door with no walls around it at all. A [sign|little sign|wooden sign] on it said: "Knock three times and say something kind." {hero} knocked, knock, knock, knock, and said, "[You are a very handsome door|What a lovely shiny handle you have|You are the finest door I have ever seen]." The door [giggled|blushed|chuckled], swung open and let {hero} through.',
    '<@woods>A [sleepy|drowsy|wise old] owl sat on a signpost whose arrows all pointed in different directions. "Which way?" asked {hero}. The owl yawned an [enormous|extraordinary|very wide] yawn and said, "[Follow the way that feels the bravest|Take the path that feels kindest|Go where your heart feels lightest]," and so {hero} did.',
    '<@tower>The spiral staircase had a mind of its own: every few steps it [twisted round|turned about|spun round] and tried to lead {hero} back down again. So {hero} walked up it backwards, and the staircase, [thoroughly confused|completely muddled|utterly baffled], gave up and let {hero} climb to the top.',
    '<@tower>A room full of flying books [flapped and fluttered|swooped and swirled|flapped about] like startled birds. {hero} stood [very still|quite still|still as a statue] and began to read one aloud, and [one by one|little by little|bit by bit] the books settled back onto the shelves to listen.',
    '<@clouds>A thundercloud rumbled across the way, [grumbling and growling|huffing and puffing|muttering and mumbling]. {hero} asked [politely|kindly|gently] what the matter was, and the cloud admitted it was only hungry. {hero} offered it a [peppermint|toffee|sherbet lemon], and it floated off, purring like a [cat|kitten|contented cat].',
    "<@clouds>The cloud path had holes in it, like a giant's [lace curtain|string vest|moth-eaten jumper], and through them {hero} could see the fields far below. {hero} hopped [carefully|lightly|nimbly] from one fluffy patch to the next, never looking down for long.",
    '<@woods,clouds>A [cross|sulky|grumbling] gust of wind [blew|puffed|whirled] the [path|way] into a [knot|tangle|muddle], so that it [curled|looped|wound] round and round [in circles|like spaghetti|like a lost ribbon]. {hero} [sat down|stopped|waited] and [hummed|whistled|sang] a [calm|slow|gentle] tune, and [bit by bit|little by little|slowly] the path [untangled|unknotted|straightened] itself and [lay|stretched] out [straight|smooth|neat] again.',
    '<@woods,tower>A [tiny|very small|little] door [barred|blocked] the way, and a [sleepy|crotchety|yawning] doorknob [said|mumbled|grumbled], "[Password, please|Only the polite may pass|What is the magic word]?" {hero} [thought hard|had a think|scratched {hero}\'s nose] and said "[Please and thank you|Thank you kindly|Please]", and the door [swung open|popped open|creaked open] [with a chuckle|with a yawn|at once].',
  ],
  homecomings: [
    'A [family|cloud|little troop] of fireflies lit the way home, and the [magic|silver|shimmering] path rolled itself up [neatly|tidily|softly] behind {hero}, like a ribbon on a present.',
    'On a [soft, warm|plump, warm|fluffy, warm] cloud that smelled of [vanilla|honey|warm toast], {hero} floated all the way home and landed, light as a [petal|feather|snowflake], on the [bedroom windowsill|end of the bed|pillow].',
    '[A kindly breeze|A whispering wind|A ribbon of moonlight] [carried|lifted|swept] {hero} [back over the hills|home over the treetops|homewards across the sky], [past sleeping villages|over silent rooftops|above the quiet fields], and [set|put|laid] {hero} down [as softly as a leaf|as gently as a kiss|without a bump] at home.',
    '[A kindly breeze|A whispering wind|A ribbon of moonlight] [carried|lifted|swept] {hero} [back over the hills|home over the treetops|homewards across the sky], and {hero} [landed|arrived|was set down] [as softly as a leaf|without a bump|as gently as a kiss] at home.',
  ],
  little: {
    openings: [
      '{hero} loved fairy [stories|tales] [best of all|more than anything].',
      '{hero} lived [near|next to] a [magic|sparkly|whispering] wood.',
      'Once upon a time, {hero} [believed in|dreamed of] magic, and magic was real!',
      '{hero} had a [wand|cape|crown] made of [paper|sparkles|card] and [a big smile|a happy heart].',
    ],
    sounds: [
      'Tinkle, tinkle, went the [fairy|tiny|silver] bells.',
      'The trees went [swish, swish|whisper, whisper|rustle, rustle].',
      'The [stars|fireflies] went [twinkle, twinkle|blink, blink].',
      'The flowers [glowed|sparkled] [pink and blue|gold and green].',
    ],
    homecomings: [
      'Then {hero} flew home on a [soft|fluffy|pink] cloud.',
      'A [magic|silver] path took {hero} [home|all the way home].',
      'The fireflies [lit|showed] the way home [for {hero}|, blink, blink].',
    ],
  },
  skeletons: [
    {
      id: 'crown-of-stars',
      scene: 'woods',
      places: ['the Whispering Wood', 'the Fairy Glen'],
      goals: ["the Fairy Queen's crown of stars"],
      titles: ['{hero} and the Crown of Stars', "{hero} and the Fairy Queen's Lost Crown"],
      setting: [
        'That night, a silver path appeared at the bottom of the garden, [winding|curling|wriggling] away between the [rose bushes|flower beds|apple trees]. {hero} followed it, [step by careful step|one step at a time|on tiptoe], until the garden gave way to {place}, where the trees [hummed softly|hummed a lullaby|whispered softly] and the flowers glowed like [tiny lamps|little lanterns|fairy lights].',
        'A tiny fairy with wings like soap bubbles [tapped|knocked|tip-tapped] on {hero}\'s window and beckoned. "Come quickly," she [whispered|murmured|said softly]. {hero} [slipped on|pulled on|wriggled into] a pair of slippers and followed her down the garden, through a gap in the [hedge|fence|roses] and into {place}.',
      ],
      problem: [
        'But all was [not well|not right] in {place} [that night|tonight]. The Fairy Queen had lost {goal}, and without it not a [single|single tiny|single little] fairy lantern would [shine|glow|light up]. "If the lanterns stay dark," [said|sniffed|whispered] a tiny fairy, "nobody will find their way home [tonight|in the dark|before morning]."',
        'In the middle of a clearing sat the Fairy Queen, looking [very worried|terribly anxious|pale and worried]. Her crown of stars had [vanished|disappeared|gone] from its velvet cushion, and without it the lanterns of {place} had [flickered out|faded away|gone dark], one by one. "[Will you help us find it|Could you help us look|Would you help us search]?" she asked, and {hero} [said yes at once|nodded straight away|did not hesitate for a moment].',
      ],
      resolution: [
        '[At last|After a long search|Finally], under the roots of the [oldest|biggest|most ancient] tree, {hero} spotted a [faint, silvery|soft, silvery|tiny, silver] glimmer. There was {goal}, tangled in a web of [moonbeams|cobwebs and moonlight|silver threads]! {hero} carried it [carefully|gently|ever so carefully] back to the Fairy Queen, and one by one every lantern in {place} [flickered and glowed|lit up again|began to glow].',
        "{hero} followed a trail of [tiny|twinkly|glittering] sparkles all the way to a hedgehog's nest, and there, tucked among the leaves, was the crown, [twinkling away|shining softly|glittering brightly]. The Fairy Queen placed it on her head, and all of {place} lit up like a [birthday cake covered in candles|sky full of stars|Christmas tree].",
      ],
      little: {
        setting: [
          'One night, {hero} found a [silver|shiny|sparkly] path that went [into|all the way to] {place}. The trees [were full of|twinkled with] [lights|sparkles|fireflies].',
        ],
        problem: [
          'Oh no, the Fairy Queen [lost|could not find] her crown! [Without it, the lights went out|All the fairy lights went out|Every little light went out], and it was [dark, dark, dark|so very dark].',
        ],
        resolution: [
          '{hero} looked [and looked|here and there|high and low]. There was the crown, [under a leaf|in a nest|by a flower|on a mushroom]! The lights [came on|lit up|twinkled] again, [twinkle, twinkle|one, two, three|bright and pretty].',
        ],
      },
      twists: [
        "the tiny fairy who had come asking for help was the Fairy Queen's own daughter, who had knocked the crown off while [dancing|twirling|playing leapfrog]",
        '<1:creature> {the1} had seen the crown earlier that evening and had been too [shy|bashful|nervous] to say so',
      ],
      lessons: [
        'asking for help is a brave thing to do',
        'even the smallest light can make a big difference',
      ],
    },
    {
      id: 'wishing-well',
      scene: 'woods',
      places: ['the village of Bramblewick'],
      goals: ['a drop of starlight from the top of Cloud Mountain', 'a single drop of starlight'],
      titles: ['{hero} and the Wishing Well', '{hero} and the Drop of Starlight'],
      setting: [
        'In {place} there was a wishing well, [very old and very wise|very old and very kind|mossy, old and wise]. For [hundreds of years|years and years|as long as anyone remembered] it had granted [small, kind|little, kind|small, gentle] wishes: a sunny day for a picnic, a lost kitten found, a cake that rose just right. That night, {hero} heard it calling, a [soft and echoing|soft, hollow|faint and echoing] "Hellooo" [drifting|floating|wafting] over the rooftops.',
        '{hero} woke to find a paper bird [fluttering|hopping|perched] on the pillow. It [unfolded|opened] itself into a map, and on the map were the words: {place}. [Before {hero} could even yawn|Quicker than a yawn|In the blink of an eye], the map had [whisked|swept|carried] {hero} out through the window and set {hero} down beside a [mossy|crumbly|moss-covered] old wishing well.',
      ],
      problem: [
        '"I\'m all dried up," sighed the well, in a voice like a [hollow|faraway|lonely] echo. "Without {goal}, I cannot grant a single wish, and [tomorrow|tomorrow morning|the very next day] is the children\'s Wishing Day." {hero} [peered|peeped|looked] down into the well. It was [dark and empty|empty and dark|dark and dry], without even a twinkle.',
        "The villagers stood around the well with [long faces|sad faces|glum faces]. Their wishes were falling into it and [simply|just|quietly] disappearing, plop, plop, plop, because the well's magic had run dry. Only {goal} could fill it again, and Cloud Mountain was [very high indeed|terribly high|ever so high].",
      ],
      resolution: [
        'At the very top of Cloud Mountain, where the sky is close enough to tickle, {hero} held out a cupped hand and [waited|waited patiently|waited quietly]. A single drop of starlight fell, bright as a [tiny|little|miniature] sun. {hero} carried it [all the way down|down the mountain|carefully down] and let it fall into the well, and with a [happy|joyful|bubbly] gurgle the well filled to the brim with [shimmering|sparkling|glittering] water.',
        '{hero} [climbed and climbed|climbed and scrambled|climbed higher and higher] until the clouds were below and the stars were close enough to [whisper to|touch|tickle]. "Please," [said|asked|whispered] {hero}, "may I have a drop of starlight for the [wishing well|thirsty old well]?" A star [blinked|twinkled|winked], and a shining drop landed in {hero}\'s palm. Back in {place}, the well [drank it up|gulped it down|swallowed it] and began to glow, and every wish inside it [bubbled up|fizzed up|rose up], ready to come true.',
      ],
      little: {
        setting: [
          '{hero} went to a [little|tiny|sleepy] village with a [magic|wishing] well. The well [made wishes come true|could make wishes come true|was full of wishes].',
        ],
        problem: [
          'But the well was [sad|empty|all dried up]. "I need a drop of starlight," [said|sighed|whispered] the well, "[then I can make wishes again|or no more wishes can come true|please help me]."',
        ],
        resolution: [
          '{hero} went up, up, up a [big|tall|high] mountain, and a star gave {hero} a [shiny|sparkly|tiny] drop. [Plip! Into the well it went|Into the well it went, plip, plop|{hero} dropped it in the well, plip]. The well was [happy|full|glad] again!',
        ],
      },
      twists: [
        'the well had never really been empty; it had [simply|just|only] forgotten how to believe in itself',
        'the star that gave the starlight had been wishing for a friend for a [thousand|million|hundred] years',
      ],
      lessons: [
        'a kind wish for someone else is the best kind of wish',
        'never give up, even when the mountain is tall',
      ],
    },
    {
      id: 'lost-colours',
      scene: 'woods',
      places: ['Rainbow Valley', 'the Valley of Colours'],
      goals: ['the Paintbrush of Dawn'],
      titles: ['{hero} and the Paintbrush of Dawn', '{hero} and the Lost Colours'],
      setting: [
        "A rainbow [slid|slipped|curved] down from the sky and landed right outside {hero}'s window, curved like the slide at the park. {hero} climbed on, held tight and [whooshed|whizzed|swooshed] all the way down into {place}, landing on a [soft, springy|soft, grassy|bouncy, springy] hill.",
        "In a picture book on {hero}'s shelf there was a valley painted in every colour you can [think of|imagine|dream of]. That night the page began to [glow|shimmer|shine], and when {hero} leaned close to look, the book [gently|softly|quietly] pulled {hero} inside, right into {place}.",
      ],
      problem: [
        'But something [dreadful|terrible|very sad] had happened. Every flower, every bird and every blade of grass had turned a [dull, dusty|dull, dreary|flat, dusty] grey. "A grumbling grey cloud stole our colours," [sniffed|sobbed|whispered] a little painted rabbit. "Only {goal} can [paint them back|bring them back|put them right]."',
        '{place} was grey from top to bottom: grey trees, grey [butterflies|birds|ladybirds], even a grey [sunset|rainbow]. Somewhere in the valley was {goal}, which paints the colours back every morning, but nobody had seen it for [days|days and days|a week], and the valley was growing [greyer by the hour|greyer and greyer|gloomier by the minute].',
      ],
      resolution: [
        '{hero} found the Paintbrush of Dawn [hidden|tucked away|stuck] inside the grumbling cloud that hung over the valley, [sulking|moping|grumbling] because it wanted to be colourful too. So {hero} painted the cloud first, in stripes of [pink and gold|gold and pink|peach and lilac], and the cloud was so delighted that it rained colours all over {place}, until every petal [sparkled|shone|glowed].',
        'With a swish and a swoosh, {hero} painted the sky blue, the grass green and the sunflowers the [brightest|sunniest|most dazzling] yellow ever seen. Then came red for the robins and purple for the plums, until {place} glowed like a box of [brand-new|shiny new|freshly sharpened] crayons.',
      ],
      little: {
        setting: [
          '{hero} slid down a rainbow, [whee|wheee|all the way down], and [landed|bumped down|bounced] in a [big|green|wide] valley.',
        ],
        problem: [
          'But the valley was all grey, [with no red and no blue|with no pink and no green|with not one bit of colour]. [Oh dear!|What a sad, grey valley!|Where had the colours gone?]',
        ],
        resolution: [
          '{hero} found a [magic|magical] paintbrush. [Swish, the grass was green|Swish, the grass turned green]! [Swish, the sky was blue|Swoosh, the sky turned blue]! Now the valley was [bright|happy|full of colours] again.',
        ],
      },
      twists: [
        'the grumbling grey cloud had only taken the colours because nobody ever [invited it to play|asked it to join in|let it play]',
        '{the1} knew a [secret|special|silly] song that made the magic paintbrush [dance|twirl|wiggle]',
      ],
      lessons: ['everyone wants to feel included', "a little kindness can brighten anyone's day"],
    },
    {
      id: 'frozen-clock',
      scene: 'tower',
      places: ["the Wizard's Tower", 'the Tower of Tick-Tock'],
      goals: ['the golden key'],
      titles: ['{hero} and the Clock That Stopped', '{hero} and the Golden Key'],
      setting: [
        'On the hill above the town stood a [tall, crooked|tall, twisty|crooked old] tower where an old wizard kept the great clock that tells the whole world when to sleep and when to wake. That night, a little door at the bottom of the tower [creaked|swung|squeaked] open, and a [warm|golden|soft] light spilled out, as if it were inviting {hero} inside.',
        'A paper aeroplane [sailed|zoomed|glided] in through the window and landed [neatly|perfectly|softly] on {hero}\'s pillow. In curly silver writing it said: "Help needed at {place}. Please come at once." So {hero} [tied on|pulled on|wrapped up in] a dressing gown and set off up the [winding|twisting|steep] hill.',
      ],
      problem: [
        'Inside, the wizard was [pacing up and down|pacing to and fro|striding back and forth], his long beard tied in a [worried|nervous|fretful] knot. "The great clock has stopped," he [said|groaned|wailed], "and {goal} is [missing|gone|nowhere to be found]. If the clock stays still, morning will never [come|arrive]." [Sure enough|Just as he said|And it was true], the big brass hands were frozen at one minute to midnight.',
        "Every clock in the tower had stopped: big ones, small ones, cuckoo clocks and pocket watches, all [silent|quiet|still]. The great clock at the top needed {goal} to wind it, but the key had [rolled away|slipped away|bounced off] and vanished somewhere in the tower's hundred [winding|twisting|crooked] rooms.",
      ],
      resolution: [
        "After searching through cupboards of [spell books|dusty spell books|magic books] and boxes of old wands, {hero} noticed a [gentle|faint|tiny] ticking coming from an old wizard's hat hanging by the door. There was the golden key, [caught|tangled|snagged] in the lining! {hero} turned it in the great clock, click, click, click, and with a [joyful|happy|cheerful] bong, time began again.",
        '{hero} followed a [faint|soft|tiny] tick, tick, tick up the spiral stairs, all the way to the very top, where the key hung on a cobweb like a golden earring. One [careful|gentle|slow] turn, and the great clock woke with a [happy|merry|joyful] chime, and every clock in the tower began to tick and tock and cuckoo [all at once|together|at the same time].',
      ],
      little: {
        setting: [
          '{hero} saw a [tall|big|crooked] tower with a [big|giant|golden] clock inside that went [tick, tock, tick, tock|tick-tock all day long].',
        ],
        problem: [
          'Then the clock [stopped|went quiet], [with no tick and no tock|and everything was still]. The [golden|little|shiny] key was [lost|gone]!',
        ],
        resolution: [
          '{hero} looked [up the stairs|in a hat|under a chair] and there was the key! {hero} turned the key, and [tick, tock|tick-tock, tick-tock], the clock [went|worked|ticked] again.',
        ],
      },
      twists: [
        'the wizard had stopped the clock on purpose, hoping the [lovely|magical|starry] evening would last [forever|for ever and ever]',
        'the golden key could only be found by someone who was not in a [hurry|rush]',
      ],
      lessons: ['there is time enough for everything if you stay calm', 'be patient'],
    },
    {
      id: 'moon-lullaby',
      scene: 'woods',
      places: ['the Land of Nod'],
      goals: ["the Moon's silver music box"],
      titles: ["{hero} and the Moon's Lost Lullaby", '{hero} and the Silver Music Box'],
      setting: [
        '[Every night|Each night|Night after night], the Moon sings a lullaby over {place}, and everyone there falls asleep smiling. But [tonight|this night|that night] a [tired|sleepy|small] little voice [floated|drifted|wafted] in through {hero}\'s window. "Help," it said. "Nobody in {place} can sleep." So {hero} [climbed|hopped|stepped] onto a moonbeam and slid [all the way there|all the way down|right the way there].',
        'A moth with wings like [dusty velvet|soft velvet|grey velvet] landed on {hero}\'s hand and whispered, "The Moon needs you." [The next moment|A moment later|In a flash], {hero} was standing on a hill in {place}, where the grass was as soft as [feathers|a pillow|a feather bed] and the houses had chimneys shaped like nightcaps.',
      ],
      problem: [
        'But nobody in {place} was asleep, [not one|not a single soul]. Babies were [crying|grizzling|wailing], grandparents were [yawning|grumbling|tossing and turning] and cats were pacing on the rooftops. "I\'ve lost my silver music box," said the Moon [sadly|softly|with a sigh], "and without my lullaby nobody can fall asleep."',
        'The Moon looked [pale and worried|pale and anxious|very worried]. "My music box plays the lullaby that sends the whole land to sleep," she said, "and it has [fallen|tumbled|slipped] somewhere below. Without it, everyone will be awake until morning, [grumpy and tired|tired and grumpy|cross and yawning]."',
      ],
      resolution: [
        '{hero} found the music box at the bottom of a lily pond, where the frogs had been using it as a [very fancy|rather grand|most elegant] table. {hero} wound it [gently|carefully|slowly], and a [soft, sweet|gentle, sweet|soft, silvery] tune floated up into the sky. One by one, every window in {place} went dark, and everyone [sighed happily|snuggled happily|sighed contentedly] into their pillows.',
        'The music box was caught in the branches of a [tall|tall, dark|whispering] pine tree. {hero} climbed up, branch by branch, and lifted it down as [gently|carefully|softly] as a baby bird. When the lid opened, the lullaby [spilled|poured|flowed] out like warm honey, and [soon|before long|in no time] all of {place} was snoring softly.',
      ],
      little: {
        setting: [
          '{hero} slid down a moonbeam, [whoosh|wheee|all silver and soft], [and landed|all the way] in the Land of Nod.',
        ],
        problem: [
          'Nobody could sleep, because the Moon [lost|dropped] her music box. [No song, no sleep!|Without a song, nobody could sleep.|Everyone was wide awake.]',
        ],
        resolution: [
          '{hero} found the music box [in a pond|up a tree|under a bush] and opened the lid. [La, la, la|Tinkle, tinkle|Ding, ding] went the music, and everyone [went to sleep|fell asleep|started to yawn].',
        ],
      },
      twists: [
        'the Moon had never sung the lullaby herself; it was the little music box that had been singing [all along|the whole time]',
        'a family of mice had been [dancing|waltzing|twirling] to the lullaby every night for years, in their [tiny|cosy|little] house under the hill',
      ],
      lessons: [
        'sometimes you have to be quiet to hear the most beautiful things',
        'helping others feels wonderful',
      ],
    },
    {
      id: 'sneezing-giant',
      scene: 'clouds',
      places: ['the Land Above the Clouds', 'Cloudtop Hill'],
      goals: ['a golden honey-flower'],
      titles: ['{hero} and the Sneezing Giant', '{hero} and the Gentle Giant'],
      setting: [
        "A great gust of wind blew open {hero}'s curtains, and with it came a beanstalk, [curling and twisting|twisting and twirling|curling and winding] right up past the window. {hero} took hold of a leaf and climbed, [up and up|higher and higher|up, up, up], through the clouds, until the beanstalk ended in {place}.",
        'Something huge went "AH-CHOO!" so loudly that {hero}\'s bed [bounced|jumped|wobbled]. Outside, a ladder made of clouds had appeared, stretching [all the way|right|high] up into the sky. {hero} climbed it, rung by [fluffy|soft|squashy] rung, and stepped out into {place}.',
      ],
      problem: [
        'In {place} lived a gentle giant with a [terrible|dreadful|very bad] cold. Every time the giant sneezed, the clouds were blown [clean across the sky|right across the sky|all over the place] and the rain fell in all the wrong places. "I need {goal} for my tea," [sniffled|snuffled|sniffed] the giant, "but my fingers are too [big|clumsy|enormous] to pick such tiny flowers."',
        'The gentle giant who lived there sat in a cottage the size of a [cathedral|castle|church], with a nose as red as a [tomato|strawberry|postbox]. Each sneeze made the whole sky [wobble|shudder|shake]. The only cure was tea made from {goal}, which grew in places far too [small|narrow|tiny] for giant fingers.',
      ],
      resolution: [
        "{hero} found the honey-flower growing between two cloud-stones, glowing like a [little|tiny|small] sun. [Very gently|Ever so gently|Carefully], {hero} picked it and carried it to the giant, who made a cup of tea the size of a [swimming pool|paddling pool|pond]. One sip, and the giant's nose stopped tickling, and the clouds floated [peacefully|gently|happily] back where they belonged.",
        'It took a very small hand to reach the honey-flower, and {hero} had [exactly|just] the right [kind|sort]. The giant brewed it into tea, drank it in one [enormous|gigantic|tremendous] gulp and smiled a smile as wide as a rainbow. "Thank you, little friend," said the giant, and not a [single|single tiny] sneeze came [after|again|afterwards].',
      ],
      little: {
        setting: [
          '{hero} climbed a [beanstalk|cloud ladder], up, up, up. At the top lived a [big, big|great big|kind, big] giant.',
        ],
        problem: [
          'The giant had a [cold|sniffle|runny nose]. [AH-CHOO|A-A-ACHOO], the clouds blew away! The giant needed a [tiny|little|teeny] flower.',
        ],
        resolution: [
          '{hero} found the [tiny|little|teeny] flower, and the giant made [tea|a big cup of tea]. [Sip, sip|Slurp, slurp], and no more sneezes!',
        ],
      },
      twists: [
        'the giant was not scary at all, just [very shy|terribly shy|rather bashful], and had been hoping for a visitor for years',
        "the giant's sneezes had been [blowing|puffing|sweeping] the bad dreams away from the children far below",
      ],
      lessons: ['even small people can do big things', 'never judge someone by their size'],
    },
    {
      id: 'spring-seed',
      scene: 'woods',
      places: ['the Snowdrop Kingdom', 'the Frosty Forest'],
      goals: ['the first seed of spring'],
      titles: ['{hero} and the First Seed of Spring', '{hero} and the Endless Winter'],
      setting: [
        'Snowflakes [tapped|pattered|tip-tapped] on {hero}\'s window, though it was nearly summer. One of them had a tiny face and was [waving|smiling|beckoning]. "Follow me!" it [tinkled|jingled|chimed], and {hero} followed it out into a swirl of white, [all the way|right the way] to {place}.',
        '{hero} found a frosty key on the [windowsill|pillow|bedside table], cold as [an icicle|a snowball]. It opened a door in the back of the wardrobe that had never been there before, and behind it lay {place}, [sparkling and white|white and glittering|glittering and white] and very, very [quiet|still|hushed].',
      ],
      problem: [
        'In {place} it had been winter for [a hundred days and a hundred nights|a hundred days and nights|ever so long]. The Spring Fairy was [fast asleep|sound asleep|deep asleep] under the snow, and she could not wake until someone planted {goal}. But the seed was [hidden|lost|buried], and the land was getting [colder and colder|chillier and chillier|frostier and frostier].',
        'The animals of {place} were [shivering|huddled|shaking] in their burrows, and the trees had not seen a single leaf in [ages|months|a very long time]. "Spring has forgotten us," [said|sighed|sniffed] an old snow hare. "Only {goal} can call it back, but it is lost somewhere [beneath|under|deep under] the snow."',
      ],
      resolution: [
        '{hero} found the seed inside an acorn cup, guarded by a [sleepy|drowsy|yawning] dormouse who was [happy|glad|pleased] to share it. {hero} planted it in the middle of a [frozen|frosty|snowy] field and whispered, "Wake up." A tiny green shoot popped up, then another and another, and the snow [melted|turned] into puddles full of sunshine.',
        'Deep under an ice-covered bridge, the seed was glowing [faintly|softly|gently] green. {hero} warmed it in two cupped hands, breathing [gently|softly] on it, until it cracked open. Out came spring all at once: birdsong, blossom and the smell of warm grass, and all of {place} woke up [smiling|laughing|singing].',
      ],
      little: {
        setting: ['{hero} went to a [snowy|frosty|white] land where it was [so|very|brr,] cold.'],
        problem: [
          'It was winter all the time, so the flowers could not [grow|come up]. [Spring was lost!|Where was spring?|Spring had gone away.]',
        ],
        resolution: [
          '{hero} found a [little|tiny] seed and planted it [in the snow|in the ground|with a pat]. [Pop|Poke|Up], a flower came up! [Spring was here!|Hello, spring!]',
        ],
      },
      twists: [
        'the seed would only grow for someone who planted it with a [kind|gentle|loving] wish',
        'the snow had been keeping the flowers [warm and safe|safe and snug|cosy and safe] all along, like a blanket, until someone came to wake them',
      ],
      lessons: ['good things are worth waiting for', 'a little warmth goes a long way'],
    },
    {
      id: 'oak-door',
      scene: 'woods',
      places: ['the gnome village of Underoak'],
      goals: ['the moonstone that lights the bridge'],
      titles: ['{hero} and the Door in the Oak Tree', '{hero} and the Gnomes of Underoak'],
      setting: [
        'In the garden stood an old oak tree, and at the bottom of its trunk, behind a curtain of ivy, {hero} noticed a [tiny|little|teeny] round door that had never been there before. When {hero} knocked, it swung open, and [somehow|magically|all at once] {hero} became just small enough to step through into {place}.',
        'A gnome no taller than a teacup stood on the windowsill, tapping [politely|gently|softly] on the glass. "Excuse me," said the gnome, "we need someone [brave|kind and brave|brave and clever]." [A moment later|Next moment|Before long], {hero} had shrunk to gnome size and was following a path of pebbles into {place}.',
      ],
      problem: [
        'The village was built on both sides of a [deep, mossy|deep, ferny|steep, mossy] ravine, joined by a bridge made of light. But the bridge had gone dark, because {goal} had [fallen|tumbled|dropped] out of its lamp. Now the gnomes on one side could not visit their friends on the other, and everyone was [terribly|dreadfully|very] sad.',
        'The gnomes were gathered around a bridge that shimmered only [faintly|weakly|dimly], flickering like a candle in a draught. "Without {goal}," said the oldest gnome, stroking a beard as long as a [scarf|skipping rope|bell rope], "the bridge will fade away completely [by morning|before sunrise|by dawn]."',
      ],
      resolution: [
        "{hero} found the moonstone in the nest of a magpie, who loved shiny things but loved a fair swap [even more|more than anything|best of all]. {hero} traded a [button|shiny button|marble] for the stone, carried it back and set it in the bridge's lamp. With a [soft|gentle|low] hum, the bridge lit up from end to end, and the gnomes [rushed|hurried|scampered] across to hug their friends.",
        'At the bottom of the ravine, among the ferns, something glowed like a drop of [milk|moonlight]. It was the moonstone! {hero} climbed back up, [slow and steady|slowly and carefully|hand over hand], and [placed|set|popped] it in the lamp. The bridge shone brighter than ever, and the gnomes threw their pointy hats into the air and [cheered|whooped|shouted hooray].',
      ],
      little: {
        setting: [
          '{hero} found a tiny door in a tree. [Knock, knock|Tap, tap], and the door [opened|swung open]! Inside lived [little|tiny|smiling] gnomes.',
        ],
        problem: [
          'The gnomes had a bridge of light, but the light went out, and the gnomes were [sad|so sad|very sad].',
        ],
        resolution: [
          '{hero} found a [shiny|glowing|white] stone and put it in the lamp. [Glow|Shine|Glimmer]! The bridge was [bright|shiny] again.',
        ],
      },
      twists: [
        'the moonstone had once been a tear of the Moon, shed on a night when she felt [lonely|sad|all alone]',
        'the little door in the oak tree only ever appears for children with [kind|gentle|generous] hearts',
      ],
      lessons: ['a fair swap makes everyone happy', 'friends always find a way back to each other'],
    },
    {
      id: 'lantern-moths',
      scene: 'woods',
      places: ['the hollow of Fernmere', 'the fern woods of Fernmere'],
      goals: ['the jar of first moonlight', 'the festival jar of moonlight'],
      titles: ['{hero} and the Lantern Moths', '{hero} and the Jar of Moonlight'],
      setting: [
        'A [soft|pale|dusty] moth with wings like [old lace|candle smoke|milky glass] landed on the windowsill and [fluttered|tapped|knocked] twice. "The lantern moths need a helper," it [whispered|murmured|sighed]. {hero} [pulled on|wriggled into|found] a pair of slippers and followed it [over the garden wall|down the garden path|past the sleeping shed], all the way to {place}.',
        "Once a year, the moths of {place} carry [tiny|paper|glowing] lanterns through the trees, and the whole wood [shines|glimmers|sparkles] like a [birthday|Christmas|party] cake. This year, a [trail|ribbon|thread] of pale light [drifted|floated|wandered] right up to {hero}'s bedroom, [as if|almost as if] it had come to [ask for help|fetch {hero}|say please].",
      ],
      problem: [
        'In a [ring|circle|clearing] of ferns sat Grandmother Thimbleroot, the Moth Warden, [looking very worried|wringing her tiny hands|with a frown as deep as a well]. "{goal} has [gone|vanished|slipped away]," she said, "and without it [not one lantern will glow|the lanterns will stay dark|the moths cannot fly their lanterns]." All around, [the moths|a thousand moths|the little moths] [drooped|sighed|waited] on the [fern tips|branches|mossy stones].',
        'The lanterns of {place} [hung|dangled|swung] from the branches, [cold and dark|dim and grey|without a single glimmer]. "[Someone|Something|A sneaky breeze] has [run off with|hidden|rolled away] {goal}," [explained|said|whispered] Grandmother Thimbleroot, [the oldest moth of all|the keeper of the moths|the Moth Warden]. "If we cannot find it [before midnight|tonight|by moonrise], there will be no festival at all."',
      ],
      resolution: [
        '{hero} [noticed|spotted|saw] a [faint|soft|silvery] glow [beneath|behind|inside] a [curled|crinkled|fallen] leaf, and there was the jar, [rolled|tucked|wedged] against a [root|pebble|toadstool]. {hero} [lifted|carried|held] it [as gently as an egg|very carefully|with both hands] back to Grandmother Thimbleroot. [One by one|Little by little|Lantern by lantern], the moths dipped their lanterns into the moonlight, and soon {place} was [twinkling|glowing|shimmering] from end to end.',
        "The jar had [rolled|dropped|bounced] into a [badger's burrow|rabbit's burrow|mole's tunnel], where it made a [lovely|very fine|cosy] nightlight. The [owner|little householder|sleepy owner] [kindly|happily|sleepily] gave it back, and {hero} [hurried|tiptoed|carried it] to the fern ring. [When the lid came off|As soon as the lid was lifted|With one turn of the lid], moonlight [poured out like milk|spilled out like honey|rose like silver steam], and every lantern in {place} [lit up|began to glow|shone] at once.",
      ],
      little: {
        setting: [
          'A [little|soft|fluffy] moth [came to|knocked on|tapped on] the window. {hero} [followed it|went with it] to the [fern|magic|leafy] wood.',
        ],
        problem: [
          'The moths had [lanterns|little lights], but the lanterns [were dark|went out|would not shine]. [Oh dear!|Oh no!|What a shame!]',
        ],
        resolution: [
          '{hero} found a [jar|pot] of moonlight [under a leaf|by a stone|in a burrow]. [Glow, glow|Shine, shine|Twinkle, twinkle], went all the [lanterns|little lights]!',
        ],
      },
      twists: [
        'the moonlight in the jar had been gathered by the [smallest|tiniest|youngest] moth, who had never been allowed to carry a lantern before',
        '<1:creature> {the1} had been keeping the jar [safe|dry|safe and dry] from the rain all along',
      ],
      lessons: ['every small helper matters', 'looking carefully can find what rushing misses'],
    },
    {
      id: 'cloud-weaver',
      scene: 'clouds',
      places: ['the Loom House above the clouds', 'Mistlethread Loft'],
      goals: ['the spool of silver rain-thread', 'a spool of silver thread'],
      titles: ['{hero} and the Cloud Weaver', '{hero} and the Silver Thread'],
      setting: [
        "A [long|thin|glittering] silver thread [dangled|hung|swung] past {hero}'s window, [twinkling|shimmering|swaying] in the moonlight. {hero} [gave it a tug|took hold of it|wound it round one hand], and [gently|slowly|softly] it [pulled|lifted|drew] {hero} up, [past the chimney pots|over the rooftops|through the night air], into {place}.",
        "[High above|Far above|Right above] the town, on a [cloud|puff of cloud|soft grey cloud] shaped like a teapot, stands {place}, where the Cloud Weaver [spins|weaves|knits] the rain. That night a [rope|ladder|staircase] of [mist|fog|cloud] [unrolled|tumbled down|appeared] beside {hero}'s bed, and {hero} [climbed|hopped|padded] up it, [rung by rung|step by step|one fluffy step at a time].",
      ],
      problem: [
        'The Cloud Weaver, [a tall lady|a kind old lady|a lady] called Wenna Mistlethread, [sat|stood] by a [silent|still|empty] loom. "[I have lost|Somebody has misplaced|The wind has blown away] {goal}," she [sighed|said|explained], "and without it I cannot weave [the gentle rain|tomorrow\'s soft rain|a single raindrop]. The [gardens|fields|flowers] below will be [so thirsty|parched|dry as biscuits]."',
        '[Clouds|Half-made clouds|Loose clouds] were [drifting|flapping|tumbling] about [in tatters|in wisps|in untidy heaps], because the loom had [stopped|gone quiet|fallen still]. "[Every night|Each night|Night after night] I weave the rain for the world below," [said|sighed|whispered] Wenna Mistlethread, "but {goal} has [rolled away|gone missing|vanished], and [the garden snails are waiting|the flowers are waiting|the farmers are waiting]."',
      ],
      resolution: [
        '{hero} [followed|traced|tracked] a [glinting|shining|twinkling] thread [across|over|between] the clouds [to|all the way to|right up to] a [sleepy|snoozing|drowsy] thundercloud, who had been [using the spool as a pillow|cuddling the spool|hugging it like a teddy]. [Politely|Kindly|Gently], {hero} [swapped|traded] it for a [puff|pillow|tuft] of cloud, and the loom [clattered|whirred|hummed] happily back to work. [Soon|Before long|In no time] a soft, [silver|gentle|sleepy] rain was falling on the gardens below.',
        'The spool had [bounced|rolled|skidded] [down|off|along] to the [edge|end|rim] of the cloud and [caught|snagged|tangled] on a [rainbow|moonbeam|star]. {hero} [lay flat|knelt down|reached out] and [eased|wriggled|coaxed] it free, [careful not to look down|slowly and carefully|holding on tight]. Wenna Mistlethread [threaded the loom|clapped her hands|laughed with delight], and [before long|soon|by morning] {place} was [full of|busy with|humming with] [fresh new clouds|soft grey rain clouds|clouds as fluffy as lambs].',
      ],
      little: {
        setting: [
          '{hero} [held|pulled] a [silver|shiny] thread, and [up, up, up|whoosh|up and away] went {hero}, [to the clouds|into the sky]!',
        ],
        problem: [
          'The Cloud Lady could not [make rain|weave the rain], because her [thread|silver thread] was [lost|gone]. [Oh no!|Uh oh!|Dear me!]',
        ],
        resolution: [
          '{hero} found the thread [on a cloud|by a star|on a rainbow]. [Whirr, whirr|Clack, clack|Swish, swish] went the loom, and [soft rain fell|down came the rain|pitter, patter went the rain]!',
        ],
      },
      twists: [
        'the thundercloud had only [wanted|longed|been hoping] to learn how to weave',
        'the silver thread was spun from the wishes of children who love [puddles|splashing in puddles|jumping in puddles]',
      ],
      lessons: ['gentle words work better than grabbing', 'everyone needs a little rain sometimes'],
    },
    {
      id: 'runaway-spellbook',
      scene: 'tower',
      places: ['the Tower of Tumbledown', 'the crooked tower on Tumbledown Hill'],
      goals: ['the Book of Gentle Spells', 'a runaway book of spells'],
      titles: ['{hero} and the Runaway Spell Book', '{hero} and the Book of Gentle Spells'],
      setting: [
        '[Tap, tap, tap|Knock, knock|Rat-a-tat] went something at the window, and there was a [small|battered|blue] book, [flapping its pages|hovering in the air|wriggling its cover] like a [bird|butterfly|bat]. "[Help|Please|Quickly]!" it squeaked, and [flew off|zipped away|fluttered off] [towards|in the direction of|over the hill to] {place}. {hero} [grabbed|pulled on|found] a dressing gown and [followed|hurried after it|ran after it].',
        '[On top of|High on|At the top of] Tumbledown Hill stands {place}, [leaning|tilting|slouching] so much that the [pigeons|owls|bats] walk on it sideways. That night its [front|tiny|arched] door [swung open|creaked open|popped open] [all by itself|by magic|without a sound], and a [voice|little voice|kind voice] called, "[Is anybody brave out there|Could somebody help, please|Hello, is anyone awake]?" {hero} [was|said yes, and was] up the hill in [no time|a moment|a jiffy].',
      ],
      problem: [
        'Inside, the sorceress Hesper Quillfeather was [chasing|running after|tiptoeing after] books that [flapped|fluttered|swooped] round the room. "[My spell books have run away|The books have escaped their shelves|Every book has flown off its shelf]," she [panted|puffed|sighed], "and the [worst|naughtiest|fastest] of them is {goal}. [Without it|Until it comes back], I cannot [send the town sweet dreams|cast the good-night spell|tuck the town into sleep]."',
        '[Books|Spell books|Cookery books and spell books] were [swooping|zooming|flapping] [up and down the stairs|round the lamps|about the ceiling], and [feathers|loose pages|bookmarks] were everywhere. Hesper Quillfeather, [the sorceress of the tower|who kept the tower|a sorceress in a starry shawl], [shook her head|sighed|pushed back her hat]. "{goal} [leads the others astray|started this whole escape|is the ringleader]," she said. "[Catch that one|Find that one|Bring that one home], and the rest will follow."',
      ],
      resolution: [
        "{hero} [noticed|saw|realised] that the runaway book kept [circling|returning to|hovering near] the [window|fireplace|lamp], as if it [wanted|longed|hoped] to [hear a story|be read|be opened]. So {hero} sat down and [began|started] to [tell|read|whisper] a [bedtime story|gentle story|story out loud]. [Slowly|Bit by bit|Little by little] the book [drifted down|came closer|floated lower] and [settled|landed|nestled] on {hero}'s lap, and one by one the others [flew|fluttered|glided] back to their shelves.",
        'The book was [hiding|sulking|snoozing] [at the very top of|on the highest shelf of|right up in the rafters of] {place}, [its pages all crumpled|with a torn bookmark|with its cover all bent]. {hero} [climbed|tiptoed|crept] up, [smoothed|straightened|flattened] each page and [mended|fixed|tied] the bookmark with a [ribbon|hair bobble|bit of string]. [Feeling better|Much happier|Feeling cared for], the book [floated|drifted|flew] home, and [soon|before long|in no time] the good-night spell was [twinkling|drifting|sparkling] over every roof in town.',
      ],
      little: {
        setting: [
          'A [little|blue|funny] book went [flap, flap|flutter, flutter] at the window. {hero} [followed it|ran after it] to a [tall|crooked|wobbly] tower.',
        ],
        problem: [
          'All the books were [flying|flapping] about! [Oh dear!|What a muddle!|Oh my!] The [magic|sleepy] book [would not come down|would not come home].',
        ],
        resolution: [
          '{hero} [read a story|told a story|sang a song], and the book [came down|flew down|landed softly]. [Flap, flap, home|Back to the shelf] went all the books!',
        ],
      },
      twists: [
        'the runaway book only wanted someone to read it [aloud|out loud|from cover to cover]',
        'the sorceress had learned all her spells from that very book when she was [small|a little girl|little]',
      ],
      lessons: ['kindness calms a muddle', 'everybody likes to be listened to'],
    },
  ],
};
