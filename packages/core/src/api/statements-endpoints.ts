// A vendor's month statement, as a page and as a CSV or PDF file; each endpoint once (api/endpoint.ts).
import { endpoints } from './endpoint.ts';

export const statementsEndpoints = endpoints<typeof import('./statements.ts')>()('statements', {
  vendorMonth: {
    method: 'GET',
    path: '/vendor/statements/:month',
    summary: "One month of the vendor's money: every payment, fee, refund, release and payout, with balances",
    params: 'statementParams',
    response: 'vendorStatement',
    refusals: { 400: ['statements.month_invalid'], 404: ['payouts.not_vendor'] },
  },
  vendorExport: {
    method: 'GET',
    path: '/vendor/statements/:month/export',
    summary: "The month's statement as a file: CSV for a spreadsheet or PDF to keep, in English or Swahili",
    params: 'statementParams',
    query: 'statementExportQuery',
    response: null,
    produces: ['text/csv', 'application/pdf'],
    refusals: { 400: ['statements.month_invalid', 'statements.format_invalid'], 404: ['payouts.not_vendor'] },
  },
});
