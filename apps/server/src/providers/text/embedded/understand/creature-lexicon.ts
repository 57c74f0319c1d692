/**
 * How creatures a parent may type behave, so a goose honks and waddles and a cat pads and purrs
 * (docs/decisions/036). Verbs are past tense; `sound` is what the creature says instead of words.
 */
export interface CreatureFacts {
  /** A past-tense verb of its voice: "honked", "purred". */
  voice: string;
  /** The sound itself, for toddlers: "Honk!", "Purr!". */
  sound: string;
  /** A past-tense verb of how it goes: "waddled", "padded". */
  move: string;
  /** Marks it leaves: "webbed footprints", "paw prints". */
  prints: string;
  /** Something it does that only it would: "flapped its great white wings". */
  habit: string;
  /** Where it lives when nobody says: a place word from the place lexicon. */
  home: string;
  /** Can it fly the hero somewhere? */
  flies: boolean;
  /** A person speaks in words; an animal in its sounds (but every creature may talk in a story). */
  person: boolean;
}

const ANIMAL = (
  voice: string,
  sound: string,
  move: string,
  prints: string,
  habit: string,
  home: string,
  flies = false,
): CreatureFacts => ({ voice, sound, move, prints, habit, home, flies, person: false });

const CREATURES: Readonly<Record<string, CreatureFacts>> = {
  goose: ANIMAL(
    'honked',
    'Honk!',
    'waddled',
    'webbed footprints',
    'flapped its great white wings',
    'pond',
    true,
  ),
  duck: ANIMAL(
    'quacked',
    'Quack!',
    'waddled',
    'webbed footprints',
    'shook the water off its tail',
    'pond',
    true,
  ),
  duckling: ANIMAL(
    'peeped',
    'Peep!',
    'pattered',
    'tiny webbed footprints',
    'fluffed up its downy feathers',
    'pond',
  ),
  swan: ANIMAL(
    'hissed',
    'Hiss!',
    'glided',
    'webbed footprints',
    'arched its long white neck',
    'lake',
    true,
  ),
  cat: ANIMAL(
    'purred',
    'Purr!',
    'padded',
    'paw prints',
    'curled its tail around its paws',
    'kitchen',
  ),
  kitten: ANIMAL(
    'mewed',
    'Mew!',
    'scampered',
    'tiny paw prints',
    'pounced on a dancing shadow',
    'kitchen',
  ),
  dog: ANIMAL(
    'barked',
    'Woof!',
    'trotted',
    'muddy paw prints',
    'sniffed along the ground, tail wagging',
    'park',
  ),
  puppy: ANIMAL('yapped', 'Yip!', 'bounded', 'muddy paw prints', 'chased its own tail', 'garden'),
  rabbit: ANIMAL(
    'thumped its foot',
    'Thump!',
    'hopped',
    'little paw prints',
    'twitched its nose',
    'meadow',
  ),
  bunny: ANIMAL(
    'thumped its foot',
    'Thump!',
    'hopped',
    'little paw prints',
    'twitched its nose',
    'meadow',
  ),
  hamster: ANIMAL(
    'squeaked',
    'Squeak!',
    'scurried',
    'tiny paw prints',
    'stuffed its cheeks full',
    'bedroom',
  ),
  mouse: ANIMAL(
    'squeaked',
    'Squeak!',
    'scurried',
    'tiny paw prints',
    'twitched its whiskers',
    'kitchen',
  ),
  horse: ANIMAL('neighed', 'Neigh!', 'trotted', 'hoof prints', 'tossed its mane', 'farm'),
  pony: ANIMAL('whinnied', 'Neigh!', 'trotted', 'hoof prints', 'tossed its shaggy mane', 'farm'),
  cow: ANIMAL('mooed', 'Moo!', 'plodded', 'hoof prints', 'swished its tail', 'farm'),
  pig: ANIMAL(
    'oinked',
    'Oink!',
    'trotted',
    'muddy trotter prints',
    'rolled happily in the mud',
    'farm',
  ),
  sheep: ANIMAL('baaed', 'Baa!', 'trotted', 'hoof prints', 'shook its woolly coat', 'farm'),
  hen: ANIMAL(
    'clucked',
    'Cluck!',
    'strutted',
    'scratchy footprints',
    'pecked at the ground',
    'farm',
  ),
  chicken: ANIMAL(
    'clucked',
    'Cluck!',
    'strutted',
    'scratchy footprints',
    'pecked at the ground',
    'farm',
  ),
  owl: ANIMAL(
    'hooted',
    'Hoo-hoo!',
    'swooped',
    'a scatter of soft feathers',
    'turned its head right round',
    'woods',
    true,
  ),
  parrot: ANIMAL(
    'squawked',
    'Squawk!',
    'fluttered',
    'bright feathers',
    'repeated every word it heard',
    'jungle',
    true,
  ),
  bird: ANIMAL(
    'chirped',
    'Tweet!',
    'fluttered',
    'tiny footprints',
    'hopped from twig to twig',
    'garden',
    true,
  ),
  penguin: ANIMAL(
    'squawked',
    'Squawk!',
    'waddled',
    'flipper-flappy footprints',
    'slid along on its tummy',
    'zoo',
  ),
  frog: ANIMAL(
    'croaked',
    'Ribbit!',
    'hopped',
    'damp little footprints',
    'flicked out its long tongue',
    'pond',
  ),
  fish: ANIMAL(
    'blew bubbles',
    'Blub!',
    'swam',
    'a trail of bubbles',
    'flicked its shiny tail',
    'pond',
  ),
  dragon: ANIMAL(
    'rumbled',
    'Rrrumble!',
    'stomped',
    'enormous clawed footprints',
    'puffed a ring of smoke',
    'mountain',
    true,
  ),
  unicorn: ANIMAL(
    'whinnied',
    'Neigh!',
    'trotted',
    'sparkly hoof prints',
    'tossed its rainbow mane',
    'meadow',
  ),
  dinosaur: ANIMAL(
    'roared',
    'Roar!',
    'stomped',
    'giant three-toed footprints',
    'swung its long tail',
    'jungle',
  ),
  lion: ANIMAL('roared', 'Roar!', 'prowled', 'big paw prints', 'shook its shaggy mane', 'zoo'),
  tiger: ANIMAL(
    'growled',
    'Grrr!',
    'prowled',
    'big paw prints',
    'flicked its stripy tail',
    'jungle',
  ),
  bear: ANIMAL(
    'growled',
    'Grrr!',
    'lumbered',
    'big paw prints',
    'scratched its back on a tree',
    'woods',
  ),
  elephant: ANIMAL(
    'trumpeted',
    'Toot!',
    'plodded',
    'round footprints as big as plates',
    'swung its trunk',
    'zoo',
  ),
  monkey: ANIMAL(
    'chattered',
    'Ooh-ooh!',
    'swung',
    'little hand prints',
    'hung upside down by its tail',
    'zoo',
  ),
  giraffe: ANIMAL('hummed', 'Hmm!', 'strolled', 'hoof prints', 'nibbled the top of a tree', 'zoo'),
  fox: ANIMAL('yipped', 'Yip!', 'slunk', 'neat paw prints', 'flicked its bushy tail', 'woods'),
  squirrel: ANIMAL('chattered', 'Chitter!', 'scampered', 'tiny paw prints', 'buried a nut', 'park'),
  hedgehog: ANIMAL(
    'snuffled',
    'Snuffle!',
    'trundled',
    'tiny footprints',
    'rolled into a prickly ball',
    'garden',
  ),
  bee: ANIMAL(
    'buzzed',
    'Bzzz!',
    'zoomed',
    'a dusting of pollen',
    'danced from flower to flower',
    'garden',
    true,
  ),
  butterfly: ANIMAL(
    'fluttered',
    'Flutter!',
    'fluttered',
    'nothing at all',
    'opened and closed its wings',
    'meadow',
    true,
  ),
  snail: ANIMAL('sighed', 'Slurp!', 'slid', 'a silvery trail', 'tucked into its shell', 'garden'),
  turtle: ANIMAL(
    'sighed',
    'Hmm!',
    'plodded',
    'flat little footprints',
    'pulled its head into its shell',
    'pond',
  ),
  tortoise: ANIMAL(
    'sighed',
    'Hmm!',
    'plodded',
    'flat little footprints',
    'pulled its head into its shell',
    'garden',
  ),
  octopus: ANIMAL(
    'burbled',
    'Blub!',
    'wriggled',
    'wet curly marks',
    'waved all eight arms at once',
    'sea',
  ),
  whale: ANIMAL(
    'sang',
    'Ooo-ooo!',
    'glided',
    'a trail of foam',
    'blew a fountain from its spout',
    'sea',
  ),
  dolphin: ANIMAL(
    'clicked',
    'Click-click!',
    'leapt',
    'a ring of ripples',
    'jumped clean out of the water',
    'sea',
  ),
  seal: ANIMAL(
    'barked',
    'Arf!',
    'flopped',
    'flippery marks in the sand',
    'balanced a pebble on its nose',
    'beach',
  ),
  crab: ANIMAL(
    'clicked',
    'Click!',
    'scuttled',
    'sideways scratchy marks',
    'waved its claws',
    'beach',
  ),
  robot: {
    voice: 'beeped',
    sound: 'Beep-boop!',
    move: 'clanked',
    prints: 'oily wheel marks',
    habit: 'blinked its lights',
    home: 'garage',
    flies: false,
    person: false,
  },
  alien: {
    voice: 'warbled',
    sound: 'Zib-zob!',
    move: 'floated',
    prints: 'glowing footprints',
    habit: 'waggled its antennae',
    home: 'space',
    flies: true,
    person: false,
  },
  ghost: {
    voice: 'whooed',
    sound: 'Whooo!',
    move: 'drifted',
    prints: 'a chilly breeze',
    habit: 'floated through a wall',
    home: 'castle',
    flies: true,
    person: false,
  },
  monster: ANIMAL(
    'grumbled',
    'Grumble!',
    'lumbered',
    'huge furry footprints',
    'scratched its fuzzy head',
    'cave',
  ),
};

