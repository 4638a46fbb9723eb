// Query keys of the public catalogue; one root, so a vendor's or reviewer's change can refresh all of it.
export const catalogueKeys = {
  all: ['catalogue'] as const,
  categories: ['catalogue', 'categories'] as const,
  listings: (query: string) => ['catalogue', 'listings', query] as const,
  listing: (id: string) => ['catalogue', 'listing', id] as const,
  vendor: (id: string) => ['catalogue', 'vendor', id] as const,
  availability: (id: string, from: string, to: string) =>
    ['catalogue', 'availability', id, from, to] as const,
};
