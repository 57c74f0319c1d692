/**
 * The input check for story requests (DESIGN §6): words that don't belong in a children's story
 * are refused, and well-known trademarked characters and brands get a friendly warning. Whole
 * words only, case- and accent-insensitive, with simple plurals ("gun" also finds "guns").
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

export const UNSAFE_WORDS_MESSAGE =
  "Please remove words that aren't suitable for a children's story: {words}.";
export const TRADEMARK_WARNING =
  'Heads up: {names} may be trademarked. Stories work best with your own characters.';

/** "Please remove words that aren't suitable for a children's story: blood, guns." */
export function unsafeWordsMessage(words: readonly string[]): string {
  return UNSAFE_WORDS_MESSAGE.replace('{words}', () => words.join(', '));
}

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
 * Unsuitable words and phrases, by theme. Inflections other than a plural "s"/"es" are listed;
 * words with an everyday innocent meaning (knife, shot, weed, crack, cock) are left out on purpose.
 */
const UNSAFE = list(`
  kill, killing, killed, murder, murderer, murdered, murdering, blood, bloody, gore, gory, gun, shotgun, rifle, pistol,
  shoot, shooting, stab, stabbed, stabbing, behead, beheaded, decapitate, decapitated, massacre, slaughter, slaughtered,
  torture, tortured, corpse, dead body, dismember, mutilate, strangle, strangled, bomb, grenade, terrorist, terrorism,
  assassin, assassinate, dead, death, die, died, dying;
  sex, sexy, sexual, porn, porno, pornography, nude, naked, penis, vagina, boobs, tits, orgasm, erotic, horny, condom,
  rape, raped, rapist, molest, molester, pedophile, paedophile, stripper, prostitute, brothel, dildo, masturbate, fetish,
  hentai, nsfw, xxx;
  drug, cocaine, heroin, meth, methamphetamine, marijuana, cannabis, lsd, mdma, opium, opioid, fentanyl, alcohol, vodka,
  whisky, whiskey, tequila, beer, wine, drunk, booze, cigarette, cigar, vape, vaping, tobacco;
  fuck, fucking, fucked, fucker, motherfucker, shit, shitty, bullshit, shithead, dipshit, bitch, bastard, asshole,
  arsehole, arse, damn, goddamn, crap, piss, pissed, cunt, wanker, twat, bollocks, bugger, slut, whore, douche,
  douchebag, retard, fag, faggot, nigger, nigga, spaz;
  suicide, suicidal, self harm, selfharm, kill myself, cut myself, cutting myself, hang myself, overdose, kys
`);

/** Harmless phrases that contain an unsafe word; they are removed before checking. */
const ALLOWED = list(`
  water gun, squirt gun, nerf gun, bubble gun, ray gun, glue gun, toy gun, killer whale, dead end, bath bomb,
  root beer, ginger beer, glitter bomb, dead leaves, death star
`);

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

/** Lower case, accents and punctuation dropped, single spaces: "Pokémon!" and "pokemon" read alike. */
function normalise(text: string): string {
  return ` ${text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()} `;
}

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A whole-word pattern for a phrase, allowing a plural ending; for names, also written without spaces. */
function phrasePattern(phrase: string, joinable: boolean): string {
  const words = normalise(phrase).trim().split(' ').map(escape);
  const last = words.pop() ?? '';
  const ending = last.endsWith('y') ? `(?:${last}|${last.slice(0, -1)}ies)` : `${last}(?:e?s)?`;
  return [...words, ending].join(joinable ? ' ?' : ' ');
}

const UNSAFE_PATTERNS = UNSAFE.map(
  (word) => new RegExp(`(?<= )${phrasePattern(word, false)}(?= )`, 'g'),
);
const ALLOWED_PATTERN = new RegExp(
  `(?<= )(?:${ALLOWED.map((p) => phrasePattern(p, false)).join('|')})(?= )`,
  'g',
);
const TRADEMARK_PATTERNS = TRADEMARKS.map((entry) => {
  const [name = '', ...others] = entry.split('|');
  const spellings = [name, ...others].map((spelling) => phrasePattern(spelling, true));
  return { name, pattern: new RegExp(`(?<= )(?:${spellings.join('|')})(?= )`) };
});

/** Checks every field a parent typed; see StoryInputCheck for what the two lists mean. */
export function checkStoryInput(input: StoryInputText): StoryInputCheck {
  const text = normalise(
    [input.hero, ...input.elements, input.plotTwist ?? '', input.lifeLesson ?? ''].join(' \n '),
  );
  const checked = text.replace(ALLOWED_PATTERN, ' ');
  const unsafe = new Set<string>();
  for (const pattern of UNSAFE_PATTERNS) {
    for (const match of checked.matchAll(pattern)) unsafe.add(match[0]);
  }
  const trademarks = TRADEMARK_PATTERNS.filter(({ pattern }) => pattern.test(text)).map(
    ({ name }) => name,
  );
  return { unsafe: [...unsafe], trademarks };
}
