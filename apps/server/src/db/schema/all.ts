// Every table, for Drizzle's typed client and drizzle-kit.

export * from './accounts.ts';
export * from './audit-log.ts';
export * from './bookings.ts';
export * from './cards.ts';
export * from './cart.ts';
export * from './contact-changes.ts';
export * from './disputes.ts';
export * from './events.ts';
export * from './guests.ts';
export * from './ledger.ts';
export * from './marketplace.ts';
export * from './medi-finder.ts';
export * from './news.ts';
export * from './notifications.ts';
export * from './oidc.ts';
export * from './orders.ts';
export * from './outbound.ts';
export * from './outbox.ts';
export * from './password-resets.ts';
export * from './payments.ts';
export * from './pending-registrations.ts';
export * from './planner.ts';
export * from './platform.ts';
export * from './reviews.ts';
export * from './second-factor.ts';
export * from './vendor-requests.ts';
