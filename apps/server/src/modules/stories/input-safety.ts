import { foldCharacters } from '../content-safety/fold-characters';
import { unsafeWordsIn } from '../content-safety/refuse-unsafe-text';

export { unsafeWordsMessage, UNSAFE_WORDS_MESSAGE } from '../content-safety/refuse-unsafe-text';

/**
 * The input check for story requests (docs/design.md#story-writer): words that don't belong in a
 * children's story are refused (the content-safety module, docs/content-safety.md), and
 * well-known trademarked characters and brands get a friendly warning.
 */

/** What a parent typed into the story form. */
export interface StoryInputText {
  hero: string;
  elements: readonly string[];
  plotTwist?: string | null;
  lifeLesson?: string | null;
}

export interface StoryInputCheck {
  /** Unsuitable words as typed (lower case, each once): the request must be refused. */
  unsafe: string[];
  /** Canonical names of trademarked characters or brands found: a warning, not a refusal. */
  trademarks: string[];
}

export const TRADEMARK_WARNING =
  'Heads up: {names} may be trademarked. Stories work best with your own characters.';

/** "Heads up: Elsa and Spider-Man may be trademarked. Stories work best with your own characters." */
export function trademarkWarning(names: readonly string[]): string {
  const list =
    names.length <= 1
      ? (names[0] ?? '')
      : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
  return TRADEMARK_WARNING.replace('{names}', () => list);
}

const list = (text: string): string[] =>
  text
    .split(/[\n;]/)
    .flatMap((group) => group.split(','))
    .map((entry) => entry.trim())
    .filter(Boolean);

/**
 * Well-known trademarked characters and brands. Entries with "|" list other spellings; common
 * first names that are also characters (Elsa, Anna, Woody, Mario) are left out so a child called
 * Elsa is not warned about her own name.
 */
const TRADEMARKS = list(`
  Disney; Pixar; Mickey Mouse; Minnie Mouse; Donald Duck; Winnie the Pooh|Pooh Bear; Tigger; Buzz Lightyear; Toy Story;
  Lightning McQueen; Simba; Finding Nemo; Lilo and Stitch; Moana; Encanto; Tinker Bell|Tinkerbell; Dumbo; Bambi;
  Marvel; Spider-Man; Iron Man; Hulk; Captain America; Avengers; Black Widow; Batman; Superman; Wonder Woman; Aquaman;
  Harley Quinn; Pokémon; Pikachu; Charizard; Eevee; Jigglypuff; Bulbasaur; Squirtle; LEGO; Barbie; Harry Potter;
  Hogwarts; Hermione; Dumbledore; Voldemort; Quidditch; Gryffindor; Peppa Pig; Paw Patrol; Bluey; Elmo; Cookie Monster;
  Sesame Street; SpongeBob|Sponge Bob; Squidward; Dora the Explorer; Shrek; Minions; Minecraft; Fortnite; Roblox;
  Super Mario; Luigi; Princess Peach; Sonic the Hedgehog; Pac-Man; Angry Birds; Hello Kitty; Thomas the Tank Engine;
  Paddington Bear; Gruffalo; Peter Rabbit; Postman Pat; Fireman Sam; Teletubbies; Tinky Winky; Ninja Turtles;
  Transformers; Optimus Prime; Hot Wheels; Play-Doh; Star Wars; Darth Vader; Yoda|Baby Yoda|Grogu; Jedi; Baby Shark;
  PJ Masks; Cocomelon; My Little Pony; Care Bears; Smurfs; Scooby-Doo; Tom and Jerry; Bugs Bunny; Garfield; Snoopy;
  Kung Fu Panda; Hey Duggee; Masha and the Bear; Blippi; Labubu; Legend of Zelda; Nintendo
`);

/** Lower case, look-alikes read as Latin, accents and punctuation dropped, single spaces. */
const normalise = (text: string) =>
  ` ${foldCharacters(text)
    .replace(/['’]/g, '')
    .replace(/[^\p{L}0-9]+/gu, ' ')
    .trim()} `;

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A whole-word pattern for a name, with a plural, also written without spaces. */
function namePattern(phrase: string): string {
  const words = normalise(phrase).trim().split(' ').map(escape);
  const last = words.pop() ?? '';
  const ending = last.endsWith('y') ? `(?:${last}|${last.slice(0, -1)}ies)` : `${last}(?:e?s)?`;
  return [...words, ending].join(' ?');
}

const TRADEMARK_PATTERNS = TRADEMARKS.map((entry) => {
  const [name = '', ...others] = entry.split('|');
  const spellings = [name, ...others].map(namePattern);
  return { name, pattern: new RegExp(`(?<= )(?:${spellings.join('|')})(?= )`) };
});

/** Checks every field a parent typed; see StoryInputCheck for what the two lists mean. */
export function checkStoryInput(input: StoryInputText): StoryInputCheck {
  const fields = [input.hero, ...input.elements, input.plotTwist, input.lifeLesson];
  const text = normalise(fields.filter(Boolean).join(' \n '));
  const trademarks = TRADEMARK_PATTERNS.filter(({ pattern }) => pattern.test(text)).map(
    ({ name }) => name,
  );
  return { unsafe: unsafeWordsIn(fields), trademarks };
}
