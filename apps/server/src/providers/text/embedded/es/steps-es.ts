/**
 * The middle of a Spanish story, paragraph by paragraph (docs/decisions/036, 073): picture books
 * hear one of these, early chapter books four, the oldest six — every step about the problem
 * ({f}), the place ({p}) and whoever is helping ({c}). A line whose tokens the story lacks is
 * left out; a step is told only while it still has lines to say.
 */
export const STEPS_ES: ReadonlyArray<ReadonlyArray<readonly string[]>> = [
  [
    [
      '{H} {H?se agachó/se agacharon} para mirar {hide}. Olía a [polvo|humedad|misterio], pero [no había ni rastro de {f}|allí no había nada].',
      '{H} {H?se puso/se pusieron} de puntillas [para ver mejor|para mirar bien|y estiró el cuello hacia] {sight}. [Nada por aquí, nada por allá.|Nada de nada.|Ni rastro.]',
    ],
    [
      '«[Vamos a hacerlo con orden|Hay que hacerlo con cabeza|Calma y buena letra]», {H?dijo/dijeron} {H}. «[Primero por aquí, luego por allá|Rincón a rincón, sin saltarnos ninguno|Sin prisa, pero sin pausa]».',
      '«[Pensemos|A ver|Vamos a ver]», {H?dijo/dijeron} {H}. «Si {H?estuviera/estuviéramos} en el lugar de {f}, ¿[adónde {H?iría/iríamos}|dónde {H?me escondería/nos esconderíamos}]?»',
    ],
    [
      '{C} {cvoice} y {c?dio/dieron} una vuelta alrededor de {sight}, como si {c?buscara/buscaran} algo.',
      '{C} {chabit}, y eso {le} dio a {H} una idea.',
    ],
    [
      '[Poco a poco|Sin prisa], {p} iba [revelando|enseñando] sus secretos.',
      'En {p}, cada [rincón|sombra] parecía esconder [una sorpresa|un secreto].',
    ],
  ],
  [
    [
      'Pero [entonces|de pronto] {H?vio/vieron} que {hard}, y {H?tuvo/tuvieron} que [buscar otro camino|pensar otra manera|dar un rodeo].',
      'Pero no era tan sencillo, porque {hard}.',
    ],
    [
      '{H} {H?probó/probaron} por [la izquierda|arriba]. Luego por [la derecha|abajo]. Luego, [por si acaso|por si las moscas], [otra vez|de nuevo] por [el mismo sitio|donde había empezado].',
      '{H} {H?contó/contaron} hasta [tres|cinco|diez], {H?tomó/tomaron} [aire|carrerilla] y lo {H?intentó/intentaron} [de nuevo|otra vez|una vez más].',
    ],
    [
      '«¿Tú qué [opinas|crees|dices]?», {H?preguntó/preguntaron} {H}. {C} {cvoice}, muy convencid{co}.',
      '{C} se {c?quedó/quedaron} mirando a {H} [con mucha atención|sin pestañear], esperando [el siguiente paso|a ver qué pasaba].',
    ],
    [
      '[Al final|Por fin], con [un poco de paciencia|mucha calma], encontraron [la manera|el modo] de seguir.',
      'Y así, [paso a paso|poquito a poco], siguieron adelante.',
    ],
  ],
  [
    [
      'Se oyó un ruido [extraño|rarísimo] {hide}. {H} se {H?quedó/quedaron} muy quiet{ho}, escuchando.',
      'De pronto se oyó un [crujido|chasquido] {hide}. Todos [contuvieron la respiración|se quedaron quietos].',
    ],
    [
      'Pero [solo era|no era más que] {sound}. {H} {H?soltó/soltaron} una risita nerviosa.',
      'No era nada: solo que {sound}. ¡[Menudo susto|Vaya susto|Qué susto]!',
    ],
    [
      '{C} se {c?asomó/asomaron} [con cuidado|despacito] y luego {chabit}, como quitándole importancia.',
      '{C} {cvoice} bajito, como diciendo: «Falsa alarma».',
    ],
    [
      'Aun así, todos se [quedaron|pusieron] un poquito más cerca [unos de otros|que antes].',
      '[Desde entonces|A partir de ahí], caminaron [un poquito más juntos|muy pegaditos].',
    ],
  ],
  [
    [
      '{H} {H?repasó/repasaron} todo lo que {H?sabía/sabían}: [dónde {f?había estado/habían estado} {f}|lo que {H?había/habían} visto], [qué había pasado|qué se sabía ya] y [qué faltaba por mirar|dónde no habían buscado aún].',
      '{H} {H?hizo/hicieron} un plano de {p} con [un palito en el suelo|el dedo en el polvo], con una cruz en cada sitio [ya mirado|revisado].',
    ],
    [
      'Quedaban [pocos sitios|muy pocos rincones] por mirar, y la noche [avanzaba|seguía su camino].',
      'Ya solo faltaban [un par de rincones|dos o tres sitios], pero eran los más [oscuros|difíciles].',
    ],
    [
      '{C} se {c?colocó/colocaron} junto a {H}, list{co} para [lo que hiciera falta|todo].',
      '{C} {chabit}. Era su manera de decir: «[Adelante|Vamos allá]».',
    ],
    [
      '«Ya casi lo tenemos», [susurró|murmuró] {H}.',
      '[Algo|Una vocecita por dentro] {le} decía a {H} que [estaban muy cerca|ya faltaba poco].',
    ],
  ],
  [
    [
      'La luna se asomó [entre las nubes|por encima de los árboles|detrás de un tejado] y pintó {p} de plata.',
      'Las sombras se hicieron más largas, y {p} parecía otro sitio distinto.',
    ],
    [
      '{H} {H?pensó/pensaron} en casa, en la cena calentita y en la cama, pero no era momento de volver.',
      '{H} {H?notó/notaron} las manos frías y {H?las metió/las metieron} en los bolsillos.',
    ],
    [
      '«A lo mejor deberíamos volver», dijo una vocecita. Pero nadie [se movió|dio un paso atrás].',
      '«Un poquito más», {H?dijo/dijeron} {H}. «[Solo un poquito más|Ya casi estamos]».',
    ],
    [
      '{C} {cvoice} para dar ánimos, y [siguieron|siguieron adelante].',
      'Y siguieron, porque [las aventuras|las cosas importantes] no se dejan a medias.',
    ],
  ],
  [
    [
      'Más tarde, {H} {H?contaría/contarían} que en ese [momento|instante] lo {H?vio/vieron} todo [clarísimo|muy claro].',
      'Fue [entonces|en ese momento] cuando {H} se {H?acordó/acordaron} de algo [importante|que había visto al llegar].',
    ],
    [
      '«¡[Claro|Ya está|Eso es]!», {H?dijo/dijeron} {H}, dándose una palmada en la frente. «¿Cómo no [lo había pensado|se me había ocurrido] antes?»',
      '«¡Ya [sé|lo tengo]!», {H?exclamó/exclamaron} {H}. «¡Lo teníamos delante de [las narices|los ojos]!»',
    ],
    [
      '{C} {c?dio/dieron} un [brinco|salto|saltito] de alegría, aunque [no había entendido nada todavía|todavía no sabía por qué].',
      '{C} {cvoice}, entusiasmad{co}, y {chabit}.',
    ],
    [
      'Ahora sí: [era el momento de la verdad|había llegado la hora].',
      '[Había llegado|Por fin llegaba] el gran momento.',
    ],
  ],
];

/** For the oldest: what the hero thinks, in their own voice, once a step. */
export const ASIDES_ES: readonly string[] = [
  '(Si alguien {le} hubiera dicho a {H} por la mañana que la noche acabaría así, no se lo {H?habría/habrían} creído.)',
  'Lo bueno de los [problemas|líos], pensó {H}, es que siempre tienen un punto débil. Solo hay que [encontrarlo|dar con él].',
  'A {H} {le} pareció que el tiempo iba más despacio, como si la noche también estuviera [esperando|conteniendo la respiración].',
  'Hay [momentos|ratos] en los que [uno tiene|hay] que ser más valiente de lo que [se siente|parece], y aquel era uno de ellos.',
  '{H} se {H?prometió/prometieron} que, pasara lo que pasara, aquello lo [contaría|iba a contar] en el cole [el lunes|al día siguiente].',
  'Era [curioso|gracioso]: con lo normal que había empezado el día, y lo poco normal que se estaba poniendo la noche.',
  'Por dentro, {H} {H?llevaba/llevaban} la cuenta de [todo lo que había salido mal|los tropiezos de la noche]. [Por suerte|Menos mal], también de lo que había salido bien.',
];