const PERSON: CreatureFacts = {
  voice: 'called',
  sound: 'Hello!',
  move: 'hurried',
  prints: 'footprints',
  habit: 'rolled up both sleeves',
  home: 'house',
  flies: false,
  person: true,
};

/** A few people with a habit of their own; everyone else gets a person's plain facts. */
const PEOPLE: Readonly<Record<string, Partial<CreatureFacts>>> = {
  grandpa: { habit: 'polished his glasses on his jumper', move: 'shuffled' },
  grandad: { habit: 'polished his glasses on his jumper', move: 'shuffled' },
  grandma: { habit: 'tucked a hanky into her sleeve', move: 'bustled' },
  granny: { habit: 'tucked a hanky into her sleeve', move: 'bustled' },
  abuela: { habit: 'hummed an old song', move: 'bustled' },
  abuelo: { habit: 'stroked his moustache', move: 'strolled' },
  nana: { habit: 'hummed an old song', move: 'bustled' },
  teacher: { habit: 'clapped twice for quiet', move: 'strode' },
  friend: { habit: 'grinned from ear to ear', move: 'ran' },
  pirate: { habit: 'hitched up a sash', move: 'swaggered', voice: 'bellowed' },
  wizard: { habit: 'twirled a long beard', move: 'swept' },
  witch: { habit: 'straightened a pointy hat', move: 'swept' },
  fairy: { habit: 'left a trail of sparkles', move: 'flitted', flies: true },
  astronaut: { habit: 'checked the oxygen gauge', move: 'bounced' },
  baker: { habit: 'dusted flour off both hands', move: 'bustled' },
  farmer: { habit: 'leant on the gate', move: 'strode' },
  chef: { habit: 'tasted everything with a wooden spoon', move: 'bustled' },
  scientist: { habit: 'pushed a pair of goggles up', move: 'hurried' },
  princess: { habit: 'adjusted a wobbly crown', move: 'swept' },
  prince: { habit: 'adjusted a wobbly crown', move: 'strode' },
  knight: { habit: 'clanked in shining armour', move: 'clanked' },
  giant: { habit: 'bent down very, very carefully', move: 'thudded' },
};

