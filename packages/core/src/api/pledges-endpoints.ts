// Pledges (michango): the Contribute form, the contributor's own pledge behind its link, and the committee's ledger:
// each endpoint once (api/endpoint.ts).
import { endpoints } from './endpoint.ts';
import { messageRefusals, promptRefusals } from './refusal-groups.ts';

const railRefusals = [
  'payments.unavailable',
  'payments.amount_too_small',
  'payments.amount_too_large',
  'payments.phone_invalid',
] as const;
/** What a committee endpoint may answer about the caller's role on the event. */
const committee = { 403: ['event.not_allowed'], 404: ['event.not_found'] } as const;

export const pledgesEndpoints = endpoints<typeof import('./pledges.ts')>()('pledges', {
  contribute: {
    method: 'POST',
    path: '/public/events/:code/pledges',
    summary:
      'Pledge to an event (the Contribute form), pay now or later; a phone that pledged already is sent its link',
    params: 'eventCodeParams',
    body: 'contributeInput',
    response: 'contributeResult',
    status: 201,
    refusals: {
      404: ['event.not_found'],
      409: ['pledge.phone_already_pledged', 'pledge.payment_under_way'],
      422: ['event.closed', 'pledge.payment_amount_invalid', ...railRefusals],
      429: ['request.too_many', ...messageRefusals, ...promptRefusals],
    },
  },
  view: {
    method: 'GET',
    path: '/public/pledges/:token',
    summary: "A contributor's own pledge, behind the link sent to them",
    params: 'pledgeTokenParams',
    response: 'pledgeView',
    refusals: { 404: ['pledge.not_found'] },
  },
  changeOwn: {
    method: 'PATCH',
    path: '/public/pledges/:token',
    summary: 'The contributor changes what they pledge, from their own link',
    params: 'pledgeTokenParams',
    body: 'changeOwnPledgeInput',
    response: 'pledgeView',
    refusals: {
      404: ['pledge.not_found'],
      409: ['pledge.payment_under_way'],
      422: ['event.closed', 'pledge.cancelled', 'pledge.amount_below_paid'],
      429: ['request.too_many', ...messageRefusals],
    },
  },
  pay: {
    method: 'POST',
    path: '/public/pledges/:token/payments',
    summary: 'Pay part or all of what a pledge still owes, by mobile money',
    params: 'pledgeTokenParams',
    body: 'payPledgeInput',
    response: 'payPledgeResult',
    status: 201,
    refusals: {
      404: ['pledge.not_found'],
      409: ['pledge.payment_under_way'],
      422: [
        'event.hidden',
        'pledge.cancelled',
        'pledge.nothing_owed',
        'pledge.payment_amount_invalid',
        ...railRefusals,
      ],
      429: ['request.too_many', ...promptRefusals],
    },
  },
  ledger: {
    method: 'GET',
    path: '/events/:id/ledger',
    summary: "The event's contributors with what each pledged and paid: search, filter, sort, page",
    params: 'eventIdParams',
    query: 'ledgerQuery',
    response: 'ledgerPage',
    refusals: committee,
  },
  exportLedger: {
    method: 'GET',
    path: '/events/:id/ledger/export',
    summary: 'The ledger as a CSV or XLSX file (michango-{code})',
    params: 'eventIdParams',
    query: 'exportQuery',
    // The file streams as it is written: no body schema to serialize it through.
    response: null,
    produces: ['text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
    refusals: committee,
  },
  detail: {
    method: 'GET',
    path: '/events/:id/pledges/:pledgeId',
    summary: 'One contributor with every payment and who recorded it',
    params: 'pledgeParams',
    response: 'pledgeDetail',
    refusals: { ...committee, 404: ['event.not_found', 'pledge.not_found'] },
  },
  addContributor: {
    method: 'POST',
    path: '/events/:id/pledges',
    summary: 'Add a contributor who pledged in person (the same phone changes their pledge)',
    params: 'eventIdParams',
    body: 'addContributorInput',
    response: 'addContributorResult',
    status: 201,
    refusals: { ...committee, 422: ['event.hidden'] },
  },
  update: {
    method: 'PATCH',
    path: '/events/:id/pledges/:pledgeId',
    summary: 'Change or cancel a pledge (its received money stays received)',
    params: 'pledgeParams',
    body: 'pledgeUpdate',
    response: 'pledgeDetail',
    refusals: {
      ...committee,
      404: ['event.not_found', 'pledge.not_found'],
      422: ['event.hidden', 'pledge.already_cancelled'],
    },
  },
  importContributors: {
    method: 'POST',
    path: '/events/:id/pledges/import',
    // The body is the CSV file itself (text/csv), read by the feature: no JSON schema.
    summary: 'Add or update contributors from a CSV file (Name, Phone, Pledged; Email, Due date optional)',
    params: 'eventIdParams',
    response: 'importResult',
    refusals: {
      ...committee,
      400: ['import.not_csv', 'import.empty', 'import.too_large', 'import.header_invalid'],
      422: ['event.hidden'],
    },
  },
  recordPayment: {
    method: 'POST',
    path: '/events/:id/pledges/:pledgeId/payments',
    summary: 'Record a cash or bank payment with its receipt number',
    params: 'pledgeParams',
    body: 'recordPaymentInput',
    response: 'pledgeDetail',
    status: 201,
    refusals: {
      ...committee,
      400: ['pledge.paid_on_invalid'],
      404: ['event.not_found', 'pledge.not_found'],
      409: ['pledge.receipt_taken'],
      422: ['event.hidden', 'pledge.cancelled'],
    },
  },
  reversePayment: {
    method: 'POST',
    path: '/events/:id/payments/:paymentId/reverse',
    summary:
      'Reverse a cash or bank payment recorded in error, or refund a mobile-money payment to its phone',
    params: 'paymentParams',
    body: 'reversePaymentInput',
    response: 'pledgeDetail',
    refusals: {
      ...committee,
      404: ['event.not_found', 'pledge.payment_not_found', 'pledge.not_found', 'payments.not_found'],
      422: [
        'event.hidden',
        'pledge.payment_not_received',
        'pledge.refund_more_than_available',
        'payments.refund_not_paid',
        'payments.refund_too_much',
      ],
    },
  },
});
