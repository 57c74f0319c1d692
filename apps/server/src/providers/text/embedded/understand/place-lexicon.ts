/**
 * What the writer knows about places a parent may type (docs/decisions/036): the family a place
 * belongs to (so a story and its pictures know what kind of world it is), what can be seen and
 * heard there, where something can hide, what gets in the way, and how one arrives.
 */
export type PlaceFamily =
  'water' | 'home' | 'shop' | 'school' | 'wild' | 'town' | 'sky' | 'space' | 'underground';

export interface PlaceFacts {
  family: PlaceFamily;
  /** Things in view, each a short noun phrase with its article: "the reeds". */
  sights: readonly string[];
  /** Sounds, as a clause with a past-tense verb: "the reeds whispered". */
  sounds: readonly string[];
  /** Where a lost thing or a shy creature may be: "behind the reeds". */
  hiding: readonly string[];
  /** What makes the way hard there, as a clause: "the bank was slippery with mud". */
  hard: readonly string[];
  /** A place inside the home is reached by walking; others need a trip ("set off for"). */
  near: boolean;
}

const WATER: PlaceFacts = {
  family: 'water',
  sights: ['the ripples', 'the reeds', 'the stepping stones', 'the little jetty'],
  sounds: [
    'the water lapped softly',
    'the reeds whispered together',
    'a frog plopped into the water',
  ],
  hiding: ['among the tall reeds', 'under the little jetty', 'behind the biggest stone'],
  hard: ['the bank was slippery with mud', 'the water was deeper than it looked'],
  near: false,
};

const WILD: PlaceFacts = {
  family: 'wild',
  sights: ['the tall trees', 'a mossy log', 'a winding path', 'a patch of bluebells'],
  sounds: ['the leaves rustled', 'a woodpecker tapped far away', 'the wind sighed in the branches'],
  hiding: ['inside a hollow log', 'under a tangle of brambles', 'behind a mossy rock'],
  hard: ['brambles tangled across the path', 'the path split three ways'],
  near: false,
};

const HOME: PlaceFacts = {
  family: 'home',
  sights: ['the cosy lamp', 'the squashy cushions', 'the creaky floorboards', 'the window seat'],
  sounds: ['the clock ticked', 'the radiator gurgled', 'the floorboards creaked'],
  hiding: ['behind the cushions', 'under the rug', 'inside the cupboard'],
  hard: [
    'the cupboard door was stuck fast',
    'the top shelf was far too high',
    'the light switch was just out of reach',
    'everything looked different in the half-dark',
  ],
  near: true,
};

const TOWN: PlaceFacts = {
  family: 'town',
  sights: ['the bright windows', 'the busy pavement', 'the old clock', 'the bunting'],
  sounds: ['a bicycle bell rang', 'people chattered everywhere', 'a bus rumbled past'],
  hiding: ['behind a flowerpot', 'under a bench', 'beside a lamp post'],
  hard: ['the crowd was far too thick to see through', 'every street looked the same'],
  near: false,
};

/** Families a place word belongs to when the word has no facts of its own. */
export const FAMILY_FACTS: Readonly<Record<PlaceFamily, PlaceFacts>> = {
  water: WATER,
  wild: WILD,
  home: HOME,
  town: TOWN,
  shop: {
    family: 'shop',
    sights: ['the long aisles', 'the shelves stacked high', 'the tills', 'the shiny floor'],
    sounds: ['the tills beeped', 'a loudspeaker crackled', 'the doors swished open and shut'],
    hiding: ['behind a pile of boxes', 'under the bottom shelf', 'at the end of the aisle'],
    hard: ['the aisles went on and on', 'the floor had just been mopped and was very slippery'],
    near: false,
  },
  school: {
    family: 'school',
    sights: ['the long corridor', 'the noticeboard', 'the rows of pegs', 'the big hall'],
    sounds: ['a bell rang', 'chairs scraped', 'somebody laughed down the corridor'],
    hiding: ['behind the noticeboard', 'under a table', 'inside the lost-property box'],
    hard: ['every door looked the same', 'the hall was crowded and noisy'],
    near: false,
  },
  sky: {
    family: 'sky',
    sights: ['the puffy clouds', 'the far-off hills below', 'the wide blue sky'],
    sounds: ['the wind whistled', 'a gull called', 'the air hummed'],
    hiding: ['inside a cloud', 'behind a cloud', 'on top of a cloud'],
    hard: ['the wind pushed and tugged', 'a thick cloud hid everything'],
    near: false,
  },
  space: {
    family: 'space',
    sights: ['the silver stars', 'the round blue Earth far away', 'a drifting rock'],
    sounds: ['the radio crackled', 'the engines hummed', 'the air pumps whirred'],
    hiding: ['behind a crater', 'in the shadow of a rock', 'inside a drifting box'],
    hard: ['there was no up or down', 'a storm of tiny rocks whirled past'],
    near: false,
  },
  underground: {
    family: 'underground',
    sights: ['the damp walls', 'the glittering rocks', 'the long tunnel'],
    sounds: ['water dripped', 'an echo came back', 'the rocks creaked'],
    hiding: ['in a crack in the rock', 'behind a stalagmite', 'at the back of the tunnel'],
    hard: ['it was pitch dark', 'the tunnel split in two'],
    near: false,
  },
};

