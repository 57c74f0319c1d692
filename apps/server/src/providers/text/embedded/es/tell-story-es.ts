import type { Genre } from '@sns/contract';
import type { StoryPlan } from '../plot/plan-story';
import type { LessonKind } from '../plot/lesson-situations';
import type { Random } from '../random';
import { SpanishBuilder, type TokenValue } from './builder-es';
import { SITUATIONS_ES, spanishLessonKind, TURNS_ES } from './lessons-es';
import { PROBLEMS_ES, TOOL_ENJOY } from './problems-es';
import { ASIDES_ES, STEPS_ES } from './steps-es';
import { characterTokens, referentTokens, type SpanishCast } from './tokens-es';

/**
 * Tells a planned story in Spanish for ages 4 and up (docs/decisions/036, 073): home, the
 * problem, the place as itself, each character met acting and speaking in character, a first try
 * that goes wrong (where the lesson starts), a clue, the twist set up, the climax at the place
 * with what the story set up, the thing enjoyed afterwards, and a calm goodnight. Chapter bands
 * hear a false lead and a setback; the oldest more talk and the night falling.
 */
export function tellSpanishStory(
  plan: StoryPlan,
  cast: SpanishCast,
  tokens: Record<string, TokenValue>,
  random: Random,
  avoid: ReadonlySet<string>,
  extras: { twist?: string; lesson?: string },
): SpanishBuilder {
  const b = new SpanishBuilder(random, tokens, avoid);
  const lines = PROBLEMS_ES[plan.problem];
  const heroes = plan.heroes;
  const at = cast.setting.typed ?? cast.setting.first;
  const home =
    plan.setting.facts.family === 'home' && cast.setting.typed ? at : `casa de ${heroes[0]}`;
  const chapter = plan.band !== 'picture-book';
  const older = plan.band === 'middle-grade' || plan.band === 'teen';
  const kind: LessonKind | null = extras.lesson ? spanishLessonKind(extras.lesson) : null;
  const characters = [...cast.characters.entries()];
  const fromHome = characters.filter(([c]) => c.fromHome);
  const met = characters.filter(
    ([c]) => !c.fromHome && !(plan.problem === 'rescue' && c === plan.focus.character),
  );
  const helper = met[0] ?? fromHome[0];
  const helperTokens = helper ? characterTokens('c', helper[1]) : {};
  const ownThings = [...cast.objects.entries()].filter(([o]) => o.owner?.hero);
  const placeTyped = [cast.setting.typed].filter(isString);
  const focusTyped = plan.focus.object?.typed ?? plan.focus.character?.typed;

  // Home: the hero, the companions from home and the evening.
  b.paragraph(home, 'cosy', [...heroes], []);
  b.say([
    'Una tarde de [otoño|viento|calma], {H} {H?estaba/estaban} en casa, [con la cabeza llena de ideas|sin poder estarse quiet{ho}|tarareando una canción].',
    'A {H} {H?le/les} [encantaban|gustaban muchísimo|chiflaban] las tardes [como aquella|así], cuando [las farolas se encendían temprano|el cielo se ponía rosa detrás de los tejados|la calle se quedaba en silencio].',
    'El día se estaba acabando, y {H} {H?estaba/estaban} [más content{ho} que unas castañuelas|haciendo dibujos en el cristal empañado|leyendo un cuento patas arriba en el sofá].',
    '[Ya casi era la hora de cenar|Casi era hora de poner la mesa|La cena estaba casi lista], y {H} {H?estaba/estaban} muy ocupad{ho} [sin hacer absolutamente nada|construyendo una torre de cojines|buscando el otro calcetín].',
    '[Faltaba poco para la cena|Era esa hora tonta antes de cenar|La sopa ya olía en la cocina], y {H} {H?andaba/andaban} [construyendo una torre de cojines|dibujando monstruos simpáticos en una libreta|enseñándole trucos a un calcetín].',
    '{H} {H?volvía/volvían} del parque con [las rodillas llenas de barro|los bolsillos llenos de piedras|una hoja enorme en la mano|las mejillas coloradas] cuando [empezó todo|empezó esta historia|pasó lo que pasó].',
    'En casa de {H} [la merienda ya estaba recogida|los deberes ya estaban hechos|ya se habían encendido las luces], y [la radio sonaba bajito en la cocina|alguien cantaba en la ducha|el lavavajillas ronroneaba].',
    '[Llovía|Chispeaba|Hacía viento] [desde la hora de comer|toda la tarde|desde el mediodía], y {H} {H?llevaba/llevaban} un buen rato [contando gotas en el cristal|haciendo una cabaña con mantas|leyendo cómics en el pasillo].',
    '[Aquella|Esa] tarde, {H} [{H?acababa/acababan} de merendar|{H?había/habían} terminado los deberes|{H?estaba/estaban} recogiendo los juguetes] y [{H?miraba/miraban} por la ventana|no {H?sabía/sabían} muy bien qué hacer].',
    'Fuera [empezaba a oscurecer|llovía un poquito|hacía un frío de nariz roja], y dentro {H} [{H?jugaba/jugaban} a las cartas con un calcetín|{H?inventaba/inventaban} canciones sin rima|{H?ordenaba/ordenaban} una colección de piedras].',
    '[Era viernes|Era una tarde cualquiera|Era casi de noche|Era domingo], y [en casa de {H}|por toda la casa|en la cocina] [olía a|había un olorcito a|llegaba un olor a] [sopa|bizcocho|tostadas|canela|pan recién hecho].',
  ]);
  b.say(TRAITS[plan.genre]);
  if (older)
    b.say([
      '[Aquella noche|Esa tarde|Aquel día] [parecía que no iba a pasar nada|todo apuntaba a que no pasaría nada|tenía toda la pinta de no traer nada] [interesante|especial|del otro mundo], que es justo cuando [suelen pasar las cosas|pasan las mejores cosas|empiezan las aventuras].',
      '[Casi todas las tardes|La mayoría de las tardes|Casi todos los días] [eran normales y corrientes|se parecían mucho|pasaban sin pena ni gloria]. [Aquella|Esa], [como pronto se vería|ya se verá por qué|aunque nadie lo sabía aún], [no iba a ser una de ellas|iba a ser distinta|sería otra cosa].',
      '[Nadie podía imaginar|Ni siquiera {H} {H?podía/podían} imaginar|Ni siquiera {H} se {H?imaginaba/imaginaban}|Nadie sospechaba] [lo que estaba a punto de pasar|lo que se avecinaba|la que se iba a armar|lo que traía la noche].',
      'Lo que vino después [nadie lo vio venir|no se lo esperaba nadie], [ni siquiera|y menos aún] {H}.',
    ]);
  if (heroes.length > 1)
    b.say([
      '{Hero2} tiró de la manga de {Hero1}. «¿Nos vamos ya?», preguntó, dando saltitos.',
      '«Tengo una idea», dijo {Hero2}, y {Hero1} sonrió, porque las ideas de {Hero2} siempre eran [interesantes|ruidosas].',
    ]);
  for (const [c, r] of fromHome) {
    b.show(c.typed, r.short);
    const t = characterTokens('c', r);
    b.say(
      r.toy
        ? [
            '{Cfirst} {c?estaba/estaban} allí, como siempre, y {chabit}.',
            '{Cfirst} no se {c?separaba/separaban} de {H} ni un momento.',
          ]
        : [
            '{Cfirst} {c?estaba/estaban} allí, como siempre, y {chabit}.',
            '{Cfirst} {c?estaba/estaban} hech{co} un ovillo en el sofá y {chabit}.',
          ],
      t,
    );
  }
  for (const [o, r] of ownThings) {
    b.show(o.typed);
    b.say(
      [
        '{Yfirst} {y?esperaba/esperaban} junto a la puerta, por si acaso.',
        '{H} {H?miró/miraron} {yfirst}: no {H?iba/iban} a ningún sitio sin {yel}.',
      ],
      referentTokens('y', r),
    );
  }
  if (cast.setting.time)
    b.say([
      'Ya casi era {time}, y {H} {H?llevaba/llevaban} todo el día esperándolo.',
      'Pronto sería {time}, y {H} no {H?podía/podían} esperar más.',
    ]);
  b.maybe([
    '{H} {H?era/eran} [de esas personas que|{H?una/dos} de esas personas que|{hkind} siempre] [se fijan en todo|lo ven todo|no se pierden nada|se dan cuenta de todo]: [un calcetín debajo del sofá|una miga en la mesa|una hormiga en la pared], [una pluma en el escalón|un botón en el suelo].',
    'Fuera, [el viento empezaba a soplar|un mirlo cantaba [su última canción|a lo lejos]|a lo lejos ladraba un perro|un perro ladraba dos calles más allá|pasaba el último autobús], y el cielo [se estaba volviendo|se iba poniendo|empezaba a ponerse] [dorado|rosa|de color naranja|morado].',
    '{H} {H?tenía/tenían} [la sensación|el pálpito|una corazonada] de que [aquella noche|esa noche|antes de dormir] [iba a pasar|pasaría|ocurriría] algo [especial|raro|gordo].',
  ]);

  // The problem.
  b.paragraph(home, plan.genre === 'Comedy' ? 'exciting' : 'mysterious', [...heroes], []);
  if (focusTyped) b.show(focusTyped);
  b.say(lines.call);
  const focusCharacter = plan.focus.character && cast.characters.get(plan.focus.character);
  if (!plan.focus.object && focusCharacter?.stray)
    b.say(
      '[Cómo se {f?había/habían} colado {f} en {pshort}|Cómo {f?había/habían} llegado {f} hasta {pshort}], nadie lo sabía: [seguramente por la ventana|quizá por la puerta del patio], que alguien había dejado abierta.',
    );
  b.say(lines.stakes);
  if (chapter)
    b.say(
      [
        '{H} [{H?frunció/fruncieron} el ceño|{H?se cruzó/se cruzaron} de brazos|{H?apretó/apretaron} los labios|{H?se rascó/se rascaron} la cabeza]. [Alguien tenía que hacer algo, y no había nadie más [por allí|a mano]|Había que hacer algo, y rápido|Aquello no podía quedarse así|Eso había que arreglarlo cuanto antes].',
        '«Yo me encargo», {H?dijo/dijeron} {H}, [antes de que le diera tiempo a cambiar de idea|sin pensarlo dos veces|muy seri{ho}].',
        '«[{H?Esto es cosa mía/Esto es cosa nuestra}|{H?Déjamelo a mí/Dejádnoslo a nosotros}|{H?Yo lo arreglo/Nosotros lo arreglamos}]», [{H?pensó/pensaron}|{H?se dijo/se dijeron}] {H}, [muy decidid{ho}|con cara de misión importante].',
        '[Sin pensarlo dos veces|Sin dudarlo|Sin esperar a nadie], {H} [{H?decidió/decidieron}|{H?tuvo/tuvieron} claro|{H?comprendió/comprendieron}] que [aquello|eso] [necesitaba a alguien|pedía a alguien|era trabajo para alguien] [valiente|con buena vista|con ganas], y [allí|ahí] {H?estaba/estaban} {H}.',
        'Ni cort{ho} ni perezos{ho}, {H} {H?decidió/decidieron} que [aquello|eso] [necesitaba a alguien|pedía a alguien|era trabajo para alguien] [valiente|con buena vista|con ganas], y [allí|ahí] {H?estaba/estaban} {H}.',
        '«Nosotros nos encargamos», dijeron {H}, antes de que les diera tiempo a cambiar de idea.',
      ].filter((line) =>
        heroes.length > 1 ? !line.startsWith('«Yo') : !line.startsWith('«Nosotros'),
      ),
    );
  b.say([
    '«[¡Vamos!|¡En marcha!|¡Allá voy!|¡Adelante!]», {H?dijo/dijeron} {H}[. Y allá que se {H?fue/fueron}|, y {H?salió/salieron} disparad{ho}|, y {H?echó/echaron} a andar], [camino de|directo a|rumbo a] {p}.',
    '{H} [se {H?puso/pusieron} el abrigo|se {H?abrochó/abrocharon} la chaqueta|{H?cogió/cogieron} una linterna], [{H?dijo/dijeron} adiós con la mano|{H?gritó/gritaron} «¡Ahora vuelvo!»|{H?cerró/cerraron} la puerta sin hacer ruido] y {H?salió/salieron} [hacia|camino de|rumbo a] {p}.',
    '[En un periquete|En un momento|Sin perder un minuto|En menos que canta un gallo], {H} [ya {H?estaba/estaban} en la puerta|{H?tenía/tenían} las zapatillas puestas|{H?había/habían} cogido el abrigo], [camino de|rumbo a|con destino a] {p}.',
    '[Zapatillas, bufanda, gorro.|Abrigo, linterna, valor.|Gorro, guantes, ganas.] [Con todo listo|Sin olvidar nada|Y con todo a punto|Sin más], {H} {H?salió/salieron} [hacia|rumbo a|en dirección a] {p}.',
  ]);

  // On the way.
  b.paragraph(
    `camino de ${cast.setting.short}`,
    'calm',
    [...heroes, ...fromHome.map(([, r]) => r.short)],
    [],
  );
  b.say([
    '[Por el camino,|De camino,|Por la calle,] {H} {H?iba/iban} [pensando en|dándole vueltas a|tramando] un plan. [Un plan bueno, de los que salen bien.|Un plan de los buenos.|Un plan sin fallos, o casi.|Uno bueno de verdad.]',
    '[Por el camino,|De camino,|Por la calle,] {H} {H?contó/contaron} [los pasos|las farolas|los portales]: [cien, doscientos…|uno, dos, tres…|diez, veinte, treinta…] y [luego|al final|enseguida] {H?perdió/perdieron} la cuenta.',
    '[Por el camino,|De camino,|Por la calle,] las farolas [se iban encendiendo|se encendían|iban parpadeando] [una a una|poco a poco|a su paso], como si [quisieran ayudar|supieran adónde iba {H}|abrieran paso].',
    '[Por el camino,|De camino,] {H} {H?saltó/saltaron} [tres charcos|por encima de las grietas de la acera|de baldosa en baldosa], [sin pisar ninguna raya|por costumbre].',
    // The road's own adjectives agree with the road: "el camino… largo", "la calle… larga".
    '[El camino hasta {p} no era largo, pero aquella tarde [se hizo eterno|pasó volando|parecía el doble de largo]|La calle que llevaba a {p} no era larga, pero aquella tarde [se hizo eterna|pasó volando|parecía no acabarse nunca]|Hasta {p} había un paseíto de nada, pero aquella tarde [se hizo eterno|pasó en un suspiro]].',
  ]);
  b.say(
    fromHome.length > 0
      ? [
          '{C} {c?iba/iban} al lado de {H}, sin separarse ni un momento.',
          '{C} {c?iba/iban} detrás de {H}, atent{co} a todo.',
        ]
      : [
          '{H} {H?respiró/respiraron} [el aire fresco de la tarde|hondo el olor a hojas|el aire frío] y {H?apretó/apretaron} el paso[, sin mirar atrás|, con ganas|].',
          'Hacía [fresquito|un poco de frío|viento|un aire que cortaba], pero [a {H} no {H?le/les} importaba [nada|lo más mínimo]|{H} ni lo {H?notó/notaron}|{H} {H?tenía/tenían} cosas más importantes en la cabeza|con la bufanda hasta la nariz no se notaba].',
          'Un gato [negro|atigrado|pelirrojo] [miró pasar a|vio pasar a|saludó con la cola a] {H} desde [un muro|una ventana|un coche aparcado], [muy digno|con cara de saberlo todo].',
          '[El viento|Una ráfaga|Un golpe de aire] [movía las hojas del suelo|hacía bailar los papeles|arrastraba una bolsa por la acera|despeinaba los árboles], y {H} [se {H?subió/subieron}|se {H?ajustó/ajustaron}] la bufanda [hasta la nariz|un poco más].',
        ],
    fromHome[0] ? characterTokens('c', fromHome[0][1]) : {},
  );
  (chapter ? b.say.bind(b) : b.maybe.bind(b))([
    '«¿Y si [no lo conseguimos|sale mal|no llegamos a tiempo]?», [{H?pensó/pensaron}|{H?se preguntó/se preguntaron}] {H} [un momento|un segundo]. Pero [enseguida se {le} pasó|se {le} pasó en un periquete|no era momento de dudas].',
    '[Una vecina|Un vecino|El panadero|La señora del quiosco] [saludó|dijo hola|levantó la mano] desde [su ventana|la puerta|el balcón], y {H} [{H?devolvió/devolvieron} el saludo|{H?dijo/dijeron} adiós con la mano|{H?sonrió/sonrieron}] [con prisa|sin pararse|a toda prisa].',
    '[Olía a castañas asadas|Olía a pan recién hecho|Olía a lluvia|Olía a chimenea|Llegaba un olor a bizcocho] [por el camino|en la esquina|desde alguna ventana], y {H} [{H?respiró/respiraron} hondo|lo {H?aspiró/aspiraron} con ganas].',
  ]);

  // Arriving: the place as itself.
  b.paragraph(at, 'calm', [...heroes, ...fromHome.map(([, r]) => r.short)], [...placeTyped]);
  b.say([
    'En {p} todo estaba [tranquilo|en calma|en silencio] [con la última luz de la tarde|a esa hora|aquella tarde]: {sight}, {sight2} y {sight3}.',
    'En {p}, {sound}, y {sound2}. {H} se {H?quedó/quedaron} quiet{ho}, mirándolo todo.',
    'En {p}, {sound}, y {sound2}. {H} se {H?paró/pararon} a mirarlo todo [con atención|con mucho detalle|sin perderse nada|de arriba abajo].',
    '{H} {H?llegó/llegaron} a {p} justo cuando {sound}. Allí estaban {sight}, {sight2} y, un poco más allá, {sight3}.',
    '[Por fin|Al fin], {p}. [Allí|Delante] {H?estaba/estaban} {H}, mirando {sight} [como si fuera la primera vez|con los ojos muy abiertos].',
    '[Nada más llegar a|Al llegar a|Justo al llegar a] {p}, {H} [{H?oyó/oyeron}|{H?notó/notaron}] que {sound}.',
  ]);
  if (chapter)
    b.maybe([
      '{H} {H?había/habían} estado en {p} [un montón de veces|mil veces|muchísimas veces], pero nunca [a esas horas|tan tarde|de noche], y [nunca con una misión|jamás con una misión|nunca por algo tan importante|menos aún por algo así].',
      '[A esas horas|Con tan poca luz|De noche], [todo|el sitio entero] parecía [distinto|otro]: [más grande, lleno de sombras|más silencioso, más misterioso|como recién inventado].',
    ]);

  // Each character met acts as themselves and speaks.
  met.forEach(([c, r], i) => {
    const t = characterTokens('c', r);
    b.paragraph(at, 'joyful', [...heroes, r.short], [c.typed, ...placeTyped].filter(isString));
    b.say(
      // An animal out of place (a goose in the kitchen) got in somehow, and the story says so.
      r.stray
        ? [
            '[De repente|De pronto|En ese momento], por la [ventana|puerta del patio], que alguien había dejado abierta, se {c?coló/colaron} {cfirst}, [como Pedro por su casa|como si tal cosa], y {chabit}.',
            '¿Quién había dejado entrar a {cfirst} en {p}? Nadie lo sabía, pero allí {c?estaba/estaban}, [junto a {sight}|en medio de todo], y {chabit}.',
            'Nadie supo nunca cómo {c?había/habían} entrado {cfirst} en {p} ([por la ventana|por la puerta del patio|detrás de alguien], seguramente), pero allí {c?estaba/estaban}, y {chabit}.',
          ]
        : [
            '[De repente|De pronto|En ese momento] {c?apareció/aparecieron} {cfirst}: {cmove} y {chabit}.',
            '[Justo entonces|En ese preciso momento|Al poco rato], [en medio de {p}|junto a {sight}], {c?apareció/aparecieron} {cfirst}, que {chabit}.',
            '{Cfirst} ya {c?estaba/estaban} en {p}, y {chabit} [nada más ver a {H}|al ver llegar a {H}|al ver a {H}|en cuanto apareció {H}].',
          ],
      t,
    );
    b.say(
      r.person
        ? [
            '«¡[Vaya, vaya|Anda, mira|Hombre|Caramba]!», {c?dijo/dijeron} {c}. «¿Qué [te trae por {p}|haces por aquí|se te ha perdido por aquí|andas buscando] [a estas horas|tan tarde|esta noche|con tanta prisa]?»',
            '«¡{H}!», [{c?exclamó/exclamaron}|{c?saludó/saludaron}|{c?dijo/dijeron} con una sonrisa] {c}. «[Tenía el presentimiento de|Me olía|Estaba casi segur{co} de|Algo me decía] que [vendrías|aparecerías por aquí|te vería] [esta noche|hoy|antes de la cena]».',
          ]
        : r.toy
          ? [
              '{C} no {c?dijo/dijeron} nada, pero sus ojos de botón brillaban como diciendo: «Estoy contigo».',
            ]
          : [
              '«{csound}», {cvoice} {c}, lo que [quería decir más o menos|en su idioma significa|seguramente quería decir]: «[¿Quién anda ahí?|¿Y tú qué quieres?|¡Hola, forastero!]».',
              '{C} {cvoice} [muy fuerte|bien alto|con ganas], como diciendo: «[¡Otra visita, no!|¿A qué esperas?|¡Por fin alguien!|¿Qué se te ha perdido aquí?]».',
            ],
      t,
    );
    b.maybe(
      r.person
        ? [
            '{C} se {c?ofreció/ofrecieron} a [ayudar|echar una mano|acompañar a {H}] [enseguida|sin pensárselo|antes de que nadie se lo pidiera|en el acto]: «[Dos cabezas piensan mejor que una|Cuatro manos pueden más que dos|Así acabaremos antes|Esto no me lo pierdo]».',
            '«[Cuenta conmigo|Yo te ayudo|Aquí me tienes]», {c?dijo/dijeron} {c}, [arremangándose|con un guiño|muy decidid{co}].',
          ]
        : [
            '{C} {c?decidió/decidieron} acompañar a {H}, [aunque fuera solo un ratito|por si acaso|porque aquello prometía].',
            '[Desde ese momento|A partir de entonces|Desde aquel instante], {c} no se {c?separó/separaron} [de {H}|ni un paso de {H}|del lado de {H}].',
          ],
      t,
    );
    if (chapter || i === 0)
      b.say(
        [
          '{H} se lo {H?contó/contaron} [todo|de pe a pa|con pelos y señales|desde el principio|con todo lujo de detalles], y {c} {c?escuchó/escucharon} [con atención|muy seri{co}|sin interrumpir|con la cabeza ladeada]. [Luego|Al final|Después] {chabit}.',
          '[{H} se lo {H?explicó/explicaron}, y|{H} {H?empezó/empezaron} a contarlo, y|Mientras {H} {H?hablaba/hablaban},] {c} {c?escuchó/escucharon} [la historia entera|el problema de principio a fin|todo el relato|cada detalle|la explicación completa], [sin perderse ni una palabra|con muchísima atención|sin pestañear].',
          '[Cuando|En cuanto|Nada más que] {H} {H?terminó/terminaron} [de contarlo|la historia|de hablar], {c} {chabit}, [como si ya {c?tuviera/tuvieran} un plan|muy pensativ{co}].',
        ],
        t,
      );
    if (chapter)
      b.say(
        r.person
          ? [
              '«[Cuéntamelo otra vez|A ver, otra vez|Repítemelo], [y esta vez despacito|pero desde el principio|que no me he enterado bien]», {c?dijo/dijeron} {c}. Y {H} [se lo {H?contó/contaron}|se lo {H?repitió/repitieron}|{H?volvió/volvieron} a empezar] [con todo detalle|sin saltarse nada|más despacio|desde el primer momento].',
              '«Hum», {c?dijo/dijeron} {c}, «[esto hay que pensarlo bien|aquí hay que pensar un poco|esto tiene su miga]». [Pero luego sonrió|Luego guiñó un ojo|Y al final sonrió]: «[Lo resolveremos|Saldrá bien|Ya verás como sí]».',
            ]
          : [
              '{C} {cvoice} otra vez, bajito, y {c?miró/miraron} hacia {sight}, como si {c?supiera/supieran} algo.',
              '{C} {c?prestó/prestaron} muchísima atención, y {cvoice} en los momentos importantes.',
            ],
        t,
      );
    if (older)
      b.maybe(
        r.person
          ? [
              '«Pues yo [voy {H?contigo/con vosotros}|me apunto|no me lo pierdo]», {c?dijo/dijeron} {c}. «[Cuatro ojos ven más que dos|Cuantos más, mejor|Entre todos será más fácil]».',
            ]
          : [
              '«{csound}», {cvoice} {c} otra vez, y [todos entendieron que eso era un sí|nadie tuvo dudas: era un sí|aquello sonó a «¡adelante!»].',
            ],
        t,
      );
  });

  // The first try goes wrong: the lesson starts here.
  const alongside = [...fromHome, ...met].map(([, r]) => r.short);
  b.paragraph(at, 'mysterious', [...heroes, ...alongside], [...placeTyped]);
  b.say(lines.search);
  if (kind) b.say(SITUATIONS_ES[kind]);
  else
    b.say([
      'Pero {hard}, y {H} {H?tuvo/tuvieron} que pararse.',
      '[Aquello|La cosa|Aquella misión] no iba a ser [tan fácil|pan comido|coser y cantar|un paseo]: {hard}.',
      '[¡Vaya!|¡Uf!|¡Ay!] {Hard}. [Habría que pensar algo.|Aquello complicaba las cosas.]',
    ]);
  if (chapter) b.say(lines.falseLead);
  b.say([
    '[Luego|Después] {H} {H?probó/probaron} [otra vez|de nuevo], esta vez {hide}. [Tampoco hubo suerte.|Tampoco.|Nada de nada.]',
    '{H} no se {H?rindió/rindieron}: {H?buscó/buscaron} también {hide}, [por si acaso|por si las moscas|que nunca se sabe].',
    '[Y por si acaso|Ya puestos], {H} {H?miró/miraron} {hide}. [Nada.|Ni rastro.|Vacío.]',
  ]);
  if (helper)
    b.maybe(
      helper[1].person
        ? [
            '«[No te rindas|Ánimo|Que no decaiga]», {c?dijo/dijeron} {c}. «[Vamos a pensar|Pensemos juntos|Seguro que hay otra manera]».',
            '{C} [{c?puso/pusieron} una mano en el hombro de {H}|{c?guiñó/guiñaron} un ojo a {H}|{c?dio/dieron} a {H} una palmadita en la espalda]. «[Tranquilidad|Calma|Sin prisa|Paso a paso]. [Juntos lo conseguiremos|Esto lo sacamos entre todos|Vamos bien|Ya queda menos]».',
          ]
        : [
            '{C} {cvoice} bajito, [como para dar ánimos|para animar{hlo}|como diciendo «tú puedes»].',
            '{C} se {c?acercó/acercaron} a {H} y {chabit}, [como para dar ánimos|para animar{hlo}|como diciendo «tú puedes»].',
          ],
      helperTokens,
    );

  // A clue; the twist set up before it is told.
  b.paragraph(at, 'mysterious', [...heroes, ...alongside], [...placeTyped]);
  if (helper) b.say(lines.clue, helperTokens);
  else b.say(lines.clue.filter((line) => !/\{c/i.test(line)));
  if (tokens.twistsubject)
    b.say([
      '{H} se {H?fijó/fijaron} en {twistsubject}. [Había algo raro|Algo no encajaba|Algo pasaba], aunque [no {H?habría/habrían} sabido decir muy bien qué|todavía no {H?sabía/sabían} qué|no {H?acertaba/acertaban} a decir qué].',
      '[Por el rabillo del ojo|De reojo|Sin querer], {H} {H?vio/vieron} {twista}{twistsubject}. [Hum.|Vaya.|Anda.] {twistwonder}',
    ]);
  if (tokens.twistother)
    b.say([
      'Un poco más allá había algo que parecía {twistother}. Qué raro.',
      'A {H} {le} pareció ver {twistother}, pero no le dio importancia. Todavía.',
    ]);
  if (!tokens.twistsubject && !tokens.twistother && extras.twist)
    b.say([
      '{H} {H?tuvo/tuvieron} la sensación de que algo no cuadraba. Una sensación pequeñita, como una piedra en el zapato.',
    ]);
  if (chapter) {
    b.paragraph(at, 'exciting', [...heroes, ...alongside], [...placeTyped]);
    b.say(lines.setback);
    b.say([
      '{H} se {H?sentó/sentaron} [en el suelo|en un escalón|junto a {sight}|en una esquina] [un momento|un ratito|a pensar]. «¿[Y ahora qué|Ahora qué hacemos|Y ahora por dónde seguimos|Qué hacemos ahora]?», [{H?dijo/dijeron}|{H?murmuró/murmuraron}|{H?suspiró/suspiraron}] [en voz baja|rascándose la cabeza|sin mirar a nadie|muy flojito]. [Nadie tenía la respuesta.|Silencio.|Buena pregunta.|Nadie lo sabía.]',
      '[Durante un ratito|Por un momento|Un rato largo], [{G?no se oyó nada/nadie dijo nada}|{G?nada se movió/nadie abrió la boca}|{G?todo se quedó quieto/todos se quedaron callados}]. [Solo se oía que|En el silencio,|Mientras tanto,|Y en medio de aquel silencio,] {sound}.',
    ]);
    if (helper)
      b.say(
        helper[1].person
          ? [
              '«[A veces|Cuando las cosas se tuercen], hay que mirarlas [desde otro lado|con otros ojos]», {c?dijo/dijeron} {c}.',
              '«[Esto me recuerda a|Una vez me pasó algo parecido con|Esto es como lo de|Me acuerdo de] [un gato muy cabezota|una llave perdida|mi bufanda favorita]», {c?dijo/dijeron} {c}. «Y al final [salió bien|lo arreglamos]».',
            ]
          : [
              '{C} {chabit}, y de pronto {H} lo {H?vio/vieron} todo de otra manera.',
              '[Mirando a|Gracias a|Al ver a] {c}, [a {H} se {le} ocurrió|{H} {H?tuvo/tuvieron} la idea de|{H} {H?decidió/decidieron}] [probar por otro lado|cambiar de plan|darle la vuelta al problema].',
            ],
        helperTokens,
      );
    b.say(NIGHTFALL);
    b.say(BANTER);
  }

  // The problem's own steps, in their order: two of the first five for picture books, four and
  // the moment it all comes clear for early chapters, all six for the oldest — which ones by the
  // story's seed, so that stories of one age do not walk the same middle.
  const middle = STEPS_ES.slice(0, -1);
  const keep = plan.band === 'picture-book' ? 2 : middle.length;
  const kept = new Set(
    middle
      .map((_, i) => i)
      .sort(() => random.next() - 0.5)
      .slice(0, keep),
  );
  const steps = [
    ...middle.filter((_, i) => kept.has(i)),
    ...(plan.band === 'picture-book' ? [] : STEPS_ES.slice(-1)),
  ];
  // The oldest hear what the hero thinks after four of the steps, early chapters after one; the
  // oldest may hear a fifth, left out again when the story is already long enough (fitLength).
  const order = steps.map((_, i) => i).sort(() => random.next() - 0.5);
  const asides = new Set(order.slice(0, older ? 4 : chapter ? 1 : 0));
  const spare = older ? order[4] : undefined;
  steps.forEach((step, i) => {
    b.paragraph(at, 'mysterious', [...heroes, ...alongside], [...placeTyped]);
    for (const pool of step) b.say(pool, helperTokens);
    if (asides.has(i)) b.say(ASIDES_ES);
    else if (i === spare) b.maybe(ASIDES_ES);
  });

  // The climax, at the place, with what the story set up.
  b.paragraph(
    at,
    'exciting',
    [...heroes, ...alongside],
    [...placeTyped, focusTyped].filter(isString),
  );
  if (kind) b.say(TURNS_ES[kind]);
  b.say(lines.climax);
  if (extras.twist)
    b.say([
      '«¡{Twist}!», {H?exclamó/exclamaron} {H}, [con los ojos como platos|sin poder creérselo|tapándose la boca].',
      '[Y entonces|De golpe|En ese momento] {H} lo {H?entendió/entendieron} [todo|por fin|de repente]: {twist}.',
    ]);
  if (extras.lesson)
    b.say([
      '«{lessonquote}», {H?pensó/pensaron} {H}, y {H?sonrió/sonrieron}.',
      '«{lessonquote}», {H?dijo/dijeron} {H} [en voz bajita|casi en un susurro|muy despacio], y [fue como si lo {H?supiera/supieran} desde siempre|sonaba a verdad de las grandes|nadie {le} llevó la contraria].',
    ]);

  // All is well; the thing used for what it is.
  b.paragraph(
    at,
    'joyful',
    [...heroes, ...alongside],
    [...placeTyped, ...[...cast.objects.values()].map((o) => o.typed)].filter(isString),
  );
  b.say(lines.resolved);
  for (const [c, r] of [...fromHome, ...met]) {
    const t = characterTokens('c', r);
    // The focus has just done its habit in the problem's own line: not twice in a row.
    const again = c === plan.focus.character;
    b.say(
      r.person
        ? [
            '«¡Lo {H?has/habéis} conseguido!», {c?dijo/dijeron} {c}[, y {H?le/les} {c?dio/dieron} un abrazo [enorme|de oso|apretadísimo]|, con los brazos en alto|, y {c?soltó/soltaron} una carcajada].',
            '«¡[Bravo|Olé|Así se hace]!», [{c?gritó/gritaron}|{c?exclamó/exclamaron}] {c}. «¡[Qué equipo|Sabía que lo {H?conseguirías/conseguiríais}]!»',
            '{C} {c?aplaudió/aplaudieron} [tan fuerte|con tantas ganas|con tanto entusiasmo] que [se oyó en toda la manzana|le dolieron las manos|se le cayó el gorro|hasta los pájaros se despertaron].',
          ]
        : r.toy
          ? ['{C} {c?parecía/parecían} sonreír más que nunca.']
          : [
              '{C} {cvoice} [de alegría|muy content{co}|una y otra vez]: «{csound}».',
              '{C} {chabit}, muy content{co}.',
            ].filter((line) => !again || !line.includes('{chabit}')),
      t,
    );
  }
  b.say([
    '[Después|Luego|Al acabar], {all} {G?se quedó/se quedaron} [un rato|un momento|un ratito] en {p} [a recuperar el aliento|a descansar|a tomar aire], [riéndose sin parar|sonriendo de oreja a oreja|con el corazón todavía a mil].',
    '[Después|Luego|Al final], {all} [{G?se quedó/se quedaron}|{G?se entretuvo/se entretuvieron}|{G?remoloneó/remolonearon}] [un ratito|un rato|un momento] más en {p}, [mirando cómo caía la noche|contando las primeras estrellas|escuchando la noche|sin decir nada, a gusto|charlando bajito].',
    '[Nadie|Ninguno] tenía [prisa por irse de|ganas de salir de|ninguna prisa por dejar] {p}: [se estaba tan bien|había sido una noche [tan especial|de las buenas|redonda]|todavía les duraba la risa|nadie quería que se acabara].',
  ]);
  const tool = tokens.y ? [...cast.objects.values()].find((o) => o.short === tokens.y) : undefined;
  if (tool) b.say(TOOL_ENJOY[tool.use] ?? TOOL_ENJOY.carry ?? '');
  if (older)
    b.say([
      '[De camino a casa|Mientras volvían|Ya de vuelta], {H} [{H?pensó/pensaron}|{H?decidió/decidieron}|{H?supo/supieron}] que [había sido una noche|aquella había sido una noche|esa noche había sido una] [de las que no se olvidan|para recordar siempre|de película].',
      '[Más tarde|Ya en casa|Al llegar a casa], {H} [se {H?dio/dieron} cuenta de que|{H?notó/notaron} que|{H?pensó/pensaron} que] [no {H?había/habían} tenido tiempo de aburrirse ni un segundo|la noche se {le} había pasado volando|no {H?había/habían} mirado el reloj ni una vez].',
      '[Por el camino de vuelta|Al volver], {H} [{H?iba/iban} sonriendo|no {H?paraba/paraban} de hablar|{H?bostezaba/bostezaban} de felicidad].',
    ]);

  // Goodnight.
  b.paragraph(
    `la habitación de ${heroes[0]}`,
    'calm',
    [...heroes, ...fromHome.map(([, r]) => r.short)],
    [],
  );
  b.say([
    '[Aquella noche|Esa noche|Más tarde], [ya en la cama|bajo el edredón|con el pijama puesto], {H} se {H?acordó/acordaron} de {p} y {H?sonrió/sonrieron} [en la oscuridad|sin querer|con los ojos medio cerrados].',
    '[Cuando por fin|En cuanto] {H} se {H?metió/metieron} [en la cama|bajo las mantas|entre las sábanas], [las estrellas ya brillaban sobre el tejado|la luna ya asomaba por la ventana|fuera ya no se oía ni un ruido|la casa entera se había quedado en silencio].',
    '[La lamparita se apagó|Alguien apagó la luz del pasillo|Clic: se apagó la luz|La puerta se entornó], y {H} [se {H?acurrucó/acurrucaron}|se {H?hizo/hicieron} un ovillo|se {H?tapó/taparon} hasta las orejas] [bajo las mantas|con la almohada|entre las sábanas] [pensando en {p}|con {p} todavía en la cabeza|soñando ya con {p}].',
    '[Con los dientes lavados|Después de un vaso de leche|Con el pelo todavía revuelto|Con el pijama del revés], {H} [se {H?metió/metieron}|se {H?coló/colaron}|se {H?escurrió/escurrieron}] [en la cama|entre las sábanas|bajo el edredón] [de un salto|despacito|sin rechistar].',
    '[Ya en casa|De vuelta en casa|En casa], hubo [sopa caliente|un baño de espuma|un cuento corto|leche con galletas] y [un beso de buenas noches|dos besos|un abrazo largo], y [{H} no {H?protestó/protestaron} nada|{H} {H?fue/fueron} a la cama sin que se lo dijeran dos veces|esta vez nadie tuvo que insistir|{H} {H?subió/subieron} la escalera bostezando].',
  ]);
  b.maybe([
    '{H} {H?pensó/pensaron} en [todo lo que había pasado|la aventura de la noche|cómo había empezado todo]: [el susto, la búsqueda, las risas|las pistas, los nervios, el final feliz].',
    '[Qué día tan largo|Menudo día|Vaya día], y [qué bonito había terminado|qué final tan bueno había tenido|qué bien había acabado todo].',
    '[Había sido una aventura de las buenas|Menuda noche|Qué aventura], [de las que se cuentan muchas veces|de las que no se olvidan|para contarla mil veces].',
  ]);
  b.say([
    '[Fuera|Al otro lado de la ventana|En la calle], [todo estaba en calma|la noche estaba tranquila|el viento se había dormido|solo brillaban las farolas]. {H} [{H?cerró/cerraron} los ojos|{H?dejó/dejaron} que se {le} cerraran los ojos|{H?apoyó/apoyaron} la mejilla en la almohada|{H?se dio/se dieron} la vuelta hacia la pared], [muy despacito|poco a poco|sin prisa|con un suspiro].',
    '[Un bostezo, otro bostezo…|Primero un bostezo, luego otro…|Un bostezo enorme…|Un bostezo de gato…] y {H} se {H?quedó/quedaron} [dormid{ho}|frit{ho}] [enseguida|en un momento|sin darse cuenta].',
    '[Un bostezo, otro bostezo…|Primero un bostezo, luego otro…|Un bostezo enorme…|Un bostezo de gato…] y [el sueño llegó|llegó el sueño|el sueño vino] [sin hacer ruido|de puntillas|como una manta calentita|sin llamar a la puerta].',
    '[Los ojos se cerraban solos|Los párpados pesaban como plomo|El sueño llegó de puntillas|La almohada estaba blandita], y [en un momento|al poquito rato|enseguida|en un santiamén] {H} ya [{H?respiraba/respiraban} despacito|{H?soñaba/soñaban}].',
  ]);
  b.say(
    [
      '[Buenas noches|Hasta mañana|Dulces sueños], {H}. Que [sueñes con|mañana vuelvas a] {p}.',
      '[Buenas noches|Que descanses], {H}. [Dulces sueños.|Hasta mañana.|Que sueñes bonito.]',
    ]
      .filter((line) => heroes.length === 1 || !line.includes('sueñes'))
      .concat(heroes.length > 1 ? ['Buenas noches, {H}. Que soñéis con {p}.'] : []),
  );
  b.anchor(at, placePattern(cast), [
    'En {p}, {sound}.',
    '[Mientras tanto|Entretanto|A todo esto], en {p}, {sound}.',
    'Allí, en {p}, {sound}.',
    '[Y en {p},|En {p}, como siempre,|Por {ptodo} {p},] {sound}.',
  ]);
  return b;
}

const TRAITS: Readonly<Record<Genre, readonly string[]>> = {
  Mystery: [
    '{H} {H?tenía/tenían} [una lupa|una linterna de bolsillo|unos prismáticos], [una libreta|un cuaderno de pistas] y [muchas ganas de resolver misterios|un olfato de sabueso para los enigmas].',
    'A {H} {H?le/les} [encantaban|chiflaban|volvían loc{ho}s] los [enigmas|acertijos|misterios]: cuanto más [difíciles|enrevesados|raros], mejor.',
    '{H} [{H?apuntaba/apuntaban}|{H?anotaba/anotaban}] en [una libreta|un cuaderno] [todo lo raro que veía|cada cosa que no encajaba|las pistas de cada día], por si acaso.',
    'En el cole [llamaban a {H}|decían que {H} {H?era/eran}] [«el detective de la clase»|«la lupa andante»|«el sabueso»], y no sin razón.',
  ],
  Comedy: [
    '{H} se {H?reía/reían} de [casi todo|cualquier cosa], y sobre todo de [sus propios despistes|sus propias meteduras de pata].',
    'En casa decían que {H} {H?tenía/tenían} un imán para los líos [más divertidos|más tontos|más ruidosos].',
    'A {H} le pasaban cosas [rarísimas|divertidísimas]: [un día se puso los zapatos al revés|una vez saludó a una farola|una vez confundió el azúcar con la sal], y [ni se dio cuenta|se rio toda la tarde].',
    '{H} {H?sabía/sabían} [hacer reír a cualquiera|contar chistes malísimos|imitar a las gallinas], y [lo hacía|lo hacían] [a la menor ocasión|siempre que podía|sin que nadie se lo pidiera].',
  ],
  Adventure: [
    '{H} {H?soñaba/soñaban} con [grandes aventuras|viajes lejanos|islas desiertas], con [mapas|brújulas] y con caminos [sin explorar|que nadie había pisado].',
    'A {H} {H?le/les} gustaba [trepar|escalar rocas], [saltar charcos|subir cuestas corriendo] y [ayudar a quien lo necesitara|explorar cada rincón].',
    '{H} {H?tenía/tenían} una mochila [siempre preparada|lista en la puerta] con [una cantimplora, una brújula y una galleta|una cuerda, una linterna y un bocadillo], por si surgía una aventura.',
    'Los mejores días, para {H}, eran los que [acababan con barro en las rodillas|traían algo nuevo que explorar|empezaban con un «¿y si…?»].',
  ],
  Fantasy: [
    '{H} {H?creía/creían} en la magia, aunque fuera [solo un poquito|a escondidas|los días de lluvia].',
    'A veces, {H} {H?veía/veían} [chispitas de luz|sombras que bailaban|destellos de colores] donde los demás no veían nada.',
    '{H} {H?guardaba/guardaban} [una piedra que brillaba en la oscuridad|una pluma que parecía de hada|una llave que no abría nada] en una caja, [por si algún día hacía falta|por si era mágica de verdad].',
    'Según {H}, [las farolas se guiñaban entre ellas|los gatos sabían hablar cuando nadie los oía|la luna escuchaba los deseos], y [nadie había demostrado lo contrario|a lo mejor tenía razón].',
  ],
  'Sci-Fi': [
    'De mayor, {H} {H?quería/querían} [inventar máquinas|construir cohetes|diseñar robots], y ya {H?tenía/tenían} una caja llena de [tornillos|piezas sueltas|cables de colores].',
    'A {H} {H?le/les} encantaba desmontar [cosas|relojes viejos|radios rotas] para ver cómo funcionaban por dentro[, y casi siempre sabía volver a montarlas|].',
    '{H} {H?conocía/conocían} [el nombre de todos los planetas|cómo funciona un imán|los números hasta el infinito, o casi], y [lo explicaba|lo explicaban] a quien quisiera escuchar.',
    'En la habitación de {H} había [un cohete de cartón|un robot a medio hacer|un telescopio de juguete] y [un montón de planos dibujados a mano|una caja de experimentos].',
  ],
};

const NIGHTFALL = [
  '[Mientras tanto|Entretanto|Sin hacer ruido], la noche [había ido cayendo|se había colado|había llegado de puntillas] [sin que nadie se diera cuenta|sin avisar|casi sin que se notara]. Las primeras estrellas [asomaban|brillaban] por encima de {p}.',
  '[Ya era de noche|Había anochecido del todo|Se había hecho de noche]. [La luna salió|La luna asomó|Apareció la luna] [despacio|sin prisa|poco a poco], [redonda y tranquila|grande y blanca], y lo [iluminó|bañó] todo [con su luz|de luz] [plateada|de plata|blanquita].',
  '[Arriba|En el cielo], [una estrella|la primera estrella] [parpadeó|guiñó un ojo], como si [estuviera mirando|también quisiera saber cómo acababa aquello|quisiera ver el final|estuviera de su parte].',
];

const BANTER = [
  '{solo}«¿[Falta mucho|Y ahora qué|Por dónde sigo]?», se preguntó {H} en voz alta. [Nadie contestó, claro.|Solo contestó el eco.|Ni el viento sabía la respuesta.]',
  '{solo}{H} [tarareó|silbó|canturreó] [una canción del cole|la canción de los lunes|una nana] [para no tener miedo|para hacerse compañía|muy bajito].',
  '{grp}«¿[Tú crees que saldrá bien|Y si sale mal|Lo conseguiremos]?», {H?preguntó/preguntaron} {H}. «[Seguro que sí|Claro que sí|Segurísimo|Pues claro]», [fue la respuesta|le contestaron|dijo alguien], aunque sonó [un poquito|un poco|bastante] a pregunta.',
  '{grp}[Alguien|Una voz] [bostezó|suspiró] [en la oscuridad|muy bajito]. «¿Falta mucho?» «[Un poquito|Ya casi no|Menos que antes]», [{H?respondió/respondieron}|{H?dijo/dijeron}] {H}.',
  '{grp}[Se oyó|Hubo] [una risita nerviosa|un estornudo|un hipido], y [todo el mundo se echó a reír|todos se echaron a reír|todos se rieron] [sin saber muy bien por qué|a la vez].',
  '{grp}[Alguien|Una voz] propuso [rendirse|dejarlo|abandonar] [e irse a merendar|y volver a casa a cenar|y seguir mañana]. [Nadie le hizo caso, claro.|Nadie contestó.|La idea no tuvo éxito.]',
];

function placePattern(cast: SpanishCast): RegExp {
  const forms = [cast.setting.first, cast.setting.short, cast.setting.typed ?? '']
    .filter(Boolean)
    .map((f) => f.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`(?:${forms.join('|')})`, 'i');
}

export function isString(value: string | undefined): value is string {
  return typeof value === 'string' && value.length > 0;
}
