// Namespaces the support launcher reads: loaded with every layout so it never suspends. The footer loads its own
// strings with its code, as it comes near (floating-extras.tsx).
export const layoutNamespaces = ['support'] as const;
