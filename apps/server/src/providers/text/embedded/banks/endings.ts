import type { Line } from './types';

/** The way home, for any genre (genres add their own). */
export const HOMECOMINGS: readonly Line[] = [
  'At last it was time to go home, and the path seemed [shorter and softer|quicker and kinder|much shorter] than [before|on the way out|it had that evening].',
  '[When|Once|As soon as] everything was [calm|peaceful|quiet] again, {hero} [yawned a great big yawn|rubbed two sleepy eyes|stretched and yawned] and said, "[I think it\'s time for bed|Bedtime, I think|Home now, I think]."',
  'The way home was [quiet and silver with moonlight|soft and blue with starlight|hushed and dreamy], and every step felt a little [sleepier|slower|heavier] than the last.',
  '[Before long|In no time|Soon enough], {hero} was back home, tiptoeing past the [kitchen|sitting room|coat pegs] and up the [creaky|winding|carpeted] stairs.',
  'A [soft, warm|gentle|friendly] breeze carried {hero} all the way home, [gentle as a feather on the air|as light as a dandelion seed|like a leaf on a stream].',
  '[The walk home|The journey back|The last bit of the way] was [slow and dreamy|full of yawns|the quietest part of all], and {hero} [hardly remembered it|smiled the whole way|counted the stars as they went].',
];

/** Getting sleepy. */
export const SLEEPY: readonly Line[] = [
  "[Soon|Slowly|Little by little], {hero}'s eyelids grew [heavy|droopy|drowsy], [heavy as warm sand|soft as a sleepy cat|like a snowflake blanket|like two sleepy petals].",
  'The blanket was [soft|warm|snug], the pillow was [cool|plump|just right], and the whole house was [quiet|hushed|still].',
  '[Outside|Beyond the window|Somewhere out in the dark|Out in the world], the [night|wind|garden|sea of rooftops] [hummed|sang|whispered] its [quietest|softest|sleepiest] lullaby.',
  'One by one, the stars [dimmed|softened|faded] to a [gentle|soft|faint] glow, as if they were getting [sleepy|drowsy|ready for bed] too.',
  '[Somewhere|Far away|Out in the trees], an owl hooted [softly|gently|once more], [once, twice|twice, three times|a sleepy "hoo"], and then all was [still|quiet|hushed].',
  '{hero} [smiled|sighed happily|gave a contented little sigh|let out a happy breath], [thinking about|remembering|going over] [everything that|all that|the best parts of what] had happened [that night|on the adventure|since supper].',
  '[Breathing slow and deep|With a sleepy sigh|Warm and drowsy], {hero} [snuggled|nestled|burrowed] down [a little further|under the covers|into the pillow].',
  'The [room|bedroom] was [warm|cosy|snug] and [dim|quiet|shadowy], and the night-light glowed like a [tiny moon|little star|firefly in a jar].',
  '{hero} [gave|let out|did] a [long, slow|big, wide|slow, sleepy|huge, happy] yawn, [the kind that|one of those yawns that|a yawn that] [starts at your toes|goes all the way down to your toes|makes your ears pop|makes your eyes water|stretches right up to the ceiling].',
  '[Downstairs|Somewhere in the house|Far below], a clock [ticked|tocked|chimed] [softly|slowly|once], [keeping time for dreams|as steady as a heartbeat|like a lullaby of its own].',
];

/** The last line of the story. */
export const FINAL_LINES: readonly Line[] = [
  '[And soon|Before long|In no time at all] {hero} was [fast asleep|sound asleep|drifting off], dreaming of {all}, and of [all the adventures still to come|tomorrow|the next adventure|whatever the morning would bring].',
  '[Goodnight|Night-night|Sleep well], {hero}, sleep [tight|well|softly], and may [your dreams|all your dreams|every dream] be [full of stars|sweet and gentle|as lovely as tonight|soft as feathers].',
  '[And as|So, as|Then, as] the night wrapped the [world|house|town] in its [softest|warmest|gentlest] [blanket|shawl|quilt], {hero} [drifted|slipped|floated] off to sleep, [safe and warm and dreaming|warm and happy and safe|smiling].',
  'So {hero} closed both eyes and floated away into [the land of dreams|dreamland|a dream], where {all} were waiting to say [hello|goodnight|hello again].',
  'And [there|so|then], [warm and safe and happy|snug and safe|happy and tired|cosy and content], {hero} fell [fast|gently|softly] asleep.',
  'All was still, the [stars|moon|night] kept watch, and {hero} slept the [soundest|sweetest|deepest] sleep in all the [world|town|wide world].',
];

/** Older children: one more line of gentle, richer evening imagery. */
export const NIGHT_IMAGERY: readonly Line[] = [
  'Beyond the window, the [garden|street|hillside] lay [hushed and silver|quiet and pale|still and shining], every [leaf|roof|blade of grass] [glazed|brushed|silvered] with moonlight.',
  'The [curtains|blinds|bedroom curtains] [stirred|swayed|fluttered] in a [breath|whisper|wisp] of [cool|soft|gentle] night air that smelled [faintly|sweetly] of [rain and honeysuckle|cut grass and lavender|pine and woodsmoke|warm toast and roses].',
  'Across the [town|valley|rooftops], lights [blinked|went] out one [after another|by one], until only the stars [remained|were left], [patient and serene|bright and steady|like a scattering of sugar].',
  '[Far off|Somewhere far away|Out in the night], [a train whistled|a foghorn sounded|a church bell rang|an owl called|a fox yipped] once, [faint as a memory|soft as a sigh|small and far away], and the darkness settled [like a velvet quilt|like a soft grey shawl|like a feather eiderdown|over the rooftops|gently over everything].',
  'The moonlight laid a [pale|silver|thin] ribbon across the [floor|carpet|blanket], and the shadows in the corners grew [soft and friendly|small and sleepy|gentle].',
  'A [fox|hedgehog|late cat] padded across the [lawn|lane|wall] below, [paused, listened|sniffed the air|looked up at the window], and went quietly on its way.',
];

