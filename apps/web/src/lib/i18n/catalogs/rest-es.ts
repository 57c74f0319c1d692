import type { Catalog } from '../catalog-en';
import type { firstEn } from './first-en';
import { journeyEs } from './journey-es';
import { accountEs } from './account-es';
import { bookmarksEs } from './bookmarks-es';
import { storyEs } from './story-es';
import { printEs } from './print-es';
import { purchasesEs } from './purchases-es';
import { recordingsEs } from './recordings-es';
import { childrenEs } from './children-es';
import { formsEs } from './forms-es';
import { libraryEs } from './library-es';
import { siteEs } from './site-es';

/**
 * El catálogo en español (docs/decisions/070): everything but the words of `first-es.ts`, its own
 * chunk, loaded with the first page other than the landing page or once the landing page is idle
 * (decision 103), as English's rest. Hablamos de tú a madres y padres, como una amiga que cuenta
 * cuentos: cálido, claro y sin traducir palabra por palabra.
 */
export const restEs: Omit<Catalog, keyof typeof firstEn> = {
  ...journeyEs,
  ...libraryEs,
  ...formsEs,
  ...childrenEs,
  ...accountEs,
  ...bookmarksEs,
  ...storyEs,
  ...purchasesEs,
  ...printEs,
  ...recordingsEs,
  ...siteEs,

  'auth.loginTitle': 'Hola de nuevo',
  'auth.loginSubtitle': 'Inicia sesión para leer, escuchar y crear cuentos para dormir.',
  'auth.email': 'Correo electrónico',
  'auth.password': 'Contraseña',
  'auth.forgotPassword': '¿Olvidaste tu contraseña?',
  'auth.loginFailed': 'No hemos podido iniciar tu sesión',
  'auth.confirmEmailTitle': 'Confirma tu correo electrónico',
  'auth.resendCode': 'Reenviar el código de confirmación',
  'auth.signIn': 'Iniciar sesión',
  'auth.signInWithGoogle': 'Iniciar sesión con Google',
  'auth.newHere': '¿Es tu primera vez en Starry Night Story?',
  'auth.createFreeAccount': 'Crea una cuenta gratis',
  'auth.signUpTitle': 'Crea tu cuenta',
  'auth.signUpSubtitle':
    'Empiezas con 12 créditos gratis: tus primeros cuentos corren de nuestra cuenta.',
  'auth.profilePhoto': 'Foto de perfil',
  'auth.photoOptional': 'Opcional: puedes añadirla o cambiarla más adelante.',
  'auth.firstName': 'Nombre',
  'auth.lastName': 'Apellidos',
  'auth.passwordHint': 'Al menos 8 caracteres.',
  'auth.confirmPassword': 'Repite la contraseña',
  'auth.agree':
    'Acepto las <terms>Condiciones de uso</terms> y la <privacy>Política de privacidad</privacy>',
  'auth.mustAgree': 'Para continuar, acepta las Condiciones de uso y la Política de privacidad.',
  'auth.signUpFailed': 'No hemos podido crear tu cuenta',
  'auth.signUp': 'Crear cuenta',
  'auth.signUpWithGoogle': 'Registrarte con Google',
  'auth.haveAccount': '¿Ya tienes una cuenta?',
  'auth.signInLink': 'Inicia sesión',
  'auth.or': 'o',
  'auth.pageLogin': 'Iniciar sesión',
  'auth.pageSignUp': 'Crear cuenta',

  'create.pageTitle': 'Crear cuento',
  'create.title': 'Crea un cuento para dormir',
  'create.subtitle':
    'Háblanos del protagonista de esta noche y escribiremos un cuento solo para él o ella.',
  'create.formLabel': 'Crear un cuento',
  'create.heroLabel': 'Nombre del protagonista',
  'create.heroHint': 'El nombre de tu peque: es quien protagoniza el cuento',
  'create.heroPlaceholder': 'p. ej., Lucía',
  'create.ageLabel': 'Edad',
  'create.ageHint': 'De {min} a {max} años',
  'create.agePlaceholder': 'p. ej., 5',
  'create.elementsLegend': 'Elementos del cuento',
  'create.elementsHint':
    'Tres cosas para tejer en el cuento: un juguete, un animal, un lugar, su comida favorita…',
  'create.element1': 'Primer elemento',
  'create.element1Placeholder': 'p. ej., una cometa roja',
  'create.element2': 'Segundo elemento',
  'create.element2Placeholder': 'p. ej., un búho dormilón',
  'create.element3': 'Tercer elemento',
  'create.element3Placeholder': 'p. ej., la playa',
  'create.plotTwist': 'Giro en la trama',
  'create.plotTwistHint': 'Opcional: una sorpresa por el camino',
  'create.plotTwistPlaceholder': 'p. ej., El dragón tiene miedo a la oscuridad',
  'create.lifeLesson': 'Enseñanza',
  'create.lifeLessonHint': 'Opcional: lo que el cuento enseña con suavidad',
  'create.lifeLessonPlaceholder': 'p. ej., Pedir ayuda también es de valientes',
  'create.tipTitle': 'Un consejo de cuentacuentos',
  'create.tip':
    'Usa tus propias palabras en lugar de marcas registradas (personajes famosos de dibujos, marcas de juguetes): «un robot pequeño y valiente» da para mejor cuento que una marca.',
  'create.submit': 'Crear mi cuento',
  'create.buyCredits': 'Comprar créditos',
  'create.storyLanguage': 'Escrito en',
  'create.storyLanguageHint': 'El cuento se escribe y se lee en voz alta en este idioma',

  'series.continue.button': 'Seguir mañana',
  'series.continue.title': 'El capítulo de mañana por la noche',
  'series.continue.lead':
    '{hero} vuelve con los mismos amigos y los mismos lugares. El capítulo empieza recordando lo de anoche, trae un pequeño problema nuevo y lo resuelve antes de dar las buenas noches.',
  'series.continue.cost':
    '{n, plural, =0 {Este capítulo es gratis, como tu primer cuento.} one {Un capítulo nuevo cuesta # crédito, como un cuento nuevo.} other {Un capítulo nuevo cuesta # créditos, como un cuento nuevo.}}',
  'series.continue.balance': '{n, plural, one {Tienes # crédito.} other {Tienes # créditos.}}',
  'series.continue.newElement': 'Algo nuevo para este capítulo (opcional)',
  'series.continue.newElementHint': 'Un lugar, un amigo o una cosa, p. ej. una cometa plateada',
  'series.continue.noComma': 'Escribe una sola cosa nueva, sin comas',
  'series.continue.tooLong': 'Como máximo {max} caracteres',
  'series.continue.short': 'No tienes créditos suficientes para un capítulo nuevo.',
  'series.continue.buyCredits': 'Comprar créditos',
  'series.continue.write': 'Escribir el capítulo {n}',
  'series.continue.cancel': 'Cancelar',
  'series.chapterOf': 'Capítulo {chapter} de {chapters} de «{title}»',
  'series.allChapters': 'Todos los capítulos',
  'series.shelf.title': 'Tus series',
  'series.shelf.lead': 'Cuentos que siguen noche tras noche, capítulo a capítulo.',
  'series.shelf.loading': 'Cargando tus series',
  'series.shelf.error': 'No hemos podido cargar tus series',
  'series.shelf.starring':
    '{n, plural, one {Con {hero} · # capítulo} other {Con {hero} · # capítulos}}',
  'series.shelf.chapters': 'Capítulos de {title}',
  'series.shelf.chapter': 'Capítulo {n}: {title}',
  'series.shelf.chapterWriting': 'Capítulo {n}: escribiéndose…',
  'series.shelf.readTonight': 'Lee el capítulo {n} esta noche',
  'series.shelf.rename': 'Cambiar nombre',
  'series.shelf.renameLabel': 'Cambiar el nombre de «{title}»',
  'series.shelf.book': 'Haz un libro con la serie',
  'series.shelf.bookLabel': 'Haz un libro con la serie «{title}»',
  'series.book.pageTitle': 'Haz un libro con la serie',
  'series.book.subtitle': '«{title}»: todos los capítulos en un libro, con índice.',
  'series.book.loading': 'Cargando la serie',
  'series.rename.title': 'Cambia el nombre de la serie',
  'series.rename.label': 'Nombre de la serie',
  'series.rename.hint': 'Es el título que ves en Mis cuentos y en el libro de la serie.',
  'series.rename.empty': 'Ponle un nombre a la serie',
  'series.rename.tooLong': 'El nombre puede tener como máximo {max} caracteres',
  'series.rename.save': 'Guardar el nombre',
  'series.rename.cancel': 'Cancelar',
  'series.rename.saved': 'La serie ahora se llama «{title}».',
  'share.loading': 'Cargando el cuento',
  'share.homeLink': 'Inicio de Starry Night Story',
  'share.createYourOwn': 'Crea tu propio cuento',
  'share.listen': 'Escuchar el cuento',
  'share.heroStory': 'El cuento de {hero}',
  'share.findOutMore': 'Descubre aquí más cuentos creados con inteligencia artificial',
};