/** Family words, in any language a family uses at home: they are people. */
export const FAMILY_WORDS = new Set([
  'grandpa',
  'grandad',
  'granddad',
  'grandma',
  'granny',
  'nana',
  'nanna',
  'gran',
  'abuela',
  'abuelo',
  'mum',
  'mom',
  'mummy',
  'mommy',
  'dad',
  'daddy',
  'papa',
  'mama',
  'auntie',
  'aunt',
  'uncle',
  'brother',
  'sister',
  'cousin',
  'grandmother',
  'grandfather',
  'oma',
  'opa',
  'nonna',
  'nonno',
  'yia-yia',
  'baba',
  'dadi',
  'nani',
  'bubbe',
  'zayde',
]);

/** A toy friend: soft, quiet, and alive only in the way toys are at bedtime. */
export const TOY: CreatureFacts = {
  voice: 'whispered',
  sound: 'Hug!',
  move: 'bounced',
  prints: 'a trail of fluff',
  habit: 'flopped its soft ears',
  home: 'bedroom',
  flies: false,
  person: false,
};

export function creatureFacts(head: string, isPerson: boolean): CreatureFacts {
  const animal = CREATURES[head];
  if (animal) return animal;
  const person = PEOPLE[head];
  if (isPerson || person) return { ...PERSON, ...person };
  return ANIMAL(
    'called out',
    'Hello!',
    'scampered',
    'little footprints',
    'peeped out shyly',
    'woods',
  );
}

