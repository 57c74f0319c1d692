import type { printEn } from './print-en';

/** Los libros impresos: hacerlos, pedirlos y seguir los pedidos. */
export const printEs: Record<keyof typeof printEn, string> = {
  'print.ordersTitle': 'Tus libros impresos',
  'print.ordersSubtitle': 'Dónde está cada libro impreso, de la imprenta a tu puerta.',
  'print.orderedDocTitle': 'Libro impreso pedido',
  'print.noOrder': 'Aquí no hay ningún pedido que mostrar',
  'print.orderTitle': 'Pide tu libro impreso',
  'print.orderSubtitle': 'Échale un vistazo, dinos adónde enviarlo y paga.',
  'print.whichBook': '¿Qué libro?',
  'print.pickFirst': 'Primero elige los libros que quieres imprimir y luego pídelos aquí.',
  'print.makeTitle': 'Haz un libro impreso',
  'print.makeSubtitle': 'Tus libros en PDF, impresos y encuadernados en tapa dura para guardarlos.',
};
