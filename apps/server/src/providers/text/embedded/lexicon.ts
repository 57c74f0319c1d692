/**
 * Word lists that let the writer treat a parent's story elements as a reader would: who can talk,
 * what can be found, what is a place, what shines in the sky. Unknown words fall back to "thing",
 * whose phrasings are chosen to fit almost anything.
 */
const words = (text: string): ReadonlySet<string> => new Set(text.trim().split(/\s+/));

/** People: they talk and help, but must never be called "it". */
export const PERSONS = words(`
  princess prince king queen knight wizard witch fairy pirate astronaut captain sailor explorer
  detective inspector chef baker doctor nurse teacher farmer firefighter fireman policeman policewoman
  police officer scientist inventor clown magician giant elf elves gnome dwarf mermaid merman superhero
  heroine ninja cowboy cowgirl grandma grandpa granny grandad grandfather grandmother
  mum mom mummy mommy dad daddy papa mama brother sister baby friend girl boy kid child children man
  woman lady gentleman neighbour neighbor uncle aunt auntie cousin twin twins professor genie troll
  ogre ballerina dancer singer musician painter artist builder driver pilot spaceman spacewoman
  alien aliens ghost vampire zombie mummy monster monsters robot robots android cyborg giantess sorcerer
  sorceress enchantress fairies angel angels unicorn-rider lifeguard vet zookeeper postman postwoman
  librarian porter caretaker cook shopkeeper janitor gardener fisherman fisherwoman referee
  babysitter nanny plumber ranger keeper guard headteacher headmaster headmistress
`);

/** Creatures and toy friends: they can move, talk and keep the hero company. */
export const CREATURES = words(`
  dragon unicorn pegasus griffin phoenix dinosaur t-rex trex tyrannosaurus stegosaurus triceratops
  brontosaurus diplodocus raptor velociraptor pterodactyl cat kitten kitty dog puppy pup doggy horse pony
  foal donkey cow calf pig piglet sheep lamb goat chicken chick hen rooster duck duckling goose swan
  owl eagle hawk parrot penguin flamingo robin sparrow bird bluebird crow raven peacock pigeon toucan
  hummingbird ostrich turkey bat bee bumblebee butterfly caterpillar ladybug ladybird ant spider snail
  slug worm firefly dragonfly beetle grasshopper cricket frog toad tadpole turtle tortoise lizard snake
  gecko chameleon crocodile alligator fish goldfish shark whale dolphin octopus squid jellyfish crab
  lobster seal walrus otter beaver starfish seahorse orca narwhal manatee lion lioness tiger cub bear
  panda koala kangaroo wallaby monkey chimp chimpanzee gorilla orangutan elephant giraffe zebra hippo
  hippopotamus rhino rhinoceros camel llama alpaca deer reindeer moose elk fox wolf rabbit bunny hare
  squirrel chipmunk hedgehog mouse mice rat hamster guinea-pig gerbil mole badger raccoon skunk
  porcupine sloth armadillo meerkat lemur leopard cheetah jaguar panther yak bison buffalo puffin
  kiwi platypus axolotl teddy bear teddybear doll puppet dragonling yeti bigfoot kraken sphinx
  centaur minotaur leprechaun pixie sprite imp goblin hobbit werewolf hippogriff basilisk hydra
  caterpillars kittens puppies bunnies ponies foxes wolves dragons unicorns dinosaurs cats dogs
`);

/** Places: somewhere to go, never someone to talk to. */
export const PLACES = words(`
  castle palace tower forest wood woods jungle rainforest beach seaside sea ocean lake river pond
  island mountain mountains hill hills valley cave cavern volcano desert meadow field farm garden
  park playground school library museum zoo circus fair funfair carnival city town village street
  house home cottage treehouse tree-house hut igloo tent lighthouse harbour harbor port station
  bridge waterfall kingdom land world planet moon-base spaceship-base space station base lab
  laboratory shop store bakery market cafe restaurant kitchen attic basement cellar bedroom
  classroom stadium pyramid temple ruins maze labyrinth swamp marsh glacier north-pole pole arctic
  antarctica reef lagoon canyon cliff orchard greenhouse barn stable pool waterpark aquarium
  theatre theater cinema hospital airport sky-city cloud-city underworld galaxy universe
  bathroom playroom nursery hallway garage shed porch balcony
`);

/** Things in the sky: they shine, twinkle and keep watch. */
export const SKY = words(`
  moon sun star stars sky rainbow rainbows cloud clouds comet comets planet planets galaxy
  constellation moonbeam moonbeams sunbeam sunset sunrise aurora lightning thunder shooting-star
  meteor meteors starlight moonlight
`);

