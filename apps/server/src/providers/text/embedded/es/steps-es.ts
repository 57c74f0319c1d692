/**
 * The middle of a Spanish story, paragraph by paragraph (docs/decisions/036, 073, 095): picture
 * books hear two of these, chapter books more — every step about the problem ({f}), the place
 * ({p}) and whoever is helping ({c}). A line whose tokens the story lacks is left out; a step is
 * told only while it still has lines to say. Each pool has several frames with choices inside, so
 * that fifty stories do not share the same seven words (the bench's shared-run measure).
 */
export const STEPS_ES: ReadonlyArray<ReadonlyArray<readonly string[]>> = [
  [
    [
      '{H} {H?se agachó/se agacharon} [para mirar|a mirar|a echar un vistazo] {hide}. Olía a [polvo|humedad|misterio|cerrado], pero [no había ni rastro de {f}|allí no había nada|solo había una pelusa|no se veía nada interesante].',
      '{H} {H?se puso/se pusieron} de puntillas [para ver mejor|para mirar bien|y estiró el cuello hacia] {sight}. [Nada por aquí, nada por allá.|Nada de nada.|Ni rastro.]',
      '[Primero|Para empezar], {H} {H?revisó/revisaron} {hide}, [con cuidado de no hacer ruido|sin dejarse ni un hueco|a cuatro patas]. [Allí tampoco.|Vacío.|Nada.]',
      '{H} {H?pegó/pegaron} [la oreja al suelo|el oído a la pared|la oreja contra el suelo] [un momento|un ratito|unos segundos], [por si se oía algo|a ver si se oía algo|por si llegaba algún ruido] {hide}. [Silencio.|Ni un ruidito.|Nada de nada.|Solo el corazón, pum, pum.]',
    ],
    [
      '«[Vamos a hacerlo con orden|Hay que hacerlo con cabeza|Calma y buena letra|Pensemos un poco]», [{H?dijo/dijeron}|{H?propuso/propusieron}|{H?decidió/decidieron}] {H}. «[Primero por aquí, luego por allá|Rincón a rincón, sin saltarnos ninguno|Sin prisa, pero sin pausa|De arriba abajo y de izquierda a derecha]».',
      '«[Pensemos|A ver|Vamos a ver]», {H?dijo/dijeron} {H}[, con la barbilla en la mano|, muy pensativ{ho}|, rascándose la nariz|]. «Si {H?estuviera/estuviéramos} en el lugar de {f}, ¿[adónde {H?iría/iríamos}|dónde {H?me escondería/nos esconderíamos}]?»',
      '{H} {H?cerró/cerraron} los ojos [un segundo|un instante|un momentito] [para pensar mejor|para concentrarse|y {H?contó/contaron} hasta diez]. [Así se piensa mejor, eso lo sabe todo el mundo.|A veces funciona.|A oscuras, las ideas se ven mejor.|Es un truco que casi nunca falla.|Dicen que así se piensa el doble.]',
      '[Lo primero|Lo más importante] era no ponerse nervios{ho}, y {H} lo [{H?sabía/sabían}|{H?tenía/tenían} clarísimo].',
    ],
    [
      '{C} {cvoice} y {c?dio/dieron} [una vuelta|dos vueltas|un paseíto] [alrededor de|junto a|cerca de] {sight}, [como si {c?buscara/buscaran} algo|muy concentrad{co}|con aire de detective].',
      '{C} {chabit}, y [eso|aquello|aquel detalle] {le} [dio a {H}|hizo pensar a {H} en|regaló a {H}] [una idea|una pista|algo nuevo].',
      '{C} {c?olfateó/olfatearon} el aire [con mucha seriedad|muy concentrad{co}] y luego {chabit}.',
    ],
    [
      '[Poco a poco|Sin prisa|Rincón a rincón], {p} iba [revelando|enseñando|contando] sus secretos[, uno a uno|, sin prisa|].',
      'En {p}, cada [rincón|sombra] parecía esconder [una sorpresa|un secreto].',
      '[Por lo visto,|Al parecer,|Quién lo diría:] {p} [tenía más escondites de lo que parecía|tenía rincones por todas partes|escondía huecos en cada esquina|era un laberinto de escondites].',
    ],
  ],
  [
    [
      'Pero [entonces|de pronto] {H?vio/vieron} que {hard}, y {H?tuvo/tuvieron} que [buscar otro camino|pensar otra forma|dar un rodeo].',
      '[Pero no era tan sencillo|Pero había una pega|Claro que no iba a ser tan fácil|Aunque había un problemilla], porque {hard}.',
      'Había un [pequeño|gran] problema: {hard}. [¡Qué rabia!|Vaya por Dios.|Mecachis.]',
    ],
    [
      '{H} {H?probó/probaron} [por la izquierda. Luego por la derecha|por arriba. Luego por abajo|de frente. Luego de lado|empujando. Luego tirando]. [Luego, por si acaso|Y al final, por si las moscas|Y después|Y, ya puestos], [otra vez|de nuevo] [por el mismo sitio|donde había empezado|como al principio].',
      '{H} {H?contó/contaron} hasta [tres|cinco|diez], {H?tomó/tomaron} [aire|carrerilla] y lo {H?intentó/intentaron} [de nuevo|otra vez|una vez más].',
      '[Un intento, dos intentos…|Una vez, y otra, y otra más…|Primero mal, luego peor…|Otra vez, y otra…] {H} [no {H?pensaba/pensaban} rendirse|no {H?iba/iban} a rendirse|no {H?quería/querían} abandonar] [tan pronto|así como así|por tan poco|a la primera].',
    ],
    [
      '«¿Tú qué [opinas|crees|dices]?», {H?preguntó/preguntaron} {H}. {C} {cvoice}, muy convencid{co}.',
      '{C} se {c?quedó/quedaron} [mirando a {H}|observando a {H}|a un paso de {H}] [con mucha atención|sin pestañear|con curiosidad], esperando [el siguiente paso|a ver qué pasaba|la siguiente idea].',
      '{C} no se {c?movió/movieron} [de allí|ni un milímetro|del lado de {H}]: [era su forma de ayudar|así ayudaba|eso también era ayudar].',
    ],
    [
      '[Al final|Por fin|Al cabo de un rato], con [un poco de paciencia|mucha calma|un poco de maña], [{G?encontró/encontraron} la manera de seguir|{G?dio/dieron} con el modo de pasar|lo {G?logró/lograron}].',
      'Y así, [paso a paso|poquito a poco|sin prisa], [{G?siguió/siguieron} adelante|{G?avanzó/avanzaron}|{G?fue/fueron} ganando terreno].',
      'No fue [rápido|fácil|nada sencillo], pero [lo {G?consiguió/consiguieron}|{G?pasó/pasaron} al otro lado|{G?salió/salieron} del apuro].',
    ],
  ],
  [
    [
      'Se oyó un ruido [extraño|rarísimo] {hide}. {H} se {H?quedó/quedaron} muy quiet{ho}, escuchando.',
      '{grp}De pronto se oyó un [crujido|chasquido] {hide}. Todos [contuvieron la respiración|se quedaron quietos].',
      '{solo}De pronto se oyó un [crujido|chasquido|crac] {hide}. {H} [contuvo la respiración|no movió ni un pelo|se quedó como una estatua].',
      '[¿Qué había sido eso?|¿Y eso?|¡Chis!] [Algo|Alguien] [se movía|se había movido|hacía ruido] {hide}.',
    ],
    [
      'Pero [no era nada|era una tontería|no había de qué preocuparse]: {sound}, [y ya está|nada más|sin más]. {H} [{H?soltó/soltaron} una risita|{H?resopló/resoplaron}|{H?se rio/se rieron} bajito] [nerviosa|de alivio|de puro alivio].',
      'No era nada: solo que {sound}. ¡[Menudo susto|Vaya susto|Qué susto]!',
      '[Falsa alarma|Nada de nada]: {sound}, y ya está.',
    ],
    [
      '{C} se {c?asomó/asomaron} [con cuidado|despacito|de puntillas] y [luego|enseguida|al final] {chabit}, [como quitándole importancia|tan tranquil{co}|como si nada].',
      '{C} {cvoice} [bajito|flojito|muy suave], [como diciendo|como si dijera|como para decir]: «[Falsa alarma|Tranquilidad|No pasa nada|Todo en orden]».',
    ],
    [
      '{grp}[Aun así|De todas formas|Por si acaso|Sin decir nada], [todos se quedaron|todos se pusieron|cada uno se arrimó] [un poquito más cerca|más juntitos|hombro con hombro] [unos de otros|que antes].',
      '{grp}[Desde entonces|A partir de ahí|Desde ese momento], [caminaron|avanzaron|siguieron] [un poquito más juntos|muy pegaditos|hombro con hombro].',
      '{solo}[Aun así|De todas formas|Por si acaso], {H} [siguió con los ojos muy abiertos|avanzó pegándose a la pared|encendió la linterna un momento].',
      '{solo}[Desde entonces|A partir de ahí], {H} [fue con más cuidado|miró dos veces antes de cada paso|avanzó de puntillas].',
      '[El corazón|El corazón de {H}] [tardó un poco en volver a su sitio|siguió haciendo pum, pum, un rato más|iba todavía a mil por hora|no se calmó hasta un rato después].',
    ],
  ],
  [
    [
      '{H} {H?repasó/repasaron} [todo lo que {H?sabía/sabían}|las pistas una a una|lo que tenían hasta entonces]: [dónde {f?había estado/habían estado} {f}|lo que {H?había/habían} visto], [qué había pasado|qué se sabía ya] y [qué faltaba por mirar|dónde no habían buscado aún].',
      '{H} {H?hizo/hicieron} un plano de {p} [con un palito en el suelo|con el dedo en el polvo|en una servilleta|en el aire, con el dedo], [con una cruz en cada sitio|marcando cada sitio|tachando cada rincón] [ya mirado|revisado|que ya habían visto].',
      '{H} {H?repasó/repasaron} [con los dedos|en voz alta|de memoria] [los sitios ya vistos|los escondites revisados|lo que ya habían mirado]: [uno, dos, tres…|uno, dos… muchos|todos].',
    ],
    [
      '[Quedaban|Ya solo quedaban] [pocos sitios|muy pocos rincones|tres o cuatro huecos] por [mirar|revisar], y [la noche|el reloj|la luna] [avanzaba|seguía su camino|no esperaba a nadie|no se paraba].',
      'Ya solo [faltaban|quedaban] [un par de rincones|dos o tres sitios|los últimos huecos], pero [eran los más|parecían los más|seguro que eran los más] [oscuros|difíciles|escondidos].',
      '[Cada vez quedaba menos|Ya no quedaba casi nada|Quedaba poquísimo] por [revisar|mirar|registrar][, y eso era buena señal|, menos mal|].',
    ],
    [
      '{C} [se {c?colocó/colocaron} junto a|se {c?puso/pusieron} al lado de|se {c?arrimó/arrimaron} a|no se {c?despegó/despegaron} de|se {c?quedó/quedaron} pegad{co} a|{c?siguió/siguieron} muy de cerca a] {H}, [list{co} para lo que hiciera falta|list{co} para todo|atent{co} a cualquier ruido|sin quitar ojo a nada].',
      '{C} {chabit}. Era su [manera|forma|modo] de decir: «[Adelante|Vamos allá|Yo te sigo|Aquí estoy]».',
    ],
    [
      '«[Ya casi lo tenemos|Estamos cerquísima|Esto está hecho|Ya falta poco]», [{H?susurró/susurraron}|{H?murmuró/murmuraron}|{H?dijo/dijeron} muy bajito] {H}.',
      '[Algo|Una vocecita por dentro|El corazón|Una corazonada] {le} [decía|susurraba|repetía] a {H} que [{G?estaba/estaban} muy cerca|ya faltaba poco|siguiera un poco más|aquello estaba a punto de acabar].',
      '[{G?Estaba/Estaban} cerca|Faltaba poco]. {H} lo [{H?notaba/notaban}|{H?sentía/sentían}] [en la punta de los dedos|en las tripas|en las orejas, que {le} hormigueaban].',
    ],
  ],
  [
    [
      '[La luna se asomó|La luna salió|Una luna enorme apareció] [entre las nubes|por encima de los árboles|detrás de un tejado] y [pintó {p} de plata|lo llenó todo de luz blanca|dejó {p} de color plata|encendió cada rincón|alargó todas las sombras].',
      'Las sombras [se hicieron más largas|se estiraron [por el suelo|por las paredes]|crecieron y crecieron], y {p} parecía [otro sitio distinto|un lugar nuevo|de otro planeta].',
      '[Empezaba a refrescar|Se levantó un airecillo fresco|Refrescaba|Ya hacía frío de verdad], y [en {p}|allí|por todas partes] [las sombras crecían|todo se volvía azul|todo olía a noche|se encendían las primeras estrellas].',
    ],
    [
      '{H} {H?pensó/pensaron} en [casa|la cena calentita|el pijama], pero [no era momento de volver|todavía no había terminado].',
      '{H} {H?notó/notaron} [las manos frías|la nariz helada|los dedos congelados|las orejas frías] y {H?se frotó/se frotaron} [las manos|los brazos] [para entrar en calor|para calentarse un poco|con energía].',
      '[Las tripas de {H} [hicieron un ruido|rugieron un poquito|protestaron]|A {H} {le} [sonaron las tripas|rugió la barriga]|{H} {H?notó/notaron} [un hambre de lobo|un agujerito en la barriga]]. [Luego habría tiempo para cenar.|La cena podía esperar.|Ya cenarían después.]',
    ],
    [
      '«[A lo mejor deberíamos volver|¿Y si lo dejamos para mañana?|¿Volvemos a casa?|¿No es un poco tarde?]», [dijo|propuso|preguntó] [una vocecita|alguien bajito|una voz cansada]. [Pero nadie [se movió|dio un paso atrás].|Nadie le hizo caso.|Ni hablar.|Ni pensarlo.]',
      '«[Un poquito más|Solo un rato más|{G?Aguanta un poco/Aguantad un poco}|{G?No te rindas ahora/No os rindáis ahora}]», {H?dijo/dijeron} {H}. «[Ya casi estamos|Lo noto|Está cerquísima|Falta muy poco]».',
    ],
    [
      '{C} {cvoice} [para dar ánimos|como quien anima a un equipo|con todas sus fuerzas], y [siguieron|siguieron adelante|nadie habló más de volver].',
      '[Y {G?siguió/siguieron}|Y no {G?se rindió/se rindieron}|Así que {G?continuó/continuaron}], porque [las aventuras|las cosas importantes|las misiones|las promesas] no se [dejan a medias|dejan sin terminar|abandonan a la mitad].',
      '[Así que|De modo que|Y así] [{G?siguió/siguieron}|{G?continuó/continuaron}|{G?tiró/tiraron} adelante], [un paso detrás de otro|sin prisa pero sin pausa|paso a paso|despacito y con buena letra].',
    ],
  ],
  [
    [
      '[Más tarde|Años después|Al día siguiente], {H} {H?contaría/contarían} [que en ese momento|que justo entonces|que de golpe] [lo {H?vio/vieron} todo|todo encajó|se {le} encendió la bombilla] [clarísimo|muy claro|como en una película].',
      '[Fue entonces cuando|Justo en ese momento|Y de pronto] {H} se {H?acordó/acordaron} de [algo importante|algo que había visto al llegar|un detalle pequeñito|una cosa que nadie había mirado].',
      '[Y de repente|Y entonces|De golpe], [¡chas!|¡plin!|¡zas!], a {H} se {le} [encendió una bombillita en la cabeza|ocurrió una idea estupenda|iluminó la cara|hizo la luz|abrieron mucho los ojos].',
    ],
    [
      '«¡[Claro|Ya está|Eso es]!», {H?dijo/dijeron} {H}, [dándose una palmada en la frente|con un saltito|chasqueando los dedos|con los ojos como platos]. «[¿Cómo no lo había pensado antes?|¿Cómo no se me había ocurrido?|¡Estaba delante de mis narices!|¡Pero qué despiste!]»',
      '«¡Ya [sé|lo tengo]!», {H?exclamó/exclamaron} {H}. «¡[Lo teníamos delante de [las narices|los ojos]|Estaba clarísimo|Era tan fácil]!»',
      '«¡[Un momento|Alto ahí|Un segundo]!», {H?dijo/dijeron} {H}. «[Creo que ya sé dónde mirar|Se me acaba de ocurrir una cosa|Tengo una idea|Ya sé qué hacer]».',
    ],
    [
      '{C} {c?dio/dieron} un [brinco|salto|saltito] de [alegría|emoción], [aunque no {c?había/habían} entendido nada todavía|aunque todavía no {c?sabía/sabían} por qué|contagiad{co} por los nervios|sin saber muy bien por qué].',
      '{C} {cvoice}, entusiasmad{co}, y {chabit}.',
    ],
    [
      '[Ahora sí|Por fin|Esta vez sí]: [era el momento de la verdad|había llegado la hora|tocaba actuar|no había vuelta atrás].',
      '[Había llegado|Por fin llegaba] el gran momento.',
      '[Todo estaba listo|No había tiempo que perder].',
    ],
  ],
];