export const LITTLE_SLEEPY: readonly Line[] = [
  '[Now|And now|Soon] it was time for [bed|sleep|a snuggle|a cuddle].',
  '{hero} was [sleepy|so sleepy|very, very sleepy].',
  '{hero} gave a [big|long|huge] yawn.',
  '{hero} [got|climbed|hopped|snuggled|crept] into [bed|a cosy bed|a warm bed|a snug bed][, yawning|, slowly|].',
  'The [blanket|quilt|duvet] was [soft|warm|snug] and the pillow was [cool|fluffy|soft].',
  'The stars [said shh|twinkled softly|winked goodnight].',
  '[Yawn, yawn|Shh, shh], went {hero}.',
  '{hero} closed [both eyes|sleepy eyes] [slowly|softly|tight].',
  'The [house|room|night] was [quiet|still|dark and cosy].',
  '{hero} [snuggled|cuddled|curled] up [with teddy|under the blanket|nice and warm|in bed].',
];

export const LITTLE_FINALS: readonly Line[] = [
  'Goodnight, {hero}, and sweet dreams.',
  'Sleep tight, {hero}[, little one|, sleepyhead|].',
  '[Shh|Hush|Shh, shh], {hero} is [fast asleep|sound asleep|asleep] now.',
  '[Night-night|Goodnight|Nighty-night], {hero}, [sleep tight|see you in the morning|sweet dreams|sleep well].',
  'And {hero} [fell fast asleep|drifted off to sleep|was soon asleep|fell asleep][, dreaming of {all}|, happy and warm|, snug as a bug|, smiling|].',
  'Sweet dreams, {hero}, [sweet dreams|and goodnight].',
  'The end[, and|. So|.] [goodnight|night-night|sleep well], {hero}.',
];

/** Older children: the way home in longer sentences and richer words (genres add their own). */
export const OLDER_HOMECOMINGS: readonly Line[] = [
  'Eventually the excitement [settled|subsided|faded] into a [comfortable|contented|peaceful] tiredness, and {hero} [set off for home|turned towards home|began the journey home], [noticing|admiring|appreciating] how [different|familiar|welcoming] everything looked in the [silvery|moonlit|lavender] light.',
  'The journey home was [unhurried|leisurely|gentle] and [wonderfully|delightfully|pleasantly] ordinary, with nothing more [adventurous|remarkable|extraordinary] than a [curious|solitary|sleepy] moth [accompanying|following|escorting] {hero} as far as the garden gate.',
  'By the time {hero} [reached|arrived at|returned to] the front door, the [adventure|whole evening|entire night] already felt like a [treasured|cherished|half-remembered] story, the kind you [return to|revisit|tell yourself] again and again on [rainy afternoons|long car journeys|sleepless nights].',
  '[Retracing|Following] every step of the way [without a hint of hurry|unhurriedly|at a dreamy, ambling pace], {hero} [arrived|came back|returned] home [just as|precisely when|exactly as] the [kitchen clock|grandfather clock|hallway clock] was [considering|contemplating|getting ready for] its next [chime|announcement|quiet tick].',
];

/** Older children: getting sleepy, in longer sentences and richer words. */
export const OLDER_SLEEPY: readonly Line[] = [
  "[Gradually|Little by little|Eventually], {hero}'s thoughts [grew|became] [slower|softer|hazier] and [drifted|wandered|meandered] like [leaves on a lazy river|clouds across a summer sky|feathers on a warm breeze], [circling|drifting|floating] back to the [most memorable|most extraordinary|happiest] moments of the evening.",
  'The house [settled|sighed|creaked] around {hero} in the [comfortable|familiar|reassuring] way that old houses do, every [floorboard|radiator|window frame] [murmuring|whispering|humming] its own [particular|peculiar|private] goodnight.',
  '[Curled|Tucked|Nestled] beneath the [covers|eiderdown|patchwork quilt], {hero} felt [wonderfully|marvellously|perfectly] [heavy|comfortable|contented], as though [gravity itself|the whole of the night|the darkness] had [decided|resolved|agreed] to [hold|cradle|look after] {hero} [especially carefully|extra gently|with particular tenderness].',
  '[Imagination|Memory|Sleepiness] [painted|sketched|coloured] the [ceiling|darkness|shadows] with [fragments|glimpses|snatches] of the adventure, each one [fainter|softer|dimmer] than the [previous|one before|last], until they [dissolved|melted|faded] into a [comfortable|velvety|peaceful] darkness.',
  'Somewhere [beyond|outside] the [window|curtains], the [world|evening|countryside] was [continuing|carrying on] without any [hurry|urgency|fuss] at all, and {hero} [decided|concluded|realised] that there was [absolutely nothing|nothing whatsoever|not a single thing] left to [worry|think|wonder] about [tonight|until the morning].',
];
