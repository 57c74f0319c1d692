import type { PlaceFamily } from '../understand/place-lexicon';
import type { Gender } from './lexicon-es';

/**
 * What is seen and heard at a place, in Spanish, by the place's family (the neutral lexicon says a
 * pond is "water"): sights with their article, sounds as a clause in the imperfect, where a thing or
 * a shy creature can hide, what makes the way hard.
 */
export interface SpanishScenery {
  sights: readonly string[];
  sounds: readonly string[];
  /** The same sounds in the present, in the same order, for the toddlers' present-tense story. */
  soundsNow: readonly string[];
  hiding: readonly string[];
  hard: readonly string[];
}

export const SCENERY: Readonly<Record<PlaceFamily, SpanishScenery>> = {
  water: {
    sights: ['los juncos', 'las piedras del camino', 'el pequeño embarcadero', 'los nenúfares'],
    sounds: ['el agua chapoteaba bajito', 'los juncos susurraban', 'una rana saltaba al agua'],
    soundsNow: ['el agua chapotea bajito', 'los juncos susurran', 'una rana salta al agua'],
    hiding: ['entre los juncos altos', 'debajo del embarcadero', 'detrás de la piedra más grande'],
    hard: ['la orilla resbalaba de tanto barro', 'el agua cubría más de lo que parecía'],
  },
  wild: {
    sights: [
      'los árboles altos',
      'un tronco cubierto de musgo',
      'un sendero que serpenteaba',
      'un claro lleno de flores',
    ],
    sounds: [
      'las hojas crujían',
      'un pájaro carpintero golpeaba a lo lejos',
      'el viento silbaba entre las ramas',
    ],
    soundsNow: [
      'las hojas crujen',
      'un pájaro carpintero golpea a lo lejos',
      'el viento silba entre las ramas',
    ],
    hiding: [
      'dentro de un tronco hueco',
      'bajo una maraña de zarzas',
      'detrás de una roca con musgo',
    ],
    hard: ['las zarzas cerraban el camino', 'el sendero se partía en tres'],
  },
  home: {
    sights: [
      'la lámpara encendida',
      'los cojines mullidos',
      'la mesa de madera',
      'el banco de la ventana',
    ],
    sounds: ['el reloj hacía tictac', 'el radiador borboteaba', 'el suelo de madera crujía'],
    soundsNow: ['el reloj hace tictac', 'el radiador borbotea', 'el suelo de madera cruje'],
    hiding: ['detrás de los cojines', 'debajo de la alfombra', 'dentro del armario'],
    hard: ['la puerta del armario estaba atascada', 'el estante de arriba estaba altísimo'],
  },
  town: {
    sights: [
      'los escaparates iluminados',
      'la acera llena de gente',
      'el reloj de la plaza',
      'las banderitas de colores',
    ],
    sounds: [
      'sonaba el timbre de una bici',
      'la gente charlaba por todas partes',
      'pasaba un autobús retumbando',
    ],
    soundsNow: [
      'suena el timbre de una bici',
      'la gente charla por todas partes',
      'pasa un autobús retumbando',
    ],
    hiding: ['detrás de una maceta', 'debajo de un banco', 'junto a una farola'],
    hard: ['había tanta gente que no se veía nada', 'todas las calles parecían iguales'],
  },
  shop: {
    sights: [
      'las estanterías repletas',
      'las cajas registradoras',
      'los pasillos largos',
      'los carteles de ofertas',
    ],
    sounds: [
      'pitaban las cajas',
      'chirriaba un carrito',
      'sonaba una musiquilla por los altavoces',
    ],
    soundsNow: ['pitan las cajas', 'chirría un carrito', 'suena una musiquilla por los altavoces'],
    hiding: [
      'detrás de una pila de latas',
      'debajo de un expositor',
      'al fondo del último pasillo',
    ],
    hard: ['los pasillos eran un laberinto', 'la estantería de arriba quedaba lejísimos'],
  },
  school: {
    sights: [
      'los pupitres en fila',
      'la pizarra',
      'los dibujos colgados en la pared',
      'el reloj de la clase',
    ],
    sounds: ['chirriaba una silla', 'se oían risas en el pasillo', 'sonaba el timbre a lo lejos'],
    soundsNow: ['chirría una silla', 'se oyen risas en el pasillo', 'suena el timbre a lo lejos'],
    hiding: ['dentro de un pupitre', 'detrás de la pizarra', 'en el cajón de los olvidos'],
    hard: ['todas las puertas del pasillo eran iguales', 'el armario del material estaba cerrado'],
  },
  sky: {
    sights: [
      'las nubes esponjosas',
      'el horizonte dorado',
      'las primeras estrellas',
      'los tejados allá abajo',
    ],
    sounds: ['el viento soplaba fuerte', 'una gaviota chillaba', 'las nubes pasaban sin ruido'],
    soundsNow: ['el viento sopla fuerte', 'una gaviota chilla', 'las nubes pasan sin ruido'],
    hiding: ['detrás de una nube', 'entre dos nubes gordas', 'sobre la chimenea más alta'],
    hard: ['el viento empujaba hacia atrás', 'las nubes lo tapaban todo'],
  },
  space: {
    sights: [
      'las estrellas brillantes',
      'los cráteres plateados',
      'la Tierra azul a lo lejos',
      'un cometa con su cola',
    ],
    sounds: ['los motores zumbaban', 'la radio hacía bip bip', 'todo estaba en silencio'],
    soundsNow: ['los motores zumban', 'la radio hace bip bip', 'todo está en silencio'],
    hiding: ['detrás de un cráter', 'tras una roca plateada', 'en la sombra de la nave'],
    hard: ['allí todo flotaba y nada se quedaba quieto', 'el suelo polvoriento se escurría'],
  },
  underground: {
    sights: [
      'las paredes de roca',
      'los cristales que brillaban',
      'un charco oscuro',
      'las raíces colgantes',
    ],
    sounds: ['caían gotas, plic, plic', 'el eco repetía cada paso', 'algo correteaba a lo lejos'],
    soundsNow: ['caen gotas, plic, plic', 'el eco repite cada paso', 'algo corretea a lo lejos'],
    hiding: ['en un hueco de la roca', 'detrás de una estalactita', 'al fondo del túnel'],
    hard: ['el túnel se estrechaba', 'estaba oscuro como boca de lobo'],
  },
};

