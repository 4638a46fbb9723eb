// The contract modules the endpoint descriptors name their schemas in, by area (packages/core/src/api/endpoint.ts).
// A descriptor holds only names, so the web's first load carries no zod; here the server finds the schemas.
import * as adminListings from '@sherehe/core/api/admin-listings';
import * as adminMoney from '@sherehe/core/api/admin-money';
import * as adminOverview from '@sherehe/core/api/admin-overview';
import * as adminPayouts from '@sherehe/core/api/admin-payouts';
import * as adminUsers from '@sherehe/core/api/admin-users';
import * as auth from '@sherehe/core/api/auth';
import * as availability from '@sherehe/core/api/availability';
import * as cards from '@sherehe/core/api/cards';
import * as cart from '@sherehe/core/api/cart';
import * as catalogue from '@sherehe/core/api/catalogue';
import * as conversations from '@sherehe/core/api/conversations';
import * as devPhoneTexts from '@sherehe/core/api/dev-phone-texts';
import * as disputes from '@sherehe/core/api/disputes';
import * as door from '@sherehe/core/api/door';
import * as events from '@sherehe/core/api/events';
import * as guests from '@sherehe/core/api/guests';
import * as health from '@sherehe/core/api/health';
import * as mediFinder from '@sherehe/core/api/medi-finder';
import * as news from '@sherehe/core/api/news';
import * as notifications from '@sherehe/core/api/notifications';
import * as oidc from '@sherehe/core/api/oidc';
import * as orders from '@sherehe/core/api/orders';
import * as outbound from '@sherehe/core/api/outbound';
import * as passwordReset from '@sherehe/core/api/password-reset';
import * as payments from '@sherehe/core/api/payments';
import * as payouts from '@sherehe/core/api/payouts';
import * as planner from '@sherehe/core/api/planner';
import * as pledges from '@sherehe/core/api/pledges';
import * as reconciliation from '@sherehe/core/api/reconciliation';
import * as reminders from '@sherehe/core/api/reminders';
import * as reviews from '@sherehe/core/api/reviews';
import * as secondFactor from '@sherehe/core/api/second-factor';
import * as siteConfig from '@sherehe/core/api/site-config';
import * as statements from '@sherehe/core/api/statements';
import * as vendorArea from '@sherehe/core/api/vendor-area';
import * as vendorOnboarding from '@sherehe/core/api/vendor-onboarding';
import * as vendorRequests from '@sherehe/core/api/vendor-requests';
import * as venues from '@sherehe/core/api/venues';
import * as withdrawals from '@sherehe/core/api/withdrawals';
import type { z } from 'zod';

const modules: Record<string, Record<string, unknown>> = {
  'admin-listings': adminListings,
  'admin-money': adminMoney,
  'admin-overview': adminOverview,
  'admin-payouts': adminPayouts,
  'admin-users': adminUsers,
  auth,
  availability,
  cart,
  catalogue,
  conversations,
  'dev-phone-texts': devPhoneTexts,
  disputes,
  cards,
  events,
  door,
  guests,
  health,
  'medi-finder': mediFinder,
  news,
  notifications,
  oidc,
  orders,
  outbound,
  'password-reset': passwordReset,
  payments,
  payouts,
  planner,
  pledges,
  reconciliation,
  reminders,
  reviews,
  'second-factor': secondFactor,
  'site-config': siteConfig,
  statements,
  'vendor-area': vendorArea,
  'vendor-onboarding': vendorOnboarding,
  'vendor-requests': vendorRequests,
  venues,
  withdrawals,
};

function isSchema(value: unknown): value is z.ZodType {
  return typeof value === 'object' && value !== null && '_zod' in value;
}

/** The schema an endpoint of `area` names; a name that is not one fails at start-up, not at the first request. */
export function contractSchema(area: string, name: string): z.ZodType {
  const schema = modules[area]?.[name];
  if (!isSchema(schema)) throw new Error(`The ${area} contract has no schema named ${name}`);
  return schema;
}
