import type { bookmarksEn } from './bookmarks-en';

/** Los marcapáginas para imprimir de la página de inicio. */
export const bookmarksEs: Record<keyof typeof bookmarksEn, string> = {
  'bookmarks.kicker': 'Para imprimir gratis',
  'bookmarks.title': 'Marcapáginas para pequeños lectores',
  'bookmarks.lead':
    'Descárgalos, imprímelos en cartulina y recórtalos: un pequeño regalo para no perder la página del libro de esta noche.',
  'bookmarks.moonName': 'Luna y estrellas',
  'bookmarks.moonText':
    'Una luna creciente con gorro de dormir, flotando sobre nubes color lavanda entre estrellas doradas.',
  'bookmarks.dragonName': 'Dragón dormilón',
  'bookmarks.dragonText':
    'Un dragoncito verde acurrucado y profundamente dormido sobre una nube, bajo una luna creciente.',
  'bookmarks.rocketName': 'Sueños de cohete',
  'bookmarks.rocketText':
    'Un cohete pequeño que pasa zumbando junto a un planeta con anillos y deja una estela de estrellas brillantes.',
  'bookmarks.forestName': 'Bosque encantado',
  'bookmarks.forestText':
    'Un pinar a la luz de la luna, con luciérnagas, setas rojas y un búho dormido en su rama.',
  'bookmarks.download': 'Descargar<hidden> el marcapáginas {name}</hidden> (PDF)',
};