/** Everyday objects; they only help recognise ordinary words typed in title case ("Purple Balloon"). */
export const THINGS = words(`
  balloon ball kite book hat cap box key map wand crown tiara boat ship car train rocket spaceship bike bicycle
  scooter skateboard umbrella lamp lantern clock watch bell drum guitar piano flute trumpet violin shoe shoes boot
  boots sock socks scarf blanket pillow bed chair table cup mug teapot spoon fork plate bowl cake cookie cookies
  biscuit apple banana carrot pumpkin strawberry cherry orange pear grape grapes flower flowers rose tree leaf shell
  stone rock pebble crystal gem jewel diamond ring necklace chest coin coins feather paintbrush brush crayon crayons
  pencil pen paper letter note bottle jar basket bucket spade shovel rope ladder mirror window door gate snowflake
  snowman sandcastle yoyo toy toys blocks puzzle camera telescope compass torch flashlight backpack bag suitcase
  present gift candle sandwich cupcake donut doughnut lollipop sweet sweets bubble bubbles cloak cape sword shield
  trophy medal sticker stickers marble marbles whistle trumpet harp tent sled sledge wagon tractor truck bus plane
  airplane aeroplane helicopter submarine hot-air balloon treasure-chest magic-wand teddy jigsaw slide swing
`);

/** Nouns there is only one of, so they always take "the" (the moon, never "a moon"). */
export const UNIQUE = words(
  `moon sun sky earth universe world north-pole south-pole arctic antarctica milky-way aurora`,
);

/** Uncountable nouns: "some ice cream", never "an ice cream" or "ice creams". */
export const MASS = words(`
  ice-cream icecream chocolate candy water snow sand glitter slime popcorn bread cheese juice milk
  honey jelly jam magic music treasure gold silver money rain fire lava stardust fairy-dust pixie-dust
  dust mud spaghetti pasta soup cereal toast broccoli lemonade tea cocoa hot-chocolate sugar salt
  playdough play-dough clay paint lego bubblegum gum cotton-candy candyfloss fudge cake pizza pie
  moonlight starlight sunshine thunder lightning wind fog mist ice grass fruit food laughter
`);

/** Words ending in "s" that are singular, so they are not mistaken for plurals. */
export const SINGULAR_S = words(`
  bus octopus cactus walrus platypus hippopotamus rhinoceros dress princess goddess lioness class glass
  grass moss compass gas iris atlas canvas circus virus lotus chorus bonus pegasus asparagus hummus
  tennis chess news series species lens kiss boss mattress fortress express address albatross
  hibiscus crocus nautilus diplodocus stegosaurus tyrannosaurus brontosaurus apatosaurus
  maths physics gymnastics octopus abacus surplus campus cosmos chaos thermos fungus
`);

/** Plurals that don't end in "s", mapped to their singular. */
export const IRREGULAR_PLURALS: Readonly<Record<string, string>> = {
  mice: 'mouse',
  geese: 'goose',
  children: 'child',
  people: 'person',
  teeth: 'tooth',
  feet: 'foot',
  men: 'man',
  women: 'woman',
  oxen: 'ox',
  fungi: 'fungus',
  cacti: 'cactus',
  elves: 'elf',
  wolves: 'wolf',
  leaves: 'leaf',
  knives: 'knife',
  loaves: 'loaf',
  halves: 'half',
  shelves: 'shelf',
  dwarves: 'dwarf',
  scarves: 'scarf',
  calves: 'calf',
  octopi: 'octopus',
  dice: 'die',
};

/** Nouns whose plural looks singular; we read them as one ("a sheep") because that reads naturally. */
export const SAME_PLURAL = words(
  `sheep fish deer moose bison buffalo aircraft spacecraft salmon trout squid`,
);

/** Family words parents type for a relative: used as a name ("Grandma"), never with "a". */
export const FAMILY = words(
  `grandma grandpa granny grandad granddad nana nanna papa mama mum mom mummy mommy dad daddy gran auntie`,
);

/** Common adjectives, used to tell "Purple Balloon" (typed in title case) from a name like "Eiffel Tower". */
export const ADJECTIVES = words(`
  red orange yellow green blue purple pink violet indigo white black grey gray brown golden silver
  rainbow sparkly shiny glittery glowing magic magical little tiny small big huge giant enormous
  fluffy furry fuzzy soft hard old new young ancient wise friendly kind brave happy sad sleepy grumpy
  silly funny shy lazy hungry cheeky naughty clever smart curious secret hidden lost lonely flying
  talking dancing singing jumping singing invisible mysterious spooky haunted enchanted wooden
  metal robot space baby mini super mega crystal glass paper toy chocolate candy ice fire water
  snow star moon sun cloud sea sky dragon fairy pirate royal princess stripy spotty spotted striped
  wild tame bouncy squishy sticky stinky noisy quiet gentle tall short long round square cosy cozy
  warm cold bright dark colourful colorful
`);

/** Adverbs that open an imperative lesson ("always share"), kept when the lesson is rephrased. */
export const LESSON_ADVERBS = words(`always never sometimes often`);
