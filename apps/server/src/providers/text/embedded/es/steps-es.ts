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
      '{H} {H?se agachó/se agacharon} para mirar {hide}. Olía a [polvo|humedad|misterio|cerrado], pero [no había ni rastro de {f}|allí no había nada|lo único que había era una pelusa].',
      '{H} {H?se puso/se pusieron} de puntillas [para ver mejor|para mirar bien|y estiró el cuello hacia] {sight}. [Nada por aquí, nada por allá.|Nada de nada.|Ni rastro.]',
      '[Primero|Para empezar], {H} {H?revisó/revisaron} {hide}, [con cuidado de no hacer ruido|sin dejarse ni un hueco|a cuatro patas]. [Allí tampoco.|Vacío.|Nada.]',
      '{H} {H?pegó/pegaron} [la oreja al suelo|el oído al suelo|la oreja contra el suelo] [un momento|un ratito], por si se oía algo {hide}. [Silencio.|Ni un ruidito.]',
    ],
    [
      '«[Vamos a hacerlo con orden|Hay que hacerlo con cabeza|Calma y buena letra]», {H?dijo/dijeron} {H}. «[Primero por aquí, luego por allá|Rincón a rincón, sin saltarnos ninguno|Sin prisa, pero sin pausa]».',
      '«[Pensemos|A ver|Vamos a ver]», {H?dijo/dijeron} {H}[, con la barbilla en la mano|, muy pensativ{ho}|, rascándose la nariz|]. «Si {H?estuviera/estuviéramos} en el lugar de {f}, ¿[adónde {H?iría/iríamos}|dónde {H?me escondería/nos esconderíamos}]?»',
      '{H} {H?cerró/cerraron} los ojos [un segundo|un instante|un momentito] [para pensar mejor|para concentrarse|y {H?contó/contaron} hasta diez]. [Así se piensa mejor, eso lo sabe todo el mundo.|A veces funciona.|Con los ojos cerrados se ve más claro.|Es un truco que casi nunca falla.]',
      '[Lo primero|Lo más importante] era no ponerse nervios{ho}, y {H} lo [{H?sabía/sabían}|{H?tenía/tenían} clarísimo].',
    ],
    [
      '{C} {cvoice} y {c?dio/dieron} [una vuelta|dos vueltas|un paseíto] [alrededor de|junto a|cerca de] {sight}, [como si {c?buscara/buscaran} algo|muy concentrad{co}|con aire de detective].',
      '{C} {chabit}, y eso {le} dio a {H} [una idea|una pista|algo en qué pensar].',
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
      '{H} {H?probó/probaron} [por la izquierda. Luego por la derecha|por arriba. Luego por abajo|de frente. Luego de lado|empujando. Luego tirando]. [Luego, por si acaso|Y al final, por si las moscas|Y después], [otra vez|de nuevo] [por el mismo sitio|donde había empezado|como al principio].',
      '{H} {H?contó/contaron} hasta [tres|cinco|diez], {H?tomó/tomaron} [aire|carrerilla] y lo {H?intentó/intentaron} [de nuevo|otra vez|una vez más].',
      '[Un intento, dos intentos…|Una vez, y otra, y otra más…|Ni a la primera ni a la segunda…] {H} no {H?pensaba/pensaban} rendirse [tan pronto|así como así|por tan poco].',
    ],
    [
      '«¿Tú qué [opinas|crees|dices]?», {H?preguntó/preguntaron} {H}. {C} {cvoice}, muy convencid{co}.',
      '{C} se {c?quedó/quedaron} [mirando a {H}|observando a {H}|a un paso de {H}] [con mucha atención|sin pestañear|con curiosidad], esperando [el siguiente paso|a ver qué pasaba|la siguiente idea].',
      '{C} no se {c?movió/movieron} [de allí|ni un milímetro|del lado de {H}]: [era su forma de ayudar|así ayudaba|eso también era ayudar].',
    ],
    [
      '[Al final|Por fin], con [un poco de paciencia|mucha calma], [encontraron la manera de seguir|dieron con el modo de pasar].',
      'Y así, [paso a paso|poquito a poco|sin prisa], [siguieron adelante|avanzaron|fueron ganando terreno].',
      'No fue [rápido|fácil], pero [lo consiguieron|pasaron al otro lado].',
    ],
  ],
  [
    [
      'Se oyó un ruido [extraño|rarísimo] {hide}. {H} se {H?quedó/quedaron} muy quiet{ho}, escuchando.',
      'De pronto se oyó un [crujido|chasquido] {hide}. Todos [contuvieron la respiración|se quedaron quietos].',
      '[¿Qué había sido eso?|¿Y eso?|¡Chis!] [Algo|Alguien] [se movía|se había movido|hacía ruido] {hide}.',
    ],
    [
      'Pero [no era nada|era una tontería]: {sound}, [y ya está|nada más]. {H} {H?soltó/soltaron} una risita [nerviosa|de alivio].',
      'No era nada: solo que {sound}. ¡[Menudo susto|Vaya susto|Qué susto]!',
      '[Falsa alarma|Nada de nada]: {sound}, y ya está.',
    ],
    [
      '{C} se {c?asomó/asomaron} [con cuidado|despacito|de puntillas] y [luego|enseguida|al final] {chabit}, [como quitándole importancia|tan tranquil{co}|como si nada].',
      '{C} {cvoice} [bajito|flojito|muy suave], [como diciendo|como si dijera|como para decir]: «[Falsa alarma|Tranquilidad|No pasa nada|Todo en orden]».',
    ],
    [
      '[Aun así|De todas formas|Por si acaso], todos se [quedaron|pusieron|arrimaron] [un poquito más cerca|más juntitos] [unos de otros|que antes].',
      '[Desde entonces|A partir de ahí], caminaron [un poquito más juntos|muy pegaditos].',
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
      '[Quedaban|Ya solo quedaban] [pocos sitios|muy pocos rincones|tres o cuatro huecos] por [mirar|revisar], y la noche [avanzaba|seguía su camino|no esperaba a nadie].',
      'Ya solo [faltaban|quedaban] [un par de rincones|dos o tres sitios|los últimos huecos], pero [eran los más|parecían los más|seguro que eran los más] [oscuros|difíciles|escondidos].',
      '[Cada vez quedaba menos|Ya no quedaba casi nada|Quedaba poquísimo] por [revisar|mirar|registrar][, y eso era buena señal|, menos mal|].',
    ],
    [
      '{C} [se {c?colocó/colocaron} junto a|se {c?puso/pusieron} al lado de|se {c?arrimó/arrimaron} a|no se {c?despegó/despegaron} de] {H}, [list{co} para lo que hiciera falta|list{co} para todo|atent{co} a cualquier ruido|sin quitar ojo a nada].',
      '{C} {chabit}. Era su [manera|forma] de decir: «[Adelante|Vamos allá]».',
    ],
    [
      '«Ya casi lo tenemos», [{H?susurró/susurraron}|{H?murmuró/murmuraron}] {H}.',
      '[Algo|Una vocecita por dentro|El corazón] {le} [decía|susurraba] a {H} que [estaban muy cerca|ya faltaba poco|no se rindiera ahora].',
      '[Estaban cerca|Faltaba poco]. {H} lo [{H?notaba/notaban}|{H?sentía/sentían}] [en la punta de los dedos|en las tripas|en las orejas, que le hormigueaban].',
    ],
  ],
  [
    [
      'La luna se asomó [entre las nubes|por encima de los árboles|detrás de un tejado] y pintó {p} de plata.',
      'Las sombras [se hicieron más largas|se estiraron [por el suelo|por las paredes]|crecieron y crecieron], y {p} parecía [otro sitio distinto|un lugar nuevo|de otro planeta].',
      '[Empezaba a refrescar|Se levantó un airecillo fresco|Refrescaba], y [en {p}|allí] [las sombras crecían|todo se volvía azul|todo olía a noche].',
    ],
    [
      '{H} {H?pensó/pensaron} en [casa|la cena calentita|el pijama], pero [no era momento de volver|todavía no había terminado].',
      '{H} {H?notó/notaron} [las manos frías|la nariz helada|los dedos congelados|las orejas frías] y {H?se frotó/se frotaron} [las manos|los brazos] [para entrar en calor|para calentarse un poco|con energía].',
      '[Las tripas de {H} [hicieron un ruido|rugieron un poquito|protestaron]|A {H} {le} [sonaron las tripas|rugió la barriga]|{H} {H?notó/notaron} [un hambre de lobo|un agujerito en la barriga]]. [Luego habría tiempo para cenar.|La cena podía esperar.|Ya cenarían después.]',
    ],
    [
      '«[A lo mejor deberíamos volver|¿Y si lo dejamos para mañana?]», [dijo|propuso] una vocecita. [Pero nadie [se movió|dio un paso atrás].|Nadie le hizo caso.|Ni hablar.]',
      '«[Un poquito más|Solo un rato más|Aguantad un poco]», {H?dijo/dijeron} {H}. «[Solo un poquito más|Ya casi estamos|Lo noto]».',
    ],
    [
      '{C} {cvoice} para dar ánimos, y [siguieron|siguieron adelante].',
      'Y siguieron, porque [las aventuras|las cosas importantes|las misiones] no se dejan [a medias|sin terminar].',
      '[Así que|De modo que|Y así] [siguieron|continuaron|tiraron adelante], [un paso detrás de otro|sin prisa pero sin pausa|paso a paso|despacito y con buena letra].',
    ],
  ],
  [
    [
      '[Más tarde|Años después|Al día siguiente], {H} {H?contaría/contarían} [que en ese momento|que justo entonces|que de golpe] [lo {H?vio/vieron} todo|todo {H?encajó/encajaron}|se {le} encendió la bombilla] [clarísimo|muy claro|como en una película].',
      'Fue [entonces|en ese momento|justo ahí] cuando {H} se {H?acordó/acordaron} de [algo importante|algo que había visto al llegar|un detalle pequeñito|una cosa que nadie había mirado].',
      'Y de repente, [¡chas!|¡plin!|¡zas!], a {H} se {le} [encendió una bombillita en la cabeza|ocurrió una idea estupenda|iluminó la cara].',
    ],
    [
      '«¡[Claro|Ya está|Eso es]!», {H?dijo/dijeron} {H}, [dándose una palmada en la frente|con un saltito|chasqueando los dedos|con los ojos como platos]. «[¿Cómo no lo había pensado antes?|¿Cómo no se me había ocurrido?|¡Estaba delante de mis narices!|¡Pero qué despiste!]»',
      '«¡Ya [sé|lo tengo]!», {H?exclamó/exclamaron} {H}. «¡[Lo teníamos delante de [las narices|los ojos]|Estaba clarísimo|Era tan fácil]!»',
      '«¡[Un momento|Esperad|Quietos todos]!», {H?dijo/dijeron} {H}. «[Creo que ya sé dónde mirar|Se me acaba de ocurrir una cosa|Tengo una idea|Ya sé qué hacer]».',
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
  '(Si [alguien|cualquiera] {le} hubiera dicho a {H} [por la mañana|en el desayuno|a la hora de comer] que [la noche|el día] [acabaría|iba a acabar] así, no se lo {H?habría/habrían} creído.)',
  'Lo bueno de los [problemas|líos|misterios], {H?pensó/pensaron} {H}, es que [siempre tienen|todos tienen|casi siempre tienen] un punto débil. [Solo hay que encontrarlo.|Todo es dar con él.]',
  '[A {H} {le} pareció|{H} {H?tuvo/tuvieron} la sensación de] que el tiempo [iba más despacio|se estiraba como un chicle|se había parado], como si la noche también [estuviera esperando|contuviera la respiración].',
  'Hay [momentos|ratos] en los que [uno tiene que|hay que|toca] ser [más valiente de lo que [se siente|parece|uno se siente]|valiente aunque [tiemblen las piernas|dé un poco de miedo]], y [aquel era uno de ellos|aquel era uno|este era uno de esos].',
  '{H} se {H?prometió/prometieron} [contarlo|que lo contaría] [en el cole|a sus amigos|a toda la familia] [el lunes|al día siguiente|en cuanto pudiera].',
  'Era [curioso|gracioso|raro]: [con lo normal que había empezado el día|un día tan normal|una tarde de lo más corriente], y [lo poco normal que se estaba poniendo la noche|qué noche tan rara estaba saliendo|menuda noche se estaba preparando].',
  '[Por dentro|Para sus adentros], {H} {H?llevaba/llevaban} la cuenta de [los tropiezos de la noche|lo que había salido mal]. [Por suerte|Menos mal], también de [los aciertos|lo que había salido bien].',
  '[Qué cosas|Quién lo iba a decir], {H?pensó/pensaron} {H}: [ni en sus mejores sueños|ni en el mejor de los cuentos|ni en las películas] [había una noche|pasaban cosas|salía una aventura] [así|como aquella|parecida].',
  '[Un detective de verdad|Alguien valiente de verdad|Un capitán de barco] no se rendiría ahora, [{H?se dijo/se dijeron}|{H?pensó/pensaron}] {H}. Y {H} tampoco.',
  '{H} {H?respiró/respiraron} [hondo|despacio]. [Uno, dos, tres.|Dentro, fuera.] Así se [pensaba|veía] todo [más claro|mejor].',
  '[Luego|Mañana] {H?tendría/tendrían} que [contar|explicar] todo esto [sin que nadie se riera|con todos los detalles], {H?pensó/pensaron} {H}.',
  '[A veces|De vez en cuando] las mejores ideas llegan [cuando menos te lo esperas|de puntillas], y {H} lo [{H?sabía/sabían}|{H?empezaba/empezaban} a sospechar].',
  '{H} {H?pensó/pensaron} que [aquello|esto] [merecía|se merecía] [un dibujo|una página entera] en su [libreta|cuaderno de aventuras].',
  '[Curiosamente|Lo raro era que], {H} ya no {H?tenía/tenían} [nada de sueño|ni pizca de sueño].',
];
