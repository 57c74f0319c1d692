import type { Genre } from '@sns/contract';
import type { Mood, TimeOfDay } from '../../scene/scene';

/**
 * Words that tell a reader where a passage happens, when, and how it feels. Shared by the
 * embedded writer (which knows its beats and only reads the words it did not plan) and by the
 * extractor for writers that hand over plain text. Lists stay small and plain on purpose: a
 * wrong place or mood on a picture is worse than the story's default one.
 */
const words = (text: string): ReadonlySet<string> => new Set(text.trim().split(/\s+/));

/**
 * Nouns that name somewhere a picture can show. Singular forms; a trailing "s" is accepted when
 * reading. Abstract or too-wide places ("world", "land of dreams") are left out on purpose.
 */
export const PLACE_WORDS = words(`
  bedroom bathroom kitchen attic cellar basement nursery hallway staircase garden greenhouse
  backyard yard house home cottage castle palace tower forest wood woods jungle rainforest meadow
  field farm farmyard barn stable orchard park playground school classroom library museum zoo
  circus fair funfair fairground carnival market shop bakery cafe restaurant town village city
  street square beach seaside sea ocean bay harbour harbor lighthouse island lake river pond
  stream brook waterfall mountain hill hilltop valley glen cave cavern volcano desert glacier
  iceberg planet spaceship rocket galaxy nebula clouds kingdom treehouse tent igloo pool aquarium
  theatre theater cinema hospital airport station swamp marsh reef lagoon canyon cliff bridge
  maze pyramid temple ruins laboratory lab workshop hall clearing shore coast
`);

/** Two-word places, read before single words so "space station" is not just "station". */
export const PLACE_PHRASES: readonly string[] = [
  'living room',
  'space station',
  'town hall',
  'town square',
  'outer space',
  'north pole',
  'south pole',
  'fun fair',
  'tree house',
];

/** Words before a place that mean the passage goes there ("into the wood"), not just names it. */
export const ARRIVAL_WORDS = words(
  `into to reached reach arrived inside entered onto toward towards in at through across`,
);

/** Bedtime things: a passage full of them happens in the hero's bedroom. */
export const BEDROOM_WORDS =
  /\b(bed|beds|bedtime|pillow|blanket|covers|duvet|pyjamas|pajamas|tucked|asleep|fell asleep|night-light|snuggled|yawn(?:ed)?)\b/i;

/**
 * Phrases that set the time of day. Habits ("every morning") and wishes ("until morning") do
 * not count: only the moment of the passage itself.
 */
export const TIME_PATTERNS: readonly { time: TimeOfDay; pattern: RegExp }[] = [
  {
    time: 'morning',
    pattern:
      /\b(?:(?:one|that|this|next|early|sunny|bright|fine|summer|winter)\s+morning|in the morning|at (?:dawn|sunrise|daybreak)|dawn broke|the sun (?:rose|came up)|woke up to|breakfast time)\b/i,
  },
  {
    time: 'day',
    pattern:
      /\b(?:(?:one|that|this)\s+(?:sunny|bright|warm|fine|hot|summer|lovely)\s+(?:day|afternoon)|one day|that day|(?:one|that|this|in the)\s+afternoon|at (?:noon|midday|lunchtime)|lunch time|in the sunshine|broad daylight)\b/i,
  },
  {
    time: 'evening',
    pattern:
      /\b(?:(?:one|that|this|an?)\s+evening|(?:at|by) (?:dusk|sunset|twilight)|the sun (?:set|went down|was setting|sank)|bedtime|getting ready for bed|supper|teatime|sunset)\b/i,
  },
  {
    time: 'night',
    pattern:
      /\b(?:night|nights|tonight|midnight|moonlight|moonlit|starlight|starlit|goodnight|asleep|the dark sky|stars? (?:were|was) out)\b/i,
  },
];

