import type { ElementKind } from '../noun-phrase';
import type { Line } from './types';

/**
 * Meeting each story element. Focus tokens name the element being met: {a} (first mention),
 * {the}, {it}, {its}, {them}, {was}, {is}, and for speech {we}, {we're}, {we've}, {us}, {our}.
 * For people and named friends {it} becomes their name, so nobody is ever called "it".
 */
export interface MeetingBank {
  intros: readonly Line[];
  details: readonly Line[];
}

export const MEETINGS: Readonly<Record<ElementKind, MeetingBank>> = {
  creature: {
    intros: [
      'Before long, {hero} met {a}, {spot}.',
      '{spot}, {hero} [noticed|spotted] {a}, looking around with [bright, curious eyes|a shy little smile|great interest].',
      'And who should [appear|come along|turn up|pop up|wander by] [next|just then|right then|at that very moment|out of nowhere] but {a}!',
      '[Suddenly|All at once|Just then] there came a [rustle|soft shuffle|funny little sound|tiny cough], and out [popped|peeped|hopped] {a}.',
      'It was there, {spot}, that {hero} [met|came across] {a}.',
      '{hero} was not alone for [long|very long|more than a minute], because {a} [came along|appeared|turned up|wandered over], as if {it} had been [waiting for|hoping for|looking for] a [friend|companion|bit of company].',
      '[Just then|At that very moment], {a} [tumbled|hurried|bounced] into view[, out of breath and smiling|, full of giggles|].',
      '{hero} heard a [friendly voice|cheerful hello|gentle "Psst!"] and [turned around|spun round|looked over one shoulder] to find {a}[, smiling| waiting|].',
      '[Not far off|A little further on], {a} {was} waiting {spot}.',
    ],
    details: [
      '"[Hello|Hello there|Oh, hello]," said {the}. "{We\'ve} been [hoping|wishing|waiting for] someone [kind|brave|friendly] [would come along|to come this way|to turn up][ tonight|]."',
      '"[Well, hello there|Good evening|Oh, hello|Hello, hello]," [said|called|chirped] {the} [with a wink|with a friendly nod|kindly|cheerfully]. "[Are you [here for|off on|out for] [the|a little|a night-time] adventure too|Are you off somewhere [exciting|interesting|wonderful] [tonight|at this hour|]|Is there room for one more on your [adventure|journey|walk]|Are you out [exploring|adventuring|wandering] [as well|tonight|too]|Is this the way to [the adventure|somewhere exciting|the fun]]?"',
      '{The} [looked|seemed] [a little|rather|a tiny bit] shy at first, but [soon|before long|in no time] {was} [smiling from ear to ear|chattering away|giggling like an old friend].',
      '"[Would you like some company|May I come with you|Could you use a friend|Shall I keep you company]?" [asked|wondered] {the}, and {hero} [nodded|said yes|grinned] [at once|happily|without a second thought].',
      '{hero} and {the} [became|were] [friends|good friends|firm friends] [right away|in no time at all|faster than you can say "marshmallow"|before you could count to ten].',
      '{The} [bowed|bobbed|curtsied] [politely|low|with a flourish] and [said|announced|declared], "At your service[, my friend|, little explorer|]!"',
      '"{We} know [these parts|every path around here|this place|the way] [well|very well|like the back of {our} hand]," [said|called|whispered] {the}[ proudly| helpfully|]. "[Follow {us}|This way|Come along]!"',
      '"{We\'re} [so glad|ever so glad|really pleased|very happy] you [came|are here|found us]," [said|whispered|sighed] {the} [softly|warmly|with a happy sigh].',
      "[From that moment on|From then on|After that|And from then on], {the} {was} [never far from {hero}'s side|always close by|right beside {hero} the whole way|{hero}'s faithful friend].",
      '{hero} [smiled|waved], and {the} [smiled|waved] back, and that was the beginning of a [wonderful|beautiful|lifelong] friendship.',
    ],
  },
  thing: {
    intros: [
      '{spot}, {hero} [found|spotted|noticed] {a}.',
      "[On the way|A little further on], something caught {hero}'s eye: {a}, {spot}.",
      'There, {spot}, {was} {a}, [glinting softly|waiting as if {it} belonged to the adventure|as if someone had left {them} there on purpose].',
      '{hero} [almost tripped over|nearly stepped on] {a} [lying|resting] {spot}.',
      '[Next|After that|A little later], {hero} [discovered|came across|found] {a}, [half hidden in the shadows|waiting as if {it} knew {hero} would come|tucked where nobody would think to look|lying quite still|peeping out of the grass].',
      '[Then|Just then|All of a sudden] {hero} [saw|spotted|noticed] something [wonderful|curious|unexpected]: {a}!',
      'Tucked away {spot} {was} {a}.',
      '{hero} could hardly believe it. There {was} {a}, {spot}!',
    ],
    details: [
      '{hero} [decided|thought|was quite sure] that {the} should [come along|be part of the adventure|not be left behind|come too], [just in case|to be safe|because you never know|for luck].',
      '{It} {was} [prettier|more wonderful|more curious|shinier|stranger] than anything {hero} had [ever seen|seen all year|imagined|found before][, by a long way| by far|].',
      '"[I think|Maybe|Perhaps|I bet] we [might need|will want|should keep|could use] {them}[ later| on the way|]," {hero} [whispered|said thoughtfully|murmured].',
      '[Somehow|In a funny way|Strangely enough], {the} seemed to [hum|glow|tingle|shimmer] with a [quiet|gentle|secret|friendly] kind of [magic|music|wonder].',
      '{hero} [smiled|grinned|beamed], because {the} {was} [exactly|just|precisely] the [sort|kind] of thing [an adventure needs|a brave explorer needs|that comes in handy|you might need later|every good adventure needs].',
      'It is not every [day|night|week] you [find|come across] {a}, and {hero} [knew|felt sure|could tell] {it} {was} [special|important|meant to be found].',
      '{hero} [looked at|peered at|turned over] {them} [closely|carefully|for a long moment] and [wondered|tried to guess|asked out loud|could not help wondering] [where {it} had come from|who had left {them} there|how {it} came to be there].',
    ],
  },
  place: {
    intros: [
      '[In the distance|Far ahead|Up ahead], {hero} could [see|just make out] {a}, [shining in the moonlight|standing quiet and still|bathed in silver light|twinkling with lights].',
      'The [path|trail|lane] [wound|led|twisted] on and on until [it reached|at last it came to|it stopped at] {a}.',
      '[Before long|At last|Not much later], {hero} [arrived at|came to|reached] {a}.',
      '[Beyond the next hill|Just past the old gate|Around the last bend|Over the little bridge] lay {a}, [just waiting to be explored|glowing in the dusk|quiet under the stars|bright with lanterns].',
      '{hero} had [always|for so long|for ages] [wanted|hoped|longed] to [visit|see] {a}, and now, [at last|finally|after all that], [{hero} was really there|here {hero} was|there {hero} stood].',
      'At the [end|very end|far end] of the [path|lane|winding way], {hero} [found|came upon|reached] {a}.',
    ],
    details: [
      '{The} {was} [quiet and peaceful|full of soft, friendly sounds|bigger than {hero} had ever imagined|smaller and cosier than {hero} expected|even lovelier than in the pictures].',
      'Everything about {the} seemed to say, "[Welcome|Hello|Come in], {hero}[.|, we were waiting for you.|, make yourself at home.]"',
      '{hero} [took a deep breath|stood very still|stopped for a moment|paused on the path] and [took it all in|listened|looked and looked|let out a happy sigh].',
      'It felt as though {the} had been [keeping a secret|saving a surprise|waiting quietly] [for a very long time|just for {hero}|all these years].',
      '{hero} had never [seen|been|visited] anywhere [quite like|half as lovely as|as wonderful as] {the}.',
    ],
  },
  sky: {
    intros: [
      'High above, {a} {was} [shining|glowing] [brightly|softly], [watching over everything|lighting the way].',
      '[When {hero} looked up|Overhead], {a} {was} [glowing|glimmering] [like a friendly lantern|as if to say hello].',
      'The whole sky [seemed to light up|lit up] as {a} [appeared|came into view].',
      '{hero} looked up and saw {a}, [big and bright|shining like a lantern|silver and still].',
      'Up in the sky, {a} [peeked out|shone out] from behind a cloud.',
    ],
    details: [
      '{The} seemed to [follow|keep pace with] {hero}, [lighting every step|as if {it} wanted to come along too].',
      'Nobody feels lonely when {the} {is} shining, and {hero} felt [braver|warm inside] [already|at once].',
      '{hero} [waved|whispered a hello] to {the}, and {the} [seemed to glow back|shone a little brighter].',
      '{The} made the whole world look [silver and new|soft and magical].',
    ],
  },
};

