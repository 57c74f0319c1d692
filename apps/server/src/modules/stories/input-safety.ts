/**
 * The input check for story requests (docs/design.md#story-writer): words that don't belong in a
 * children's story are refused, and well-known trademarked characters and brands get a friendly
 * warning. Whole words only, case- and accent-insensitive, with simple plurals ("gun" also finds
 * "guns").
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

/** Harmless phrases that contain an unsafe word (or one of its forms); removed before checking. */
const ALLOWED = list(`
  water gun, squirt gun, nerf gun, bubble gun, ray gun, glue gun, toy gun, killer whale, dead end, bath bomb,
  root beer, ginger beer, glitter bomb, dead leaves, death star, shooting star, heroine
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

/**
 * Letters from other scripts that look like Latin ones (Cyrillic, Greek), as a checker must read
 * them: "kіll" with a Cyrillic і is "kill" to a parent's eye.
 */
const LOOK_ALIKES: Record<string, string> = {
  а: 'a',
  в: 'b',
  е: 'e',
  ё: 'e',
  к: 'k',
  м: 'm',
  н: 'h',
  о: 'o',
  р: 'p',
  с: 'c',
  т: 't',
  у: 'y',
  х: 'x',
  ѕ: 's',
  і: 'i',
  ї: 'i',
  ј: 'j',
  һ: 'h',
  ԁ: 'd',
  ӏ: 'l',
  ɡ: 'g',
  ԛ: 'q',
  ԝ: 'w',
  α: 'a',
  β: 'b',
  ε: 'e',
  η: 'n',
  ι: 'i',
  κ: 'k',
  ν: 'v',
  ο: 'o',
  ρ: 'p',
  τ: 't',
  υ: 'u',
  χ: 'x',
  ϲ: 'c',
  ℓ: 'l',
};
const LOOK_ALIKE = new RegExp(`[${Object.keys(LOOK_ALIKES).join('')}]`, 'gu');
/** A word made only of look-alikes (or mixing them with Latin letters) is read as Latin. */
const LATIN_OR_LOOK_ALIKE_WORD = new RegExp(`^[a-z${Object.keys(LOOK_ALIKES).join('')}]*$`, 'u');

/** Digits and signs standing for letters inside a word ("k1ll", "bl00d", "$hit"). */
const LEET: Record<string, string> = {
  0: 'o',
  3: 'e',
  4: 'a',
  5: 's',
  7: 't',
  8: 'b',
  '@': 'a',
  $: 's',
};

/**
 * Lower case, accents, invisible characters and punctuation dropped, look-alike letters read as
 * Latin, single spaces: "Pokémon!" and "pokemon" read alike, and so do "k\u200Bill", "kіll" and
 * "k1ll". `one` is what a 1 inside a word stands for ("k1ll" → i, "ki11" → l): both are checked.
 */
function normalise(text: string, one: 'i' | 'l' = 'i'): string {
  const words = text
    .normalize('NFKC')
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/\p{Cf}/gu, '')
    .replace(/['’]/g, '')
    .split(/\s+/)
    .map((word) => readAsLatin(word, one));
  return ` ${words
    .join(' ')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()} `;
}

function readAsLatin(word: string, one: 'i' | 'l'): string {
  const letters = word.replace(/[^\p{L}]/gu, '');
  const folded = LATIN_OR_LOOK_ALIKE_WORD.test(letters)
    ? word.replace(LOOK_ALIKE, (c) => LOOK_ALIKES[c] ?? c)
    : word;
  // Only inside words with letters: "3 bears" stays three bears.
  if (!/[a-z]/.test(folded)) return folded;
  return folded
    .replace(/[0345789]/g, (c) => LEET[c] ?? c)
    .replace(/1/g, one)
    .replace(/[@$](?=[a-z])/g, (c) => LEET[c] ?? c);
}

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A whole-word pattern for a phrase, allowing a plural ending — and with `forms`, the -er, -ed and
 * -ing forms too ("killer", "bombed", a doubled consonant as in "stabbing"); for names, also
 * written without spaces.
 */
function phrasePattern(phrase: string, joinable: boolean, forms = false): string {
  const words = normalise(phrase).trim().split(' ').map(escape);
  const last = words.pop() ?? '';
  let ending = last.endsWith('y') ? `(?:${last}|${last.slice(0, -1)}ies)` : `${last}(?:e?s)?`;
  if (forms) {
    const stem = last.replace(/e$/, '');
    ending = `(?:${ending}|${stem}(?:${last.at(-1) ?? ''})?(?:ers?|ed|ing))`;
  }
  return [...words, ending].join(joinable ? ' ?' : ' ');
}

const UNSAFE_PATTERNS = UNSAFE.map(
  (word) => new RegExp(`(?<= )${phrasePattern(word, false, true)}(?= )`, 'g'),
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
  const raw = [input.hero, ...input.elements, input.plotTwist ?? '', input.lifeLesson ?? ''].join(
    ' \n ',
  );
  const text = normalise(raw);
  const unsafe = new Set<string>();
  for (const reading of new Set([text, normalise(raw, 'l')])) {
    const checked = reading.replace(ALLOWED_PATTERN, ' ');
    for (const pattern of UNSAFE_PATTERNS) {
      for (const match of checked.matchAll(pattern)) unsafe.add(match[0]);
    }
  }
  const trademarks = TRADEMARK_PATTERNS.filter(({ pattern }) => pattern.test(text)).map(
    ({ name }) => name,
  );
  return { unsafe: [...unsafe], trademarks };
}
