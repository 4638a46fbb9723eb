// Query keys of the events a signed-in person hosts or helps organise: one root, so a change refreshes them all.
export const eventKeys = {
  all: ['events'] as const,
  mine: () => [...eventKeys.all, 'mine'] as const,
  detail: (id: string) => [...eventKeys.all, 'detail', id] as const,
};
