import type { LessonKind } from '../plot/lesson-situations';

/**
 * A Spanish lesson is lived before it is said (docs/decisions/036): the kind read from the
 * parent's words, the moment it grows from, and the turn.
 */
const KINDS: ReadonlyArray<[LessonKind, RegExp]> = [
  ['fear', /miedo|asust|valient|valor|nervios|preocup/i],
  ['fail', /equivoc|error|fall|intent|rendir|aprend|practic|otra vez/i],
  ['share', /compart|generos|turno|regalar/i],
  ['patience', /pacien|esperar|despacio|calma|prisa/i],
  ['together', /junt|equipo|amig|ayud/i],
  ['honest', /verdad|mentir|mentira|sincer|honest/i],
  ['kind', /amable|bondad|cariño|cuidar|buen|respet/i],
  ['self', /mismo|misma|diferente|especial|como eres/i],
];

export function spanishLessonKind(lesson: string): LessonKind {
  return KINDS.find(([, pattern]) => pattern.test(lesson))?.[0] ?? 'general';
}

/** Words that show the situation in the text, for the bench and the tests. */
export const SITUATION_WORDS_ES: Readonly<Record<LessonKind, RegExp>> = {
  fear: /miedo|temblaban|asustad/i,
  fail: /no funcionó|salió mal|todo mal/i,
  share: /\bm[ií]os?\b|\bm[ií]as?\b|compartir/i,
  kind: /malos modos|mal humor/i,
  patience: /deprisa|demasiado rápido/i,
  together: /sin ayuda|sin que nadie/i,
  honest: /como si no supiera|mentirijilla|ni pío/i,
  self: /ser diferente|ser otr/i,
  general: /./,
};

export const SITUATIONS_ES: Readonly<Record<LessonKind, readonly string[]>> = {
  fear: [
    '{H} se {H?detuvo/detuvieron}. El corazón {le} latía muy deprisa y {le} temblaban las rodillas. «{H?Tengo/Tenemos} miedo», {H?susurró/susurraron}.',
    'Por un momento, {H} {H?tuvo/tuvieron} miedo, muchísimo miedo, y {H?dio/dieron} un paso atrás.',
  ],
  fail: [
    'No funcionó. Ni un poquito. Todo salió mal, y a {H} se {le} pusieron las mejillas coloradas.',
    '{H} lo {H?intentó/intentaron}, y salió mal: un tropiezo, un resbalón, y todo quedó peor que antes.',
  ],
  share: [
    '«¡{Y?Es/Son} {ymio}!», {H?dijo/dijeron} {H}, y {H?apretó/apretaron} {y} muy fuerte. No {H?quería/querían} compartir, ni un poquito.',
    '{H} no {H?quería/querían} compartir, ni un poquito, y se {H?guardó/guardaron} todo para sí.',
  ],
  kind: [
    '{H} {H?contestó/contestaron} de malos modos: «¡Déjame en paz!», y se {H?dio/dieron} la vuelta de mal humor.',
    'Sin pensarlo, {H} {H?habló/hablaron} de malos modos, y enseguida {H?notó/notaron} que no estaba bien.',
  ],
  patience: [
    '«¡Deprisa, deprisa!», {H?dijo/dijeron} {H}, y {H?salió/salieron} corriendo sin mirar, demasiado rápido.',
    '{H} no {H?podía/podían} esperar ni un segundo más, y {H?fue/fueron} tan deprisa que todo se enredó.',
  ],
  together: [
    '«{H?Puedo/Podemos} hacerlo sin ayuda», {H?dijo/dijeron} {H}, y lo {H?intentó/intentaron} sin que nadie {le} echara una mano.',
    '{H} {H?quiso/quisieron} hacerlo todo sin ayuda de nadie. «No hace falta», {H?dijo/dijeron}.',
  ],
  honest: [
    '{H} {H?hizo/hicieron} como si no {H?supiera/supieran} nada del asunto, y no {H?dijo/dijeron} ni pío.',
    'Cuando alguien {le} preguntó, {H} {H?contó/contaron} una mentirijilla, y se {le} quedó pesada en la barriga.',
  ],
  self: [
    '{H} {H?deseó/desearon}, solo por un momento, ser diferente, ser otra persona.',
    'Por un momento, {H} {H?quiso/quisieron} ser diferente, como los demás.',
  ],
  general: [
    '{H} no {H?sabía/sabían} muy bien qué hacer, y esa sensación daba un poco de vértigo.',
    '{H} se {H?paró/pararon} a pensar, y durante un rato no se {le} ocurrió nada.',
  ],
};

export const TURNS_ES: Readonly<Record<LessonKind, readonly string[]>> = {
  fear: [
    '[Entonces|En ese momento] {H} {H?respiró/respiraron} hondo. Seguía dando [un poco de miedo|algo de miedo], pero {H?dio/dieron} un paso adelante [de todas formas|igualmente].',
  ],
  fail: ['{H} lo {H?intentó/intentaron} otra vez, más despacio, y esta vez sí salió.'],
  share: [
    '{H} {H?miró/miraron} {y} y {H?decidió/decidieron} compartir{ylo}. Y, curiosamente, todo fue mucho mejor.',
    '{H} {H?decidió/decidieron} compartir, y todo fue mucho mejor.',
  ],
  kind: ['{H} {H?pidió/pidieron} perdón, y esta vez {H?habló/hablaron} con mucho cariño.'],
  patience: ['Esta vez {H} {H?fue/fueron} despacio, paso a paso, sin ninguna prisa.'],
  together: ['«¿{H?Me/Nos} ayudas?», {H?preguntó/preguntaron} {H}. Y entre todos fue facilísimo.'],
  honest: ['{H} {H?dijo/dijeron} la verdad, y el peso de la barriga desapareció de golpe.'],
  self: ['{H} {H?comprendió/comprendieron} que ser como {H?era/eran} estaba muy, muy bien.'],
  general: [
    '[Y de pronto|Entonces|En ese momento], a {H} se {le} ocurrió [una idea|algo|una cosa].',
  ],
};

/** For toddlers: the moment, short and in the present. */
export const LITTLE_SITUATIONS_ES: Readonly<Record<LessonKind, readonly string[]>> = {
  fear: ['Uy, qué oscuro. {H} {H?tiene/tienen} un poco de miedo. Pero {H?respira/respiran} hondo.'],
  fail: ['¡Ay! No sale. Salió mal. ¡Otra vez! ¡Ahora sí!'],
  share: ['«¡{Esmio}!», dice {H}. Pero luego {H?comparte/comparten}. ¡Qué bien!'],
  kind: ['{H} {H?habla/hablan} de malos modos. Uy. Luego {H?da/dan} un abrazo.'],
  patience: ['¡Deprisa, deprisa! Uy, demasiado rápido. Despacito, despacito.'],
  together: ['{H} lo {H?intenta/intentan} sin ayuda. Uf, no {H?puede/pueden}. ¡Juntos sí!'],
  honest: ['{H} no {H?dice/dicen} ni pío. Luego {H?dice/dicen} la verdad. ¡Bien!'],
  self: ['{H} {H?quiere/quieren} ser diferente. ¡Pero así {H?es/son} genial!'],
  general: ['{H} {H?piensa/piensan} y piensa. ¡Ajá! ¡Una idea!'],
};
