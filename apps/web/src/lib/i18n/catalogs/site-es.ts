import type { siteEn } from './site-en';

/** Las páginas del sitio: quiénes somos, cómo se usa, la política de privacidad y las condiciones. */
export const siteEs: Record<keyof typeof siteEn, string> = {
  'site.version': 'Versión {version}',
  'site.effective': 'En vigor desde el {date, date, long}',

  'about.title': 'Sobre Starry Night Story',
  'about.lead':
    'Cuentos para dormir hechos a medida, para que los últimos minutos del día sean los mejores.',
  'about.whyTitle': 'Por qué creamos Starry Night Story',
  'about.why1':
    'Todos los padres conocen la petición: <em>«¡Otro cuento más… y que salga yo!»</em> Después de un día largo, inventar una historia nueva con el juguete favorito de tu hijo, su mejor amigo y un dragón que le tiene miedo a la oscuridad es mucho pedir. Starry Night Story inventa contigo, para que los últimos minutos del día sean para estar juntos.',
  'about.why2':
    'Nos das el nombre de tu peque, su edad y tres cosas que le encantan. Escribimos un cuento nuevo del que es protagonista: tierno, adecuado a su edad y con un final tranquilo, como deben ser los cuentos para dormir. Cada cuento tiene su propia ilustración y puedes escucharlo leído en voz alta con la luz apagada.',
  'about.canTitle': 'Qué puedes hacer',
  'about.can1':
    'Crear cuentos personalizados en cinco géneros: fantasía, aventura, misterio, ciencia ficción y comedia.',
  'about.can2':
    'Añadir un giro en la trama o una enseñanza: compartir, ser amable, ser valiente en el dentista.',
  'about.can3': 'Pedir una ilustración nueva o usar una foto tuya como imagen del cuento.',
  'about.can4': 'Escuchar cada cuento narrado con una voz tranquila.',
  'about.can5':
    'Convertir un cuento favorito en un libro ilustrado en PDF y compartir un cuento con la familia mediante un enlace privado.',
  'about.can6': 'Imprimir marcapáginas gratis desde la página de inicio.',
  'about.careTitle': 'Hecho con cariño para las familias',
  'about.care':
    'El servicio lo usan madres, padres y tutores (a partir de 13 años), nunca directamente los niños. Solo te pedimos lo que un cuento necesita. Las fotos que subes para hacer un libro ilustrado se borran en cuanto el libro está hecho, salvo que elijas una como imagen del cuento. Nunca usamos el nombre de tu peque, tus cuentos ni tus fotos para entrenar inteligencia artificial. Cuando quieras, desde Tu perfil, puedes descargar todos tus cuentos y datos, o borrar tu cuenta con todos sus archivos. Los detalles están en nuestra <link>Política de privacidad</link>.',
  'about.creditsTitle': 'Cómo funcionan los créditos',
  'about.credits':
    'Las cuentas nuevas empiezan con 12 créditos gratis: suficientes para tus tres primeros cuentos y un libro en PDF para descargar. Después, 1 crédito es un cuento, 1 crédito es una imagen de IA extra y 10 créditos son un libro en PDF. Tu primera narración es gratis y cada una de las siguientes cuesta 1 crédito, igual que cada imagen de IA extra después de la primera. Los créditos no caducan y no hay suscripción.',
  'about.helloTitle': 'Escríbenos',
  'about.hello':
    'Somos un equipo pequeño de madres, padres e ingenieros. ¿Preguntas, ideas, un cuento que a tu peque le encantó? Escríbenos a {support}: leemos todos los mensajes.',

  'instructions.title': 'Cómo crear un cuento',
  'instructions.lead': 'Todo lo que necesitas para crear un cuento precioso en un par de minutos.',
  'instructions.welcome':
    '<strong>¿Eres nuevo? Al registrarte recibes 12 créditos gratis</strong>: suficientes para tus tres primeros cuentos y un libro en PDF para descargar. Cada cuento cuesta 1 crédito (el primero es gratis).',
  'instructions.accountTitle': '1. Crea tu cuenta',
  'instructions.account':
    'Regístrate con tu correo electrónico (o con Google) y confirma tu dirección con el enlace que te enviamos. Luego elige <strong>Crear cuento</strong> en el menú.',
  'instructions.nameTitle': '2. El nombre de tu peque',
  'instructions.name':
    'Escribe el nombre con el que le llamáis en casa: un apodo queda genial. Será el protagonista del cuento. Basta con el nombre de pila; no hace falta apellido.',
  'instructions.ageTitle': '3. La edad',
  'instructions.age':
    'Elige una edad de {min} a {max}. La edad da forma al cuento: corto, sencillo y repetitivo para los más pequeños; más largo, con palabras más ricas y una trama de verdad para los mayores.',
  'instructions.elementsTitle': '4. Tres elementos del cuento',
  'instructions.elements':
    'Escribe tres cosas que quieras en el cuento, separadas por comas; por ejemplo, <em>«un osito azul, la playa, un gato gruñón»</em>. Pueden ser juguetes, animales, lugares, comidas o personas (la abuela funciona muy bien). Los tres elementos dan forma al cuento: intenta mezclar un personaje, un lugar y un objeto.',
  'instructions.genreTitle': '5. Elige un género',
  'instructions.genre': '<strong>{genre}</strong>: {notes}.',
  'instructions.genreFantasy': 'castillos, magos buenos, animales que hablan y un poco de magia',
  'instructions.genreAdventure': 'viajes, mapas del tesoro, selvas y rescates valientes',
  'instructions.genreMystery': 'enigmas suaves, pistas y un osito perdido que encontrar',
  'instructions.genreSci-Fi': 'cohetes, robots simpáticos y planetas lejanos',
  'instructions.genreComedy': 'líos divertidos, risas y finales felices',
  'instructions.twistTitle': '6. Un giro en la trama (opcional)',
  'instructions.twist':
    'Añade una sorpresa para la mitad del cuento: <em>«el dragón resulta ser tímido»</em> o <em>«el mapa lleva de vuelta a casa»</em>. Si lo dejas vacío, elegimos uno nosotros.',
  'instructions.lessonTitle': '7. Una enseñanza (opcional)',
  'instructions.lesson':
    'Algo que te gustaría que el cuento enseñara con suavidad: compartir, probar comida nueva, ser valiente en el médico, pedir perdón. La enseñanza se cuenta con cariño, nunca como un sermón.',
  'instructions.tipsTitle': 'Consejos para los mejores cuentos',
  'instructions.tip1':
    '<strong>Evita nombres de marcas registradas</strong> de personajes, marcas y películas (por ejemplo, héroes de dibujos animados famosos o marcas de juguetes). Descríbelos: <em>«un muñeco de nieve simpático»</em> en lugar del nombre de un personaje de película. Los cuentos con nombres registrados pueden rechazarse.',
  'instructions.tip2': 'Usa elementos cortos: de dos a cinco palabras cada uno es lo ideal.',
  'instructions.tip3':
    'No añadas datos personales como direcciones, colegios o nombres completos: el cuento no los necesita.',
  'instructions.tip4':
    '¿No ha quedado del todo bien? Crea otro: cada cuento es distinto, aunque partas de las mismas ideas.',
  'instructions.afterTitle': 'Cuando el cuento está listo',
  'instructions.after1':
    '<strong>Escúchalo:</strong> pulsa reproducir para oír una narración tranquila (la primera es gratis; después, 1 crédito).',
  'instructions.after2':
    '<strong>Cambia la ilustración:</strong> pide una imagen de IA nueva (1 crédito; la primera imagen extra es gratis), elige una anterior o sube la tuya.',
  'instructions.after3':
    '<strong>Haz un libro:</strong> convierte el cuento en un libro ilustrado en PDF por 10 créditos. Tarda un momento en hacerse y luego es tuyo para descargarlo e imprimirlo.',
  'instructions.after4':
    '<strong>Compártelo:</strong> comparte un cuento con la familia mediante un enlace; puedes dejar de compartirlo cuando quieras.',
  'instructions.more':
    '¿Necesitas más créditos? Elige <strong>Comprar créditos</strong> en el menú. Los créditos no caducan.',

  'privacy.lead':
    'Qué datos recogemos, para qué, cuánto tiempo los guardamos y qué opciones tienes, también sobre el nombre y las fotos de tu peque.',
  'privacy.short':
    '<strong>En resumen:</strong> solo recogemos lo que necesitamos para crear tus cuentos, nunca vendemos tus datos, nunca usamos el nombre de tu peque, tus cuentos ni tus fotos para entrenar inteligencia artificial, las fotos que subes para un libro se borran en cuanto el libro está hecho (salvo que elijas una como imagen del cuento) y, si borras tu cuenta, se borran todos sus archivos.',
  'privacy.whoTitle': '1. Quiénes somos',
  'privacy.who':
    'Starry Night Story («nosotros») ofrece en este sitio web cuentos para dormir personalizados, ilustraciones, narraciones y libros ilustrados. Somos los responsables del tratamiento de los datos personales que aquí se describen. Puedes escribirnos a {privacy}.',
  'privacy.forTitle': '2. A quién se dirige esta política',
  'privacy.for':
    'El servicio es para madres, padres, tutores y otros adultos —y adolescentes a partir de 13 años— que crean cuentos para niños. Los niños no usan el servicio por sí mismos y no pueden abrir una cuenta. Cuando escribes el nombre de un niño o subes su foto, lo haces como su madre, padre o tutor, o con su permiso.',
  'privacy.collectTitle': '3. Qué datos recogemos',
  'privacy.table': 'Datos que recogemos',
  'privacy.colData': 'Datos',
  'privacy.colExamples': 'Ejemplos',
  'privacy.colWhy': 'Para qué los necesitamos',
  'privacy.accountData': 'Datos de la cuenta',
  'privacy.accountExamples':
    'Nombre y apellido, correo electrónico, contraseña (guardada solo como hash irreversible), foto de perfil opcional, fecha de creación de la cuenta, saldo de créditos',
  'privacy.accountWhy': 'Para crear y proteger tu cuenta, iniciar tu sesión y mostrar tu perfil',
  'privacy.googleData': 'Datos del inicio de sesión con Google',
  'privacy.googleExamples':
    'Tu nombre, tu correo y el identificador de tu cuenta de Google, si eliges «Iniciar sesión con Google»',
  'privacy.googleWhy': 'Para que entres sin contraseña',
  'privacy.inputsData': 'Datos del cuento',
  'privacy.inputsExamples':
    'El nombre del niño (el protagonista), su edad, los tres elementos, el género, el giro de la trama y la enseñanza',
  'privacy.inputsWhy': 'Para escribir el cuento que has pedido',
  'privacy.mediaData': 'Cuentos y contenidos que creamos',
  'privacy.mediaExamples':
    'Textos de los cuentos, ilustraciones, audio de las narraciones, libros en PDF',
  'privacy.mediaWhy': 'Para mostrártelos, reproducirlos y entregártelos',
  'privacy.uploadsData': 'Fotos subidas',
  'privacy.uploadsExamples':
    'Una imagen que subes como imagen del cuento, foto de perfil o referencia para un libro',
  'privacy.uploadsWhy': 'Para usarla exactamente donde tú has elegido',
  'privacy.purchasesData': 'Registro de compras',
  'privacy.purchasesExamples':
    'Qué has comprado, importe, fecha y recibo; en los libros impresos, la dirección de envío',
  'privacy.purchasesWhy':
    'Para darte los créditos, enviarte recibos y libros, y cumplir las obligaciones contables',
  'privacy.technicalData': 'Datos técnicos',
  'privacy.technicalExamples':
    'Cookie de sesión, token de seguridad, dirección IP y tipo de navegador en los registros del servidor',
  'privacy.technicalWhy': 'Para mantener tu sesión abierta y proteger el servicio de abusos',
  'privacy.cookiesData':
    'Tus preferencias de cookies y, con tu consentimiento, estadísticas de uso',
  'privacy.cookiesExamples':
    'El registro de tu consentimiento; páginas visitadas y funciones usadas',
  'privacy.cookiesWhy': 'Para respetar lo que eliges y, si lo permites, mejorar el servicio',
  'privacy.payments':
    'De los <strong>pagos</strong> se encarga nuestro procesador de pagos, en su propia página de pago segura. Nunca vemos ni guardamos el número completo de tu tarjeta; solo recibimos una confirmación, el importe y un enlace al recibo.',
  'privacy.basesTitle': '4. Bases legales',
  'privacy.basis1':
    '<strong>Contrato:</strong> para ofrecerte la cuenta, los cuentos, los contenidos, los libros y las compras que pides.',
  'privacy.basis2':
    '<strong>Interés legítimo:</strong> para proteger el servicio, prevenir el fraude y resolver problemas.',
  'privacy.basis3':
    '<strong>Consentimiento:</strong> para las cookies de análisis, marketing y funcionalidad, que puedes retirar cuando quieras.',
  'privacy.basis4':
    '<strong>Obligación legal:</strong> para conservar el registro de compras a efectos fiscales y contables.',
  'privacy.childrenTitle': '5. Nombres y fotos de los niños',
  'privacy.children':
    'Tratamos todo lo que tiene que ver con un niño con especial cuidado. El nombre del niño y los elementos del cuento solo se usan para escribir y mostrar tus cuentos. Las imágenes subidas se decodifican y se vuelven a codificar por completo en nuestros servidores, lo que elimina la información oculta, como los datos de la cámara o la ubicación GPS.',
  'privacy.children1':
    'Una foto subida para hacer un libro en PDF se <strong>borra en cuanto el libro está hecho</strong>, salvo que la hayas elegido como imagen del cuento; en ese caso se guarda con ese cuento hasta que borres el cuento o tu cuenta.',
  'privacy.children2':
    'Tus cuentos son privados. Un cuento solo lo ven otras personas si lo compartes, y puedes dejar de compartirlo cuando quieras.',
  'privacy.children3':
    '<strong>Nunca usamos lo que subes, tus cuentos ni los datos de tu peque para entrenar inteligencia artificial</strong>, y no permitimos que lo hagan los proveedores con los que trabajamos.',
  'privacy.shareTitle': '6. Con quién compartimos los datos',
  'privacy.share':
    'Nunca vendemos datos personales. Solo los compartimos con proveedores que trabajan para nosotros, bajo contrato:',
  'privacy.share1': 'proveedores de alojamiento, base de datos y almacenamiento de archivos;',
  'privacy.share2':
    'el procesador de pagos, para las compras, y la empresa de impresión y envío, para los libros impresos;',
  'privacy.share3':
    'un proveedor de correo electrónico, para enviar enlaces de confirmación, códigos de contraseña y recibos;',
  'privacy.share4':
    'si están activados, proveedores de IA que generan el texto, las imágenes o la narración a partir de los datos de tu cuento, con condiciones que les prohíben entrenar con ellos;',
  'privacy.share5':
    'Google, solo si eliges iniciar sesión con Google; y, con tu consentimiento, servicios de análisis y publicidad.',
  'privacy.disclose':
    'Podemos revelar datos cuando la ley lo exija o para proteger la seguridad de una persona.',
  'privacy.keepTitle': '7. Cuánto tiempo guardamos los datos',
  'privacy.keep1': 'Datos de la cuenta, cuentos y sus contenidos: mientras exista tu cuenta.',
  'privacy.keep2':
    'Fotos subidas para un libro: hasta que el libro está hecho (o, si la eliges como imagen del cuento, con ese cuento).',
  'privacy.keep3':
    'Códigos para restablecer la contraseña: 10 minutos. Enlaces de confirmación del correo: 24 horas.',
  'privacy.keep4': 'Sesiones: hasta 30 días, o hasta que cierres la sesión.',
  'privacy.keep5':
    'Registro de compras: el tiempo que exija la normativa fiscal y contable (normalmente hasta 10 años), sin el contenido de los cuentos.',
  'privacy.keep6': 'Registros del servidor: hasta 30 días.',
  'privacy.deleting':
    '<strong>Si borras tu cuenta, se borran todos sus archivos</strong> (cuentos, ilustraciones, narraciones, libros y fotos) y tus datos personales, salvo el registro de compras que la ley nos obliga a conservar.',
  'privacy.rightsTitle': '8. Tus derechos',
  'privacy.rights':
    'Puedes pedir acceder a tus datos personales, corregirlos, exportarlos o borrarlos, limitar su uso u oponerte a él, y retirar tu consentimiento cuando quieras. Desde Tu perfil puedes descargar tú mismo todos tus datos (Descargar mis datos: un archivo zip con cada cuento, imagen, narración y libro, y los registros de tu cuenta) y borrar tu cuenta con todo lo que contiene (Borrar mi cuenta). Para cualquier otra cosa, escribe a {privacy} desde el correo de tu cuenta. Te respondemos en un plazo de 30 días. También puedes presentar una reclamación ante la autoridad de protección de datos de tu país.',
  'privacy.cookiesTitle': '9. Cookies',
  'privacy.cookies': 'Usamos cuatro tipos de cookies:',
  'privacy.cookie1':
    '<strong>Esenciales</strong> (siempre activas): mantienen tu sesión abierta, protegen los formularios contra falsificaciones (un token de seguridad) y recuerdan tus preferencias de cookies.',
  'privacy.cookie2':
    '<strong>De análisis</strong> (solo con tu consentimiento): nos ayudan a entender qué funciones se usan, de forma agregada.',
  'privacy.cookie3':
    '<strong>De marketing</strong> (solo con tu consentimiento): miden si nuestra publicidad funciona.',
  'privacy.cookie4':
    '<strong>De funcionalidad</strong> (solo con tu consentimiento): recuerdan preferencias que hacen el servicio más agradable de usar.',
  'privacy.cookiesChoice':
    'Eliges en el aviso de cookies y puedes cambiar de opinión cuando quieras en los ajustes de cookies de tu perfil. Tu elección se guarda hasta un año.',
  'privacy.securityTitle': '10. Seguridad',
  'privacy.security':
    'Las contraseñas se guardan con un hash irreversible robusto (Argon2id). Las conexiones van cifradas, las sesiones se pueden revocar, a los archivos solo se accede mediante enlaces firmados de corta duración y cada petición se comprueba con la cuenta que ha iniciado sesión. Ningún sistema es perfectamente seguro; si una brecha te afecta, te lo diremos sin demora injustificada.',
  'privacy.transfersTitle': '11. Transferencias internacionales',
  'privacy.transfers':
    'Nuestros proveedores pueden tratar datos en otros países. Cuando lo hacen, aplicamos garantías adecuadas, como las cláusulas contractuales tipo.',
  'privacy.changesTitle': '12. Cambios en esta política',
  'privacy.changes':
    'Cuando cambiamos esta política, actualizamos su versión y fecha (arriba) y, si los cambios son importantes, te avisamos por correo o en la aplicación antes de que se apliquen. Esta es la versión {version}. Consulta también nuestras <link>Condiciones de uso</link>.',
  'privacy.contactTitle': '13. Contacto',
  'privacy.contact': 'Preguntas sobre privacidad: {privacy}. Cualquier otra cosa: {support}.',

  'terms.lead': 'Las normas para usar Starry Night Story, escritas para que se lean.',
  'terms.agreementTitle': '1. Acuerdo',
  'terms.agreement':
    'Estas Condiciones de uso son un acuerdo entre tú y Starry Night Story («nosotros») para el uso de este sitio web y sus servicios. Al crear una cuenta o usar el servicio aceptas estas condiciones y nuestra <link>Política de privacidad</link>. Si no estás de acuerdo, por favor, no uses el servicio.',
  'terms.whoTitle': '2. Quién puede usar el servicio',
  'terms.who1':
    'El servicio está pensado para personas mayores de 13 años. Si no has alcanzado la mayoría de edad en el lugar donde vives, tu madre, padre o tutor debe aceptar estas condiciones por ti.',
  'terms.who2':
    'Los cuentos se hacen <em>para</em> los niños, no <em>los hacen</em> ellos: los niños no deben abrir cuentas. Eres responsable de lo que los niños ven y oyen a través de tu cuenta.',
  'terms.who3':
    'Solo puedes escribir el nombre de un niño o subir su foto si eres su madre, padre o tutor, o si tienes su permiso.',
  'terms.accountTitle': '3. Tu cuenta',
  'terms.account':
    'Da información correcta, no compartas tu contraseña y avísanos en {support} si crees que otra persona ha usado tu cuenta. Eres responsable de lo que se haga con tu cuenta. Puedes dejar de usar el servicio y borrar tu cuenta cuando quieras desde Tu perfil.',
  'terms.creditsTitle': '4. Créditos y pagos',
  'terms.credits1':
    'Las cuentas nuevas reciben 12 créditos gratis. 1 crédito es un cuento; 1 crédito es una imagen de IA extra; 10 créditos son un libro en PDF.',
  'terms.credits2':
    'Los créditos se compran en paquetes a través de la página de pago segura de nuestro procesador de pagos. Los precios se muestran, con su moneda, antes de pagar.',
  'terms.credits3':
    'Los créditos no caducan, no tienen valor en efectivo y no se pueden transferir ni revender.',
  'terms.credits4':
    'Si no se consigue crear un cuento, una imagen, una narración o un libro, los créditos reservados vuelven a tu saldo.',
  'terms.credits5':
    'Como los créditos se usan para crear contenido digital al momento, las compras son definitivas una vez usados los créditos. Los créditos sin usar comprados en los últimos 14 días se pueden reembolsar si lo pides. Nada de estas condiciones limita los derechos que te da la normativa de consumo.',
  'terms.credits6':
    'Los libros impresos se pagan con tarjeta al hacer el pedido, envío incluido, y se rigen por las condiciones de entrega que se muestran allí.',
  'terms.contentTitle': '5. Tu contenido',
  'terms.content1':
    'Conservas todos los derechos sobre lo que aportas: nombres, ideas para cuentos y fotos subidas («tu contenido»). Nos das una licencia limitada para guardar y tratar tu contenido solo para prestarte el servicio (por ejemplo, para escribir un cuento, hacer una ilustración o montar un libro) y, si compartes un cuento, para mostrarlo a quien tenga el enlace. Esta licencia termina cuando borras el contenido o tu cuenta. Nunca usamos tu contenido para entrenar inteligencia artificial.',
  'terms.content2':
    'Te comprometes a tener derecho a subir tu contenido y a que no infrinja la ley ni los derechos de nadie.',
  'terms.generatedTitle': '6. Cuentos e imágenes generados',
  'terms.generated':
    'Los cuentos, las ilustraciones y las narraciones se crean automáticamente, en parte con inteligencia artificial. Con sujeción a estas condiciones, puedes usar los cuentos y libros hechos para ti con fines personales y no comerciales: leerlos, imprimirlos y compartirlos con familia y amigos. Como el contenido se genera automáticamente, a veces puede tener errores o no ser adecuado para tu peque; lee el cuento antes de compartirlo con un niño y avísanos de cualquier cosa inapropiada para que podamos mejorar.',
  'terms.useTitle': '7. Uso aceptable',
  'terms.use': 'Te comprometes a no:',
  'terms.use1':
    'escribir contenido violento, sexual, de odio, de acoso o inapropiado para niños por cualquier otro motivo;',
  'terms.use2':
    'usar nombres de personajes o marcas registradas, ni contenido que infrinja los derechos de otras personas;',
  'terms.use3':
    'escribir datos personales de otras personas más allá de lo que un cuento necesita (nada de direcciones, colegios ni datos de contacto);',
  'terms.use4': 'subir imágenes de personas sin tener derecho a hacerlo;',
  'terms.use5':
    'intentar romper, sobrecargar, extraer datos masivamente o aplicar ingeniería inversa al servicio, ni saltarte los límites de créditos o de seguridad;',
  'terms.use6':
    'revender el servicio ni usarlo para crear contenido para su publicación comercial.',
  'terms.refuse':
    'Podemos rechazar peticiones, retirar contenido o suspender las cuentas que incumplan estas normas.',
  'terms.sharingTitle': '8. Compartir',
  'terms.sharing':
    'Los cuentos son privados salvo que los compartas. Un cuento compartido lo puede ver cualquiera que tenga su enlace; puedes dejar de compartirlo cuando quieras y, a partir de ese momento, el enlace deja de funcionar.',
  'terms.serviceTitle': '9. Nuestro servicio',
  'terms.service':
    'Nos esforzamos para que el servicio esté disponible y tus cuentos a salvo, pero lo ofrecemos «tal cual» y no podemos prometer que funcione siempre sin interrupciones ni errores. Podemos mejorar o cambiar funciones; si cerramos el servicio, te avisaremos con antelación razonable para que puedas descargar tus libros, y te reembolsaremos los créditos pagados que no hayas usado.',
  'terms.liabilityTitle': '10. Responsabilidad',
  'terms.liability':
    'En la medida en que la ley lo permita, no respondemos de pérdidas indirectas o derivadas, y nuestra responsabilidad total ante ti se limita a lo que nos hayas pagado en los 12 meses anteriores a la reclamación. No excluimos la responsabilidad cuando la ley no lo permite, por ejemplo en caso de fraude o de muerte o daños personales causados por negligencia.',
  'terms.endingTitle': '11. Fin del acuerdo',
  'terms.ending':
    'Puedes dejar de usar el servicio cuando quieras y pedirnos que borremos tu cuenta. Podemos suspender o cerrar tu cuenta si incumples estas condiciones de forma grave o repetida; cuando sea justo, te avisaremos antes y te reembolsaremos los créditos pagados que no hayas usado.',
  'terms.changesTitle': '12. Cambios en estas condiciones',
  'terms.changes':
    'Podemos actualizar estas condiciones. Mostraremos la nueva versión y la fecha en esta página y, si los cambios son importantes, te avisaremos por correo o en la aplicación antes de que se apliquen. Si sigues usando el servicio después, aceptas las nuevas condiciones. Esta es la versión {version}.',
  'terms.contactTitle': '13. Contacto',
  'terms.contact': 'Preguntas sobre estas condiciones: {support}.',
};
