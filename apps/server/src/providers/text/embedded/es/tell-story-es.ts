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
    'Ya casi era la hora de cenar, y {H} {H?estaba/estaban} muy ocupad{ho} [sin hacer absolutamente nada|construyendo una torre de cojines].',
    'Ya casi era la hora de cenar, y {H} {H?andaba/andaban} [construyendo una torre de cojines|dibujando monstruos simpáticos en una libreta].',
  ]);
  b.say(TRAITS[plan.genre]);
  if (older)
    b.say([
      'Aquella noche parecía que no iba a pasar nada interesante, que es justo cuando suelen pasar las cosas.',
      'Casi todas las tardes eran normales y corrientes. Aquella, como pronto se vería, no iba a ser una de ellas.',
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
      'Ya casi era {time}, y {H} llevaba todo el día esperándolo.',
      'Pronto sería {time}, y {H} no {H?podía/podían} esperar más.',
    ]);
  b.maybe([
    '{H} {H?era/eran} de esas personas que se fijan en todo: un calcetín debajo del sofá, una pluma en el escalón.',
    'Fuera, [el viento empezaba a soplar|un mirlo cantaba su última canción], y el cielo se estaba volviendo [dorado|rosa].',
    '{H} {H?tenía/tenían} [la sensación|el pálpito|una corazonada] de que [aquella noche|esa noche] iba a pasar algo [especial|raro|gordo].',
  ]);

  // The problem.
  b.paragraph(home, plan.genre === 'Comedy' ? 'exciting' : 'mysterious', [...heroes], []);
  if (focusTyped) b.show(focusTyped);
  b.say(lines.call);
  b.say(lines.stakes);
  if (chapter)
    b.say(
      [
        '{H} {H?frunció/fruncieron} el ceño. Alguien tenía que hacer algo, y no había nadie más por allí.',
        '«Yo me encargo», {H?dijo/dijeron} {H}, antes de que le diera tiempo a cambiar de idea.',
        '«Nosotros nos encargamos», dijeron {H}, antes de que les diera tiempo a cambiar de idea.',
      ].filter((line) =>
        heroes.length > 1 ? !line.startsWith('«Yo') : !line.startsWith('«Nosotros'),
      ),
    );
  b.say([
    '«[¡Vamos!|¡En marcha!|¡Allá voy!]», {H?dijo/dijeron} {H}. Y allá que se {H?fue/fueron}, [camino de|directo a|rumbo a] {p}.',
    '{H} [se {H?puso/pusieron} el abrigo|se {H?abrochó/abrocharon} la chaqueta|{H?cogió/cogieron} una linterna], [{H?dijo/dijeron} adiós con la mano|{H?gritó/gritaron} «¡Ahora vuelvo!»|{H?cerró/cerraron} la puerta sin hacer ruido] y {H?salió/salieron} [hacia|camino de|rumbo a] {p}.',
  ]);

  // On the way.
  b.paragraph(
    `camino de ${cast.setting.short}`,
    'calm',
    [...heroes, ...fromHome.map(([, r]) => r.short)],
    [],
  );
  b.say([
    '[Por el camino,|De camino,|Por la calle,] {H} {H?iba/iban} pensando en un plan. Un plan bueno, de los que salen bien.',
    '[Por el camino,|De camino,|Por la calle,] {H} {H?contó/contaron} los pasos: cien, doscientos… y luego perdió la cuenta.',
    '[Por el camino,|De camino,|Por la calle,] las farolas se iban encendiendo una a una, como si quisieran ayudar.',
  ]);
  b.say(
    fromHome.length > 0
      ? [
          '{C} {c?iba/iban} al lado de {H}, sin separarse ni un momento.',
          '{C} {c?iba/iban} detrás de {H}, atent{co} a todo.',
        ]
      : [
          '{H} {H?respiró/respiraron} el aire fresco de la tarde y {H?apretó/apretaron} el paso.',
          'Hacía [fresquito|un poco de frío|viento], pero a {H} no {H?le/les} importaba [nada|lo más mínimo].',
        ],
    fromHome[0] ? characterTokens('c', fromHome[0][1]) : {},
  );
  (chapter ? b.say.bind(b) : b.maybe.bind(b))([
    '«¿Y si no lo conseguimos?», pensó {H} [un momento|un segundo]. Pero [enseguida se le pasó|se {le} pasó en un periquete].',
    '[Una vecina|Un vecino|El panadero] saludó desde [su ventana|la puerta], y {H} le devolvió el saludo [con prisa|sin pararse|con la mano].',
  ]);

  // Arriving: the place as itself.
  b.paragraph(at, 'calm', [...heroes, ...fromHome.map(([, r]) => r.short)], [...placeTyped]);
  b.say([
    'En {p} todo estaba [tranquilo|en calma|en silencio] con la última luz de la tarde: {sight}, {sight2} y {sight3}.',
    'En {p}, {sound}, y {sound2}. {H} se {H?quedó/quedaron} quiet{ho}, mirándolo todo.',
    'En {p}, {sound}, y {sound2}. {H} se {H?paró/pararon} a mirarlo todo con atención.',
    '{H} {H?llegó/llegaron} a {p} justo cuando {sound}. Allí estaban {sight}, {sight2} y, un poco más allá, {sight3}.',
  ]);
  if (chapter)
    b.maybe([
      '{H} había estado en {p} un montón de veces, pero nunca a esas horas, y nunca con una misión.',
      'A esas horas, todo parecía distinto: más grande, lleno de sombras.',
    ]);

  // Each character met acts as themselves and speaks.
  met.forEach(([c, r], i) => {
    const t = characterTokens('c', r);
    b.paragraph(at, 'joyful', [...heroes, r.short], [c.typed, ...placeTyped].filter(isString));
    b.say(
      [
        '[De repente|De pronto|En ese momento] {c?apareció/aparecieron} {cfirst}: {cmove} y {chabit}.',
        '[Justo entonces|En ese preciso momento|Al poco rato], [en medio de {p}|junto a {sight}], {c?apareció/aparecieron} {cfirst}, que {chabit}.',
        '{Cfirst} ya {c?estaba/estaban} en {p}, y {chabit} nada más ver a {H}.',
      ],
      t,
    );
    b.say(
      r.person
        ? [
            '«¡Vaya, vaya!», {c?dijo/dijeron} {c}. «¿Qué te trae por {p} a estas horas?»',
            '«¡{H}!», {c?exclamó/exclamaron} {c}. «[Tenía el presentimiento de|Me olía|Estaba casi segur{co} de] que [vendrías|aparecerías por aquí] esta noche».',
          ]
        : r.toy
          ? [
              '{C} no {c?dijo/dijeron} nada, pero sus ojos de botón brillaban como diciendo: «Estoy contigo».',
            ]
          : [
              '«{csound}», {cvoice} {c}, que quería decir más o menos: «[¿Quién anda ahí?|¿Y tú qué quieres?]».',
              '{C} {cvoice} muy fuerte, como diciendo: «[¡Otra visita, no!|¿A qué esperas?]».',
            ],
      t,
    );
    b.maybe(
      r.person
        ? ['{C} se {c?ofreció/ofrecieron} a ayudar enseguida: «Dos cabezas piensan mejor que una».']
        : [
            '{C} {c?decidió/decidieron} acompañar a {H}, aunque fuera solo un ratito.',
            'Desde ese momento, {c} no se {c?separó/separaron} de {H}.',
          ],
      t,
    );
    if (chapter || i === 0)
      b.say(
        [
          '{H} se lo {H?contó/contaron} todo, y {c} {c?escuchó/escucharon} con atención. Luego {chabit}.',
          '{C} {c?escuchó/escucharon} la historia entera, [sin perderse ni una palabra|con muchísima atención|sin pestañear].',
        ],
        t,
      );
    if (chapter)
      b.say(
        r.person
          ? [
              '«Cuéntamelo otra vez», {c?dijo/dijeron} {c}, «y esta vez despacito». Y {H} se lo {H?contó/contaron} con todo detalle.',
              '«Hum», {c?dijo/dijeron} {c}, «esto hay que pensarlo bien». Pero luego sonrió: «Lo resolveremos».',
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
          ? ['«Pues yo voy con vosotros», {c?dijo/dijeron} {c}. «Cuatro ojos ven más que dos».']
          : ['«{csound}», {cvoice} {c} otra vez, y todos entendieron que eso era un sí.'],
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
      '[Aquello|La cosa] no iba a ser [tan fácil|pan comido|coser y cantar]: {hard}.',
    ]);
  if (chapter) b.say(lines.falseLead);
  b.say([
    '[Luego|Después] {H} {H?probó/probaron} [otra vez|de nuevo], esta vez {hide}. [Tampoco hubo suerte.|Tampoco.|Nada de nada.]',
    '{H} no se {H?rindió/rindieron}: {H?buscó/buscaron} también {hide}, por si acaso.',
  ]);
  if (helper)
    b.maybe(
      helper[1].person
        ? [
            '«No te rindas», {c?dijo/dijeron} {c}. «Vamos a pensar».',
            '{C} {c?puso/pusieron} una mano en el hombro de {H}. «Tranquilidad. Juntos lo conseguiremos».',
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
      '{H} se {H?fijó/fijaron} en {twistsubject}. Había algo raro, aunque no sabía muy bien qué.',
      'Por el rabillo del ojo, {H} {H?vio/vieron} {twistsubject}. Hum. ¿Qué estaría tramando?',
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
      '{H} se {H?sentó/sentaron} [en el suelo|en un escalón|junto a {sight}] un momento. «¿Y ahora qué?», {H?dijo/dijeron} [en voz baja|con un suspiro].',
      '[Durante un ratito|Por un momento], nadie dijo nada. Solo se oía que {sound}.',
    ]);
    if (helper)
      b.say(
        helper[1].person
          ? [
              '«A veces, cuando algo se complica, hay que mirarlo desde otro lado», {c?dijo/dijeron} {c}.',
            ]
          : ['{C} {chabit}, y de pronto {H} lo {H?vio/vieron} todo de otra manera.'],
        helperTokens,
      );
    b.say(NIGHTFALL);
    b.say(BANTER);
  }

  // The problem's own steps: one for picture books, more for older children.
  const steps = plan.band === 'picture-book' ? 2 : 6;
  for (const step of STEPS_ES.slice(0, steps)) {
    b.paragraph(at, 'mysterious', [...heroes, ...alongside], [...placeTyped]);
    for (const pool of step) b.say(pool, helperTokens);
    if (older) b.say(ASIDES_ES);
  }

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
      'Y entonces {H} lo {H?entendió/entendieron} todo: {twist}.',
    ]);
  if (extras.lesson)
    b.say([
      '«{lessonquote}», {H?pensó/pensaron} {H}, y {H?sonrió/sonrieron}.',
      '«{lessonquote}», dijo {H} en voz bajita, y fue como si lo supiera desde siempre.',
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
            '«¡Lo {H?has/habéis} conseguido!», {c?dijo/dijeron} {c}, y {H?le/les} {c?dio/dieron} un abrazo [enorme|de oso|apretadísimo].',
            '{C} {c?aplaudió/aplaudieron} tan fuerte que seguro que se oyó hasta en la calle.',
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
    '[Después|Luego|Al acabar], todos se sentaron [un rato|un momento] en {p} [a recuperar el aliento|a descansar], [muertos de risa|riéndose sin parar|con una sonrisa de oreja a oreja].',
    '[Después|Luego|Al final], se quedaron [un ratito|un rato|un momento] más en {p}, [mirando cómo caía la noche|contando las primeras estrellas|escuchando los ruidos de la noche].',
  ]);
  const tool = tokens.y ? [...cast.objects.values()].find((o) => o.short === tokens.y) : undefined;
  if (tool) b.say(TOOL_ENJOY[tool.use] ?? TOOL_ENJOY.carry ?? '');
  if (older)
    b.maybe([
      'De camino a casa, {H} {H?pensó/pensaron} que había sido una noche de las que no se olvidan.',
      'Más tarde, {H} se {H?dio/dieron} cuenta de que no había tenido tiempo de aburrirse ni un segundo.',
    ]);

  // Goodnight.
  b.paragraph(
    `la habitación de ${heroes[0]}`,
    'calm',
    [...heroes, ...fromHome.map(([, r]) => r.short)],
    [],
  );
  b.say([
    '[Aquella noche|Esa noche|Más tarde], [ya en la cama|bajo el edredón|con el pijama puesto], {H} se {H?acordó/acordaron} de {p} y {H?sonrió/sonrieron} en la oscuridad.',
    '[Cuando por fin|En cuanto] {H} se {H?metió/metieron} en la cama, [las estrellas ya brillaban sobre el tejado|la luna ya asomaba por la ventana|fuera ya no se oía ni un ruido].',
  ]);
  b.maybe([
    '{H} {H?pensó/pensaron} en todo lo que había pasado: [el susto, la búsqueda, las risas|las pistas, los nervios, el final feliz].',
    '[Qué día tan largo|Menudo día], y qué bonito había terminado.',
  ]);
  b.say([
    'Fuera, [todo estaba en calma|la noche estaba tranquila|el viento se había dormido]. {H} {H?cerró/cerraron} los ojos, [muy despacito|poco a poco|sin prisa].',
    '[Un bostezo, otro bostezo…|Primero un bostezo, luego otro…|Un bostezo enorme…] y {H} se {H?quedó/quedaron} [dormid{ho}|frit{ho}] enseguida.',
    '[Un bostezo, otro bostezo…|Primero un bostezo, luego otro…|Un bostezo enorme…] y el sueño llegó [sin hacer ruido|de puntillas|como una manta calentita].',
  ]);
  b.say(
    [
      'Buenas noches, {H}. Que sueñes con {p}.',
      '[Buenas noches|Que descanses], {H}. [Dulces sueños.|Hasta mañana.|Que sueñes bonito.]',
    ]
      .filter((line) => heroes.length === 1 || !line.includes('sueñes'))
      .concat(heroes.length > 1 ? ['Buenas noches, {H}. Que soñéis con {p}.'] : []),
  );
  b.anchor(at, placePattern(cast), [
    'En {p}, {sound}.',
    '[Mientras tanto|Entretanto|A todo esto], en {p}, {sound}.',
    'Allí, en {p}, {sound}.',
  ]);
  return b;
}