type PlaceEntry = Partial<PlaceFacts> & { family: PlaceFamily };

/** Places known under a short and a full name ("the rink", "the ice rink"): one entry for both. */
const ICE_RINK: PlaceEntry = {
  family: 'town',
  sights: ['the shining ice', 'the barrier round the edge', 'the skate hire counter'],
  sounds: ['skates scraped and swished', 'music boomed from the speakers'],
  hiding: ['behind the barrier', 'under the benches', 'in a heap of spare skates'],
  hard: ['the ice was slippery as soap', 'everyone kept whizzing past'],
};

const FOOTBALL_PITCH: PlaceEntry = {
  family: 'school',
  sights: ['the goalposts', 'the white lines', 'the muddy grass', 'the corner flags'],
  sounds: ['a whistle blew', 'the crowd cheered', 'a ball thumped into the net'],
  hiding: ['behind the goal', 'in the long grass by the fence', 'under the kit bags'],
  hard: ['the grass was muddy and slippery', 'everyone was running the other way'],
};

const BUILDING_SITE: PlaceEntry = {
  family: 'town',
  sights: ['the tall crane', 'the yellow diggers', 'the piles of bricks', 'the scaffolding'],
  sounds: ['a digger rumbled', 'a hammer banged', 'the crane creaked overhead'],
  hiding: ['behind the cement mixer', 'under a flapping tarpaulin', 'in a stack of pipes'],
  hard: ['the mud was thick and sticky', 'the gate in the fence was locked'],
};

const STADIUM: PlaceEntry = {
  family: 'town',
  sights: [
    'the rows and rows of seats',
    'the bright floodlights',
    'the green pitch',
    'the big screen',
  ],
  sounds: ['the crowd roared', 'a whistle blew', 'the drums in the stands boomed'],
  hiding: ['under the seats', 'behind the advertising boards', 'in the tunnel to the pitch'],
  hard: ['the crowd was far too thick to see through', 'the steps were steep and crowded'],
};

const NARROWBOAT: PlaceEntry = {
  family: 'water',
  sights: [
    'the painted roses on the cabin',
    'the tiller',
    'the little round windows',
    'the towpath',
  ],
  sounds: ['the engine chugged', 'the water slapped the hull', 'a moorhen called'],
  hiding: ['under the cabin steps', 'in the coal box on the roof', 'behind the water can'],
  hard: ['the boat bumped the bank', 'the cabin was tiny and full of things'],
};

const LAUNDRETTE: PlaceEntry = {
  family: 'shop',
  sights: [
    'the row of round windows',
    'the washing spinning round and round',
    'the folding table',
    'the bench by the door',
  ],
  sounds: ['the machines rumbled', 'a dryer clunked and hummed', 'the door pinged'],
  hiding: ['inside an empty drum', 'under the folding table', 'behind the soap machine'],
  hard: ['the floor was slippery with suds', 'every machine looked the same'],
};

/** A room where people wait their turn; a doctor's surgery is one with a desk and posters. */
const WAITING_ROOM: PlaceEntry = {
  family: 'shop',
  sights: ['the rows of chairs', 'the pile of old comics', 'the fish tank', 'the big clock'],
  sounds: ['the clock ticked', 'a door buzzed', 'somebody’s name was called'],
  hiding: ['under a chair', 'behind the fish tank', 'in the toy box'],
  hard: ['everyone had to be very quiet', 'every chair was taken'],
};

