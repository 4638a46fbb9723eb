// The admins' payouts to vendors: the list, sending again, settling by hand, holds, and a vendor's statement file;
// each endpoint once (api/endpoint.ts).
import { endpoints } from './endpoint.ts';
import { startPayoutRefusals } from './refusal-groups.ts';

export const adminPayoutsEndpoints = endpoints<typeof import('./admin-payouts.ts')>()('admin-payouts', {
  list: {
    method: 'GET',
    path: '/admin/payouts',
    summary: 'Payouts to vendors, newest first, filtered by status, with every payout counted by status',
    query: 'adminPayoutsQuery',
    response: 'adminPayoutsResponse',
    refusals: { 400: ['page.cursor_invalid'] },
  },
  retry: {
    method: 'POST',
    path: '/admin/payouts/:id/retry',
    summary:
      "Send again after a failed or reversed payout: a new payout of the vendor's releasable money now (audited)",
    params: 'adminPayoutParams',
    response: 'adminPayout',
    status: 201,
    refusals: {
      404: ['payouts.not_found'],
      409: ['payouts.retry_not_failed', ...startPayoutRefusals[409]],
      422: startPayoutRefusals[422],
    },
  },
  settle: {
    method: 'POST',
    path: '/admin/payouts/:id/settle',
    summary:
      "Settle a sent payout still waiting for its outcome by the provider's own records: paid, or not (the money goes back to releasable); audited",
    params: 'adminPayoutParams',
    body: 'settlePayoutBody',
    response: 'adminPayout',
    refusals: { 404: ['payouts.not_found'], 409: ['payouts.settle_not_open'] },
  },
  vendors: {
    method: 'GET',
    path: '/admin/payouts/vendors',
    summary: 'Vendors whose payouts an admin holds, with the reason, and vendors who owe after a refund',
    response: 'adminPayoutVendorsResponse',
  },
  hold: {
    method: 'PUT',
    path: '/admin/vendors/:vendorId/payout-hold',
    summary: "Hold a vendor's payouts, with the reason: nothing more is sent until it is lifted (audited)",
    params: 'payoutHoldParams',
    body: 'payoutHoldBody',
    response: null,
    status: 204,
    refusals: {
      400: ['payouts.hold_reason_length', 'text.plain_only'],
      404: ['payouts.vendor_not_found'],
    },
  },
  liftHold: {
    method: 'DELETE',
    path: '/admin/vendors/:vendorId/payout-hold',
    summary: "Lift the hold on a vendor's payouts (audited)",
    params: 'payoutHoldParams',
    response: null,
    status: 204,
    refusals: { 404: ['payouts.vendor_not_found'], 409: ['payouts.not_held'] },
  },
  vendorStatementExport: {
    method: 'GET',
    path: '/admin/vendors/:vendorId/statements/:month/export',
    summary: "A vendor's month statement as the vendor downloads it, CSV or PDF, in English or Swahili",
    params: 'adminStatementParams',
    query: 'statementExportQuery',
    response: null,
    produces: ['text/csv', 'application/pdf'],
    refusals: {
      400: ['statements.month_invalid', 'statements.format_invalid'],
      404: ['payouts.vendor_not_found'],
    },
  },
});
