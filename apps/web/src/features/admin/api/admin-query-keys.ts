// One root key for the admin area, so a change to an account refreshes every list that may show it.
export const adminKeys = {
  all: ['admin'] as const,
  overview: ['admin', 'overview'] as const,
  users: (search: string, role: string, status: string) => ['admin', 'users', search, role, status] as const,
  auditLog: ['admin', 'audit-log'] as const,
  vendorRequests: (status: string) => ['admin', 'vendor-requests', status] as const,
  vendorRequestHistory: (id: string) => ['admin', 'vendor-request-history', id] as const,
  vendors: (search: string, status: string) => ['admin', 'vendors', search, status] as const,
  listings: (search: string, status: string) => ['admin', 'listings', search, status] as const,
  reviews: (search: string, shown: string) => ['admin', 'reviews', search, shown] as const,
  plannerPrices: ['admin', 'planner-prices'] as const,
  moneySettings: ['admin', 'money-settings'] as const,
  payments: (search: string, status: string) => ['admin', 'payments', search, status] as const,
  payment: (id: string) => ['admin', 'payment', id] as const,
  payouts: (status: string) => ['admin', 'payouts', status] as const,
  heldMessages: ['admin', 'held-messages'] as const,
  orders: (search: string, status: string) => ['admin', 'orders', search, status] as const,
  events: (search: string, hidden: string) => ['admin', 'events', search, hidden] as const,
  news: (status: string) => ['admin', 'news', status] as const,
  newsPost: (id: string) => ['admin', 'news-post', id] as const,
  medicalPlaces: (search: string, status: string, kind: string) =>
    ['admin', 'medical-places', search, status, kind] as const,
};
