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
    sights: [
      'los juncos',
      'las piedras del camino',
      'el pequeño embarcadero',
      'los nenúfares',
      'una libélula azul',
      'el reflejo de las nubes en el agua',
    ],
    sounds: [
      'el agua chapoteaba bajito',
      'los juncos susurraban',
      'una rana saltaba al agua',
      'un pato graznaba en la otra orilla',
      'zumbaban las libélulas',
    ],
    soundsNow: [
      'el agua chapotea bajito',
      'los juncos susurran',
      'una rana salta al agua',
      'un pato grazna en la otra orilla',
      'zumban las libélulas',
    ],
    hiding: [
      'entre los juncos altos',
      'debajo del embarcadero',
      'detrás de la piedra más grande',
      'bajo las ramas de un sauce',
    ],
    hard: [
      'la orilla resbalaba de tanto barro',
      'el agua cubría más de lo que parecía',
      'el puentecito de madera se tambaleaba',
    ],
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
      'un búho ululaba en lo alto',
      'un arroyo murmuraba muy cerca',
    ],
    soundsNow: [
      'las hojas crujen',
      'un pájaro carpintero golpea a lo lejos',
      'el viento silba entre las ramas',
      'un búho ulula en lo alto',
      'un arroyo murmura muy cerca',
    ],
    hiding: [
      'dentro de un tronco hueco',
      'bajo una maraña de zarzas',
      'detrás de una roca con musgo',
      'entre los helechos',
    ],
    hard: [
      'las zarzas cerraban el camino',
      'el sendero se partía en tres',
      'había que cruzar un arroyo saltando de piedra en piedra',
    ],
  },
  home: {
    sights: [
      'la lámpara encendida',
      'los cojines mullidos',
      'la mesa de madera',
      'el banco de la ventana',
    ],
    sounds: [
      'el reloj hacía tictac',
      'el radiador borboteaba',
      'el suelo de madera crujía',
      'una puerta chirriaba en algún sitio',
      'la lluvia repiqueteaba en la ventana',
      'las cañerías gorgoteaban',
    ],
    soundsNow: [
      'el reloj hace tictac',
      'el radiador borbotea',
      'el suelo de madera cruje',
      'una puerta chirría en algún sitio',
      'la lluvia repiquetea en la ventana',
      'las cañerías gorgotean',
    ],
    hiding: [
      'detrás de los cojines',
      'debajo de la alfombra',
      'dentro del armario',
      'detrás de la cortina',
      'en el fondo de un cajón',
    ],
    hard: [
      'la puerta del armario estaba atascada',
      'el estante de arriba estaba altísimo',
      'la luz del pasillo se había fundido',
    ],
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
      'las palomas zureaban en un tejado',
      'alguien silbaba una canción pegadiza',
    ],
    soundsNow: [
      'suena el timbre de una bici',
      'la gente charla por todas partes',
      'pasa un autobús retumbando',
      'las palomas zurean en un tejado',
      'alguien silba una canción pegadiza',
    ],
    hiding: [
      'detrás de una maceta',
      'debajo de un banco',
      'junto a una farola',
      'detrás de un quiosco',
    ],
    hard: [
      'había tanta gente que no se veía nada',
      'todas las calles parecían iguales',
      'una cola larguísima cortaba el paso',
    ],
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
      'tintineaba la campanilla de la puerta',
      'crujían las bolsas de papel',
    ],
    soundsNow: [
      'pitan las cajas',
      'chirría un carrito',
      'suena una musiquilla por los altavoces',
      'tintinea la campanilla de la puerta',
      'crujen las bolsas de papel',
    ],
    hiding: [
      'detrás de una pila de latas',
      'debajo de un expositor',
      'al fondo del último pasillo',
      'detrás del mostrador',
    ],
    hard: [
      'los pasillos eran un laberinto',
      'la estantería de arriba quedaba lejísimos',
      'un carro enorme tapaba el paso',
    ],
  },
  school: {
    sights: [
      'los pupitres en fila',
      'la pizarra',
      'los dibujos colgados en la pared',
      'el reloj de la clase',
    ],
    sounds: [
      'chirriaba una silla',
      'se oían risas en el pasillo',
      'sonaba el timbre a lo lejos',
      'una tiza chirriaba en la pizarra',
      'goteaba un grifo en el baño',
    ],
    soundsNow: [
      'chirría una silla',
      'se oyen risas en el pasillo',
      'suena el timbre a lo lejos',
      'una tiza chirría en la pizarra',
      'gotea un grifo en el baño',
    ],
    hiding: [
      'dentro de un pupitre',
      'detrás de la pizarra',
      'en el cajón de los olvidos',
      'dentro de la caja de los disfraces',
    ],
    hard: [
      'todas las puertas del pasillo eran iguales',
      'el armario del material estaba cerrado',
      'alguien había apagado las luces del pasillo',
    ],
  },
  sky: {
    sights: [
      'las nubes esponjosas',
      'el horizonte dorado',
      'las primeras estrellas',
      'los tejados allá abajo',
    ],
    sounds: [
      'el viento soplaba fuerte',
      'una gaviota chillaba',
      'las nubes pasaban sin ruido',
      'un avión zumbaba muy lejos',
    ],
    soundsNow: [
      'el viento sopla fuerte',
      'una gaviota chilla',
      'las nubes pasan sin ruido',
      'un avión zumba muy lejos',
    ],
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
    sounds: [
      'los motores zumbaban',
      'la radio hacía bip bip',
      'todo estaba en silencio',
      'un panel de luces parpadeaba con un clic',
    ],
    soundsNow: [
      'los motores zumban',
      'la radio hace bip bip',
      'todo está en silencio',
      'un panel de luces parpadea con un clic',
    ],
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
    sounds: [
      'caían gotas, plic, plic',
      'el eco repetía cada paso',
      'algo correteaba a lo lejos',
      'soplaba una corriente de aire fresco',
    ],
    soundsNow: [
      'caen gotas, plic, plic',
      'el eco repite cada paso',
      'algo corretea a lo lejos',
      'sopla una corriente de aire fresco',
    ],
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
  // Who is rescued when nobody else can be (plan-story.ts, STRAYS).
  'the duckling': { first: 'un patito de plumón', short: 'el patito', gender: 'm', noun: 'patito' },
  'the kitten': { first: 'un gatito perdido', short: 'el gatito', gender: 'm', noun: 'gatito' },
  'the hamster': {
    first: 'el hámster de la clase',
    short: 'el hámster',
    gender: 'm',
    noun: 'hámster',
  },
  'the hedgehog': { first: 'un erizo bebé', short: 'el erizo', gender: 'm', noun: 'erizo' },
  'the puppy': {
    first: 'un cachorrito perdido',
    short: 'el cachorrito',
    gender: 'm',
    noun: 'cachorrito',
  },
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
    sounds: [
      'los grillos cantaban',
      'la fuente hacía glu glu',
      'las hojas del seto susurraban',
      'un mirlo cantaba en la tapia',
    ],
    soundsNow: [
      'los grillos cantan',
      'la fuente hace glu glu',
      'las hojas del seto susurran',
      'un mirlo canta en la tapia',
    ],
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
    sounds: [
      'goteaba una manguera',
      'los cristales crujían con el frío',
      'zumbaba una abeja',
      'la lluvia tamborileaba en el techo de cristal',
    ],
    soundsNow: [
      'gotea una manguera',
      'los cristales crujen con el frío',
      'zumba una abeja',
      'la lluvia tamborilea en el techo de cristal',
    ],
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
      'una boya tintineaba a lo lejos',
    ],
    soundsNow: [
      'las olas rompen en la orilla',
      'las gaviotas chillan',
      'el viento levanta arena',
      'una boya tintinea a lo lejos',
    ],
    hiding: ['detrás de una duna', 'debajo de una sombrilla', 'entre las rocas de la orilla'],
    hard: ['la marea estaba subiendo', 'la arena se hundía a cada paso'],
  },
  granja: {
    sights: ['el granero rojo', 'las balas de paja', 'el tractor viejo', 'la valla de madera'],
    sounds: [
      'una vaca mugía a lo lejos',
      'las gallinas cacareaban',
      'crujía la puerta del granero',
      'un gallo cantaba a destiempo',
    ],
    soundsNow: [
      'una vaca muge a lo lejos',
      'las gallinas cacarean',
      'cruje la puerta del granero',
      'un gallo canta a destiempo',
    ],
    hiding: ['detrás de las balas de paja', 'dentro del granero', 'debajo del tractor'],
    hard: ['el corral estaba lleno de barro', 'la puerta del granero pesaba muchísimo'],
  },
  casa: {
    sights: [
      'el sofá lleno de cojines',
      'la estantería del salón',
      'las fotos de la familia',
      'el perchero de la entrada',
    ],
    sounds: [
      'la lavadora centrifugaba',
      'alguien veía la tele muy bajito',
      'las llaves tintineaban en la entrada',
      'el microondas hizo ¡pin!',
      'el lavavajillas ronroneaba',
      'crujía la escalera',
      'un grifo goteaba en el baño',
    ],
    soundsNow: [
      'la lavadora centrifuga',
      'alguien ve la tele muy bajito',
      'las llaves tintinean en la entrada',
      'el microondas hace ¡pin!',
      'el lavavajillas ronronea',
      'cruje la escalera',
      'un grifo gotea en el baño',
    ],
    hiding: [
      'detrás del sofá',
      'debajo de la cama',
      'dentro del cesto de la ropa',
      'en el armario de los abrigos',
    ],
    hard: [
      'el pasillo estaba a oscuras',
      'la puerta del cuarto de los trastos estaba atascada',
      'había juguetes tirados por todo el suelo',
    ],
  },
  biblioteca: {
    sights: [
      'las estanterías altísimas',
      'los sillones de lectura',
      'una escalera con ruedas',
      'el rincón de los cuentos',
      'la mesa de la bibliotecaria',
    ],
    sounds: [
      'alguien pasaba páginas muy despacio',
      'el sello de la bibliotecaria hacía pum',
      'una estantería crujió',
      'alguien susurraba en la sala de lectura',
    ],
    soundsNow: [
      'alguien pasa páginas muy despacio',
      'el sello de la bibliotecaria hace pum',
      'una estantería cruje',
      'alguien susurra en la sala de lectura',
    ],
    hiding: [
      'detrás de los diccionarios',
      'debajo de un sillón de lectura',
      'entre los libros de dinosaurios',
      'en el carrito de los libros devueltos',
    ],
    hard: [
      'las estanterías formaban un laberinto de pasillos estrechos',
      'el último estante quedaba altísimo',
      'había que hablar muy bajito, y eso lo complicaba todo',
    ],
  },
  'feria de ciencias': {
    sights: [
      'un volcán de bicarbonato',
      'los carteles con gráficos de colores',
      'una maqueta del sistema solar',
      'un robot hecho con latas',
      'las mesas llenas de experimentos',
    ],
    sounds: [
      'un volcán de bicarbonato hacía blup',
      'zumbaba una maqueta con motor',
      'alguien explicaba su experimento a gritos',
      'un timbre de prueba sonaba una y otra vez',
    ],
    soundsNow: [
      'un volcán de bicarbonato hace blup',
      'zumba una maqueta con motor',
      'alguien explica su experimento a gritos',
      'un timbre de prueba suena una y otra vez',
    ],
    hiding: [
      'debajo de la mesa de los imanes',
      'detrás de un cartel de planetas',
      'dentro de una caja de cables',
    ],
    hard: [
      'había tantos experimentos que no se veía nada',
      'un cable cruzaba el pasillo y había que saltarlo',
    ],
  },
  cocina: {
    sights: [
      'los tarros de especias',
      'la mesa con el mantel de cuadros',
      'las cacerolas colgadas',
      'la nevera llena de imanes',
      'el frutero',
    ],
    sounds: [
      'la nevera zumbaba bajito',
      'una olla hacía chup, chup',
      'goteaba el grifo',
      'el horno hacía tic, tic al enfriarse',
    ],
    soundsNow: [
      'la nevera zumba bajito',
      'una olla hace chup, chup',
      'gotea el grifo',
      'el horno hace tic, tic al enfriarse',
    ],
    hiding: [
      'detrás del cubo de la basura',
      'dentro de la despensa',
      'debajo de la mesa',
      'detrás de los paños de cocina',
    ],
    hard: [
      'el armario de arriba estaba altísimo',
      'la puerta de la despensa estaba atascada',
      'el suelo estaba recién fregado y resbalaba',
    ],
  },
  desván: {
    sights: [
      'los baúles viejos',
      'una mecedora cubierta con una sábana',
      'el ventanuco redondo',
      'las cajas de adornos de Navidad',
    ],
    sounds: [
      'las vigas crujían',
      'el viento silbaba en el tejado',
      'algo arañaba dentro de una caja',
      'la lluvia tamborileaba sobre las tejas',
    ],
    soundsNow: [
      'las vigas crujen',
      'el viento silba en el tejado',
      'algo araña dentro de una caja',
      'la lluvia tamborilea sobre las tejas',
    ],
    hiding: ['dentro de un baúl', 'detrás de la mecedora', 'entre las cajas de adornos'],
    hard: [
      'había polvo por todas partes',
      'la trampilla se cerraba sola',
      'el techo era tan bajo que había que ir agachado',
    ],
  },
  baño: {
    sights: [
      'la bañera llena de espuma',
      'los juguetes de la bañera',
      'el espejo empañado',
      'las toallas colgadas',
    ],
    sounds: [
      'el grifo goteaba',
      'la espuma chisporroteaba',
      'el agua gorgoteaba por el desagüe',
      'un patito de goma pitaba',
    ],
    soundsNow: [
      'el grifo gotea',
      'la espuma chisporrotea',
      'el agua gorgotea por el desagüe',
      'un patito de goma pita',
    ],
    hiding: [
      'detrás de la cortina de la ducha',
      'debajo de las toallas',
      'dentro del cesto de la ropa',
    ],
    hard: [
      'el suelo estaba mojado y resbalaba',
      'el espejo estaba tan empañado que no se veía nada',
    ],
  },
  supermercado: {
    sights: [
      'las pirámides de naranjas',
      'los congeladores',
      'los carros en fila',
      'la sección de cereales',
    ],
    sounds: [
      'pitaban las cajas',
      'una voz anunciaba ofertas por los altavoces',
      'chirriaba un carro con una rueda loca',
      'zumbaban los congeladores',
    ],
    soundsNow: [
      'pitan las cajas',
      'una voz anuncia ofertas por los altavoces',
      'chirría un carro con una rueda loca',
      'zumban los congeladores',
    ],
    hiding: [
      'detrás de una pirámide de latas',
      'entre los paquetes de cereales',
      'debajo de un carro',
      'al fondo del pasillo de los congelados',
    ],
    hard: ['los pasillos eran un laberinto', 'había una cola enorme en las cajas'],
  },
  panadería: {
    sights: [
      'las barras de pan en su cesto',
      'el mostrador de cristal',
      'las magdalenas en fila',
      'el horno enorme del fondo',
    ],
    sounds: [
      'el horno crujía de calor',
      'tintineaba la campanilla de la puerta',
      'el panadero silbaba',
      'crujían las bolsas de papel',
    ],
    soundsNow: [
      'el horno cruje de calor',
      'tintinea la campanilla de la puerta',
      'el panadero silba',
      'crujen las bolsas de papel',
    ],
    hiding: ['detrás de los sacos de harina', 'debajo del mostrador', 'dentro de un cesto de pan'],
    hard: ['había harina por todas partes', 'el mostrador era altísimo'],
  },
  zoo: {
    sights: [
      'el recinto de los elefantes',
      'las jaulas de los loros',
      'el estanque de los pingüinos',
      'un mapa del zoo con flechas',
    ],
    sounds: [
      'un león bostezaba a lo lejos',
      'los loros chillaban',
      'los pingüinos chapoteaban',
      'un elefante barritaba',
    ],
    soundsNow: [
      'un león bosteza a lo lejos',
      'los loros chillan',
      'los pingüinos chapotean',
      'un elefante barrita',
    ],
    hiding: [
      'detrás de la caseta de los helados',
      'entre los arbustos del camino',
      'debajo de un banco',
    ],
    hard: ['todos los caminos del zoo parecían iguales', 'el zoo estaba a punto de cerrar'],
  },
  castillo: {
    sights: [
      'las torres altísimas',
      'el foso',
      'las armaduras del salón',
      'los tapices de las paredes',
    ],
    sounds: [
      'el viento silbaba en las almenas',
      'crujía el puente levadizo',
      'el eco repetía cada paso',
      'ondeaban las banderas',
    ],
    soundsNow: [
      'el viento silba en las almenas',
      'cruje el puente levadizo',
      'el eco repite cada paso',
      'ondean las banderas',
    ],
    hiding: ['detrás de una armadura', 'dentro de un arcón', 'al fondo de la escalera de caracol'],
    hard: ['la escalera de caracol no se acababa nunca', 'el portón pesaba una tonelada'],
  },
  'parque infantil': {
    sights: ['el tobogán', 'los columpios', 'el arenero', 'la casita de madera'],
    sounds: [
      'chirriaba un columpio',
      'alguien bajaba por el tobogán gritando',
      'rebotaba una pelota',
      'los gorriones discutían en un árbol',
    ],
    soundsNow: [
      'chirría un columpio',
      'alguien baja por el tobogán gritando',
      'rebota una pelota',
      'los gorriones discuten en un árbol',
    ],
    hiding: ['dentro de la casita de madera', 'debajo del tobogán', 'en el arenero'],
    hard: ['el arenero estaba lleno de agujeros', 'la red de trepar se movía muchísimo'],
  },
};