/** Places with facts of their own; the rest of their facts come from the family. */
const PLACES: Readonly<Record<string, PlaceEntry>> = {
  pond: {
    family: 'water',
    sights: ['the reeds', 'the lily pads', 'the ducks bobbing on the water', 'the muddy bank'],
    sounds: ['the ducks quacked', 'a frog plopped into the water', 'the reeds whispered'],
  },
  puddle: {
    family: 'water',
    sights: [
      'the wide brown puddle',
      'the muddy edge',
      'the shining pavement',
      'the drain by the kerb',
    ],
    sounds: ['raindrops plinked into the puddle', 'the gutter gurgled', 'a car swished past'],
    hiding: ['under the hedge', 'behind the wheelie bin', 'in the gutter'],
    hard: ['the puddle was deeper than it looked', 'the wind wrinkled the water'],
  },
  lake: { family: 'water', sights: ['the wide water', 'the boathouse', 'the pebbly shore'] },
  river: {
    family: 'water',
    sights: ['the rushing water', 'the stepping stones', 'the old bridge'],
  },
  stream: {
    family: 'water',
    sights: ['the stepping stones', 'the bubbling water', 'the mossy bank'],
  },
  beach: {
    family: 'water',
    sights: ['the soft sand', 'the rock pools', 'the waves', 'the striped beach huts'],
    sounds: ['the waves swished', 'a seagull cried', 'the pebbles rattled'],
    hiding: ['in a rock pool', 'under a heap of seaweed', 'behind a beach hut'],
    hard: ['the tide was coming in', 'the rocks were slippery with seaweed'],
  },
  seaside: {
    family: 'water',
    sights: ['the soft sand', 'the rock pools', 'the waves', 'the pier'],
  },
  sea: { family: 'water', sights: ['the waves', 'the far horizon', 'a lighthouse'] },
  ocean: { family: 'water', sights: ['the waves', 'the far horizon', 'a passing whale'] },
  pool: { family: 'water', sights: ['the blue water', 'the diving board', 'the float noodles'] },
  'swimming pool': {
    family: 'water',
    sights: ['the blue water', 'the diving board', 'the lane ropes', 'the float noodles'],
    sounds: ['the water slapped against the sides', 'a whistle blew', 'somebody splashed'],
    hiding: ['under the diving board', 'in the basket of floats', 'behind the lockers'],
    hard: ['the tiles were wet and slippery', 'the deep end was very deep indeed'],
  },
  waterfall: {
    family: 'water',
    sights: ['the tumbling water', 'the rainbow in the spray', 'the slippery rocks'],
    sounds: ['the waterfall roared', 'spray hissed on the rocks'],
    hiding: ['behind the falling water', 'in a crack between the rocks', 'under a ferny ledge'],
    hard: ['the rocks were slick with spray', 'the roar drowned out every voice'],
  },
  pier: {
    family: 'water',
    sights: ['the long wooden boards', 'the fishing lines', 'the waves below'],
    sounds: ['the boards creaked', 'the waves slapped the posts', 'a seagull cried'],
    hiding: ['under the pier', 'behind a bait bucket', 'between the planks'],
  },
  reef: {
    family: 'water',
    sights: ['the coral', 'the bright little fish', 'the waving seaweed'],
    sounds: ['bubbles rose up and up', 'the sea hummed softly'],
    hiding: ['inside a coral cave', 'under a clam shell', 'in the waving seaweed'],
    hard: ['the current tugged and pulled', 'the coral was sharp'],
  },
  'building site': BUILDING_SITE,
  'construction site': BUILDING_SITE,
  stadium: STADIUM,
  'football stadium': STADIUM,
  hotel: {
    family: 'town',
    sights: ['the long corridors', 'the front desk with its little bell', 'the lift doors'],
    sounds: ['the lift pinged', 'a door clicked shut somewhere upstairs', 'the desk bell dinged'],
    hiding: ['behind the front desk', 'in the luggage trolley', 'under the lobby sofa'],
    hard: ['every corridor looked the same', 'the lift went everywhere except where it was sent'],
  },
  ferry: {
    family: 'water',
    sights: ['the wide deck', 'the white railings', 'the foamy wake', 'the cars parked below'],
    sounds: ['the engines rumbled', 'a gull cried over the deck', 'the horn boomed'],
    hiding: ['under a deck bench', 'behind the lifejacket locker', 'in a coil of rope'],
    hard: ['the deck rolled with every wave', 'the wind on deck snatched at everything'],
  },
  canal: {
    family: 'water',
    sights: ['the towpath', 'the lock gates', 'the painted narrowboats', 'the still green water'],
    sounds: ['the water lapped at the lock gates', 'a narrowboat chugged past', 'a moorhen called'],
    hiding: [
      'under the little bridge',
      'behind a lock gate',
      'among the flowerpots on a boat roof',
    ],
    hard: ['the towpath was narrow and slippery', 'the lock was closed'],
  },
  'canal boat': NARROWBOAT,
  narrowboat: NARROWBOAT,
  rink: ICE_RINK,
  'ice rink': ICE_RINK,
  allotment: {
    family: 'wild',
    sights: ['the rows of cabbages', 'the bean poles', 'the water butt', 'the little green shed'],
    sounds: ['a robin sang from the bean poles', 'the shed door creaked'],
    hiding: ['behind the compost heap', 'under the rhubarb leaves', 'inside the little shed'],
    hard: ['the paths between the beds were narrow and muddy', 'the bean poles wobbled'],
  },
  campsite: {
    family: 'wild',
    sights: ['the tents', 'the campfire', 'the tall pine trees', 'the washing-up bowl'],
    sounds: ['the campfire crackled', 'a tent zip buzzed', 'an owl hooted'],
    hiding: ['behind a tent', 'under a camping chair', 'inside a sleeping bag'],
    hard: ['the guy ropes tripped everybody up', 'it was very dark between the tents'],
  },
  pitch: FOOTBALL_PITCH,
  'football pitch': FOOTBALL_PITCH,
  tent: {
    family: 'wild',
    sights: ['the tent flaps', 'the sleeping bags', 'the torch hanging from the roof'],
    sounds: ['the tent flapped in the breeze', 'an owl hooted', 'rain pattered on the canvas'],
    hiding: ['inside a sleeping bag', 'under the groundsheet', 'behind the rucksacks'],
    hard: ['the tent poles kept falling down', 'it was very dark outside the tent'],
  },
  farmyard: {
    family: 'wild',
    sights: ['the red barn', 'the haystacks', 'the muddy yard', 'the tractor'],
    sounds: ['a cow mooed', 'the hens clucked', 'the tractor chugged'],
    hiding: ['behind a haystack', 'in the barn', 'under the tractor'],
  },
  cellar: {
    family: 'home',
    sights: ['the stone steps', 'the shelves of old jars', 'the cobwebs', 'the boiler'],
    sounds: ['the boiler rumbled', 'something dripped', 'the steps creaked'],
    hiding: ['behind the old jars', 'under the stone steps', 'inside a crate'],
    hard: ['the light switch was at the bottom of the steps', 'it was dim and chilly'],
  },
  snow: {
    family: 'wild',
    sights: ['the deep white snow', 'the snowy fir trees', 'the sledge tracks'],
    sounds: ['the snow crunched underfoot', 'snow slid off a branch with a flump'],
    hiding: ['under a snowdrift', 'behind a snowy bush', 'inside a snow tunnel'],
    hard: ['the snow was deeper than boots', 'every footprint filled up with new snow'],
  },
  pole: {
    family: 'wild',
    sights: ['the endless ice', 'the snowdrifts', 'the green lights dancing in the sky'],
    sounds: ['the ice creaked', 'the wind howled', 'the snow squeaked underfoot'],
    hiding: ['behind an ice ridge', 'inside a snow hole', 'under a drift of snow'],
    hard: ['the wind was icy and fierce', 'everything was white in every direction'],
  },
  train: {
    family: 'town',
    sights: ['the long carriages', 'the window seats', 'the fields rushing past'],
    sounds: ['the wheels clattered', 'the whistle blew', 'the doors hissed open'],
    hiding: ['under a seat', 'in the luggage rack', 'behind the buffet trolley'],
    hard: ['the train swayed from side to side', 'the corridor was full of suitcases'],
  },
  dentist: {
    family: 'town',
    sights: ['the big tipping chair', 'the fish tank in the waiting room', 'the bright lamp'],
    sounds: ['a little drill buzzed', 'the fish tank bubbled'],
    hiding: ['behind the fish tank', 'under the waiting-room chairs', 'in the sticker drawer'],
    hard: ['the waiting room was full', 'the chair went up and up'],
  },
  // Indoor places a parent names for an everyday errand (docs/decisions/105).
  laundrette: LAUNDRETTE,
  launderette: LAUNDRETTE,
  laundromat: LAUNDRETTE,
  'waiting room': WAITING_ROOM,
  surgery: {
    ...WAITING_ROOM,
    sights: ['the rows of chairs', 'the reception desk', 'the posters about washing your hands'],
    sounds: ['a door buzzed', 'somebody’s name was called', 'the printer whirred'],
    hiding: ['under a chair', 'behind the reception desk', 'in the toy box'],
  },
  hairdresser: {
    family: 'shop',
    sights: ['the big mirrors', 'the spinning chairs', 'the hair dryers', 'the shelf of shampoos'],
    sounds: ['the scissors snipped', 'a hair dryer roared', 'the radio hummed'],
    hiding: ['under a spinning chair', 'behind the towels', 'in the basket of combs'],
    hard: ['the floor was covered in snippets of hair', 'the mirrors made everything look twice'],
  },
  'car wash': {
    family: 'town',
    sights: [
      'the giant spinning brushes',
      'the soapy arch',
      'the queue of cars',
      'the dripping hoses',
    ],
    sounds: ['the brushes whirred', 'water hissed from the jets', 'a car horn beeped'],
    hiding: ['behind the big brush', 'under the hose reel', 'in the bucket by the wall'],
    hard: ['the jets sprayed everything in sight', 'the floor was a river of suds'],
  },
  'toy shop': {
    family: 'shop',
    sights: ['the shelves of teddies', 'the train set', 'the kites hanging from the ceiling'],
    sounds: ['a music box tinkled', 'a toy train tooted'],
    hiding: ['behind the teddies', 'inside a dolls’ house', 'under the train set'],
  },
  'pet shop': {
    family: 'shop',
    sights: ['the fish tanks', 'the rabbit hutches', 'the bags of seed'],
    sounds: ['the budgies chirped', 'the fish tanks bubbled'],
    hiding: ['behind the fish tanks', 'in a bag of hay', 'under the hutches'],
  },
  barn: {
    family: 'wild',
    sights: ['the hay bales', 'the wooden beams', 'the big sliding door'],
    sounds: ['the hens clucked', 'the big door creaked', 'the owl in the rafters hooted'],
    hiding: ['behind the hay bales', 'up in the hayloft', 'inside an old feed sack'],
  },
  orchard: {
    family: 'wild',
    sights: ['the rows of apple trees', 'the windfall apples', 'the ladders against the trees'],
    sounds: ['an apple thudded to the ground', 'the bees hummed', 'the leaves rustled'],
    hiding: ['up in the branches', 'in a basket of apples', 'behind the biggest tree'],
  },
  harbour: {
    family: 'water',
    sights: ['the bobbing boats', 'the lobster pots', 'the harbour wall'],
  },
  kitchen: {
    family: 'home',
    sights: ['the stove', 'the shelf of cookbooks', 'the flour jar', 'the kettle'],
    sounds: ['the kettle hummed', 'a pan lid rattled', 'the fridge purred'],
    hiding: ['behind the flour jar', 'on top of the cupboards', 'under the table'],
    hard: [
      'the top shelf was much too high',
      'flour went everywhere',
      'the oven was hot and not for touching',
    ],
  },
  attic: {
    family: 'home',
    sights: ['the sloping roof', 'the dusty boxes', 'an old rocking horse', 'the round window'],
    sounds: ['the rafters creaked', 'the rain pattered on the roof'],
    hiding: ['inside a dusty box', 'behind the rocking horse', 'under an old sheet'],
    hard: ['the ladder wobbled', 'it was dusty and dim'],
  },
  bedroom: {
    family: 'home',
    sights: ['the bed', 'the toy box', 'the bookshelf', 'the night light'],
  },
  bathroom: {
    family: 'home',
    sights: ['the bath', 'the bubbles', 'the rubber duck', 'the fluffy towels'],
    sounds: ['the taps gurgled', 'the water splashed', 'the bubbles popped'],
    hiding: ['under the bubbles', 'behind the bath mat', 'inside the towel basket'],
    hard: ['the floor was wet and slippery', 'the bubbles got in everyone’s eyes'],
  },
  garden: {
    family: 'home',
    sights: ['the flower beds', 'the apple tree', 'the garden shed', 'the lawn'],
    sounds: ['the bees hummed', 'a blackbird sang', 'the leaves rustled'],
    hiding: ['under the hedge', 'behind the shed', 'among the flower pots'],
    hard: ['the hedge was thick and prickly', 'the grass was wet with dew'],
    near: true,
  },
  greenhouse: {
    family: 'home',
    sights: ['the tomato plants', 'the rows of pots', 'the misty glass', 'the watering can'],
    sounds: ['the glass ticked in the warmth', 'water dripped from the leaves'],
    hiding: ['behind the tomato plants', 'under a stack of pots', 'inside the watering can'],
  },
  'living room': { family: 'home' },
  street: {
    family: 'town',
    sights: ['the front doors', 'the street lamps', 'the garden gates'],
  },
  house: { family: 'home' },
  home: { family: 'home' },
  cottage: { family: 'home' },
  // A house of its own kind: a farmhouse has a farmyard outside, a cabin logs and a stove.
  farmhouse: {
    family: 'home',
    sights: ['the big kitchen table', 'the muddy boots by the door', 'the farmyard outside'],
    sounds: ['a cow lowed somewhere outside', 'the old clock ticked in the hall'],
    hiding: ['in the boot room', 'under the big kitchen table', 'behind the dresser'],
  },
  cabin: {
    family: 'home',
    sights: ['the log walls', 'the wood stove', 'the frosty window', 'the bunk beds'],
    sounds: ['the stove crackled', 'the wind whistled under the door'],
    hiding: ['under the bunk beds', 'behind the log pile', 'in the wood box'],
    hard: ['snow had piled against the door', 'the corners of the cabin were very dark'],
  },
  caravan: {
    family: 'home',
    sights: ['the fold-down table', 'the little windows', 'the narrow beds'],
    sounds: ['the rain drummed on the roof', 'the caravan rocked in the wind'],
    hiding: [
      'under the fold-down table',
      'in the cupboard over the door',
      'beneath the seat cushions',
    ],
  },
  treehouse: {
    family: 'home',
    sights: ['the rope ladder', 'the wooden walls', 'the leafy branches'],
    // Up in a tree: no radiators, no stairs, no kettle.
    sounds: ['the leaves rustled all around', 'the branches creaked in the breeze'],
    hiding: ['behind the rope ladder', 'in the old biscuit tin', 'under the floor cushions'],
    hard: ['the ladder swayed', 'the branches were too thin to climb'],
    near: true,
  },
  shed: {
    family: 'home',
    sights: ['the garden tools', 'the cobwebs', 'the workbench', 'the flowerpots'],
    sounds: [
      'the door creaked on its hinges',
      'a spider scuttled along a shelf',
      'rain tapped on the tin roof',
    ],
    hiding: ['under the workbench', 'behind the lawnmower', 'inside an old paint tin'],
    hard: ['the shed was crammed to the roof', 'the light bulb flickered and went out'],
  },
  garage: {
    family: 'home',
    sights: ['the workbench', 'the bikes', 'the boxes of tools', 'the big door'],
    sounds: ['a tap dripped', 'the big door rattled', 'the strip light buzzed'],
    hiding: ['under the workbench', 'behind the bikes', 'inside a box of tools'],
    hard: ['everything was piled up high', 'the strip light flickered'],
  },
  supermarket: {
    family: 'shop',
    sights: ['the long aisles', 'the trolleys', 'the shelves of cereal', 'the fruit stall'],
  },
  shop: { family: 'shop' },
  store: { family: 'shop' },
  bakery: {
    family: 'shop',
    sights: ['the warm ovens', 'the trays of buns', 'the glass counter'],
    sounds: ['the oven door banged', 'the bell over the door jingled'],
  },
  market: {
    family: 'shop',
    sights: ['the stripy stalls', 'the piles of fruit', 'the crowds'],
    sounds: ['the stallholders called out', 'a dog barked'],
  },
  toyshop: { family: 'shop', sights: ['the shelves of toys', 'the rocking horse', 'the jigsaws'] },
  school: { family: 'school' },
  classroom: {
    family: 'school',
    sights: ['the whiteboard', 'the tables', 'the class hamster cage'],
  },
  playground: {
    family: 'school',
    sights: ['the climbing frame', 'the slide', 'the hopscotch squares'],
    sounds: ['the swings squeaked', 'children laughed'],
  },
  'science fair': {
    family: 'school',
    sights: ['the stands', 'the posters', 'the judges with their clipboards', 'the volcano models'],
    sounds: ['a model volcano fizzed', 'the judges murmured', 'somebody’s robot beeped'],
    hiding: ['under a stand', 'behind a poster', 'inside a cardboard box'],
    hard: ['the judges were already on their way', 'the hall was packed with people'],
  },
  library: {
    family: 'school',
    sights: ['the tall bookshelves', 'the reading corner', 'the rolling ladder'],
    sounds: ['pages rustled', 'somebody whispered “shh!”'],
    hiding: [
      'behind the tall bookshelves',
      'under the reading corner cushions',
      'inside the returns box',
    ],
  },
  museum: {
    family: 'town',
    sights: ['the dinosaur skeleton', 'the glass cases', 'the marble stairs'],
    sounds: ['footsteps echoed', 'a guide murmured'],
    hiding: ['behind a glass case', 'under the dinosaur’s tail', 'beside the marble stairs'],
    hard: ['every room led to another room', 'the guard was about to lock up'],
  },
  zoo: {
    family: 'town',
    sights: ['the giraffe house', 'the penguin pool', 'the monkey ropes'],
    sounds: ['a lion yawned', 'the penguins squawked', 'the monkeys chattered'],
    hiding: ['behind the penguin pool', 'under the giraffe house steps', 'among the monkey ropes'],
  },
  forest: { family: 'wild' },
  wood: { family: 'wild' },
  woods: { family: 'wild' },
  jungle: {
    family: 'wild',
    sights: ['the hanging vines', 'the giant leaves', 'the bright parrots'],
    sounds: ['a parrot squawked', 'the vines creaked'],
  },
  meadow: { family: 'wild', sights: ['the long grass', 'the wild flowers', 'the butterflies'] },
  field: { family: 'wild', sights: ['the long grass', 'the gate', 'the hedges'] },
  farm: {
    family: 'wild',
    sights: ['the red barn', 'the haystacks', 'the muddy yard', 'the tractor'],
    sounds: ['a cow mooed', 'the hens clucked', 'the tractor chugged'],
    hiding: ['behind a haystack', 'in the barn', 'under the tractor'],
  },
  park: {
    family: 'wild',
    sights: ['the swings', 'the big oak tree', 'the duck pond', 'the bandstand'],
    near: false,
  },
  mountain: {
    family: 'wild',
    sights: ['the rocky path', 'the snowy peak', 'the valley below'],
    hard: ['the path grew steep and stony', 'the wind blew hard'],
  },
  hill: { family: 'wild', sights: ['the grassy slope', 'the view below', 'a lonely tree'] },
  cave: { family: 'underground' },
  tunnel: { family: 'underground' },
  castle: {
    family: 'town',
    sights: ['the tall towers', 'the drawbridge', 'the flags', 'the winding stairs'],
    sounds: ['the flags flapped', 'a door creaked'],
    hiding: ['in the tallest tower', 'behind a suit of armour', 'under the drawbridge'],
    hard: ['the stairs went round and round', 'the drawbridge was up'],
  },
  palace: { family: 'town', sights: ['the golden gates', 'the great hall', 'the fountains'] },
  city: { family: 'town' },
  town: { family: 'town' },
  village: { family: 'town' },
  station: {
    family: 'town',
    sights: ['the platforms', 'the big clock', 'the trains', 'the departure board'],
    sounds: ['a train rumbled in', 'the announcer’s voice echoed', 'doors hissed open'],
    hiding: ['under a bench', 'behind the ticket machines', 'in the lost-property office'],
    hard: ['the platforms were crowded with suitcases', 'every platform looked the same'],
  },
  airport: { family: 'town', sights: ['the big windows', 'the aeroplanes', 'the luggage belts'] },
  circus: { family: 'town', sights: ['the striped tent', 'the ring', 'the trapeze'] },
  fair: { family: 'town', sights: ['the Ferris wheel', 'the carousel', 'the candyfloss stall'] },
  funfair: { family: 'town', sights: ['the Ferris wheel', 'the carousel', 'the bumper cars'] },
  lighthouse: {
    family: 'water',
    sights: ['the winding stairs', 'the great lamp', 'the rocks', 'the keeper’s desk'],
    sounds: [
      'the waves boomed on the rocks',
      'the great lamp hummed',
      'the wind moaned round the tower',
    ],
    hiding: ['under the winding stairs', 'behind the great lamp', 'in the keeper’s old chest'],
    hard: ['the stairs went round and round', 'the wind howled at the top'],
  },
  sky: { family: 'sky' },
  clouds: { family: 'sky' },
  space: { family: 'space' },
  moon: { family: 'space', sights: ['the grey dust', 'the craters', 'the Earth far away'] },
  planet: { family: 'space' },
  mars: { family: 'space', sights: ['the red dust', 'the rocky red hills', 'the round domes'] },
  'space station': {
    family: 'space',
    sights: [
      'the round windows',
      'the blinking panels',
      'the big airlock door',
      'the floating tools',
    ],
    hiding: ['behind the airlock door', 'inside a storage locker', 'under a control desk'],
  },
  island: { family: 'water', sights: ['the palm trees', 'the sandy shore', 'the blue lagoon'] },
  desert: {
    family: 'wild',
    sights: ['the golden dunes', 'a cactus', 'the shimmering air'],
    hard: ['the sand was hot and soft', 'every dune looked the same'],
  },
  volcano: { family: 'wild', sights: ['the smoking top', 'the black rocks', 'the steep slope'] },
  swamp: { family: 'water', sights: ['the lily pads', 'the misty water', 'the twisted roots'] },
  hospital: { family: 'town', sights: ['the long corridors', 'the lift', 'the reception desk'] },
};