const TRAITS: Readonly<Record<Genre, readonly string[]>> = {
  Mystery: [
    '{H} {H?tenía/tenían} una lupa, una libreta y muchas ganas de resolver misterios.',
    'A {H} {H?le/les} encantaban los enigmas: cuanto más difíciles, mejor.',
  ],
  Comedy: [
    '{H} se {H?reía/reían} de casi todo, y sobre todo de sus propios despistes.',
    'En casa decían que {H} {H?tenía/tenían} un imán para los líos más divertidos.',
  ],
  Adventure: [
    '{H} {H?soñaba/soñaban} con grandes aventuras, con mapas y con caminos sin explorar.',
    'A {H} {H?le/les} gustaba trepar, saltar charcos y ayudar a quien lo necesitara.',
  ],
  Fantasy: [
    '{H} {H?creía/creían} en la magia, aunque fuera solo un poquito.',
    'A veces, {H} {H?veía/veían} chispitas de luz donde los demás no veían nada.',
  ],
  'Sci-Fi': [
    'De mayor, {H} {H?quería/querían} inventar máquinas, y ya {H?tenía/tenían} una caja llena de tornillos.',
    'A {H} {H?le/les} encantaba desmontar cosas para ver cómo funcionaban por dentro.',
  ],
};

const NIGHTFALL = [
  '[Mientras tanto|Entretanto], la noche había ido cayendo sin que nadie se diera cuenta. Las primeras estrellas [asomaban|brillaban] por encima de {p}.',
  'Ya era de noche. La luna salió [despacio|sin prisa], [redonda y tranquila|grande y blanca], y lo iluminó todo con su luz [plateada|de plata].',
];

const BANTER = [
  '«¿Tú crees que saldrá bien?», {H?preguntó/preguntaron} {H}. «[Seguro que sí|Claro que sí|Segurísimo]», [fue la respuesta|le contestaron], aunque sonó [un poquito|un poco|bastante] a pregunta.',
  'Alguien propuso [rendirse|dejarlo] e irse a [merendar|casa a cenar]. Nadie le hizo caso, [claro|por supuesto].',
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