/**
 * Meeting someone the hero already knows and has been missing (a person or a named friend, set up
 * as awaited in companions.ts): a glad reunion, never a stranger met by chance.
 */
export const REUNIONS: MeetingBank = {
  intros: [
    '[And there|Then, all of a sudden,|Just then|And look], {spot}, {was} {the}[, waving both arms|, smiling the biggest smile|, just as {hero} had hoped|, grinning from ear to ear|, as if by magic]!',
    '"{hero}!" [called|cried|sang out] a [happy|familiar|cheerful|well-loved] voice {spot}. [It was {the}|And who was it but {the}|There stood {the}][, come to join the adventure|, of all people|, right on time|, as large as life|]!',
    '[Who should be waiting|And who was waiting|Who was sitting|And who was standing] {spot} but {the}! "[I heard there was an adventure tonight|I wasn\'t going to miss this|I hoped I\'d find you here|There you are|I was just thinking of you]," [said|laughed|called] {the}.',
    '[Not far off|A little further on|Around the next corner|Before long], {hero} heard a [laugh|hum|whistle|song|cough] {hero} knew [at once|straight away|anywhere|by heart]: {the} {was} there, {spot}[, waiting|, looking this way|]!',
    '{hero} [could hardly believe it|rubbed both eyes|gave a happy shout|stopped and stared|let out a squeak of joy]: {spot}[, waiting|, smiling|, waving|], {was} {the}!',
    "[Someone|A figure|A shape] {spot} [waved|turned round|looked up], and {hero}'s heart [gave a happy leap|did a little dance|felt suddenly warm], because it was {the}[, of course|, at last|]!",
  ],
  details: [
    '{hero} [ran|raced|hurried|skipped|dashed] [over|across|ahead] and [hugged|threw both arms around|squeezed] {the}[, tight as could be|, and the hug went on and on|, laughing|, nearly knocking {them} over|].',
    '"[I missed you|Look how tall you\'ve grown|What a lovely surprise|There you are at last|I knew I\'d find you|Fancy meeting you here], [{hero}|my dear|little one|sleepyhead]," said {the}[, and {hero} beamed|, and {hero} grinned from ear to ear|, with a wink|].',
    '{hero} and {the} [held hands|walked side by side|stayed close together|went on arm in arm|set off together] [from then on|after that|the rest of the way|from that moment][, just like always|, chatting all the while|, and the dark did not seem dark at all|, swapping jokes|, swinging their arms|].',
    '"[Shall we go together|May I come along|Room for one more|Can I help]?" [asked|said] {the}[. {hero} [nodded|said yes|grinned]|, and {hero} [took {its} hand|held out a hand|said, "Of course!"|nodded happily]|].',
    '[It felt|It was] [so good|wonderful|like a warm blanket|like the best kind of magic] to be [together again|side by side again|with {the} again][, and {hero} [said so|whispered it|hummed a happy tune]|].',
    '[With {the} there|Now that {the} had come|With {the} close by], [nothing at all seemed too hard|the night felt friendlier|even the shadows looked kind|{hero} felt twice as brave].',
  ],
};

