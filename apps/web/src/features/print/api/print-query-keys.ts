/** TanStack Query keys of the printed-books feature, in one place. */
export const printKeys = {
  all: ['print'] as const,
  orders: () => [...printKeys.all, 'orders'] as const,
  order: (orderId: string) => [...printKeys.orders(), orderId] as const,
  printableBooks: () => [...printKeys.all, 'printable-books'] as const,
  mergedBooks: (userId: string) => [...printKeys.all, 'merged-books', userId] as const,
  mergedBook: (mergedBookId: string) => [...printKeys.all, 'merged-book', mergedBookId] as const,
  pages: (mergedBookId: string) => [...printKeys.all, 'pages', mergedBookId] as const,
  price: (pageCount: number) => [...printKeys.all, 'price', pageCount] as const,
  shipping: (query: Record<string, string>) => [...printKeys.all, 'shipping', query] as const,
};
