// Mobile-money payments: the payer's waiting page, retries, provider callbacks, the admin's view and refunds, and the
// demo phone of the built-in simulator.
import { z } from 'zod';
import { reason } from '../reasons.ts';
import { plainText } from './plain-text.ts';

export const paymentStatuses = ['pending', 'unknown', 'succeeded', 'failed', 'expired'] as const;
export const paymentStatus = z.enum(paymentStatuses);
export type PaymentStatus = z.infer<typeof paymentStatus>;
export const paymentProviders = ['clickpesa', 'azampay', 'simulator'] as const;
export const paymentProvider = z.enum(paymentProviders);

/** Why an attempt failed, in our words: the payer declined or did not answer, the provider refused, it expired. */
export const paymentFailures = ['declined', 'refused', 'expired'] as const;

export const paymentIdParams = z.object({ id: z.uuid(reason('payments.id_invalid')) });

/** What a payment that went through paid for, so its page can say what is settled, what is left and what comes next. */
export const paymentPaidFor = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('orders'),
    orders: z.array(
      z.object({
        id: z.uuid(),
        /** SH-1042 */
        reference: z.string(),
        vendorName: z.string(),
        /** An order declined, cancelled or expired since is no longer going ahead. */
        status: z.string(),
        eventDate: z.iso.date(),
        /** Still to pay, by the event day; 0 once paid in full. */
        balanceTzs: z.number().int(),
      }),
    ),
  }),
  z.object({
    kind: z.literal('pledge'),
    eventName: z.string(),
    /** What is still to pay on the pledge; 0 once paid in full (or cancelled). */
    outstandingTzs: z.number().int(),
    /** The committee cancelled the pledge since. */
    cancelled: z.boolean(),
  }),
]);
export type PaymentPaidFor = z.infer<typeof paymentPaidFor>;

/** What the payer sees while waiting for their phone, and after. */
export const paymentView = z.object({
  id: z.uuid(),
  status: paymentStatus,
  amountTzs: z.number().int(),
  /** `+255 754 *** 456` */
  phoneMasked: z.string(),
  /** The wallet of the number's network (M-Pesa, Mixx by Yas…), when known. */
  wallet: z.string().nullable(),
  provider: paymentProvider,
  description: z.string(),
  failure: z.enum(paymentFailures).nullable(),
  createdAt: z.iso.datetime(),
  expiresAt: z.iso.datetime(),
  settledAt: z.iso.datetime().nullable(),
  /** Where to go once paid (the order, the pledge): a path on this site. */
  returnPath: z.string(),
  /** A new attempt may be made (failed or expired, and the purpose still wants the money): for this amount. */
  retry: z.object({ amountTzs: z.number().int() }).nullable(),
  /** Demo mode: the number to open the simulated phone with (E.164); null with a real provider. */
  demoPhone: z.string().nullable(),
  /** Once it went through: what it paid for. */
  paidFor: paymentPaidFor.nullable(),
});
export type PaymentView = z.infer<typeof paymentView>;

export const retryPaymentBody = z
  .object({
    /** Another number to push to; unset, the same one. */
    phone: plainText(z.string().trim()).max(20, reason('payments.phone_invalid')).optional(),
  })
  .strict();
export const retryPaymentResponse = z.object({ attemptId: z.uuid() });

export const callbackAnswer = z.object({ received: z.literal(true) });
/** A provider's callback as it comes: the feature checks its signature and reads it (payments/service.ts). */
export const callbackBody = z.unknown();
export const azamPayCallbackParams = z.object({ secret: z.string().max(200) });

// Admin
const page = {
  limit: z.coerce.number().int().min(1).max(100).default(25),
  cursor: z.string().max(200).optional(),
};

export const adminPaymentsQuery = z.object({
  /** An attempt id, a provider reference, a purpose id, or four or more digits of the phone number. */
  q: plainText(z.string().trim()).max(100, reason('search.too_long')).optional(),
  status: z.enum(paymentStatuses, reason('payments.status_unknown')).optional(),
  provider: paymentProvider.optional(),
  /**
   * Only payments owed back: late successes (paid after the attempt had failed or expired) not yet refunded, and
   * payments with a refund the provider refused that nobody has sent again.
   */
  needsRefund: z.enum(['true', 'false']).optional(),
  ...page,
});