/**
 * Where a story happens when the parent typed no place (the plan says it in its words): the
 * Spanish noun, its gender, and the preposition of being there.
 */
export const PLACE_WORDS: Readonly<
  Record<string, { noun: string; gender: Gender; plural?: boolean }>
> = {
  house: { noun: 'casa', gender: 'f' },
  park: { noun: 'parque', gender: 'm' },
  woods: { noun: 'bosque', gender: 'm' },
  wood: { noun: 'bosque', gender: 'm' },
  forest: { noun: 'bosque', gender: 'm' },
  garden: { noun: 'jardín', gender: 'm' },
  garage: { noun: 'garaje', gender: 'm' },
  kitchen: { noun: 'cocina', gender: 'f' },
  hill: { noun: 'colina', gender: 'f' },
  supermarket: { noun: 'supermercado', gender: 'm' },
  pond: { noun: 'estanque', gender: 'm' },
  lake: { noun: 'lago', gender: 'm' },
  beach: { noun: 'playa', gender: 'f' },
  bathroom: { noun: 'baño', gender: 'm' },
  bedroom: { noun: 'dormitorio', gender: 'm' },
  library: { noun: 'biblioteca', gender: 'f' },
  space: { noun: 'espacio', gender: 'm' },
  sea: { noun: 'mar', gender: 'm' },
  river: { noun: 'río', gender: 'm' },
  farm: { noun: 'granja', gender: 'f' },
  meadow: { noun: 'prado', gender: 'm' },
  jungle: { noun: 'selva', gender: 'f' },
  sky: { noun: 'cielo', gender: 'm' },
  cave: { noun: 'cueva', gender: 'f' },
  school: { noun: 'escuela', gender: 'f' },
  playground: { noun: 'parque infantil', gender: 'm' },
  zoo: { noun: 'zoo', gender: 'm' },
  attic: { noun: 'desván', gender: 'm' },
  castle: { noun: 'castillo', gender: 'm' },
};

