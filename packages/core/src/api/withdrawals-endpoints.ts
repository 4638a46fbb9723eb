// An event's money and its withdrawals; each change answers with the money as it now stands. Each endpoint once
// (api/endpoint.ts).
import { endpoints } from './endpoint.ts';
import { onEventRefusals } from './refusal-groups.ts';

const onEvent = onEventRefusals;

export const withdrawalsEndpoints = endpoints<typeof import('./withdrawals.ts')>()('withdrawals', {
  eventMoney: {
    method: 'GET',
    path: '/events/:id/money',
    summary: "The event's michango received by mobile money, what was withdrawn, and its withdrawals",
    params: 'eventIdParams',
    response: 'eventMoneyResponse',
    refusals: { 403: onEvent[403], 404: onEvent[404] },
  },
  request: {
    method: 'POST',
    path: '/events/:id/withdrawals',
    summary:
      'Ask to send michango to a mobile-money number: sent at once, or after a chair or treasurer approves',
    params: 'eventIdParams',
    body: 'withdrawalBody',
    response: 'eventMoneyResponse',
    refusals: {
      400: ['withdrawals.amount_invalid', 'payments.phone_invalid', 'checkout.phone_required'],
      403: onEvent[403],
      404: onEvent[404],
      409: ['withdrawals.one_open'],
      422: [
        ...onEvent[422],
        'payouts.unavailable',
        'withdrawals.below_minimum',
        'withdrawals.more_than_available',
      ],
      429: ['request.too_many'],
      503: ['payouts.lookup_failed'],
    },
  },
  approve: {
    method: 'POST',
    path: '/events/:id/withdrawals/:withdrawalId/approve',
    summary: 'Approve a withdrawal someone else asked for; it is sent at once',
    params: 'withdrawalParams',
    response: 'eventMoneyResponse',
    refusals: {
      403: [...onEvent[403], 'withdrawals.own_request'],
      404: [...onEvent[404], 'withdrawals.not_found'],
      409: ['withdrawals.not_awaiting', 'withdrawals.one_open'],
      422: [...onEvent[422], 'payouts.unavailable', 'withdrawals.more_than_available'],
    },
  },
  cancel: {
    method: 'POST',
    path: '/events/:id/withdrawals/:withdrawalId/cancel',
    summary: 'Cancel (or, as an approver, decline) a withdrawal still waiting for approval',
    params: 'withdrawalParams',
    response: 'eventMoneyResponse',
    refusals: {
      403: [...onEvent[403], 'withdrawals.not_yours'],
      404: [...onEvent[404], 'withdrawals.not_found'],
      409: ['withdrawals.not_awaiting'],
    },
  },
});
