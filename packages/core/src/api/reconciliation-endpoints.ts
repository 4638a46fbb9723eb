// The admins' daily reconciliation of the providers' records against the ledger, and its CSV; each endpoint once
// (api/endpoint.ts).
import { endpoints } from './endpoint.ts';

export const reconciliationEndpoints = endpoints<typeof import('./reconciliation.ts')>()('reconciliation', {
  day: {
    method: 'GET',
    path: '/admin/reconciliation',
    summary:
      "One day's collections, refunds and payouts as the provider confirmed them, against the ledger, with every movement whose two sides differ",
    query: 'reconciliationQuery',
    response: 'reconciliationResponse',
    refusals: { 400: ['reconciliation.day_invalid'] },
  },
  export: {
    method: 'GET',
    path: '/admin/reconciliation/export',
    summary: "The day's unexplained movements as CSV (reconciliation-{day}.csv)",
    query: 'reconciliationExportQuery',
    response: null,
    produces: ['text/csv'],
    refusals: { 400: ['reconciliation.day_invalid', 'reconciliation.format_invalid'] },
  },
});