export const adminPayment = z.object({
  id: z.uuid(),
  purpose: z.object({ kind: z.enum(['checkout', 'order', 'pledge']), id: z.uuid() }),
  payerUserId: z.uuid().nullable(),
  amountTzs: z.number().int(),
  phone: z.string(),
  provider: paymentProvider,
  status: paymentStatus,
  providerReference: z.string().nullable(),
  failureReason: z.string().nullable(),
  providerMessage: z.string().nullable(),
  lateSuccessAt: z.iso.datetime().nullable(),
  /** Owed back: a late success not refunded yet, or a refund the provider refused that was not sent again. */
  needsRefund: z.boolean(),
  /** What it paid for, as people read it: the orders' references (SH-1042), or the event's code and contributor. */
  paidFor: z.string().nullable(),
  /** Given back so far (refunds asked or done, not failed ones). */
  refundedTzs: z.number().int(),
  createdAt: z.iso.datetime(),
  expiresAt: z.iso.datetime(),
  settledAt: z.iso.datetime().nullable(),
});
export type AdminPayment = z.infer<typeof adminPayment>;
export const adminPaymentsResponse = z.object({
  payments: z.array(adminPayment),
  nextCursor: z.string().nullable(),
});
export type AdminPaymentsResponse = z.infer<typeof adminPaymentsResponse>;

export const paymentEvent = z.object({
  id: z.uuid(),
  source: z.enum(['callback', 'push', 'status']),
  eventId: z.string(),
  reportedStatus: z.string(),
  outcome: z.string(),
  payload: z.unknown(),
  receivedAt: z.iso.datetime(),
});
export const paymentRefund = z.object({
  id: z.uuid(),
  amountTzs: z.number().int(),
  status: z.enum(['pending', 'succeeded', 'failed', 'manual']),
  reason: z.string(),
  requestedBy: z.uuid().nullable(),
  providerReference: z.string().nullable(),
  providerMessage: z.string().nullable(),
  /** The refused refund this one sends again. */
  againOf: z.uuid().nullable(),
  /** A refused refund an admin has sent again (the new one is in the same list). */
  sentAgain: z.boolean(),
  /** A refused refund an admin may send again: not sent again, and its money not given back since another way. */
  sendable: z.boolean(),
  createdAt: z.iso.datetime(),
});
export type PaymentRefund = z.infer<typeof paymentRefund>;
export const adminPaymentDetail = adminPayment.extend({
  description: z.string(),
  events: z.array(paymentEvent),
  refunds: z.array(paymentRefund),
  refundableTzs: z.number().int(),
});
export type AdminPaymentDetail = z.infer<typeof adminPaymentDetail>;

export const refundParams = z.object({ id: z.uuid(), refundId: z.uuid() });

export const refundBody = z
  .object({
    amountTzs: z.number().int().positive(),
    reason: plainText(z.string().trim()).min(3, reason('payments.refund_reason_required')).max(500),
  })
  .strict();

// The demo phone (simulator only)
export const devPhoneQuery = z.object({
  number: plainText(z.string().trim())
    .min(1, reason('payments.phone_invalid'))
    .max(20, reason('payments.phone_invalid')),
});
export const devPhonePush = z.object({
  id: z.uuid(),
  amountTzs: z.number().int(),
  merchant: z.string(),
  description: z.string(),
  status: z.enum(['waiting', 'approved', 'declined', 'timed_out']),
  createdAt: z.iso.datetime(),
  expiresAt: z.iso.datetime(),
});
export type DevPhonePush = z.infer<typeof devPhonePush>;
export const devPhoneResponse = z.object({ phone: z.string(), pushes: z.array(devPhonePush) });
export const devPhonePushParams = z.object({ id: z.uuid(reason('payments.push_not_found')) });
export const devPhoneApproveBody = z
  .object({ pin: z.string().regex(/^\d{4}$/, reason('payments.pin_invalid')) })
  .strict();
export const devPhoneAnswer = z.object({ push: devPhonePush });
