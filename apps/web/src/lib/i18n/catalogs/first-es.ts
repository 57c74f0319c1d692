import type { firstEn } from './first-en';

/**
 * Las palabras en español de la página de inicio y de lo que rodea a cada página (cabecera, menús,
 * pie, errores): the Spanish of `first-en.ts`, key for key (decision 103). Its own small chunk,
 * which the server names in index.html for a Spanish browser (`modulepreload`), so the landing
 * page paints once it is here, without waiting for every other Spanish word (`rest-es.ts`).
 */
export const firstEs: Record<keyof typeof firstEn, string> = {
  'common.goHome': 'Volver al inicio',
  'common.dismiss': 'Cerrar',
  'common.dismissNotification': 'Cerrar el aviso',
  'common.requestFailed': 'La petición ha fallado con el código {status}',
  'common.pageTimeout': 'La página no ha llegado en {seconds} s',
  'landing.heroArt': 'Un libro de cuentos abierto bajo una luna creciente',
  'routeError.docTitle': 'Algo ha salido mal · Starry Night Story',
  'routeError.title': '¡Error inesperado en la aplicación!',
  'routeError.text':
    'Algo ha fallado por nuestra parte. Vuelve a intentarlo: tus cuentos están a salvo.',
  'layout.skipToContent': 'Ir al contenido',
  'layout.homeLink': 'Starry Night Story',
  'layout.mainNav': 'Principal',
  'layout.signOut': 'Cerrar sesión',
  'layout.openProfile': 'Abrir tu perfil',
  'layout.openMenu': 'Abrir el menú',
  'layout.menu': 'Menú',
  'layout.closeMenu': 'Cerrar el menú',
  'layout.footerTagline':
    'Cuentos para dormir hechos a medida, con ilustraciones y narración, para los peques que más quieres.',
  'layout.footerSite': 'Sitio',
  'layout.copyright': '© {year} Starry Night Story',
  'nav.home': 'Inicio',
  'nav.createStory': 'Crear cuento',
  'nav.myStories': 'Mis cuentos',
  'nav.buyCredits': 'Comprar créditos',
  'nav.about': 'Quiénes somos',
  'nav.instructions': 'Cómo se usa',
  'nav.login': 'Iniciar sesión',
  'nav.createAccount': 'Crear cuenta',
  'footer.ourStory': 'Nuestra historia',
  'footer.gettingStarted': 'Primeros pasos',
  'footer.terms': 'Condiciones de uso',
  'footer.privacy': 'Política de privacidad',
  'landing.eyebrow': 'Cuentos para dormir a medida',
  'landing.heroTitle': 'Cuentos para dormir <em>con tu peque de protagonista</em>',
  'landing.heroLead':
    'Cuéntanos cómo se llama tu peque y tres cosas que le encantan. En un momento tendrás un cuento nuevo y tranquilo, con su propia ilustración, una narración serena para escuchar y un libro ilustrado para guardar.',
  'landing.createStory': 'Crear un cuento',
  'landing.howItWorks': 'Cómo funciona',
  'landing.freeStart': 'Tus tres primeros cuentos son gratis. No necesitas tarjeta para empezar.',
  'landing.whatKicker': 'Qué te llevas',
  'landing.whatTitle': 'Un cuento nuevo cada noche, hecho solo para tu peque',
  'landing.whatLead':
    'Starry Night Story escribe cuentos tiernos y adecuados a su edad alrededor de tu peque, para que la hora de dormir sea el momento del día que más espera.',
  'landing.feature1Title': 'Un cuento para un solo peque',
  'landing.feature1Text':
    'Tu peque es el héroe o la heroína, con los amigos, juguetes y lugares que adora en cada página, y en el género que elijas.',
  'landing.feature2Title': 'Ilustraciones a juego',
  'landing.feature2Text':
    'Cada cuento trae su propia ilustración. ¿Quieres otra? Pide una nueva o usa una foto tuya.',
  'landing.feature3Title': 'Leído en voz alta, con calma',
  'landing.feature3Text':
    'Baja las luces y dale al play: una narración serena lee el cuento, frase a frase.',
  'landing.feature4Title': 'Guárdalo como libro',
  'landing.feature4Text':
    'Convierte su cuento favorito en un libro ilustrado en PDF para descargar, imprimir o compartir con la familia.',
  'landing.howKicker': 'Cómo funciona',
  'landing.howTitle': 'Del «érase una vez» a los dulces sueños en cuatro pasos',
  'landing.step1Title': 'Presenta al protagonista',
  'landing.step1Text':
    'Escribe el nombre y la edad de tu peque (de 1 a 15 años), para que las palabras sean las suyas.',
  'landing.step2Title': 'Elige tres cosas favoritas',
  'landing.step2Text':
    'Un osito, un dragón, la playa… las tres que quieras. Luego elige Fantasía, Aventura, Misterio, Ciencia ficción o Comedia.',
  'landing.step3Title': 'Añade un giro o una enseñanza',
  'landing.step3Text':
    'Si quieres, una sorpresa en la trama o una enseñanza suave, como compartir o ser valiente.',
  'landing.step4Title': 'Lee, escucha y guarda',
  'landing.step4Text':
    'El cuento está listo en un momento, con ilustración y narración. Guárdalo, compártelo o conviértelo en libro.',
  'landing.welcomeGift': 'Regalo de bienvenida',
  'landing.offerTitle': 'Tus tres primeros cuentos son gratis, y también un libro en PDF',
  'landing.offerText':
    'Cada cuenta nueva empieza con créditos gratis. Pruébalo esta noche y mira cómo se le ilumina la cara.',
  'landing.startFirst': 'Empieza tu primer cuento',
  'landing.pricingTitle': 'Créditos sencillos, sin suscripción',
  'landing.pricingLead': 'Compra un paquete de créditos cuando lo necesites y úsalos como quieras.',
  'landing.priceStory':
    '{n, plural, one {# crédito es un cuento} other {# créditos son un cuento}}',
  'landing.priceImage':
    '{n, plural, one {# crédito es una imagen de IA extra} other {# créditos son una imagen de IA extra}}',
  'landing.priceNarration':
    '{n, plural, one {# crédito es un cuento leído en voz alta} other {# créditos son un cuento leído en voz alta}}',
  'landing.priceBook':
    '{n, plural, one {# crédito es un libro en PDF} other {# créditos son un libro en PDF}}',
  'landing.firstOnesFree':
    'Tu primera narración y tu primera imagen de IA extra son gratis; después, cada una cuesta 1 crédito.',
  'genre.label': 'Género',
  'genre.Fantasy': 'Fantasía',
  'genre.Adventure': 'Aventura',
  'genre.Mystery': 'Misterio',
  'genre.Sci-Fi': 'Ciencia ficción',
  'genre.Comedy': 'Comedia',
  'genre.FantasyBlurb': 'Dragones, castillos y magia tierna',
  'genre.AdventureBlurb': 'Mapas, viajes y corazones valientes',
  'genre.MysteryBlurb': 'Pistas y pequeños enigmas acogedores',
  'genre.Sci-FiBlurb': 'Cohetes, robots y estrellas lejanas',
  'genre.ComedyBlurb': 'Risas, tonterías y diversión',
};
