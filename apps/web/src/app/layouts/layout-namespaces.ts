// Namespaces the shared footer and support chat read: loaded with every layout so they never suspend.
export const layoutNamespaces = ['footer', 'support'] as const;