/**
 * Someone who belongs to the place, for a story with nobody to meet (plan-story.ts brings them in
 * English words; these are theirs in Spanish).
 */
export const LOCALS_ES: Readonly<
  Record<string, { first: string; short: string; gender: Gender; noun: string }>
> = {
  'the duck': { first: 'un patito muy atareado', short: 'el patito', gender: 'm', noun: 'patito' },
  'the mouse': {
    first: 'un ratoncito marrón',
    short: 'el ratoncito',
    gender: 'm',
    noun: 'ratoncito',
  },
  Mo: { first: 'una dependienta llamada Mo', short: 'Mo', gender: 'f', noun: 'dependienta' },
  'Mr Patel': {
    first: 'el señor Patel, el conserje',
    short: 'el señor Patel',
    gender: 'm',
    noun: 'conserje',
  },
  'the squirrel': {
    first: 'una ardilla de ojos brillantes',
    short: 'la ardilla',
    gender: 'f',
    noun: 'ardilla',
  },
  'the pigeon': {
    first: 'una paloma muy simpática',
    short: 'la paloma',
    gender: 'f',
    noun: 'paloma',
  },
  'the seagull': { first: 'una gaviota', short: 'la gaviota', gender: 'f', noun: 'gaviota' },
  'the robot': {
    first: 'un pequeño robot plateado',
    short: 'el robot',
    gender: 'm',
    noun: 'robot',
  },
  'the mole': { first: 'un topo con gafas', short: 'el topo', gender: 'm', noun: 'topo' },
  // Older readers meet a grown-up of the place (plan-story.ts, OLDER_LOCALS).
  'Mrs Penrose': {
    first: 'la vieja señora Penrose, que vivía junto al puerto',
    short: 'la señora Penrose',
    gender: 'f',
    noun: 'vecina',
  },
  'Mrs Kowalski': {
    first: 'la señora Kowalski, la vecina de al lado',
    short: 'la señora Kowalski',
    gender: 'f',
    noun: 'vecina',
  },
  'Ranger Osei': {
    first: 'Osei, la guarda forestal',
    short: 'Osei',
    gender: 'f',
    noun: 'guarda forestal',
  },
  'Mr Ferreira': {
    first: 'el señor Ferreira, el de la tienda de la esquina',
    short: 'el señor Ferreira',
    gender: 'm',
    noun: 'tendero',
  },
  'Mr Gruber': {
    first: 'el viejo señor Gruber, el minero',
    short: 'el señor Gruber',
    gender: 'm',
    noun: 'minero',
  },
};

/** How creatures sound and go in Spanish, by the neutral lexicon's head. */
export interface SpanishCreature {
  /** Its sound: "¡Cuac, cuac!". */
  sound: string;
  /** The verb of its voice, past: "graznó". */
  voice: string;
  /** How it arrives, past: "llegó contoneándose". */
  move: string;
  /** Marks it leaves: "huellas de patas palmeadas". */
  prints: string;
  /** Something only it would do, past: "batió las alas". */
  habit: string;
}

const C = (
  sound: string,
  voice: string,
  move: string,
  prints: string,
  habit: string,
): SpanishCreature => ({
  sound,
  voice,
  move,
  prints,
  habit,
});

