import type { libraryEn } from './library-en';

/** Mis cuentos, la biblioteca de cuentos para dormir. */
export const libraryEs: Record<keyof typeof libraryEn, string> = {
  'library.docTitle': 'Mis cuentos',
  'library.title': 'Mis cuentos',
  'library.subtitle':
    'Todos los cuentos para dormir que has creado, del más nuevo al más antiguo. Búscalos por peque o por una palabra que aparezca en ellos.',
  'library.printedBooks': 'Libros impresos',
  'library.loading': 'Cargando tus cuentos',
  'library.loadError': 'No hemos podido cargar tus cuentos',
  'library.emptyTitle': 'Todavía no hay cuentos',
  'library.emptyText':
    'Esta noche puede ser la primera. Háblanos de tu pequeño protagonista y le escribiremos un cuento para dormir.',
  'library.createStory': 'Crear cuento',
  'library.newStory': 'Cuento nuevo',
  'library.noneFoundTitle': 'No hemos encontrado cuentos',
  'library.showAll': 'Ver todos los cuentos',
  'library.noneMatching':
    'Todavía no hay nada que coincida con «{q}». Prueba con otras palabras o mira todos los cuentos.',
  'library.noneMatchingFor':
    'Todavía no hay nada de {child} que coincida con «{q}». Prueba con otras palabras o mira todos los cuentos.',
  'library.none': 'Todavía no hay cuentos. Prueba con otras palabras o mira todos los cuentos.',
  'library.noneFor':
    'Todavía no hay cuentos de {child}. Prueba con otras palabras o mira todos los cuentos.',
  'library.yourStories': 'Tus cuentos',
  'library.loadMore': 'Cargar más cuentos',
  'library.stories': '{n, plural, one {# cuento} other {# cuentos}}',
  'library.forChild': '{stories} de {child}',
  'library.matching': '{stories} con «{q}»',
  'library.showing': 'Mostrando {stories} por ahora',
  'library.and': '{names} y {last}',
  'library.search': 'Busca en tus cuentos',
  'library.searchHint': 'Un título, el nombre del protagonista o algo que pase en el cuento',
  'library.showFor': 'Ver cuentos de',
  'library.allChildren': 'Todos',
  'library.latest': 'Tu último cuento',
  'library.for': 'Para {names}',
  'library.readAgain': 'Volver a leerlo esta noche',
  'library.deleted': 'Hemos borrado «{title}».',
  'library.deleteTitle': '¿Borrar «{title}»?',
  'library.deleteStory': 'Borrar el cuento',
  'library.deleteConfirm':
    '¿Borrar este cuento? También se borrarán sus ilustraciones, su narración y sus libros.',
  'library.deleteNote': 'No se puede recuperar, y los créditos que usó no se devuelven.',
  'library.deleteLabel': 'Borrar {title}',
  'library.badgeWriting': 'Escribiéndose…',
  'library.badgeNarrated': 'Narrado',
  'library.badgeBook': 'Con libro',
  'library.badgeShared': 'Compartido',
  'library.element': 'Elemento {n}',
};