export function isKnownAnimal(head: string): boolean {
  return head in CREATURES;
}

/**
 * Qualities a parent gives a creature, and how they show: what it does when it shows the quality,
 * and how it may change by the end (a grumpy goose softens).
 */
export interface QualityFacts {
  /** A past-tense clause with the creature as subject, omitted: "grumbled under its breath". */
  shows: readonly string[];
  /** How it talks: "grumbled", "whispered". */
  says: string;
  /** By the end: "even the grumpiest honk sounded almost like a laugh". Empty when nothing changes. */
  softens?: string;
}

export const QUALITIES: Readonly<Record<string, QualityFacts>> = {
  grumpy: {
    shows: ['grumbled under {its} breath', 'folded {its} {arms} and frowned', 'harrumphed loudly'],
    says: 'grumbled',
    softens: 'and, for the very first time, {it} did not grumble once',
  },
  cross: {
    shows: ['stamped crossly', 'frowned a fierce frown'],
    says: 'snapped',
    softens: 'and {its} frown melted away',
  },
  shy: {
    shows: ['peeped out, then hid again', 'went pink and looked at {its} feet'],
    says: 'whispered',
    softens: 'and did not hide even once',
  },
  sleepy: { shows: ['gave an enormous yawn', 'nodded off for a moment'], says: 'yawned' },
  brave: {
    shows: ['stepped forward without a wobble', 'puffed out {its} chest'],
    says: 'declared',
  },
  silly: { shows: ['pulled a very silly face', 'did a wiggly dance'], says: 'giggled' },
  cheeky: { shows: ['winked cheekily', 'pulled a cheeky face'], says: 'grinned' },
  clever: { shows: ['tapped {its} head thoughtfully', 'had an idea at once'], says: 'explained' },
  wise: { shows: ['nodded slowly', 'thought for a long, quiet moment'], says: 'murmured' },
  hungry: { shows: ['sniffed hopefully for snacks', 'licked {its} lips'], says: 'mumbled' },
  lonely: {
    shows: ['sat all alone', 'sighed a long sigh'],
    says: 'sighed',
    softens: 'and was not lonely any more',
  },
  scared: {
    shows: ['trembled from head to toe', 'hid behind the nearest thing'],
    says: 'squeaked',
    softens: 'and was not scared any more',
  },
  naughty: {
    shows: ['giggled and ran off', 'knocked something over on purpose'],
    says: 'sniggered',
  },
  bossy: {
    shows: ['gave orders to everyone', 'pointed this way and that'],
    says: 'ordered',
    softens: 'and even said please',
  },
  kind: { shows: ['smiled warmly', 'shared the last biscuit'], says: 'smiled' },
  old: {
    shows: ['leant on a stick for a moment', 'remembered a story from long ago'],
    says: 'creaked',
  },
  noisy: { shows: ['made an enormous racket', 'sang at the top of {its} voice'], says: 'bellowed' },
  happy: { shows: ['bounced up and down', 'beamed from ear to ear'], says: 'laughed' },
  friendly: { shows: ['waved a cheerful hello', 'smiled at everyone'], says: 'beamed' },
  tiny: { shows: ['stood on tiptoe to see', 'squeezed through the smallest gap'], says: 'piped' },
  giant: { shows: ['ducked under a branch', 'took one enormous step'], says: 'boomed' },
};
