/**
 * Printed books (docs/product.md#printed-books): making one, ordering it, and following the
 * orders. Part of the English catalog (catalog-en.ts).
 */
export const printEn = {
  'print.ordersTitle': 'Your printed books',
  'print.ordersSubtitle': 'Where each printed book is, from the printer to your door.',
  'print.orderedDocTitle': 'Printed book ordered',
  'print.noOrder': 'No order to show here',
  'print.orderTitle': 'Order your printed book',
  'print.orderSubtitle': 'Look through it, tell us where it goes, and pay.',
  'print.whichBook': 'Which book?',
  'print.pickFirst': 'Pick the books to print first, then order them here.',
  'print.makeTitle': 'Make a printed book',
  'print.makeSubtitle': 'Your PDF books, printed and bound as a hardcover to keep.',
} as const;
