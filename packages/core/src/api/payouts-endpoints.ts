// Money out to vendors: their money, payout number and "Pay me now", the providers' payout callbacks, and the
// simulator's demo phone receiving payouts; each endpoint once (api/endpoint.ts).
import { endpoints } from './endpoint.ts';
import { messageRefusals, startPayoutRefusals } from './refusal-groups.ts';

const callbackRefusals = {
  401: ['payouts.callback_forged'],
  404: ['payouts.callback_unknown_provider'],
} as const;

export const payoutsEndpoints = endpoints<typeof import('./payouts.ts')>()('payouts', {
  vendorMoney: {
    method: 'GET',
    path: '/vendor/money',
    summary: "The vendor's held, releasable and paid-out money, by order, with the payout number and payouts",
    response: 'vendorMoneyResponse',
    refusals: { 404: ['payouts.not_vendor'] },
  },
  setPayoutAccount: {
    method: 'PUT',
    path: '/vendor/payout-account',
    summary: 'Set or change the mobile-money number payouts go to (the password again; a change waits a day)',
    body: 'payoutAccountBody',
    response: 'payoutAccountResponse',
    refusals: {
      400: [
        'payments.phone_invalid',
        'checkout.phone_required',
        'account.current_password_required',
        'account.current_password_wrong',
      ],
      404: ['payouts.not_vendor'],
      422: ['payouts.unavailable', 'account.no_password_yet'],
      429: ['request.too_many', ...messageRefusals],
      503: ['payouts.lookup_failed'],
    },
  },
  payMeNow: {
    method: 'POST',
    path: '/vendor/payouts',
    summary: 'Pay me now: everything releasable goes to the payout number, from the minimum up',
    response: 'vendorMoneyResponse',
    refusals: { 404: ['payouts.not_vendor'], 409: startPayoutRefusals[409], 422: startPayoutRefusals[422] },
  },
  devPhoneMoney: {
    method: 'GET',
    path: '/dev/phone/money',
    summary: 'The money the simulator paid out to a number, newest first (only while payments are simulated)',
    query: 'devPhoneQuery',
    response: 'devPhoneMoneyResponse',
    refusals: { 400: ['payments.phone_invalid'], 404: ['payments.simulator_off'] },
  },
  clickpesaCallback: {
    method: 'POST',
    path: '/payouts/callbacks/clickpesa',
    summary: "ClickPesa's payout webhook (checksum-signed)",
    body: 'callbackBody',
    response: 'callbackAnswer',
    refusals: callbackRefusals,
  },
  azampayCallback: {
    method: 'POST',
    path: '/payouts/callbacks/azampay/:secret',
    summary:
      "AzamPay's disbursement callback: the URL holds our secret, and each one is confirmed by a status query",
    params: 'azamPayCallbackParams',
    body: 'callbackBody',
    response: 'callbackAnswer',
    refusals: callbackRefusals,
  },
});
