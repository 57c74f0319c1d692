import {
  ACCOUNT_DATA_MESSAGES,
  ACCOUNT_MESSAGES,
  LIBRARY_MESSAGES,
  MESSAGES,
  PURCHASE_MESSAGES,
  RECORDING_MESSAGES,
} from '@sns/contract';

/*
 * The server's error messages in Spanish (docs/decisions/071), keyed by the English message
 * itself, as gettext keys by its msgid: the English stays the one source the code throws, and an
 * English request is answered with it untouched. Tú form, as the web app (decision 070).
 */

/** English message, word for word → Spanish. */
export const ERROR_MESSAGES_ES: Record<string, string> = {
  // The catalogue of apps/server/src/errors.ts.
  'Please sign in to continue.': 'Inicia sesión para continuar.',
  'You are not allowed to do that.': 'No puedes hacer eso.',
  'Your session expired. Please reload the page and try again.':
    'Tu sesión ha caducado. Vuelve a cargar la página e inténtalo de nuevo.',
  'We are very busy right now. Please try again in a moment.':
    'Ahora mismo estamos muy ocupados. Vuelve a intentarlo dentro de un momento.',
  'We are out of storage space just now, so we cannot do this. Nothing was charged — please try again later.':
    'Ahora mismo nos hemos quedado sin espacio y no podemos hacerlo. No se ha cobrado nada: vuelve a intentarlo más tarde.',
  'We cannot save anything just now. Please try again in a minute.':
    'Ahora mismo no podemos guardar nada. Vuelve a intentarlo dentro de un minuto.',
  'Too many attempts. Please wait a few minutes and try again.':
    'Demasiados intentos. Espera unos minutos y vuelve a intentarlo.',
  'This story is still being written. Try again once it is ready.':
    'Este cuento todavía se está escribiendo. Vuelve a intentarlo cuando esté listo.',
  'That picture is not one of this story’s pictures. Please choose one of them.':
    'Esa imagen no es de este cuento. Elige una de sus imágenes.',
  'Every moment of this story already has its own picture, so a new one would only repeat it. Nothing was charged — you can upload a picture instead.':
    'Cada momento de este cuento ya tiene su imagen, así que una nueva solo repetiría otra. No se ha cobrado nada: puedes subir una imagen tuya.',
  'We could not paint a new picture just now. Nothing was charged — please try again in a moment.':
    'Ahora mismo no hemos podido pintar una imagen nueva. No se ha cobrado nada: vuelve a intentarlo dentro de un momento.',
  'This story has not been narrated yet. Press Narrate to hear it.':
    'Este cuento todavía no está narrado. Pulsa Narrar para escucharlo.',
  'That page was not found.': 'No hemos encontrado esa página.',
  'That story was not found.': 'No hemos encontrado ese cuento.',
  'That child was not found.': 'No hemos encontrado a ese peque.',
  'That bookmark was not found.': 'No hemos encontrado ese marcapáginas.',
  'That invitation was not found.': 'No hemos encontrado esa invitación.',
  'That job was not found.': 'No hemos encontrado esa tarea.',
  'That order was not found.': 'No hemos encontrado ese pedido.',
  'That picture was not found.': 'No hemos encontrado esa imagen.',
  'That printed book was not found.': 'No hemos encontrado ese libro impreso.',
  'That series was not found.': 'No hemos encontrado esa serie.',
  'That voice was not found.': 'No hemos encontrado esa voz.',
  'That file was not found.': 'No hemos encontrado ese archivo.',
  'This link has expired or is not valid.': 'Este enlace ha caducado o no es válido.',
  'Something went wrong on our side. Please try again in a moment.':
    'Algo ha fallado por nuestra parte. Vuelve a intentarlo dentro de un momento.',
  'A value in this request is not valid. Please check it and try again.':
    'Un dato de esta petición no es válido. Revísalo y vuelve a intentarlo.',
  'The request body is not valid JSON.': 'El cuerpo de la petición no es JSON válido.',
  'The request is too large.': 'La petición es demasiado grande.',
  'This content type is not supported here.': 'Este tipo de contenido no se admite aquí.',

  // The original specification's own (their English is binding; docs/product.md).
  [MESSAGES.emailNotValidated]:
    'Tu correo todavía no está confirmado. Revisa tu correo y confírmalo.',
  [MESSAGES.invalidConfirmation]: 'La confirmación no es válida. Vuelve a intentarlo.',
  [MESSAGES.invalidUserOrStory]: 'Usuario o cuento no válido',

  // Accounts.
  [ACCOUNT_MESSAGES.alreadyConfirmed]: 'Tu correo ya está confirmado: inicia sesión.',
  [ACCOUNT_MESSAGES.emailTaken]: 'Ya existe una cuenta con este correo.',
  [ACCOUNT_MESSAGES.invalidCredentials]: 'El correo o la contraseña no son correctos.',
  [ACCOUNT_MESSAGES.commonPassword]:
    'Esta contraseña es demasiado común. Elige una que sea más difícil de adivinar.',
  [ACCOUNT_MESSAGES.googleDisabled]: 'El inicio de sesión con Google no está activado.',
  [ACCOUNT_MESSAGES.googleRejected]:
    'Google no ha podido confirmar este inicio de sesión. Vuelve a intentarlo.',
  [ACCOUNT_MESSAGES.googleUnavailable]:
    'Ahora mismo no podemos comunicar con Google. Vuelve a intentarlo dentro de un momento.',
  [ACCOUNT_MESSAGES.invalidResetCode]: 'El código no es válido o ha caducado.',
  [ACCOUNT_MESSAGES.resetNotVerified]:
    'Vuelve a comprobar tu código antes de elegir una contraseña nueva.',
  [ACCOUNT_MESSAGES.notAPhoto]: 'Elige una foto (JPEG, PNG, WebP, GIF, HEIC…).',
  [ACCOUNT_MESSAGES.unreadablePhoto]: 'No hemos podido leer esa foto. Elige otra.',
  [ACCOUNT_MESSAGES.photoTooManyPixels]:
    'Esa foto es demasiado grande. Elige una de menos de 40 megapíxeles.',
  [ACCOUNT_MESSAGES.photoTooLarge]: 'Esa foto es demasiado grande. El límite es 10 MB.',
  [ACCOUNT_MESSAGES.photoTooComplex]:
    'Esa foto tarda demasiado en abrirse. Guárdala de nuevo como un JPEG o PNG normal y vuelve a intentarlo.',
  [ACCOUNT_DATA_MESSAGES.wrongConfirmation]:
    'Ese no es el correo de esta cuenta. No se ha borrado nada.',
  'That is not the e-mail of this account.': 'Ese no es el correo de esta cuenta.',
  'E-mail is required': 'Falta el correo',
  'Password is required': 'Falta la contraseña',
  'Passwords do not match': 'Las contraseñas no coinciden',
  'The code has 6 digits': 'El código tiene 6 cifras',

  // Purchases.
  [PURCHASE_MESSAGES.cardDeclined]: 'Tu tarjeta ha sido rechazada. No se ha cobrado nada.',
  [PURCHASE_MESSAGES.useTestCard]: 'Usa un número de tarjeta de prueba',
  [PURCHASE_MESSAGES.noPurchases]: 'Todavía no hay compras.',
  [PURCHASE_MESSAGES.productNotFound]: 'No hemos encontrado ese paquete de créditos.',
  [PURCHASE_MESSAGES.checkoutNotFound]: 'No hemos encontrado ese pago.',
  [PURCHASE_MESSAGES.paymentNotCompleted]: 'Este pago no se ha completado.',
  [PURCHASE_MESSAGES.paymentsUnavailable]:
    'Ahora mismo no podemos comunicar con el servicio de pagos. Vuelve a intentarlo dentro de un momento.',
  'Please choose a credit package': 'Elige un paquete de créditos',

  // Library.
  [LIBRARY_MESSAGES.badCursor]:
    'Esa página de tu biblioteca ya no está al día: vuelve a empezar desde arriba.',
  'Please search with at most 100 characters': 'Busca con 100 caracteres como máximo',
  'The page size must be at least 1': 'El tamaño de página debe ser al menos 1',

  // Recorded voices.
  [RECORDING_MESSAGES.notAudio]:
    'Esa no es una grabación que podamos reproducir. Vuelve a grabar la frase aquí, en el navegador.',
  [RECORDING_MESSAGES.unreadable]: 'Esa grabación está vacía o dañada. Vuelve a grabar la frase.',
  [RECORDING_MESSAGES.tooShort]:
    'Esa grabación es demasiado corta para la frase. Vuelve a grabarla.',
  [RECORDING_MESSAGES.tooLarge]:
    'Esa grabación es demasiado grande (2 MB como máximo por frase). Vuelve a grabarla.',
  [RECORDING_MESSAGES.inviteInvalid]:
    'Este enlace para grabar ha caducado o se ha retirado. Pide un enlace nuevo.',
  [RECORDING_MESSAGES.notFinished]:
    'Aún faltan frases por grabar. Graba todas las frases y después guarda.',
  [RECORDING_MESSAGES.sentenceMissing]: 'Esa frase no está en este cuento.',
  'Invalid sentence': 'Frase no válida',
  'Please choose how long the link lasts': 'Elige cuánto tiempo dura el enlace',
  'Please say who is reading, e.g. Grandma': 'Di quién lee, por ejemplo, la abuela',
  'The name is too long (at most 30 characters)':
    'El nombre es demasiado largo (30 caracteres como máximo)',

  // Stories, children and series.
  'Please give three story elements': 'Escribe tres elementos del cuento',
  'Please give exactly three story elements, separated by commas':
    'Escribe exactamente tres elementos del cuento, separados por comas',
  "Please give the hero's name": 'Escribe el nombre del protagonista',
  'The name is too long': 'El nombre es demasiado largo',
  'Age must be a number from 1 to 15': 'La edad debe ser un número del 1 al 15',
  'Age must be from 1 to 15': 'La edad debe ser del 1 al 15',
  'The plot twist is too long': 'El giro de la trama es demasiado largo',
  'The life lesson is too long': 'La lección de vida es demasiado larga',
  'Please choose a child': 'Elige a un peque',
  'At most three children in one story': 'Como máximo tres peques en un cuento',
  'Each child can be chosen once': 'Cada peque se puede elegir una sola vez',
  'The last chapter is still being written. Try again once it is ready.':
    'El último capítulo todavía se está escribiendo. Vuelve a intentarlo cuando esté listo.',
  'Chapters of a story in Spanish can’t be written yet. Tonight, make a new story with the same friends.':
    'Todavía no podemos escribir capítulos de un cuento en español. Esta noche, crea un cuento nuevo con los mismos amigos.',
  'This story is still being written. Share it once it is ready.':
    'Este cuento todavía se está escribiendo. Compártelo cuando esté listo.',
  'Please choose one of your own children': 'Elige a uno de tus peques',
  'The birthday cannot be in the future': 'El cumpleaños no puede ser en el futuro',
  'The birthday must be a real date': 'El cumpleaños debe ser una fecha real',
  'The birthday must be a date (YYYY-MM-DD)': 'El cumpleaños debe ser una fecha (AAAA-MM-DD)',
  "Please give the child's first name": 'Escribe el nombre del peque',
  'A favourite thing cannot be empty': 'Una cosa favorita no puede estar vacía',
  'A favourite thing is too long': 'Una cosa favorita es demasiado larga',
  'Please choose a colour': 'Elige un color',
  'Please choose a hair colour': 'Elige un color de pelo',
  'Please choose a hair style': 'Elige un peinado',
  'Please choose a skin tone': 'Elige un tono de piel',
  'Please choose an eye colour': 'Elige un color de ojos',
  'Please choose pronouns': 'Elige los pronombres',
  'Please give one new element, without commas': 'Escribe un solo elemento nuevo, sin comas',
  'Please give the series a name': 'Ponle un nombre a la serie',
  'Please choose one of the narration voices': 'Elige una de las voces de narración',
  'Please choose a picture': 'Elige una imagen',
  'That is not one of this story’s pictures': 'Esa no es una de las imágenes de este cuento',
  'We could not write this story. Your credit was given back — please try again.':
    'No hemos podido escribir este cuento. Te hemos devuelto el crédito: vuelve a intentarlo.',
  "We couldn't write a story from these details — try different words. Your credit was given back.":
    'No hemos podido escribir un cuento con estos datos: prueba con otras palabras. Te hemos devuelto el crédito.',
  "The story we were given wasn't right for a child, so we didn't show it. Your credit was given back — please try different details.":
    'El cuento que recibimos no era adecuado para un peque, así que no lo hemos mostrado. Te hemos devuelto el crédito: prueba con otros datos.',
  'Our story writer is unavailable right now. Your credit was given back — please try again later.':
    'Ahora mismo nuestro escritor de cuentos no está disponible. Te hemos devuelto el crédito: vuelve a intentarlo más tarde.',
  "We could not write this story with words right for a children's story. Your credit was given back — please try again, perhaps with other words.":
    'No hemos podido escribir este cuento con palabras adecuadas para un cuento infantil. Te hemos devuelto el crédito: vuelve a intentarlo, quizá con otras palabras.',
  'We could not record this narration. Your credit was given back — please try again.':
    'No hemos podido grabar esta narración. Te hemos devuelto el crédito: vuelve a intentarlo.',
  'This narration could not be recorded. Please try again.':
    'No se ha podido grabar esta narración. Vuelve a intentarlo.',

  // Books and printed books.
  'A book of this story is already being made. Please wait for it to finish.':
    'Ya se está haciendo un libro de este cuento. Espera a que termine.',
  'Every story of a book must be finished first. Please try again in a moment.':
    'Todos los cuentos de un libro tienen que estar terminados. Vuelve a intentarlo dentro de un momento.',
  'We could not make this book. Your 10 credits were given back — please try again.':
    'No hemos podido hacer este libro. Te hemos devuelto los 10 créditos: vuelve a intentarlo.',
  'Please choose at least one story': 'Elige al menos un cuento',
  'Choose at least one book': 'Elige al menos un libro',
  'A book you chose is no longer here: its story was deleted. Please choose your books again.':
    'Uno de los libros que elegiste ya no está: se borró su cuento. Vuelve a elegir tus libros.',
  'The print files of this book were deleted 30 days after its last order. To print it again, choose your books and merge them again.':
    'Los archivos de impresión de este libro se borraron 30 días después de su último pedido. Para imprimirlo otra vez, elige tus libros y vuelve a unirlos.',
  'Each book can be in a printed book only once: remove the repeated book and try again.':
    'Cada libro puede estar una sola vez en un libro impreso: quita el libro repetido y vuelve a intentarlo.',
  'Printed books are not on sale just now.': 'Ahora mismo los libros impresos no están a la venta.',
  'This printed book is not ready to order yet.': 'Este libro impreso todavía no se puede pedir.',
  'The gift message is already printed in this book: merge the books again to change it.':
    'La dedicatoria de regalo ya está impresa en este libro: vuelve a unir los libros para cambiarla.',
  'This order can no longer be canceled: the printer has started on it.':
    'Este pedido ya no se puede cancelar: la imprenta ya ha empezado con él.',
  'Your order is being sent to the printer. Please try again in a minute.':
    'Tu pedido se está enviando a la imprenta. Vuelve a intentarlo dentro de un minuto.',
  'This order is already canceled.': 'Este pedido ya está cancelado.',
  'This order is not paid yet, so there is nothing to cancel.':
    'Este pedido todavía no está pagado, así que no hay nada que cancelar.',
  'A problem can be reported once the books are delivered.':
    'Puedes avisar de un problema cuando te hayan entregado los libros.',
  'The printer cannot be reached just now. Please try again in a minute.':
    'Ahora mismo no podemos comunicar con la imprenta. Vuelve a intentarlo dentro de un minuto.',
  'A printed book has an even number of pages': 'Un libro impreso tiene un número par de páginas',
  'At most 1000 characters': '1000 caracteres como máximo',
  'Enter a 2 or 3 letter state code': 'Escribe un código de estado de 2 o 3 letras',
  'Enter a phone number: 8 to 20 digits, spaces or + - . / ( )':
    'Escribe un número de teléfono: de 8 a 20 cifras, espacios o + - . / ( )',
  'Enter the city': 'Escribe la ciudad',
  'Enter the name of who receives the book': 'Escribe el nombre de quien recibe el libro',
  'Enter the postcode': 'Escribe el código postal',
  'Enter the street address': 'Escribe la dirección',
  'Order at least one copy': 'Pide al menos un ejemplar',
  'Printed books cannot be shipped to that country code: choose a country from the list':
    'No podemos enviar libros impresos a ese código de país: elige un país de la lista',
  'Tell us what is wrong': 'Cuéntanos qué ha pasado',
  'Only Latin characters can be printed on a shipping label':
    'En una etiqueta de envío solo se pueden imprimir letras latinas',
  'The story service would not write a story from these details.':
    'El servicio de cuentos no ha querido escribir un cuento con estos datos.',
  [MESSAGES.unexpectedError]: '¡Error inesperado en la aplicación!',
  // A printed book's problems, stored in English and shown in the parent's language (decision 097).
  'The print files could not be made. Please try merging again.':
    'No hemos podido preparar los archivos de impresión. Vuelve a unir los libros, por favor.',
  'The printer refused the print files.': 'La imprenta ha rechazado los archivos de impresión.',
  'The order could not be sent to the printer.': 'No hemos podido enviar el pedido a la imprenta.',
  'The print files of this book are no longer here, so it could not be printed. Your payment is refunded in full.':
    'Los archivos de impresión de este libro ya no están, así que no se ha podido imprimir. Te devolvemos todo el pago.',
  'A book in this print was deleted with its story before the print files were made. Please choose your books and merge them again.':
    'Un libro de esta impresión se borró con su cuento antes de preparar los archivos. Elige tus libros y vuelve a unirlos, por favor.',
  'A story in this printed book was deleted, so its print files were deleted too. To print the other books, choose them and merge them again.':
    'Se borró un cuento de este libro impreso, así que también se borraron sus archivos de impresión. Para imprimir los demás libros, elígelos y vuelve a unirlos.',
  // The fields' names that other messages carry as a value (`{label} is required`, the unsafe
  // characters' message), as the parent reads them on the form (decision 097).
  'The e-mail address': 'El correo electrónico',
  'Display name': 'El nombre visible',
  'The hero’s name': 'El nombre del protagonista',
  'The story elements': 'Los elementos del cuento',
  'The plot twist': 'El giro de la trama',
  'The life lesson': 'La lección de vida',
  'The name': 'El nombre',
  'The new element': 'El nuevo elemento',
  'The series name': 'El nombre de la serie',
  'The dedication': 'La dedicatoria',
  'The gift message': 'El mensaje de regalo',
  'The message': 'El mensaje',
  'A favourite thing': 'Una cosa favorita',
  'First name': 'El nombre',
  'Last name': 'Los apellidos',
  "The child's name": 'El nombre del peque',
  // The sign-up form's own, as the web app says them (forms-es.ts).
  'First name is required': 'Escribe tu nombre',
  'Last name is required': 'Escribe tus apellidos',
  'First name is too long': 'El nombre es demasiado largo',
  'Last name is too long': 'Los apellidos son demasiado largos',
  'Age must be a whole number': 'La edad debe ser un número entero',
  'Invalid child': 'Ese peque no es válido',
  'Invalid story': 'Ese cuento no es válido',
  'Invalid voice': 'Esa voz no es válida',
  'Invalid invitation': 'Esa invitación no es válida',
  'Invalid series': 'Esa serie no es válida',
  "The hero's name": 'El nombre del protagonista',
  'Please enter a valid e-mail address': 'Escribe una dirección de correo válida',
  'user_uid must be a user id': 'user_uid debe ser un identificador de usuario',
  'The page size must be a whole number': 'El tamaño de página debe ser un número entero',
  'Each book must be the URL of one of your PDF books':
    'Cada libro debe ser la URL de uno de tus libros en PDF',
  'Not found.': 'No lo hemos encontrado.',

  // A request's fields by their API names: the web app never sends them wrong, another client
  // may (the multipart book form, the shipping prices' query, the consent calls, decision 103).
  'selectedStories must be a JSON array of story ids':
    'selectedStories debe ser una lista JSON de identificadores de cuentos',
  'appearance must be the JSON of a look': 'appearance debe ser el JSON de un aspecto',
  'useImageAsMainImage must be true or false': 'useImageAsMainImage debe ser true o false',
  'pageCount must be a whole number of pages': 'pageCount debe ser un número entero de páginas',
  'quantity must be a whole number of copies': 'quantity debe ser un número entero de ejemplares',
  'country is required with state, postcode or mergedBookId':
    'Falta country: hace falta con state, postcode o mergedBookId',
  'essential_cookies are always enabled':
    'Las cookies esenciales (essential_cookies) siempre están activas',
  'access_token is required': 'Falta access_token',
  'session_id is required': 'Falta session_id',
  'session_id is not valid': 'session_id no es válido',

  // The multipart plugin's own refusals, word for word as it says them.
  'reach parts limit': 'El formulario tiene demasiadas partes.',
  'reach files limit': 'El formulario tiene demasiados archivos.',
  'reach fields limit': 'El formulario tiene demasiados campos.',
  'prototype property is not allowed as field name': 'Ese nombre de campo no está permitido.',
  'the request is not multipart': 'La petición no es un formulario multipart.',
  'a request field is not a valid JSON as declared by its Content-Type':
    'Un campo de la petición no es JSON válido, como declara su Content-Type.',

  // The printer's checks of an address (the print lab's words, as Lulu's; decision 103).
  'This field is required.': 'Este dato es obligatorio.',
  'Enter a two-letter ISO 3166 country code.': 'Escribe un código de país ISO 3166 de dos letras.',
  'Enter a valid email address.': 'Escribe una dirección de correo válida.',
  'Enter a valid phone number: 8 to 20 digits, spaces or + - . / ( ).':
    'Escribe un número de teléfono válido: de 8 a 20 cifras, espacios o + - . / ( ).',
  'Enter a 2 or 3 letter state code.': 'Escribe un código de estado de 2 o 3 letras.',
  'Only Latin characters can be printed on a shipping label.':
    'En una etiqueta de envío solo se pueden imprimir letras latinas.',
  'ZIP code, e.g. 20540 or 20540-0001':
    'código postal (ZIP) válido, por ejemplo 20540 o 20540-0001',
  'postal code, e.g. K1A 0B1': 'código postal válido, por ejemplo K1A 0B1',
  'postcode, e.g. LS22 6LL': 'código postal válido, por ejemplo LS22 6LL',

  // The printer's checks of the print files (the print lab's words, as Lulu's; decision 103).
  'The PDF is encrypted; print files must be unprotected':
    'El PDF está cifrado; los archivos de impresión no pueden estar protegidos',
  'The file is not a valid PDF': 'El archivo no es un PDF válido',
  'The fonts could not be checked: pdffonts could not read the PDF':
    'No se han podido comprobar las fuentes: pdffonts no ha podido leer el PDF',
  'The images could not be checked: pdfimages could not read the PDF':
    'No se han podido comprobar las imágenes: pdfimages no ha podido leer el PDF',
  'The print lab prints casewrap (CW) books only':
    'La imprenta solo imprime libros de tapa dura (CW)',
  'The interior file was refused': 'La imprenta ha rechazado el archivo del interior',
  'The cover file was refused': 'La imprenta ha rechazado el archivo de la cubierta',
  'The file URL is not a valid URL': 'La dirección del archivo no es una URL válida',
  'The file URL must be http or https': 'La dirección del archivo debe ser http o https',
};

