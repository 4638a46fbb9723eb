// Mobile-money payments: the payer's page and retries, the providers' callbacks, the admins' payments and refunds,
// and the simulator's demo phone; each endpoint once (api/endpoint.ts).
import { endpoints } from './endpoint.ts';
import { promptRefusals } from './refusal-groups.ts';

const callbackRefusals = {
  400: ['payments.callback_unreadable'],
  401: ['payments.callback_forged'],
  404: ['payments.callback_unknown_provider'],
  503: ['payments.provider_unreachable'],
} as const;

const answerRefusals = {
  404: ['payments.simulator_off', 'payments.push_not_found'],
  409: ['payments.push_answered'],
} as const;

export const paymentsEndpoints = endpoints<typeof import('./payments.ts')>()('payments', {
  get: {
    method: 'GET',
    path: '/payments/:id',
    summary: "A payment's status for its payer: what to do, whether it went through, and what next",
    params: 'paymentIdParams',
    response: 'paymentView',
    refusals: { 404: ['payments.not_found'] },
  },
  retry: {
    method: 'POST',
    path: '/payments/:id/retry',
    summary: 'Try a failed or expired payment again: a new push to the phone, as a new attempt',
    params: 'paymentIdParams',
    body: 'retryPaymentBody',
    response: 'retryPaymentResponse',
    status: 201,
    refusals: {
      404: ['payments.not_found'],
      409: ['payments.attempt_open'],
      422: [
        'payments.retry_not_allowed',
        'payments.retry_other_phone',
        'payments.unavailable',
        'payments.amount_too_small',
        'payments.amount_too_large',
        'payments.phone_invalid',
      ],
      429: promptRefusals,
    },
  },
  clickpesaCallback: {
    method: 'POST',
    path: '/payments/callbacks/clickpesa',
    summary: "ClickPesa's webhook (checksum-signed)",
    body: 'callbackBody',
    response: 'callbackAnswer',
    refusals: callbackRefusals,
  },
  azampayCallback: {
    method: 'POST',
    path: '/payments/callbacks/azampay/:secret',
    summary: "AzamPay's callback: the URL holds our secret, and each one is confirmed by a status query",
    params: 'azamPayCallbackParams',
    body: 'callbackBody',
    response: 'callbackAnswer',
    refusals: callbackRefusals,
  },
  adminList: {
    method: 'GET',
    path: '/admin/payments',
    summary: 'Payments, newest first: search by reference or phone, filter by status or provider',
    query: 'adminPaymentsQuery',
    response: 'adminPaymentsResponse',
    refusals: { 400: ['page.cursor_invalid'] },
  },
  adminGet: {
    method: 'GET',
    path: '/admin/payments/:id',
    summary: "A payment's full history: provider events and refunds",
    params: 'paymentIdParams',
    response: 'adminPaymentDetail',
    refusals: { 404: ['payments.not_found'] },
  },
  adminRefund: {
    method: 'POST',
    path: '/admin/payments/:id/refund',
    summary: 'Give back all or part of a received payment (audited)',
    params: 'paymentIdParams',
    body: 'refundBody',
    response: 'paymentRefund',
    status: 201,
    refusals: {
      404: ['payments.not_found'],
      422: ['payments.refund_not_paid', 'payments.refund_too_much', 'payments.refund_through_purpose'],
    },
  },
  adminRefundAgain: {
    method: 'POST',
    path: '/admin/payments/:id/refunds/:refundId/again',
    summary: 'Send a refund the provider refused again, once (audited)',
    params: 'refundParams',
    response: 'paymentRefund',
    status: 201,
    refusals: {
      404: ['payments.refund_not_found'],
      409: ['payments.refund_sent_again'],
      422: ['payments.refund_not_failed', 'payments.refund_too_much'],
    },
  },
  devPhone: {
    method: 'GET',
    path: '/dev/phone',
    summary: 'Demo mode: the payment prompts sent to a number, as its phone shows them',
    query: 'devPhoneQuery',
    response: 'devPhoneResponse',
    refusals: { 400: ['payments.phone_invalid'], 404: ['payments.simulator_off'] },
  },
  devPhoneApprove: {
    method: 'POST',
    path: '/dev/phone/pushes/:id/approve',
    summary: 'Demo mode: enter the PIN on the phone to approve a payment',
    params: 'devPhonePushParams',
    body: 'devPhoneApproveBody',
    response: 'devPhoneAnswer',
    refusals: answerRefusals,
  },
  devPhoneDecline: {
    method: 'POST',
    path: '/dev/phone/pushes/:id/decline',
    summary: 'Demo mode: press Decline on the phone',
    params: 'devPhonePushParams',
    response: 'devPhoneAnswer',
    refusals: answerRefusals,
  },
});
