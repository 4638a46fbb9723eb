// Query keys of the customer's checkout and orders: one root, so placing or cancelling refreshes what they see.
export const orderKeys = {
  all: ['orders'] as const,
  checkout: () => [...orderKeys.all, 'checkout'] as const,
  mine: () => [...orderKeys.all, 'mine'] as const,
  detail: (id: string) => [...orderKeys.all, 'detail', id] as const,
};
