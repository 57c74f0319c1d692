import type { ThingKind } from './icon-word-entry';

/**
 * How tall things are next to a child (1 = the child's height), so a mouse is small, a dog comes
 * up to the hip and an elephant towers: "pets and creatures sized to the scene". Sky things are
 * sized for the sky, where a bird far away is small.
 */
// prettier-ignore
const BY_SIZE: readonly (readonly [number, readonly string[]])[] = [
  [0.12, [
    'ant', 'lady-beetle', 'bug', 'worm', 'beetle', 'honeybee', 'spider', 'butterfly', 'snowflake',
  ]],
  [0.16, [
    'snail', 'mouse', 'old-key', 'coin', 'ring', 'gem-stone', 'feather', 'tooth', 'egg', 'candy',
    'lollipop', 'cookie', 'cherries', 'strawberry', 'grapes', 'chocolate-bar', 'four-leaf-clover',
    'seedling', 'maple-leaf', 'pencil', 'crayon', 'paintbrush', 'toothbrush', 'soap', 'sponge',
    'adhesive-bandage', 'pill', 'bone', 'peanuts', 'blueberries', 'dumpling', 'sushi',
    'baby-chick', 'custom:rubber-duck', 'brick', 'bird', 'dove', 'herb', 'droplet', 'envelope',
    'watch', 'game-die', 'yo-yo', 'chess-pawn', 'magnet', 'paw-prints', 'footprints',
    'kiwi-fruit',
  ]],
  [0.22, [
    'custom:hamster', 'custom:frog', 'crab', 'hedgehog', 'cupcake', 'doughnut', 'red-apple',
    'banana', 'pear', 'lemon', 'tangerine', 'ice-cream', 'soft-ice-cream', 'hot-beverage',
    'glass-of-milk', 'teacup-without-handle', 'cup-with-straw', 'beverage-box', 'sandwich',
    'hot-dog', 'hamburger', 'pizza', 'croissant', 'bagel', 'pretzel', 'taco', 'burrito', 'waffle',
    'custard', 'shortcake', 'bowl-with-spoon', 'pot-of-food', 'honey-pot', 'cheese-wedge', 'bread',
    'popcorn', 'french-fries', 'carrot', 'tomato', 'potato', 'avocado', 'mango', 'peach',
    'coconut', 'ear-of-corn', 'broccoli', 'cucumber', 'candle', 'flashlight', 'light-bulb', 'bell',
    'magnifying-glass-tilted-left', 'compass', 'world-map', 'scroll', 'hourglass-done',
    'alarm-clock', 'glasses', 'top-hat', 'billed-cap', 'running-shoe', 'womans-boot', 'socks',
    'scarf', 'ribbon', 'closed-book', 'books', 'open-book', 'camera', 'mobile-phone',
    'puzzle-piece', 'jigsaw', 'soccer-ball', 'basketball', 'trophy', 'sports-medal',
    'party-popper', 'spider-web', 'crown', 'crystal-ball', 'thermometer', 'stethoscope',
    'headphone', 'radio', 'microphone', 'flute', 'maracas', 'video-game', 'nesting-dolls',
    'flying-disc', 'boomerang', 'roller-skate', 'ice-skate', 'goggles', 'diving-mask',
    'one-piece-swimsuit', 't-shirt', 'gloves', 'shorts', 'wrapped-gift', 'money-bag', 'teapot',
    'bucket', 'hammer', 'toolbox', 'laptop', 'custom:beach-ball', 'custom:watering-can',
    'custom:lantern', 'moon-cake', 'pie',
    'nest-with-eggs', 'dagger', 'baby-bottle', 'poultry-leg', 'spiral-shell', 'magic-wand',
  ]],
  [0.32, [
    'cat', 'black-cat', 'rabbit', 'duck', 'chicken', 'rooster', 'penguin', 'owl', 'parrot',
    'chipmunk', 'skunk', 'raccoon', 'otter', 'tropical-fish', 'blowfish', 'octopus', 'squid',
    'lobster', 'jellyfish', 'turtle', 'snake', 'badger', 'beaver', 'custom:plush', 'drum',
    'violin', 'trumpet', 'treasure-chest', 'birthday-cake', 'jack-o-lantern', 'potted-plant',
    'mushroom', 'tulip', 'rose', 'sunflower', 'cherry-blossom', 'rock', 'fire', 'basket',
    'wheel', 'axe', 'carpentry-saw', 'backpack', 'coat', 'umbrella', 'microscope',
    'television', 'shield', 'bow-and-arrow', 'custom:sandcastle', 'skateboard', 'fishing-pole',
    'anchor', 'ring-buoy', 'skis', 'musical-keyboard', 'guitar', 'harp', 'banjo', 'accordion',
    'saxophone', 'sled', 'bat', 'eagle', 'bubbles', 'sparkles', 'musical-notes', 'red-heart',
    'wood', 'sheaf-of-rice', 'pirate-flag', 
  ]],
  [0.45, [
    'dog', 'poodle', 'custom:fox', 'goat', 'ewe', 'pig', 'seal', 'monkey', 'orangutan', 'sloth',
    'swan', 'goose', 'turkey', 'dodo', 'custom:koala', 'shark', 'dolphin', 'bicycle',
    'kick-scooter', 'canoe', 'ghost', 'fairy', 'chair', 'mirror', 'telescope', 'shovel', 'broom',
    'postbox', 'peacock', 'flamingo', 'custom:wolf', 'crocodile', 'water-wave', 'cactus', 'cloud',
    'comet', 'satellite', 'globe-showing-europe-africa', 'high-voltage', 'balloon', 'kite',
    'parachute', 'star',
  ]],
  [0.6, [
    'kangaroo', 'custom:panda', 'custom:lion', 'tiger', 'leopard', 'mermaid', 'merman', 'genie',
    'custom:robot', 'custom:alien', 'troll', 'automobile', 'racing-car', 'police-car', 'taxi',
    'motorcycle', 'pickup-truck', 'bed', 'bathtub', 'couch-and-lamp', 'playground-slide',
    'carousel-horse', 'snowman', 'door', 'motor-boat', 'hut', 'ringed-planet', 'rainbow',
    'cloud-with-rain', 'cloud-with-lightning-and-rain', 'airplane', 'helicopter', 'rocket',
    'flying-saucer', 'phoenix', 'shower', 'volcano', 'custom:swing', 'snow-capped-mountain',
  ]],
  [0.85, [
    'horse', 'donkey', 'cow', 'deer', 'custom:bear', 'custom:polar-bear', 'zebra', 'llama',
    'hippopotamus', 'rhinoceros', 'custom:unicorn', 'hairy-creature', 'tractor', 'ambulance',
    'fire-engine', 'delivery-truck', 'sailboat', 'ladder', 'tent', 'custom:greenhouse', 'dragon',
    'house', 'derelict-house', 'spouting-whale',
  ]],
  [1.1, [
    'camel', 'custom:moose', 'elephant', 'mammoth', 'sauropod', 't-rex', 'custom:digger', 'bus',
    'articulated-lorry', 'locomotive', 'tram', 'metro', 'ferry', 'christmas-tree', 'circus-tent',
    'roller-coaster', 'ferris-wheel',
  ]],
  [1.4, [
    'giraffe', 'deciduous-tree', 'evergreen-tree', 'palm-tree', 'lighthouse',
  ]],
];

const SIZES: ReadonlyMap<string, number> = new Map(
  BY_SIZE.flatMap(([size, icons]) => icons.map((icon) => [icon, size] as const)),
);

const BY_KIND: Readonly<Record<ThingKind, number>> = {
  creature: 0.45,
  object: 0.3,
  food: 0.22,
  vehicle: 0.85,
  sky: 0.4,
  nature: 0.6,
  plush: 0.32,
};

/** A thing's height next to a child's (1 = as tall as the child). */
export function relativeSize(icon: string, kind: ThingKind): number {
  return SIZES.get(icon) ?? BY_KIND[kind];
}

/** For the tests: every icon listed, to check the table names only real ones. */
export function listSizedIcons(): string[] {
  return [...SIZES.keys()];
}
