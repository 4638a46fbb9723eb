// Query keys of the vendor area: one root, so a change can refresh everything the vendor sees.
export const vendorKeys = {
  all: ['vendor-area'] as const,
  profile: () => [...vendorKeys.all, 'profile'] as const,
  listings: () => [...vendorKeys.all, 'listings'] as const,
  reviews: () => [...vendorKeys.all, 'reviews'] as const,
  calendar: (listingId: string, from: string, to: string) =>
    [...vendorKeys.all, 'calendar', listingId, from, to] as const,
  /** The calendar of all the vendor's listings (GET /vendor/calendar). */
  shopCalendars: () => [...vendorKeys.all, 'shop-calendar'] as const,
  shopCalendar: (from: string, to: string) => [...vendorKeys.shopCalendars(), from, to] as const,
  orders: () => [...vendorKeys.all, 'orders'] as const,
  orderBox: (box: string) => [...vendorKeys.orders(), 'box', box] as const,
  orderFigures: () => [...vendorKeys.orders(), 'figures'] as const,
  order: (id: string) => [...vendorKeys.orders(), 'detail', id] as const,
  /** Balances, payout number, money by order and payouts (GET /vendor/money). */
  money: () => [...vendorKeys.all, 'money'] as const,
  /**
   * One month's statement (GET /vendor/statements/:month). Not under money: waiting on it would hold up what waits on
   * the money's refresh (a saved number's message); the Money tab reads it again when the money changes.
   */
  statements: () => [...vendorKeys.all, 'statement'] as const,
  statement: (month: string) => [...vendorKeys.statements(), month] as const,
};