/**
 * Messages with values in them: the English as written in the code with each value as `{name}`,
 * and the Spanish as an ICU message over the same names (a number read from the English is a
 * number, so `plural` works). The first that matches wins, so a narrower one comes first.
 */
export const ERROR_TEMPLATES_ES: readonly (readonly [english: string, spanish: string])[] = [
  // The printer's checks of an address and of the print files (decision 103), first: narrower
  // than some below ('Enter a valid {example}'). A list of pages is "3, 5 and 7" or "3, 5, 7 and
  // 9 more".
  [
    'A state code is required for addresses in {country}.',
    'Las direcciones de {country} necesitan un código de estado.',
  ],
  ['{state} is not a state code of {country}.', '{state} no es un código de estado de {country}.'],
  ['"{country}" is not a valid choice.', '«{country}» no es una opción válida.'],
  // The example says "válido" itself: "un código postal válido, por ejemplo…".
  ['Enter a valid {postcode}.', 'Escribe un {postcode}.'],
  [
    "Enter the recipient's tax ID ({name}): the printer needs it to ship to {country}",
    'Escribe el número de identificación fiscal de quien recibe el libro ({name}): la imprenta lo necesita para enviar a {country}',
  ],
  ['Enter a valid {name} for the recipient', 'Escribe un {name} válido de quien recibe el libro'],
  [
    'The interior has {count} pages; a book of this binding needs at least {min}',
    'El interior tiene {count} páginas; un libro con esta encuadernación necesita al menos {min}',
  ],
  [
    'The interior has {count} pages; a book of this binding takes at most {max}',
    'El interior tiene {count} páginas; un libro con esta encuadernación admite como máximo {max}',
  ],
  [
    'The interior has {count} pages; the page count must be even',
    'El interior tiene {count} páginas; el número de páginas debe ser par',
  ],
  ['The interior has {found} pages, not {count}', 'El interior tiene {found} páginas, no {count}'],
  [
    'Page {page} is {found}; every page must be {wanted} (the trim with 0.125 in bleed on every side)',
    'La página {page} mide {found}; todas deben medir {wanted} (el corte con 0,125 in de sangrado por cada lado)',
  ],
  [
    'Pages {list} and {more} more are {found}; every page must be {wanted} (the trim with 0.125 in bleed on every side)',
    'Las páginas {list} y {more} más miden {found}; todas deben medir {wanted} (el corte con 0,125 in de sangrado por cada lado)',
  ],
  [
    'Pages {list} and {last} are {found}; every page must be {wanted} (the trim with 0.125 in bleed on every side)',
    'Las páginas {list} y {last} miden {found}; todas deben medir {wanted} (el corte con 0,125 in de sangrado por cada lado)',
  ],
  ['No TrimBox is set on page {page}', 'La página {page} no tiene TrimBox'],
  [
    'No TrimBox is set on pages {list} and {more} more',
    'Las páginas {list} y {more} más no tienen TrimBox',
  ],
  ['No TrimBox is set on pages {list} and {last}', 'Las páginas {list} y {last} no tienen TrimBox'],
  ['The TrimBox on page {page} is not {size}', 'El TrimBox de la página {page} no mide {size}'],
  [
    'The TrimBox on pages {list} and {more} more is not {size}',
    'El TrimBox de las páginas {list} y {more} más no mide {size}',
  ],
  [
    'The TrimBox on pages {list} and {last} is not {size}',
    'El TrimBox de las páginas {list} y {last} no mide {size}',
  ],
  [
    'The cover has {count} pages; it must be one sheet (back, spine and front together)',
    'La cubierta tiene {count} páginas; debe ser una sola hoja (contracubierta, lomo y portada juntos)',
  ],
  [
    'The cover is {found}; for {count} interior pages it must be {wanted}',
    'La cubierta mide {found}; para {count} páginas de interior debe medir {wanted}',
  ],
  ['The font {font} is not embedded', 'La fuente {font} no está incrustada'],
  [
    'An image on page {page} is {ppi} ppi at its printed size; at least {min} ppi is needed',
    'Una imagen de la página {page} tiene {ppi} ppp a su tamaño impreso; hacen falta al menos {min} ppp',
  ],
  [
    '… and {count} more images below {min} ppi',
    '… y {count, plural, one {# imagen más} other {# imágenes más}} por debajo de {min} ppp',
  ],
  [
    'A casewrap cover needs {min}–{max} interior pages, not {count}',
    'Una cubierta de tapa dura necesita de {min} a {max} páginas de interior, no {count}',
  ],
  [
    'The file could not be downloaded ({reason})',
    'No se ha podido descargar el archivo ({reason})',
  ],
  ['The file is larger than {size} MB', 'El archivo ocupa más de {size} MB'],
  [
    'You need 10 credits but only have {available} credits available. Please buy more credits to continue.',
    'Necesitas 10 créditos, pero solo tienes {available, plural, one {# crédito disponible} other {# créditos disponibles}}. Compra más créditos para continuar.',
  ],
  [
    'You need {needed} credit{s} but only have {available} available. Please buy more credits to continue.',
    'Necesitas {needed, plural, one {# crédito} other {# créditos}}, pero solo tienes {available} disponibles. Compra más créditos para continuar.',
  ],
  [
    'That file is too large. The limit is {limit}.',
    'Ese archivo es demasiado grande. El límite es {limit}.',
  ],
  [
    'Another version now costs {cost} credit{s}: the free one has been used or its {minutes} minutes are over. Nothing was charged.',
    'Otra versión ahora cuesta {cost, plural, one {# crédito} other {# créditos}}: la gratuita ya se usó o sus {minutes} minutos han pasado. No se ha cobrado nada.',
  ],
  [
    "Printed books can't be shipped there in {currency} just now.",
    'Ahora mismo no podemos enviar libros impresos allí en {currency}.',
  ],
  [
    'The total is now {total}, not {expected}: nothing was charged. Please check it and press Pay again.',
    'El total ahora es {total}, no {expected}: no se ha cobrado nada. Revísalo y vuelve a pulsar Pagar.',
  ],
  [
    'Problems can be reported within {days} days of delivery.',
    'Puedes avisar de un problema durante los {days} días siguientes a la entrega.',
  ],
  [
    'You are already making {count} printed books: wait until one is ready, then make the next.',
    'Ya estás haciendo {count} libros impresos: espera a que uno esté listo y después haz el siguiente.',
  ],
  [
    'You have {count} printed books kept already: order one of them, or wait until an unordered one is cleared 30 days after it was made.',
    'Ya tienes {count} libros impresos guardados: pide uno de ellos o espera a que uno sin pedir se borre, 30 días después de hacerlo.',
  ],
  [
    'You can keep up to {max} children. Please remove one before adding another.',
    'Puedes tener hasta {max} peques. Quita uno antes de añadir otro.',
  ],
  [
    "Please remove words that aren't suitable for a children's story: {words}.",
    'Quita las palabras que no son adecuadas para un cuento infantil: {words}.',
  ],
  [
    "A book can't print these characters yet: {characters}. Please change the name, the dedication or the gift message and try again.",
    'Un libro todavía no puede imprimir estos caracteres: {characters}. Cambia el nombre, la dedicatoria o el mensaje de regalo y vuelve a intentarlo.',
  ],
  [
    'A sentence can take at most {seconds} seconds to read. Please record it again.',
    'Una frase puede durar como máximo {seconds} segundos. Vuelve a grabarla.',
  ],
  [
    'A story can have at most {max} voices. Please delete one first.',
    'Un cuento puede tener como máximo {max} voces. Borra una primero.',
  ],
  [
    'Each story element can be at most {max} characters',
    'Cada elemento del cuento puede tener como máximo {max} caracteres',
  ],
  [
    'The new element can be at most {max} characters',
    'El elemento nuevo puede tener como máximo {max} caracteres',
  ],
  [
    'The name can be at most {max} characters',
    'El nombre puede tener como máximo {max} caracteres',
  ],
  ['At most {max} favourite things', 'Como máximo {max} cosas favoritas'],
  ['A book can hold at most {max} stories', 'Un libro puede tener como máximo {max} cuentos'],
  [
    'At most {max} books can be printed together',
    'Como máximo se pueden imprimir {max} libros juntos',
  ],
  [
    'At most {max} copies can be ordered at once',
    'Como máximo se pueden pedir {max} ejemplares a la vez',
  ],
  ['A printed book has at least {min} pages', 'Un libro impreso tiene al menos {min} páginas'],
  ['A printed book has at most {max} pages', 'Un libro impreso tiene como máximo {max} páginas'],
  [
    'A state is required for addresses in {country}',
    'Las direcciones de {country} necesitan un estado',
  ],
  ['Enter a valid {example}', 'Escribe un {example}'],
  ['The page size must be at most {max}', 'El tamaño de página debe ser como máximo {max}'],
  [
    'Password must be at least {min} characters',
    'La contraseña debe tener al menos {min} caracteres',
  ],
  [
    'Password must be at most {max} characters',
    'La contraseña debe tener como máximo {max} caracteres',
  ],
  [
    'The dedication can be at most {max} characters',
    'La dedicatoria puede tener como máximo {max} caracteres',
  ],
  [
    'The gift message can be at most {max} characters',
    'El mensaje de regalo puede tener como máximo {max} caracteres',
  ],
  // A request's fields by their API names (decision 103).
  ['{name} must be true or false', '{name} debe ser true o false'],
  ['consent_method must be one of {values}', 'consent_method debe ser uno de estos: {values}'],
  ['Genre must be one of {values}', 'El género debe ser uno de estos: {values}'],
  ['The width must be one of {values}', 'El ancho debe ser uno de estos: {values}'],
  ['{what} was not found.', 'No hemos encontrado {what}.'],
  [
    '{label} contains invisible or control characters. Please type it again.',
    '{label} tiene caracteres invisibles o de control. Vuelve a escribir el texto.',
  ],
  ['{label} is required', 'Falta: {label}'],
  // "Texto" agrees with any field: "Texto demasiado largo: la dedicatoria".
  ['{label} is too long', 'Texto demasiado largo: {label}'],
  [
    '{field} contains a character that is not allowed.',
    '{field} contiene un carácter que no está permitido.',
  ],
];