export const CREATURES_ES: Readonly<Record<string, SpanishCreature>> = {
  goose: C(
    '¡Cua, cua!',
    'graznó',
    'llegó contoneándose',
    'huellas de patas palmeadas',
    'batió sus grandes alas blancas',
  ),
  duck: C(
    '¡Cuac, cuac!',
    'graznó',
    'llegó anadeando',
    'huellas de patas palmeadas',
    'sacudió las plumas',
  ),
  duckling: C(
    '¡Cuac!',
    'graznó',
    'llegó anadeando',
    'huellitas de patas palmeadas',
    'sacudió las plumitas',
  ),
  swan: C('¡Juuu!', 'resopló', 'llegó deslizándose', 'plumas blancas', 'estiró el largo cuello'),
  cat: C(
    '¡Miau!',
    'maulló',
    'llegó sin hacer ruido',
    'huellas de almohadillas',
    'se lamió una pata con calma',
  ),
  kitten: C(
    '¡Miau!',
    'maulló',
    'llegó dando saltitos',
    'huellitas de almohadillas',
    'persiguió su propia cola',
  ),
  dog: C('¡Guau!', 'ladró', 'llegó corriendo', 'huellas de patas', 'movió la cola sin parar'),
  puppy: C(
    '¡Guau, guau!',
    'ladró',
    'llegó dando brincos',
    'huellitas de patas',
    'movió la cola sin parar',
  ),
  rabbit: C('¡Snif, snif!', 'olfateó', 'llegó dando saltos', 'huellas de saltos', 'movió la nariz'),
  bunny: C(
    '¡Snif, snif!',
    'olfateó',
    'llegó dando saltitos',
    'huellitas de saltos',
    'movió las orejas',
  ),
  mouse: C(
    '¡Iii, iii!',
    'chilló',
    'llegó correteando',
    'huellitas diminutas',
    'se atusó los bigotes',
  ),
  horse: C('¡Hiiii!', 'relinchó', 'llegó al trote', 'marcas de herraduras', 'sacudió la crin'),
  pony: C('¡Hiiii!', 'relinchó', 'llegó al trote', 'marcas de cascos', 'sacudió la crin'),
  cow: C('¡Muuu!', 'mugió', 'llegó despacito', 'huellas de pezuñas', 'rumió tan tranquila'),
  pig: C('¡Oinc, oinc!', 'gruñó', 'llegó trotando', 'huellas de pezuñas', 'hozó en la tierra'),
  sheep: C('¡Beee!', 'baló', 'llegó trotando', 'huellas de pezuñas', 'sacudió la lana'),
  hen: C('¡Coc, coc!', 'cacareó', 'llegó picoteando', 'huellas de patitas', 'ahuecó las plumas'),
  chicken: C('¡Pío, pío!', 'pió', 'llegó picoteando', 'huellitas de patitas', 'ahuecó las plumas'),
  owl: C(
    '¡Uh, uh!',
    'ululó',
    'llegó volando sin un ruido',
    'plumas suaves',
    'giró la cabeza del todo',
  ),
  parrot: C(
    '¡Crrra!',
    'chilló',
    'llegó aleteando',
    'plumas de colores',
    'repitió lo último que oyó',
  ),
  bird: C('¡Pío, pío!', 'trinó', 'llegó revoloteando', 'plumitas', 'ladeó la cabecita'),
  penguin: C(
    '¡Cuac!',
    'graznó',
    'llegó bamboleándose',
    'huellas de patas',
    'se deslizó sobre la barriga',
  ),
  frog: C('¡Croac!', 'croó', 'llegó de un salto', 'huellas mojadas', 'atrapó una mosca al vuelo'),
  fish: C('¡Blub!', 'hizo burbujas', 'llegó nadando', 'burbujas', 'dio una vuelta en el agua'),
  dragon: C(
    '¡Grrraaa!',
    'rugió',
    'llegó aleteando',
    'huellas enormes con garras',
    'soltó una nubecita de humo',
  ),
  unicorn: C(
    '¡Hiiii!',
    'relinchó',
    'llegó al galope',
    'huellas que brillaban',
    'hizo brillar su cuerno',
  ),
  dinosaur: C(
    '¡Grooar!',
    'rugió',
    'llegó pisando fuerte',
    'huellas gigantes',
    'movió la larga cola',
  ),
  lion: C('¡Grrr!', 'rugió', 'llegó con paso lento', 'huellas grandes', 'sacudió la melena'),
  tiger: C('¡Grrr!', 'rugió', 'llegó sin hacer ruido', 'huellas grandes', 'se estiró como un gato'),
  bear: C(
    '¡Grrr!',
    'gruñó',
    'llegó caminando despacio',
    'huellas enormes',
    'se rascó la espalda contra un árbol',
  ),
  elephant: C(
    '¡Tuuu!',
    'barritó',
    'llegó pisando fuerte',
    'huellas redondas y enormes',
    'levantó la trompa',
  ),
  monkey: C(
    '¡Uh, uh, ah, ah!',
    'chilló',
    'llegó dando volteretas',
    'huellas de manitas',
    'se colgó de la cola',
  ),
  giraffe: C(
    '¡Mmm!',
    'resopló',
    'llegó con sus largas patas',
    'huellas grandes',
    'estiró el cuello larguísimo',
  ),
  fox: C('¡Yip!', 'gañó', 'llegó sigilosamente', 'huellas pequeñas', 'movió la cola esponjosa'),
  squirrel: C(
    '¡Chic, chic!',
    'chilló',
    'llegó a saltitos',
    'huellitas',
    'se metió una bellota en la boca',
  ),
  hedgehog: C('¡Snuf!', 'resopló', 'llegó a pasitos', 'huellitas', 'se hizo una bola de pinchos'),
  bee: C('¡Bzzz!', 'zumbó', 'llegó zumbando', 'polen dorado', 'voló de flor en flor'),
  butterfly: C(
    '¡Flap, flap!',
    'aleteó',
    'llegó revoloteando',
    'polvo de colores',
    'abrió y cerró las alas',
  ),
  snail: C(
    '¡Mmm!',
    'suspiró',
    'llegó muy despacito',
    'un rastro brillante',
    'se metió en su concha',
  ),
  tortoise: C(
    '¡Mmm!',
    'suspiró',
    'llegó despacio, muy despacio',
    'huellas lentas',
    'asomó la cabeza del caparazón',
  ),
  turtle: C('¡Mmm!', 'suspiró', 'llegó nadando', 'huellas lentas', 'asomó la cabeza del caparazón'),
  whale: C('¡Fuuuu!', 'resopló', 'llegó nadando', 'burbujas', 'echó un chorro de agua'),
  dolphin: C('¡Iiic, iiic!', 'chilló', 'llegó saltando', 'burbujas', 'dio un salto en el aire'),
  seal: C('¡Ar, ar!', 'ladró', 'llegó deslizándose', 'huellas mojadas', 'aplaudió con las aletas'),
  crab: C(
    '¡Clic, clac!',
    'chasqueó',
    'llegó de lado',
    'huellitas de lado',
    'abrió y cerró las pinzas',
  ),
  octopus: C(
    '¡Blub, blub!',
    'burbujeó',
    'llegó ondulando',
    'huellas de ventosas',
    'movió los ocho brazos',
  ),
  robot: C('¡Bip, bip!', 'pitó', 'llegó rodando', 'marcas de ruedas', 'hizo parpadear sus luces'),
  alien: C('¡Zlip!', 'zumbó', 'llegó flotando', 'huellas verdes', 'movió sus antenas'),
  ghost: C(
    '¡Buuu!',
    'susurró',
    'llegó flotando',
    'un rastro de niebla',
    'se volvió casi transparente',
  ),
  monster: C(
    '¡Grrr!',
    'gruñó',
    'llegó a grandes zancadas',
    'huellas peludas',
    'se rascó la barriga',
  ),
  eagle: C('¡Kiiii!', 'chilló', 'llegó planeando', 'plumas grandes', 'desplegó las alas'),
  teddy: C('…', 'no dijo nada', 'estaba allí', 'pelusa', 'miraba con sus ojos de botón'),
  toy: C('…', 'no dijo nada', 'estaba allí', 'pelusa', 'miraba con sus ojos de botón'),
  doll: C('…', 'no dijo nada', 'estaba allí', 'hilos de colores', 'sonreía con su boca pintada'),
};

