import type { Genre } from '@sns/contract';
import type { CastMember, Mood, Scene, TimeOfDay } from '../../../providers/scene/scene';

/** Where a story of each genre happens when its page names no place (the embedded backdrops). */
const GENRE_PLACE: Record<Genre, string> = {
  Fantasy: 'an enchanted castle garden',
  Adventure: 'a moonlit jungle',
  Mystery: 'a quiet street of lanterns',
  'Sci-Fi': 'a friendly space station',
  Comedy: 'a cheerful night-time fair',
};

/** Places a page may name, in the words a story writes them; the first found is the page's place. */
const PLACES = [
  'bedroom',
  'kitchen',
  'bathroom',
  'garden',
  'greenhouse',
  'forest',
  'woods',
  'jungle',
  'beach',
  'seaside',
  'ocean',
  'sea',
  'river',
  'lake',
  'meadow',
  'mountain',
  'cave',
  'castle',
  'tower',
  'village',
  'town',
  'city',
  'street',
  'park',
  'school',
  'library',
  'museum',
  'fair',
  'circus',
  'farm',
  'desert',
  'island',
  'ship',
  'spaceship',
  'space station',
];

const GLOOMY =
  /\b(grey|gray|dull|sad|sadly|gloomy|glum|cried|crying|tears|lonely|dreary|rain(?:y|ing)?|storm(?:y)?|frown(?:ed|ing)?)\b/i;
const JOYFUL =
  /\b(laugh(?:ed|ing)?|giggl(?:e|ed|ing)|cheer(?:ed|ing)?|danced?|hooray|delight(?:ed)?|happy|joy(?:ful)?)\b/i;
const COSY =
  /\b(bed|blanket|pillow|yawn(?:ed)?|sleep(?:y)?|snug(?:gled)?|cosy|cozy|goodnight|dreams?)\b/i;
const MYSTERIOUS = /\b(mystery|mysterious|secret|whisper(?:ed)?|shadows?|puzzl(?:e|ed)|clue)\b/i;

const TIMES: [RegExp, TimeOfDay][] = [
  [/\b(morning|sunrise|dawn|breakfast)\b/i, 'morning'],
  [/\b(afternoon|midday|noon|sunny|sunshine|lunch)\b/i, 'day'],
  [/\b(evening|sunset|dusk|supper|dinner)\b/i, 'evening'],
];

/**
 * The moment a page shows when the writer gave no scene for it (issue 12; the writers' own
 * scenes come per paragraph): the page's own words as the caption, the place and time it names,
 * the elements it mentions first, and a mood read from its words — 'gloomy' for a grey, dull or
 * sad page, so a sad page is not painted as a party. A simple reading, on purpose: it only has to
 * keep the picture from contradicting the words beside it.
 */
export function deriveScene(options: {
  text: string;
  paragraph: number;
  genre: Genre;
  elements: readonly string[];
  cast: readonly CastMember[];
}): Scene {
  const { text } = options;
  const lower = text.toLowerCase();
  const place = PLACES.find((p) => new RegExp(`\\b${p}\\b`).test(lower));
  const mentioned = options.elements.filter((e) => mentions(lower, e));
  const others = options.elements.filter((e) => !mentioned.includes(e));
  return {
    passage: options.paragraph,
    place: place ? `the ${place}` : GENRE_PLACE[options.genre],
    timeOfDay: TIMES.find(([words]) => words.test(text))?.[1] ?? 'night',
    present: options.cast.filter((c) => lower.includes(c.name.toLowerCase())).map((c) => c.name),
    elements: [...mentioned, ...others],
    mood: moodOf(text),
    caption: firstSentences(text, 240),
  };
}

function moodOf(text: string): Mood {
  if (GLOOMY.test(text)) return 'gloomy';
  if (MYSTERIOUS.test(text)) return 'mysterious';
  if (JOYFUL.test(text)) return 'joyful';
  if (COSY.test(text)) return 'cosy';
  return 'calm';
}

/** Whether the page names an element: its last word ("a paper boat" → "boat"), plural or not. */
function mentions(lower: string, element: string): boolean {
  const word = element
    .toLowerCase()
    .trim()
    .split(/\s+/)
    .at(-1)
    ?.replace(/[^\p{L}\p{N}-]/gu, '');
  if (!word) return false;
  const stem = word.replace(/(es|s)$/, '');
  return new RegExp(`\\b${escape(stem)}(s|es)?\\b`, 'u').test(lower);
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The page's opening sentences up to `max` characters (at least one whole sentence). */
function firstSentences(text: string, max: number): string {
  const sentences = text.replace(/\s+/g, ' ').match(/[^.!?…]+[.!?…]*["'”’)]*\s*/g) ?? [text];
  let caption = '';
  for (const s of sentences) {
    if (caption && caption.length + s.length > max) break;
    caption += s;
  }
  return caption.trim().slice(0, max * 2);
}
