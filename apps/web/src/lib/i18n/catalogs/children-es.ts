import type { childrenEn } from './children-en';

/** Los perfiles de los peques: el selector de Crear cuento, las páginas de peques y el avatar. */
export const childrenEs: Record<keyof typeof childrenEn, string> = {
  'children.age': '{n, plural, one {# año} other {# años}}',
  'children.loadingPicker': 'Cargando a tus peques',
  'children.pickerError':
    'No hemos podido cargar a tus peques. Aun así, puedes escribir el nombre del protagonista.',
  'children.tip':
    'Un consejo: <add>crea el perfil de tu peque</add> y saldrá igual en todas las ilustraciones de sus cuentos.',
  'children.whoFor': '¿Para quién es el cuento?',
  'children.manage': 'Gestionar peques',
  'children.chooseUpTo':
    'Elige hasta {max} peques (el primero que elijas será el protagonista) o no elijas ninguno y escribe abajo el nombre que quieras.',
  'children.chosenCount': '{n} de {max} elegidos.',
  'children.pickLabel': '{name}, {age}',
  'children.pickLabelHero': '{name}, {age}, protagonista',
  'children.hero': 'Protagonista',
};