// A person's manner varies within one story: the builder picks one of [a|b] each time.
export const PERSON_ES: SpanishCreature = C(
  '¡Hola!',
  '[murmuró algo|carraspeó|asintió]',
  '[llegó a paso ligero|llegó sin hacer ruido|llegó silbando]',
  'huellas de zapatos',
  '[se rio bajito|sonrió de oreja a oreja|se frotó las manos|guiñó un ojo]',
);

export const ANIMAL_ES: SpanishCreature = C(
  '¡Hum!',
  'resopló',
  'llegó con cuidado',
  'huellas pequeñas',
  'miró a todos lados',
);

/**
 * Places whose family's scenery would be wrong in Spanish eyes (a garden is "home" to the neutral
 * lexicon, but has no radiator; a beach is "water", but has no water lilies), by the Spanish noun.
 */
export const SCENERY_BY_NOUN: Readonly<Record<string, SpanishScenery>> = {
  jardín: {
    sights: [
      'los rosales',
      'el columpio viejo',
      'la manguera enrollada',
      'los tiestos de geranios',
    ],
    sounds: ['los grillos cantaban', 'la fuente hacía glu glu', 'las hojas del seto susurraban'],
    soundsNow: ['los grillos cantan', 'la fuente hace glu glu', 'las hojas del seto susurran'],
    hiding: ['detrás del seto', 'debajo de la carretilla', 'entre los tiestos'],
    hard: ['el seto era altísimo', 'la verja del huerto estaba cerrada'],
  },
  invernadero: {
    sights: [
      'las tomateras',
      'los cristales empañados',
      'las macetas en fila',
      'la regadera verde',
    ],
    sounds: ['goteaba una manguera', 'los cristales crujían con el frío', 'zumbaba una abeja'],
    soundsNow: ['gotea una manguera', 'los cristales crujen con el frío', 'zumba una abeja'],
    hiding: [
      'detrás de las tomateras',
      'debajo de una mesa de macetas',
      'entre los sacos de tierra',
    ],
    hard: ['los cristales estaban empañados', 'las hojas lo tapaban todo'],
  },
  playa: {
    sights: ['las olas', 'la arena mojada', 'las conchas brillantes', 'un castillo de arena'],
    sounds: [
      'las olas rompían en la orilla',
      'las gaviotas chillaban',
      'el viento levantaba arena',
    ],
    soundsNow: ['las olas rompen en la orilla', 'las gaviotas chillan', 'el viento levanta arena'],
    hiding: ['detrás de una duna', 'debajo de una sombrilla', 'entre las rocas de la orilla'],
    hard: ['la marea estaba subiendo', 'la arena se hundía a cada paso'],
  },
  granja: {
    sights: ['el granero rojo', 'las balas de paja', 'el tractor viejo', 'la valla de madera'],
    sounds: [
      'una vaca mugía a lo lejos',
      'las gallinas cacareaban',
      'crujía la puerta del granero',
    ],
    soundsNow: ['una vaca muge a lo lejos', 'las gallinas cacarean', 'cruje la puerta del granero'],
    hiding: ['detrás de las balas de paja', 'dentro del granero', 'debajo del tractor'],
    hard: ['el corral estaba lleno de barro', 'la puerta del granero pesaba muchísimo'],
  },
};
