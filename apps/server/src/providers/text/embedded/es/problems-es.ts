import type { Problem } from '../plot/plan-story';

/**
 * What goes wrong and how it is put right, in Spanish, for each kind of problem the plan chooses
 * (docs/decisions/036, 073). Written for Spanish, not translated: {f} is what the problem is about
 * (the missing cookbook, Coronel in trouble), {y} the tool the story set up, {c} someone met,
 * {p} the place; `{f?sg/pl}` agrees with f's number, {fo} is its ending (perdido, perdida…),
 * {flo} its pronoun (lo, la, los, las), {af} the "a" before someone (buscar a Coronel).
 */
export interface SpanishProblemLines {
  call: readonly string[];
  stakes: readonly string[];
  search: readonly string[];
  clue: readonly string[];
  falseLead: readonly string[];
  setback: readonly string[];
  climax: readonly string[];
  resolved: readonly string[];
  titles: readonly string[];
  /** Toddlers: the problem in the present, short. */
  little: readonly string[];
  littleSolved: readonly string[];
}

export const PROBLEMS_ES: Readonly<Record<Problem, SpanishProblemLines>> = {
  missing: {
    call: [
      '{F} {f?había desaparecido/habían desaparecido} de {p}. [A la hora de la merienda {f?estaba/estaban} allí mismo.|Nadie {flo} había visto desde el mediodía.]',
      '[Cuando {H} {H?fue/fueron} a buscar {af}{f}|Cuando {H} {H?quiso/quisieron} ver {af}{f}|A la hora de buscar {af}{f}|Al ir a por {af}{f}], no {f?estaba/estaban} [por ninguna parte|en ningún sitio|donde siempre]: [en su sitio solo quedaba un hueco|solo quedaba su hueco|en su lugar había un hueco] [lleno de polvo|vacío y triste|que daba pena verlo].',
      '«¿Dónde {f?está/están} {f}?», [preguntó una voz preocupada|se oyó desde el pasillo|{H?preguntó/preguntaron} {H} en voz alta]. {F} {f?se había esfumado/se habían esfumado} [sin dejar rastro|como por arte de magia|de la noche a la mañana].',
    ],
    stakes: [
      'Sin {f}, [mañana no sería lo mismo|mañana sería un día rarísimo|nada iba a ser igual|la casa parecía otra|algo faltaba en el mundo], y [todo el mundo lo sabía|eso lo sabía todo el mundo|no hacía falta decirlo].',
      'Y [era importante|aquello importaba mucho|no era ninguna tontería], porque no había [otr{fo} igual{f?/es}|nada igual] [en el mundo entero|en ningún otro sitio|en todo el barrio].',
    ],
    search: [
      '{H} {H?buscó/buscaron} [por {p} de arriba abajo|en cada rincón de {p}|por {ptodo} {p}, palmo a palmo]: {hide}, {hide2}, [por todas partes|en todos lados|hasta en los sitios más raros].',
      '{H} {H?miró/miraron} {hide}. Nada. Después {H?miró/miraron} {hide2}. Nada de nada.',
    ],
    clue: [
      '[Entonces|Justo ahí|De repente] {H} {H?vio/vieron} algo [en el suelo|junto a sus pies|un poco más allá]: {cprints} que se alejaban [despacito|en fila|hacia la oscuridad].',
      '{Hide} había una pista: {cprints}, y [unas migas|un poco de polvo removido].',
    ],
    falseLead: [
      '{H} {H?creyó/creyeron} ver {af}{f} {hide}, pero [solo era una sombra|era otra cosa que se le parecía un poco].',
      '«¡Ahí {f?está/están}!», [gritó|exclamó] alguien. Pero no: [era una falsa alarma|solo era una sombra|era otra cosa|se había confundido].',
    ],
    setback: [
      'Y [justo entonces|de repente|para colmo], la pista se acababa. [No había más huellas, ni más migas, ni nada.|Ni una huella más.|Se había borrado, sin más.]',
      '[Pero|Y entonces|De repente,] [el rastro se perdía|la pista se acababa|el rastro se cortaba] [de golpe|sin más|allí mismo|de buenas a primeras], como si {f} se {f?hubiera/hubieran} [ido volando|esfumado|evaporado].',
    ],
    climax: [
      '{H} {H?siguió/siguieron} [el rastro|las pistas|las huellas] hasta [el último escondite de {p}|el rincón más escondido de {p}|el final], {hide}, y [allí|justo allí|ahí mismo], [san{fo} y salv{fo}|tan tranquil{fo}|como si nada|esperando tan tranquil{fo}], {f?estaba/estaban} {f}.',
      '{H} {H?usó/usaron} {y} para {yclimax}, y allí {f?estaba/estaban}: {f}, un poco polvorient{fo}, pero perfectamente bien.',
    ],
    resolved: [
      '{F} {f?volvió/volvieron} [a su sitio|a casa|a donde {f?tenía/tenían} que estar], y [todo el mundo respiró tranquilo|se acabaron los nervios|todos suspiraron de alivio].',
      '[Todo estaba en orden otra vez|Todo volvía a estar en su sitio|Por fin había paz], y {f} {f?estaba/estaban} [justo donde {f?tenía/tenían} que estar|donde {f?debía/debían} estar|otra vez en buenas manos|a salvo].',
    ],
    titles: ['{H} y el misterio de {fdef}', '{H} y el caso de {fdef}', '{H} en busca de {fdef}'],
    little: [
      '¡Oh, no! ¿Dónde {f?está/están} {f}?',
      '¡Anda! {F} no {f?está/están}. ¿Dónde {f?estará/estarán}?',
    ],
    littleSolved: [
      '¿{F?Está/Están} {f} {hide}? ¡SÍ! ¡Aquí {f?está/están}!',
      'Mira {hide}. ¡Cucú! ¡Aquí {f?está/están} {f}!',
    ],
  },
  runaway: {
    call: [
      'Y entonces, sin avisar, {f} {f?salió/salieron} {fgoing} camino de {p}, ¡y no había quien {flo} parara!',
      '«¡Alto ahí!», {H?gritó/gritaron} {H}. Pero {f} ya {f?iba/iban} {fgoing} hacia {p}, más rápido que el viento.',
      '¡Menudo lío! {F} se {f?había escapado/habían escapado} y {f?iba/iban} {fgoing} directo a {p}.',
    ],
    stakes: [
      'Si nadie {flo} paraba, {f?acabaría/acabarían} [en la otra punta del mundo|en el quinto pino|en otra ciudad], [o por lo menos del barrio|o eso parecía|como poco].',
      'Y [lo peor era que|encima,|para colmo,] {f} no {f?parecía/parecían} tener [ninguna intención de parar|ganas de parar|prisa por detenerse].',
    ],
    search: [
      '{H} {H?corrió/corrieron} detrás, pero {f} {f?giraba/giraban} a la izquierda [justo cuando|en el mismo momento en que] {H} {H?iba/iban} a la derecha.',
      '{H} {H?se lanzó/se lanzaron} a atrapar {af}{f}, pero, [¡zas!|¡fiu!], {f?se escurrió/se escurrieron} [de entre sus dedos|en el último segundo], y {H} {H?acabó/acabaron} sentad{ho} en el suelo.',
      '{H} {H?se lanzó/se lanzaron} a atrapar {af}{f}, pero, [¡zas!|¡fiu!], {f?se escurrió/se escurrieron} [de entre sus dedos|en el último segundo], y {H} [casi se {H?cae/caen}|por poco se {H?da/dan} un porrazo].',
    ],
    clue: [
      '[Por suerte|Menos mal que], {f} {f?dejaba/dejaban} un rastro [facilísimo de seguir|que se veía de lejos|clarísimo]: [una hoja por aquí, una pluma por allá|una miga aquí, una huella allá|un ruidito aquí, una sombra allá].',
      'Entonces {H} {H?oyó/oyeron} un ruido {hide}. ¡Allí {f?estaba/estaban}, escondiéndose!',
    ],
    falseLead: [
      '{H} {H?saltó/saltaron} [sobre|encima de|a por] algo que [parecía|se parecía mucho a|era igualit{fo} que] {f}, pero [era|resultó ser] [un cojín|una hoja enorme|un cubo del revés|una sombra con forma rara].',
      '«¡[Te tengo|Ya está|Te pillé]!», {H?dijo/dijeron} {H}. Pero no: [lo que {H?tenía/tenían} entre las manos|lo que {H?había/habían} cogido|aquello] era [otra cosa|un cojín|una sombra].',
    ],
    setback: [
      'Y justo cuando {H} {H?iba/iban} a atrapar {af}{f}, [¡hop!|¡fiu!], {f?pegó/pegaron} un brinco y {f?desapareció/desaparecieron} otra vez.',
      '¡Plaf! {H} {H?resbaló/resbalaron}, y {f} {f?aprovechó/aprovecharon} para escaparse un poco más lejos.',
    ],
    climax: [
      '{H} {H?dio/dieron} un [salto enorme|brinco tremendo|salto de canguro] y, [¡zas!|¡hop!|en un visto y no visto], {H?atrapó/atraparon} {af}{f} [justo antes de que|un segundo antes de que|antes de que] {f?se metiera/se metieran} {hide}.',
      '{H} {H?usó/usaron} {y} para {yclimax}, y ¡hop!, {f} {f?quedó/quedaron} atrapad{fo} por fin.',
    ],
    resolved: [
      '{F} por fin se {f?quedó/quedaron} quiet{fo}, [como si no {f?hubiera/hubieran} roto un plato en su vida|tan tranquil{fo}|con cara de no haber hecho nada|como si aquí no hubiera pasado nada].',
      'Todos se rieron [tanto que les dolía la barriga|hasta que se les saltaron las lágrimas|a carcajadas]. [¡Qué persecución!|¡Menuda carrera!|¡Vaya tarde!]',
    ],
    titles: [
      '{H} y la gran persecución',
      '{H} y {fdef} que no {f?quería/querían} parar',
      '{H} y el gran jaleo de {pdef}',
    ],
    little: [
      '¡Oh, no! ¡{F} se {f?va/van}! ¡Fiuuu!',
      '¡Anda! {F} se {f?escapa/escapan} {fgoing}. ¡Fiuuu!',
    ],
    littleSolved: [
      '¡Te pillé! {H} {H?atrapa/atrapan} {af}{f}. ¡Bien!',
      '¡Ya {f?está/están}! {H} {H?tiene/tienen} {af}{f}. ¡Menos mal!',
    ],
  },
  rescue: {
    call: [
      '«{fcall}», se oyó a lo lejos. {F} se {f?había quedado/habían quedado} atrapad{fo} en {p} y no {f?podía/podían} salir.',
      'Alguien pedía ayuda desde {p}: {f?era/eran} {f}, que se {f?había metido/habían metido} {hide} y ya no {f?sabía/sabían} salir.',
      'Aquella tarde llegó una noticia: {f} {f?estaba/estaban} en apuros en {p}, y hacía falta alguien valiente.',
    ],
    stakes: [
      'Se estaba haciendo de noche, y {f} no {f?podía/podían} pasar la noche allí solit{fo}.',
      'Cada minuto contaba, porque {hard}.',
    ],
    search: [
      '{H} {H?llamó/llamaron} bajito: «¿Dónde {f?estás/estáis}?». Y {hidesince} llegó un «{fcall}» muy flojito.',
      '{H} {H?buscó/buscaron} {hide} y {hide2}, con el oído bien atento.',
    ],
    clue: [
      'Entonces {H} {H?encontró/encontraron} {fprints}: ¡{f} {f?había/habían} pasado por allí!',
      '{C} {cvoice} y {c?miró/miraron} hacia {hide}, como diciendo: «Por ahí».',
    ],
    falseLead: [
      '{H} {H?siguió/siguieron} un ruidito, pero solo era el viento jugando con las hojas.',
      'Algo se movió {hide}. ¿Sería {f}? No: era un escarabajo con mucha prisa.',
    ],
    setback: [
      'Pero el camino se complicó: {hard}.',
      'Y de repente, {hard}. {H} {H?tuvo/tuvieron} que pararse a pensar.',
    ],
    climax: [
      '{H} {H?se acercó/se acercaron} [despacito|de puntillas|sin hacer ruido], {H?tendió/tendieron} [la mano|los brazos] y, [con muchísimo cuidado|muy poco a poco|con mucha paciencia], {H?ayudó/ayudaron} a {f} a salir.',
      '{H} {H?usó/usaron} {y} para {yclimax}, y {f} por fin {f?pudo/pudieron} salir {hidefrom}.',
    ],
    resolved: [
      '{F} {fvoice} de alegría y {f?se quedó/se quedaron} pegad{fo} a {H} todo el camino.',
      '{F} {f?estaba/estaban} a salvo, y {fhabit}, como diciendo gracias.',
    ],
    titles: [
      '{H} al rescate de {fdef}',
      '{H} y la gran aventura de {pdef}',
      '{H} y el rescate de {fdef}',
    ],
    little: [
      '¡Oh, no! {F} no {f?puede/pueden} salir. «{fcall}»',
      '¡Escucha! «{fcall}» ¡{F?Es/Son} {f}! ¿Dónde {f?está/están}?',
    ],
    littleSolved: [
      '¡Aquí {f?está/están}! {H} {H?ayuda/ayudan} a {f}. ¡Hop!',
      '{H} {H?tira/tiran} y tira… ¡y {f} sale! ¡Bien!',
    ],
  },
  enchantment: {
    call: [
      'Aquella noche pasaba algo raro en {p}: los colores se estaban apagando, como un dibujo que se borra.',
      'Dicen que en {p} hay una magia muy antigua. Pero aquella noche, la magia se estaba apagando.',
      'Las chispitas de luz que siempre bailaban en {p} se iban apagando una a una.',
    ],
    stakes: [
      'Si la magia se apagaba del todo, nada volvería a brillar en {p}.',
      'Sin magia, {f} no {f?podría/podrían} volver a casa nunca más.',
    ],
    search: [
      '{H} {H?buscó/buscaron} el corazón de la magia: {hide}, {hide2}, en cada rincón.',
      '{H} {H?tocó/tocaron} {sight} y {sight2}, pero la luz seguía apagándose.',
    ],
    clue: [
      'Donde {H} {H?ponía/ponían} la mano, brillaba una chispa pequeñita. ¡La magia respondía!',
      '{C} {chabit}, y al instante {hide} se encendió una lucecita.',
    ],
    falseLead: [
      '{H} {H?dijo/dijeron} unas palabras mágicas inventadas. No pasó nada, solo un estornudo.',
      'Una luz parpadeó {hide}, pero se apagó enseguida.',
    ],
    setback: [
      'Y la última luz se apagó. Todo quedó a oscuras y en silencio.',
      'La magia se apagaba más deprisa que nunca, y {f} {f?bostezaba/bostezaban} como si {f?fuera/fueran} a dormirse para siempre.',
    ],
    climax: [
      '{H} {H?cerró/cerraron} los ojos, {H?pidió/pidieron} un deseo con todas sus fuerzas y, de pronto, {p} se llenó de luz.',
      '{H} {H?levantó/levantaron} {y} bien alto, y de pronto {y?empezó/empezaron} a brillar como una estrella. La magia volvía a {p}.',
    ],
    resolved: [
      'La magia había vuelto a {p}, más brillante que nunca, y {f} {fhabit}.',
      'Todo brillaba otra vez, y {f} {f?bailaba/bailaban} de alegría.',
    ],
    titles: ['{H} y la magia de {pdef}', '{H} y el secreto de {pdef}', '{H} y la noche encantada'],
    little: [
      '[¡Oh, no!|¡Ay!|¡Uy!] [Las luces se apagan|Se apagan las luces|Las chispitas se van]. [Ya no brilla nada.|Todo oscuro.|¡Qué pena!]',
      '¡Mira! Se va la magia. ¡Fiu, fiu!',
    ],
    littleSolved: [
      '{H} {H?pide/piden} un deseo… ¡y todo brilla! ¡Oooh!',
      '¡Chas! ¡Vuelve la magia! ¡Qué bonito!',
    ],
  },
  invention: {
    call: [
      '{F} se {f?había estropeado/habían estropeado} justo cuando más falta hacía: [hacía ruiditos raros|no se encendía|echaba chispitas de colores].',
      '«Houston, tenemos un problema», {H?anunció/anunciaron} {H}: {f} no {f?funcionaba/funcionaban}.',
      'Aquella tarde, {f} {f?hizo/hicieron} ¡clonc!, ¡ploc!, y se {f?quedó/quedaron} más quiet{fo} que una piedra.',
    ],
    stakes: [
      'Sin {f}, el gran plan de aquella noche no iba a salir bien.',
      'Hacía falta {af}{f} para {fuse}, y esa misma noche.',
    ],
    search: [
      '{H} {H?sacó/sacaron} tornillos, cables y cinta adhesiva, y se {H?puso/pusieron} manos a la obra en {p}.',
      '{H} {H?examinó/examinaron} {f} con una lupa, por delante y por detrás.',
    ],
    clue: [
      'Entonces {H} lo {H?vio/vieron}: ¡un tornillo suelto, pequeñito pero importantísimo!',
      '{C} {cvoice} y {c?señaló/señalaron} una pieza torcida. ¡Ahí estaba el problema!',
    ],
    falseLead: [
      '{H} {H?apretó/apretaron} un botón. ¡Fuuush! Salió una nube de humo y nada más.',
      'Primera prueba: {f} {f?dio/dieron} dos vueltas y se {f?paró/pararon} en seco.',
    ],
    setback: [
      '¡Clonc! Se soltó otra pieza, y luego otra. Era peor que al principio.',
      'Y entonces se fue la luz en {p}. Había que seguir casi a oscuras.',
    ],
    climax: [
      '{H} {H?apretó/apretaron} el último tornillo, {H?conectó/conectaron} el último cable y… ¡{f} {f?volvió/volvieron} a funcionar!',
      '{H} {H?usó/usaron} {y} para {yclimax} y, con un zumbido feliz, {f} se {f?puso/pusieron} en marcha.',
    ],
    resolved: [
      '{F} {f?funcionaba/funcionaban} mejor que nunca, con un zumbidito alegre.',
      '¡Funcionaba! Y no solo eso: {f} {f?hacía/hacían} un ruido nuevo, como un ronroneo.',
    ],
    titles: [
      '{H} y el gran invento',
      '{H} y {fdef} que volvió a funcionar',
      '{H} y el taller de {pdef}',
    ],
    little: [
      '¡Oh, no! {F} no {f?funciona/funcionan}. ¡Clonc!',
      '¡Clonc, clonc! {F} se {f?ha roto/han roto}.',
    ],
    littleSolved: [
      'Un tornillo por aquí, un cable por allá… ¡Funciona! ¡Bip, bip!',
      '¡Clic! ¡{F} {f?funciona/funcionan} otra vez! ¡Bien!',
    ],
  },
  // A thing with a secret (docs/decisions/099): it is there to be looked at, never lost.
  secret: {
    call: [
      '{H} {H?había pasado/habían pasado} junto a {f} cien veces, pero esa noche {H?notó/notaron} algo nuevo: {f} no {f?era/eran} tan normal como parecía.',
      'Fue {H} quien se dio cuenta primero: {f} tenía algo raro, algo que nadie más parecía ver.',
    ],
    stakes: [
      'Tenía que haber una explicación, y {H} no {H?pensaba/pensaban} irse a la cama sin encontrarla.',
      'Alguien, en alguna parte, sabía el porqué. Y {H} {H?quería/querían} saberlo también.',
    ],
    search: [
      '{H} {H?miró/miraron} {af}{f} por todos lados, muy despacio, y luego {H?buscó/buscaron} {hide} y {hide2}, por si la respuesta andaba cerca.',
      '{H} {H?empezó/empezaron} por lo más sensato: mirar {af}{f} muy de cerca. Después {H?miró/miraron} {hide}.',
    ],
    clue: [
      '{Hide} había una pista: [una nota antigua con letra muy cuidada|una foto descolorida|una fecha grabada en la madera], de esas que nadie mira en años.',
      'Entonces {H} {H?encontró/encontraron} algo {hide}: [un papelito viejo|una foto antigua|un dibujo diminuto], y aquello dio que pensar.',
    ],
    falseLead: [
      '«¡Ya lo tengo!», {H?dijo/dijeron} {H}, y {H?buscó/buscaron} {hide}. Pero allí no había nada que explicara el misterio: solo polvo y una araña con cara de pocos amigos.',
      'La respuesta tenía que estar {hide}… pero no. Solo sombras. Vuelta a empezar.',
    ],
    setback: [
      'Y justo entonces, todas las pistas parecían llevar a ninguna parte.',
      'Pero cuanto más {H?miraba/miraban}, menos sentido tenía todo.',
    ],
    climax: [
      '{H} {H?puso/pusieron} todas las pistas una al lado de otra, y por fin lo {H?vio/vieron} claro: alguien había dejado {af}{f} así a propósito, hacía mucho tiempo, como un mensaje para quien se parara a mirar.',
      '«¡Claro!», {H?susurró/susurraron} {H}, y {H?miró/miraron} {af}{f} una vez más. El secreto había estado allí todo el tiempo, esperando a alguien con curiosidad.',
    ],
    resolved: [
      'Ya no había misterio, y {H} nunca más {H?miraría/mirarían} {af}{f} de la misma manera.',
      'El secreto ya no era un secreto, y {p} parecía ahora un viejo amigo.',
    ],
    titles: ['{H} y el secreto de {fdef}', '{H} y el misterio de {fdef}'],
    little: ['¡Mira! {F} tiene algo raro. ¿Qué será?'],
    littleSolved: ['¡Ah, era eso! ¡Qué sorpresa!'],
  },
};