/** Toddler meetings: one short sentence each, then a tiny detail. */
export const LITTLE_MEETINGS: Readonly<Record<ElementKind, MeetingBank>> = {
  creature: {
    intros: [
      '{hero} saw {a} [over there|nearby|right there|on the way].',
      '{hero} met {a} who {was} [very friendly|so happy|a little shy].',
      'Look, there {was} {a}[, waving| right there|]!',
      'Along came {a}, [hop, hop|step, step|skip, skip].',
      'And who [was that|was there|came by] but {a}[!|, waving!|, smiling!]',
      'Peekaboo, out came {a}[, smiling|, giggling|]!',
      'Next, {hero} [saw|found|met] {a} [having a snack|taking a nap|playing a game].',
      '{A} [came|ran|hurried] to say hello.',
      'Up popped {a}[, just like that| with a big smile|]!',
    ],
    details: [
      '"[Hello|Hi|Hello there], {hero}," said {the} [with a smile|with a wave|softly].',
      '{The} [smiled and waved|waved hello|giggled hello] [to {hero}|happily].',
      '"[Hello|Hi|Hiya], {name}," said {hero}[ with a wave| with a smile|].',
      '{The} wanted to [play|be friends|come along|help].',
      '{The} {was} very [friendly|kind|happy|gentle].',
      '{hero} gave {the} a [big|little|gentle|warm] hug.',
      '{hero} and {the} were [friends now|best friends|good friends] [at once|right away].',
      '{The} asked to come along, and {hero} said [yes|yes, please|of course].',
      '{The} did a [funny|little|happy] dance.',
    ],
  },
  thing: {
    intros: [
      '{hero} found {a} [on the path|by the door|in the grass|under a leaf].',
      'Then {hero} saw {a}, [big and bright|just sitting there|all shiny and new].',
      'Look, {hero} found {a}!',
      'What was that? It looked like {a}!',
      "{hero} [spotted|saw|found] {a} [over there|nearby|right by {hero}'s feet|on a stone].",
      '[Next|Then] came {a}, [just for {hero}|as if by magic|out of nowhere].',
      '[There|Right there|And there] {was} {a}, [just waiting|all alone|ready to play|sitting still|as if by magic].',
    ],
    details: [
      '{It} {was} so [pretty|shiny|special|lovely].',
      '{hero} [loved|liked] {them} [very much|so much|at once].',
      '{hero} [took|carried|brought] {them} along[, just in case|, for the trip|, to be safe| too|].',
      '{It} {was} [just right|just the thing|perfect] [for {hero}|for the trip|for an adventure|for the way].',
      '{hero} [patted|touched|hugged] {the} [gently|softly].',
      '"[Ooh|Wow|Oh my|Look], {name}," said {hero} [softly|happily|with a smile].',
    ],
  },
  place: {
    intros: [
      '{hero} went to {a}[, step by step|, skip, skip|].',
      '{hero} saw {a} [far away|up ahead|over the hill].',
      'There {was} {a}, [big and bright|quiet and still|just up ahead].',
      'Off went {hero}, [all the way|hop, skip, jump,] to {a}.',
      'Then {hero} [came to|found|got to] {a}.',
      'The path went [on and on|up and down] to {a}.',
    ],
    details: [
      '{The} {was} [big|quiet|pretty|sunny].',
      '{hero} [liked|loved] {the} [a lot|very much|at once].',
      '{The} {was} a [happy|friendly|lovely] place [to be|to visit|].',
      '{hero} [looked|walked|skipped] all around {the}.',
      '{hero} said, "[Hello|Hi|Wow], {name}!"',
    ],
  },
  sky: {
    intros: [
      'Up in the sky {was} {a}[, big and bright|, shining down|].',
      '{hero} looked [up|up high|way up], and there {was} {a}!',
      "Up, up, up went {hero}'s eyes, and there {was} {a}.",
      'High in the sky, {a} [shone|glowed|twinkled].',
      '{A} [peeked out|came out|popped out] [from a cloud|in the sky|to say hello].',
    ],
    details: [
      '{The} [shone|twinkled|glowed] [so bright|on {hero}|all night].',
      '{It} {was} so [bright|pretty|big].',
      '"Hello, {name}," said {hero}[, waving| softly|].',
      '{The} made everything [silver|glow|bright].',
      '{hero} [waved|smiled] at {the}.',
    ],
  },
};