/** Activities and events a parent may type as an element, and the place they happen. */
export const ACTIVITY_PLACES: Readonly<Record<string, { place: string; time: string }>> = {
  'bath time': { place: 'bathroom', time: 'bath time' },
  bathtime: { place: 'bathroom', time: 'bath time' },
  bath: { place: 'bathroom', time: 'bath time' },
  bathtub: { place: 'bathroom', time: 'bath time' },
  'bubble bath': { place: 'bathroom', time: 'bath time' },
  bedtime: { place: 'bedroom', time: 'bedtime' },
  'bed time': { place: 'bedroom', time: 'bedtime' },
  picnic: { place: 'park', time: 'picnic time' },
  'birthday party': { place: 'garden', time: 'the party' },
  party: { place: 'garden', time: 'the party' },
  'sports day': { place: 'playground', time: 'sports day' },
  'camping trip': { place: 'woods', time: 'the camping trip' },
  sleepover: { place: 'bedroom', time: 'the sleepover' },
  'first day of school': { place: 'school', time: 'the first day of school' },
  'science fair': { place: 'science fair', time: 'the science fair' },
  'school science fair': { place: 'science fair', time: 'the science fair' },
  christmas: { place: 'living room', time: 'Christmas Eve' },
  'christmas eve': { place: 'living room', time: 'Christmas Eve' },
  halloween: { place: 'street', time: 'Halloween night' },
  easter: { place: 'garden', time: 'the Easter egg hunt' },
  'easter egg hunt': { place: 'garden', time: 'the Easter egg hunt' },
  'football match': { place: 'football pitch', time: 'the big match' },
  'football game': { place: 'football pitch', time: 'the big match' },
  'school play': { place: 'school', time: 'the school play' },
  'train ride': { place: 'train', time: 'the train ride' },
  'balloon ride': { place: 'sky', time: 'the balloon ride' },
  'hot air balloon ride': { place: 'sky', time: 'the balloon ride' },
  'hot-air balloon ride': { place: 'sky', time: 'the balloon ride' },
  'ferry ride': { place: 'ferry', time: 'the ferry crossing' },
  'ferry trip': { place: 'ferry', time: 'the ferry crossing' },
  'train journey': { place: 'train', time: 'the train journey' },
  'boat trip': { place: 'harbour', time: 'the boat trip' },
  'swimming lesson': { place: 'swimming pool', time: 'the swimming lesson' },
  'swimming lessons': { place: 'swimming pool', time: 'the swimming lesson' },
  'snow day': { place: 'snow', time: 'the snow day' },
  'trip to the dentist': { place: 'dentist', time: 'the visit to the dentist' },
  camping: { place: 'campsite', time: 'the camping trip' },
  'camping holiday': { place: 'campsite', time: 'the camping trip' },
  'ice skating': { place: 'ice rink', time: 'the skating trip' },
  diwali: { place: 'living room', time: 'Diwali' },
  eid: { place: 'living room', time: 'Eid' },
  hanukkah: { place: 'living room', time: 'Hanukkah' },
  chanukah: { place: 'living room', time: 'Hanukkah' },
  'chinese new year': { place: 'street', time: 'Chinese New Year' },
  'lunar new year': { place: 'street', time: 'Lunar New Year' },
  'bonfire night': { place: 'garden', time: 'Bonfire Night' },
  "new year's eve": { place: 'living room', time: 'New Year’s Eve' },
  thanksgiving: { place: 'kitchen', time: 'Thanksgiving' },
  passover: { place: 'kitchen', time: 'Passover' },
  ramadan: { place: 'kitchen', time: 'Ramadan' },
};