/**
 * What the hero thinks, in their own voice: four times for the oldest, once in early chapters —
 * never the same twice, and chosen from enough that two stories rarely share one.
 */
export const ASIDES_ES: readonly string[] = [
  '([Si alguien|Si cualquiera|Si la abuela|Si su mejor amigo] {le} hubiera [dicho|contado|asegurado] a {H} [por la mañana|en el desayuno|a la hora de comer] que [la noche|el día] [acabaría|iba a acabar|terminaría] [así|de esta manera|con tanta aventura], [no se lo {H?habría/habrían} creído|se {H?habría/habrían} reído en su cara|no {H?habría/habrían} hecho ni caso].)',
  'Lo bueno de los [problemas|líos|misterios], {H?pensó/pensaron} {H}, es que [siempre tienen|todos tienen|casi siempre tienen] [un punto débil|un cabo suelto|una rendija por donde entrar]. [Solo hay que encontrarlo.|Todo es dar con él.|Hay que buscarlo bien.]',
  '[A {H} {le} pareció|{H} {H?tuvo/tuvieron} la sensación de|Era como si|Parecía] que el tiempo [iba más despacio|se estiraba como un chicle|se había parado], como si [la noche|el mundo entero|hasta la luna] [también estuviera esperando|contuviera la respiración|quisiera ver qué pasaba].',
  'Hay [momentos|ratos] en los que [uno tiene que|hay que|toca] ser [más valiente de lo que [se siente|parece|uno se siente]|valiente aunque [tiemblen las piernas|dé un poco de miedo]], y [aquel era uno de ellos|aquel era uno|este era uno de esos].',
  '{H} se {H?prometió/prometieron} [contarlo|que lo contaría] [en el cole|a sus amigos|a toda la familia] [el lunes|al día siguiente|en cuanto pudiera].',
  'Era [curioso|gracioso|raro]: [con lo normal que había empezado el día|un día tan normal|una tarde de lo más corriente], y [lo poco normal que se estaba poniendo la noche|qué noche tan rara estaba saliendo|menuda noche se estaba preparando].',
  '[Por dentro|Para sus adentros|Sin decirlo], {H} {H?llevaba/llevaban} la cuenta de [los tropiezos de la noche|lo que había salido mal|los sustos]. [Por suerte|Menos mal|Y también], [también de los aciertos|la de los aciertos era más larga|también de las risas].',
  '[Qué cosas|Quién lo iba a decir], {H?pensó/pensaron} {H}: [ni en sus mejores sueños|ni en el mejor de los cuentos|ni en las películas] [había una noche|pasaban cosas|salía una aventura] [así|como aquella|parecida].',
  '[Un detective de verdad|Alguien valiente de verdad|Un capitán de barco|Una exploradora famosa] [no se rendiría ahora|no se echaría atrás|no se volvería a casa], [{H?se dijo/se dijeron}|{H?pensó/pensaron}] {H}. [Y {H} tampoco.|Y {H}, desde luego, tampoco.]',
  '{H} {H?respiró/respiraron} [hondo|despacio]. [Uno, dos, tres.|Dentro, fuera.] Así se [pensaba|veía] todo [más claro|mejor].',
  '[Luego|Mañana|Algún día] {H?tendría/tendrían} que [contar|explicar|escribir] [todo esto|esta noche|lo de hoy] [sin que nadie se riera|con todos los detalles|de principio a fin], {H?pensó/pensaron} {H}.',
  '[A veces|De vez en cuando|Casi siempre] las [mejores|buenas] ideas [llegan|aparecen] [cuando menos te lo esperas|de puntillas|por la puerta de atrás], y {H} lo [{H?sabía/sabían}|{H?empezaba/empezaban} a sospechar].',
  '{H} {H?pensó/pensaron} que [aquello|esto|aquella noche] [merecía|se merecía|pedía a gritos] [un dibujo|una página entera|un capítulo] en su [libreta|cuaderno de aventuras|diario].',
  '[Curiosamente|Lo raro era que|Y eso que era tardísimo:|A esas horas,] {H} [ya no {H?tenía/tenían}|no {H?sentía/sentían}|no {H?notaba/notaban}] [nada de sueño|ni pizca de sueño|ni gota de sueño|ni un poquito de sueño].',
];