/** What a tool does when it solves the climax, by what it is for (the neutral lexicon's use). */
export const TOOL_CLIMAX: Readonly<Record<string, string>> = {
  wear: 'llegar hasta el último rincón sin miedo al barro ni al frío',
  look: 'mirar hasta el último rincón',
  read: 'encontrar la pista que faltaba',
  roll: 'llegar rodando en un periquete',
  light: 'iluminar el rincón más oscuro',
  fly: 'verlo todo desde lo alto',
  music: 'hacer un sonido que se oyó por todas partes',
  open: 'abrir lo que estaba cerrado',
  draw: 'dibujar el camino',
  eat: 'atraer a todo el mundo con un olor riquísimo',
  float: 'llegar flotando hasta el otro lado',
  bite: 'dar un buen mordisco a la cuerda que lo enredaba todo',
  play: 'distraerlo todo un momento',
  carry: 'alcanzar lo que estaba demasiado lejos',
};

/** The tool, enjoyed afterwards for what it is. */
export const TOOL_ENJOY: Readonly<Record<string, string>> = {
  wear: '{H} {H?volvió/volvieron} a casa con {y} puest{yo}, saltando en todos los charcos del camino.',
  look: 'Antes de irse, {H} {H?miró/miraron} una última vez con {y}, y {H?vio/vieron} la primera estrella.',
  read: 'Ya en casa, {H} {H?abrió/abrieron} {y} y {H?leyó/leyeron} un ratito en voz baja.',
  roll: '{Y} {y?volvió/volvieron} rodando hasta casa, clic, clac, clic, clac.',
  light:
    '{H} {H?encendió/encendieron} {y} una vez más, y {H?dibujó/dibujaron} estrellas de luz en el techo.',
  fly: '{Y} {y?subió/subieron} una última vez hacia el cielo, y luego {y?bajó/bajaron} despacito.',
  music: '{H} {H?tocó/tocaron} {y} una última vez, muy bajito, como una nana.',
  open: '{H} {H?guardó/guardaron} {y} en un sitio seguro, por si acaso.',
  draw: 'Ya en casa, {H} {H?dibujó/dibujaron} toda la aventura, con todos sus colores.',
  eat: 'Y luego, claro, se comieron {y} entre todos. ¡Qué rico!',
  float: '{Y} {y?flotó/flotaron} un ratito más, brillando a la luz de la luna.',
  bite: '{Y} {y?volvió/volvieron} a su vaso, y todos se rieron un buen rato.',
  play: '{H} {H?jugó/jugaron} con {y} un ratito más, hasta que se {H?le/les} cerraron los ojos.',
  carry: '{H} {H?llevó/llevaron} {y} a casa con mucho cariño.',
};

/** How a runaway thing goes, by its use. */
export const GOING_ES: Readonly<Record<string, string>> = {
  roll: 'rodando',
  fly: 'volando',
  float: 'flotando',
  play: 'botando',
  wear: 'dando saltos',
};

/** What a thing is for, as an infinitive ("Hacía falta el telescopio para…"). */
export const USE_ES: Readonly<Record<string, string>> = {
  wear: 'salir de aventura',
  look: 'mirar las estrellas',
  read: 'leer la receta de la cena',
  roll: 'ir de un lado a otro',
  light: 'alumbrar el camino',
  fly: 'volar bien alto',
  music: 'tocar en la fiesta',
  open: 'abrir la puerta secreta',
  draw: 'hacer un dibujo',
  eat: 'la cena',
  float: 'navegar',
  bite: 'cenar',
  play: 'jugar',
  carry: 'el plan de la noche',
};