/** The facts of a place word ("pond", "science fair"), or undefined for a word we don't know. */
export function placeFacts(head: string): PlaceFacts | undefined {
  const entry = PLACES[head];
  if (!entry) return undefined;
  return { ...FAMILY_FACTS[entry.family], ...entry };
}

export function isKnownPlace(head: string): boolean {
  return head in PLACES;
}

/** Every place word with facts of its own, and its family (the illustrator's tests check each). */
export function knownPlaces(): { word: string; family: PlaceFamily }[] {
  return Object.entries(PLACES).map(([word, entry]) => ({ word, family: entry.family }));
}

/** The last word of a place as the story names it: "the duck pond" → "pond". */
const headWord = (short: string) => short.split(' ').pop() ?? '';

/** Open-air places of the roofed families: one is outside at a garden or a school fair. */
const OPEN_AIR = new Set(['garden', 'playground', 'treehouse', 'fair', 'pitch', 'allotment']);

/** Places one is *in* rather than *at*, beyond the roofed families: the park, the woods, the sea. */
const IN_PLACES = new Set([
  'park',
  'orchard',
  'farmyard',
  'barn',
  'tent',
  'snow',
  'woods',
  'wood',
  'forest',
  'jungle',
  'meadow',
  'field',
  'sky',
  'space',
  'sea',
  'ocean',
  'desert',
  'swamp',
]);

const ROOFED: readonly PlaceFamily[] = ['home', 'shop', 'school'];

/** Whether a place has a roof (a room, a shop, a school): no sky to describe there. */
export function hasRoof(place: { short: string; family: PlaceFamily }): boolean {
  return ROOFED.includes(place.family) && !OPEN_AIR.has(headWord(place.short));
}

/** Whether a story is "in" the place rather than "at" it: in the kitchen, in the park; at the pond. */
export function takesIn(place: { short: string; family: PlaceFamily }): boolean {
  const word = headWord(place.short);
  return (ROOFED.includes(place.family) && word !== 'fair') || IN_PLACES.has(word);
}
