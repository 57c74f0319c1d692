/** TanStack Query keys of the purchases feature, in one place. */
export const purchaseKeys = {
  all: ['purchases'] as const,
  products: () => [...purchaseKeys.all, 'products'] as const,
  confirmation: (sessionId: string) => [...purchaseKeys.all, 'confirmation', sessionId] as const,
};