/** Words that make a passage grey and sad, whatever else happens in it. */
export const GLOOMY_WORDS =
  /\b(?:grey|gray|greyer|grayer|greying|dull|sad|sadly|sadder|saddest|sadness|gloomy|gloom|gloomily|miserable|unhappy|dreary|drab|colourless|colorless|(?<!happy\s)tears(?!\s+of\s+(?:joy|laughter))|tearful|crying|weeping|sobbed|sobbing|sniffled|heartbroken|forlorn|long faces?)\b/gi;

/** Mood words, counted per passage; the mood with most wins (gloomy needs two of its weaker words). */
export const MOOD_WORDS: Readonly<Record<Mood, RegExp>> = {
  gloomy:
    /\b(?:dark|darkness|scared|afraid|frightened|fright|worried|worry|anxious|lonely|alone|lost|empty|dried up|flickered out|went out|oh no|oh dear|stormy|storm|gloom|shivered|trembled)\b/gi,
  joyful:
    /\b(?:laugh|laughed|laughing|laughter|giggle|giggled|giggles|giggling|cheer|cheered|cheering|hooray|hurray|clapped|danced|dancing|twirl(?:ed)?|grinned|grinning|delighted|party|celebrat\w*|happy|happily|joy|joyful|joyfully|hug|hugged|whoopee|yippee|smile|smiled|smiling|grin|proud|proudly|beaming|beamed|wonderful|thrilled|glad)\b/gi,
  exciting:
    /\b(?:suddenly|raced|racing|zoomed|zoom|whoosh|whooshed|rushed|dashed|leapt|leaped|jumped|hurried|thundered|roared|splash|splashed|quick|quickly|chase|chased|gallop(?:ed)?|soared|swooped|faster)\b/gi,
  mysterious:
    /\b(?:mystery|mysteries|mysterious|secret|secrets|clue|clues|strange|stranger|whisper|whispered|whispering|shadow|shadows|shadowy|puzzle|puzzled|riddle|hidden|peculiar|vanished|disappeared|footprints|curious|magnifying|detective|mist|misty|fog|foggy|creak|creaked|glimmer|glimmered)\b/gi,
  cosy: /\b(?:bed|blanket|pillow|snug|snuggled|snuggle|cosy|cozy|warm|yawn|yawned|sleep|sleepy|asleep|cuddle|cuddled|dream|dreams|dreaming|tucked|cocoa|fireside|slippers)\b/gi,
  calm: /\b(?:quiet|quietly|still|gentle|gently|softly|soft|peaceful|calm|hush|hushed|slow|slowly|silver|breeze|thought|remembered|learned)\b/gi,
};

/** When a passage says nothing about its mood, the genre's own is the best guess for an adventure. */
export const GENRE_MOODS: Readonly<Record<Genre, Mood>> = {
  Fantasy: 'mysterious',
  Adventure: 'exciting',
  Mystery: 'mysterious',
  'Sci-Fi': 'exciting',
  Comedy: 'joyful',
};

/** Words before a noun that make it a picture in the mind rather than someone there ("like a cat"). */
export const NOT_THERE_BEFORE = words(
  `like as of about dreaming dream imagined pretend every any no`,
);

/** Characters too general to draw as someone in the scene ("waiting for a friend"). */
export const NOT_CHARACTERS = words(
  `friend friends child children kid kids girl boy one everyone everybody people person someone somebody nobody`,
);

/** Titles that make the next capitalised word a character: "Farmer Pip", "Mrs Crumble". */
export const TITLES = words(
  `Mr Mrs Ms Miss Mister Madam Captain Professor Doctor Dr Farmer Granny Grandma Grandpa Uncle Aunt Auntie King Queen Prince Princess Sir Lady Lord Officer Chef Baker`,
);

/** Determiners that start a noun phrase we can hand to the illustrator as it is. */
export const DETERMINERS = words(
  `a an the my his her their our your some two three four five several many few this that`,
);
