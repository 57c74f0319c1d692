import type { purchasesEn } from './purchases-en';

/** Comprar créditos y el aviso para iniciar sesión que comparten las páginas de libros impresos. */
export const purchasesEs: Record<keyof typeof purchasesEn, string> = {
  'purchase.docTitle': 'Comprar créditos',
  'purchase.title': 'Comprar créditos',
  'purchase.subtitle':
    'Elige un paquete de créditos para más cuentos, ilustraciones y libros. Sin suscripción.',
  'purchase.loading': 'Cargando los paquetes de créditos',
  'purchase.loadError': 'No hemos podido cargar los paquetes',
  'purchase.packages': 'Paquetes de créditos',
  'purchase.pictureAlt': 'Paquete {name}: monedas doradas con estrellas bajo un cielo nocturno',
  'purchase.bestValue': 'El más rentable',
  'purchase.perCredit': '{price} por crédito',
  'purchase.purchase': 'Comprar',
  'purchase.explainerTitle': '¿Qué puedo hacer con los créditos?',
  'purchase.costStory':
    '{n, plural, one {# crédito es un cuento} other {# créditos son un cuento}}',
  'purchase.costImage':
    '{n, plural, one {# crédito es una imagen de IA extra} other {# créditos son una imagen de IA extra}}',
  'purchase.costNarration':
    '{n, plural, one {# crédito es un cuento leído en voz alta} other {# créditos son un cuento leído en voz alta}}',
  'purchase.costBook':
    '{n, plural, one {# crédito es un libro en PDF} other {# créditos son un libro en PDF}}',
  'purchase.firstFree':
    'Tu primer cuento, tu primera imagen de IA extra y tu primera narración son gratis. Los créditos no caducan y no hay suscripción.',
  'purchase.successDocTitle': 'Pago completado',
  'purchase.noPayment': 'Aquí no hay ningún pago que confirmar',
  'purchase.returnHere': 'A esta página vuelves desde la pasarela de pago después de pagar.',
  'purchase.failedDocTitle': 'El pago no se ha completado',
  'purchase.checkoutFailed': 'El pago no se ha completado. Vuelve a intentarlo.',
  'purchase.notCharged':
    'El pago no se ha completado, así que no se ha cobrado nada. Puedes volver a intentarlo cuando quieras.',
  'purchase.backToBuy': 'Volver a Comprar créditos',
  'purchase.backToMyStories': 'Volver a Mis cuentos',
  'purchase.storiesUpdated': '¡Tus créditos están actualizados!',
  'purchase.paymentExecuted': '¡Pago realizado!',
  'purchase.confirmFailed': 'No hemos podido confirmar tu pago',
  'purchase.moneyTaken':
    'Si se ha cobrado el dinero, tus créditos aparecerán en breve: puedes comprobarlo en tu perfil.',
  'purchase.confirming': 'Confirmando tu pago…',
  'purchase.thanks': '¡Gracias por tu compra!',
  'purchase.added':
    '{n, plural, one {Hemos añadido # crédito a tu cuenta.} other {Hemos añadido # créditos a tu cuenta.}}',
  'purchase.available': 'Créditos disponibles',
  'purchase.receipt': 'Ver tu recibo<hidden> (se abre en una pestaña nueva)</hidden>',
  'purchase.createStory': 'Crear cuento',
  'purchase.contactSupport': 'Se ha producido un error. Ponte en contacto con el equipo de ayuda.',
  'login.buyCredits': 'Inicia sesión para comprar créditos',
  'login.seePurchase': 'Inicia sesión para ver tu compra',
  'login.seePrinted': 'Inicia sesión para ver tus libros impresos',
  'login.seeOrder': 'Inicia sesión para ver tu pedido',
  'login.orderPrinted': 'Inicia sesión para pedir un libro impreso',
  'login.makePrinted': 'Inicia sesión para hacer un libro impreso',
  'login.creditsReason':
    'Los créditos van con tu cuenta, así que primero inicia sesión. ¿Es tu primera vez? Todas las cuentas nuevas empiezan con créditos gratis.',
  'login.ordersReason': 'Tus pedidos van con tu cuenta, así que primero inicia sesión.',
  'login.booksReason': 'Tus libros van con tu cuenta, así que primero inicia sesión.',
  'login.logIn': 'Iniciar sesión',
  'login.createAccount': 'Crear cuenta',
};
