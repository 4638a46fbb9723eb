// Pledges (michango): the Contribute form for anyone, the contributor's own pledge page behind a secret link, and the
// committee's ledger (contributors, payments recorded by a treasurer, reversals, imports, exports): the API contract.
import { z } from 'zod';
import { isDateString } from '../booking-rules.ts';
import {
  CONTRIBUTOR_NAME_MAX,
  PLEDGE_MAX_TZS,
  PLEDGE_MESSAGE_MAX,
  PLEDGE_MIN_TZS,
  pledgePaymentMethods,
  pledgePaymentStatuses,
  pledgeStatuses,
  RECEIPT_NUMBER_MAX,
  REVERSAL_REASON_MAX,
} from '../event-rules.ts';
import { normalizePhone } from '../phone.ts';
import { reason } from '../reasons.ts';
import { eventFigures } from './events.ts';
import { plainText } from './plain-text.ts';

export { eventCodeParams, eventIdParams } from './events.ts';

const language = z.enum(['en', 'sw']);

export const pledgeStatus = z.enum(pledgeStatuses, { error: reason('ledger.status_invalid') });
export const pledgePaymentMethod = z.enum(pledgePaymentMethods);
export const pledgePaymentStatus = z.enum(pledgePaymentStatuses);

/** A Tanzanian mobile number (SMS and mobile money reach it), in any of the ways people type it; stored E.164. */
export const contributorPhone = z
  .string({ error: reason('pledge.phone_invalid') })
  .trim()
  .transform((value, context) => {
    const e164 = normalizePhone(value);
    if (!e164 || !/^\+255[67]\d{8}$/.test(e164)) {
      context.addIssue({ code: 'custom', message: reason('pledge.phone_invalid') });
      return z.NEVER;
    }
    return e164;
  });

const contributorName = plainText(z.string({ error: reason('pledge.name_required') }).trim())
  .min(1, reason('pledge.name_required'))
  .max(CONTRIBUTOR_NAME_MAX, reason('pledge.name_too_long'));

/** Empty means none. */
const optionalEmail = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, reason('pledge.email_invalid'))
  .refine((value) => value === '' || z.email().safeParse(value).success, reason('pledge.email_invalid'))
  .transform((value) => (value === '' ? null : value))
  .nullish();

const pledgeAmount = z
  .number({ error: reason('pledge.amount_invalid') })
  .int(reason('pledge.amount_invalid'))
  .min(PLEDGE_MIN_TZS, reason('pledge.amount_invalid'))
  .max(PLEDGE_MAX_TZS, reason('pledge.amount_invalid'));

const optionalDay = z
  .string()
  .refine((value) => value === '' || isDateString(value), reason('pledge.due_date_invalid'))
  .transform((value) => (value === '' ? null : value))
  .nullish();

/**
 * The Contribute form. One phone has one pledge per event, and only its owner changes it (from their own link): a
 * phone that already pledged is refused with 409 pledge.phone_already_pledged and its owner is texted their link.
 * `payNowTzs` starts a mobile-money payment of that much to `phone` (pay now); null or absent is "pay later".
 * Refusals: 404 event.not_found, 409 pledge.phone_already_pledged, 422 event.closed, the payment rail's payments.*.
 */
export const contributeInput = z.object({
  name: contributorName,
  phone: contributorPhone,
  email: optionalEmail,
  amountTzs: pledgeAmount,
  message: plainText(z.string().trim()).max(PLEDGE_MESSAGE_MAX, reason('pledge.message_too_long')).optional(),
  payNowTzs: z
    .number({ error: reason('pledge.payment_amount_invalid') })
    .int(reason('pledge.payment_amount_invalid'))
    .positive(reason('pledge.payment_amount_invalid'))
    .nullish(),
  /** The contributor's language: their thank-you and reminders use it. */
  language,
});
export type ContributeInput = z.input<typeof contributeInput>;

export const contributeResult = z.object({
  /** The contributor's own page: /event-planners/pledges/{token}. Sent to them by SMS (and e-mail) too. */
  pledgeToken: z.string(),
  /** The payment started (pay now): go to /event-planners/payments/{attemptId}. */
  attemptId: z.uuid().nullable(),
});
export type ContributeResult = z.infer<typeof contributeResult>;

export const pledgeTokenParams = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{20,64}$/, reason('pledge.link_invalid')),
});

/** A payment as the contributor and the committee see it. */
export const pledgePayment = z.object({
  id: z.uuid(),
  amountTzs: z.number().int(),
  method: pledgePaymentMethod,
  status: pledgePaymentStatus,
  /** The treasurer's receipt number (cash, bank) or the provider's reference (mobile money). */
  receipt: z.string().nullable(),
  paidAt: z.iso.datetime(),
  /** Who recorded it (cash, bank); null for mobile money. */
  recordedBy: z.string().nullable(),
  /** Why it was reversed or refunded. */
  reversalReason: z.string().nullable(),
});
export type PledgePayment = z.infer<typeof pledgePayment>;

/** The contributor's page: their pledge, what they paid, and paying the rest. Never another contributor's data. */
export const pledgeView = z.object({
  event: z.object({
    code: z.string(),
    name: z.string(),
    startsAt: z.iso.datetime(),
    venue: z.string(),
    hostName: z.string(),
    acceptingPledges: z.boolean(),
    /** Sherehe's fee on each contribution, in basis points; 0 when admins set none. */
    michangoFeeBps: z.number().int().min(0),
  }),
  name: z.string(),
  /** `+255 754 *** 456` */
  phoneMasked: z.string(),
  amountTzs: z.number().int(),
  paidTzs: z.number().int(),
  outstandingTzs: z.number().int(),
  status: pledgeStatus,
  dueDate: z.string().nullable(),
  payments: z.array(pledgePayment.omit({ recordedBy: true, reversalReason: true })),
  /** A mobile-money payment still waiting for the phone: its page. */
  openAttemptId: z.uuid().nullable(),
  paymentsEnabled: z.boolean(),
  minTzs: z.number().int(),
  maxTzs: z.number().int(),
});
export type PledgeView = z.infer<typeof pledgeView>;

/** The contributor changes what they pledge, from their own page: never below what they have paid. */
export const changeOwnPledgeInput = z.object({ amountTzs: pledgeAmount });
export type ChangeOwnPledgeInput = z.input<typeof changeOwnPledgeInput>;

/** Pay (part of) a pledge from its page; the phone defaults to the pledge's own. */
export const payPledgeInput = z.object({
  amountTzs: z
    .number({ error: reason('pledge.payment_amount_invalid') })
    .int(reason('pledge.payment_amount_invalid'))
    .positive(reason('pledge.payment_amount_invalid')),
  phone: contributorPhone.optional(),
});
export const payPledgeResult = z.object({ attemptId: z.uuid() });

// The committee's ledger.

export const ledgerSorts = ['name', 'pledged', 'paid', 'outstanding', 'newest', 'status'] as const;
export const ledgerQuery = z.object({
  /** Name, phone (any form) or e-mail, part of it. */
  q: plainText(z.string().trim().max(CONTRIBUTOR_NAME_MAX)).optional(),
  status: pledgeStatus.optional(),
  sort: z.enum(ledgerSorts, { error: reason('ledger.sort_invalid') }).default('newest'),
  dir: z.enum(['asc', 'desc']).default('desc'),
  /** Rows to skip: the ledger is a table people page through and sort, not an endless feed. */
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export type LedgerQuery = z.input<typeof ledgerQuery>;

export const ledgerRow = z.object({
  id: z.uuid(),
  name: z.string(),
  /** The full number: the committee calls contributors. E.164. */
  phone: z.string(),
  email: z.string().nullable(),
  amountTzs: z.number().int(),
  paidTzs: z.number().int(),
  outstandingTzs: z.number().int(),
  status: pledgeStatus,
  dueDate: z.string().nullable(),
  message: z.string().nullable(),
  /** The contributor replied STOP: no reminders reach them. */
  optedOut: z.boolean(),
  createdAt: z.iso.datetime(),
});
export type LedgerRow = z.infer<typeof ledgerRow>;

export const ledgerPage = z.object({
  /** The whole event's figures, whatever the filter. */
  totals: eventFigures,
  /** How many rows match the filter, for paging. */
  matching: z.number().int(),
  rows: z.array(ledgerRow),
});
export type LedgerPage = z.infer<typeof ledgerPage>;

export const pledgeParams = z.object({
  id: z.uuid(reason('event.id_invalid')),
  pledgeId: z.uuid(reason('pledge.id_invalid')),
});
export const pledgeDetail = ledgerRow.extend({ payments: z.array(pledgePayment) });
export type PledgeDetail = z.infer<typeof pledgeDetail>;

/** A contributor added by the committee (someone who pledged in person). Same phone: that pledge is updated. */
export const addContributorInput = z.object({
  name: contributorName,
  phone: contributorPhone,
  email: optionalEmail,
  amountTzs: pledgeAmount,
  dueDate: optionalDay,
  language: language.default('sw'),
});
export type AddContributorInput = z.input<typeof addContributorInput>;
export const addContributorResult = z.object({ pledgeId: z.uuid(), updated: z.boolean() });

export const pledgeUpdate = z.object({
  name: contributorName.optional(),
  email: optionalEmail,
  amountTzs: pledgeAmount.optional(),
  dueDate: optionalDay,
  /** Cancel the pledge (its received money stays received). */
  cancelled: z.literal(true).optional(),
});

/** A treasurer records money that did not come through mobile money. */
export const recordPaymentInput = z.object({
  amountTzs: z
    .number({ error: reason('pledge.payment_amount_invalid') })
    .int(reason('pledge.payment_amount_invalid'))
    .positive(reason('pledge.payment_amount_invalid'))
    .max(PLEDGE_MAX_TZS, reason('pledge.payment_amount_invalid')),
  method: z.enum(['cash', 'bank'], { error: reason('pledge.method_invalid') }),
  receipt: plainText(z.string({ error: reason('pledge.receipt_required') }).trim())
    .min(1, reason('pledge.receipt_required'))
    .max(RECEIPT_NUMBER_MAX, reason('pledge.receipt_too_long')),
  /** The day it was paid, Africa/Dar_es_Salaam; today when absent. */
  paidOn: z.string().refine(isDateString, reason('pledge.paid_on_invalid')).optional(),
});
export type RecordPaymentInput = z.input<typeof recordPaymentInput>;

export const paymentParams = z.object({
  id: z.uuid(reason('event.id_invalid')),
  paymentId: z.uuid(reason('pledge.payment_not_found')),
});
/** Cash or bank recorded in error is reversed; mobile money is refunded to the payer's phone through the rail. */
export const reversePaymentInput = z.object({
  reason: plainText(z.string({ error: reason('pledge.reversal_reason_required') }).trim())
    .min(1, reason('pledge.reversal_reason_required'))
    .max(REVERSAL_REASON_MAX, reason('pledge.reversal_reason_too_long')),
});

/** A CSV import: what was added, what updated an existing pledge (same phone), and each refused line with why. */
export const importResult = z.object({
  added: z.number().int(),
  updated: z.number().int(),
  rejected: z.array(
    z.object({
      /** The line in the file, counting the header as line 1. */
      line: z.number().int(),
      reason: z.string(),
      params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
    }),
  ),
});
export type ImportResult = z.infer<typeof importResult>;

/** The file's column names and status words are in `language` (the reader's); the import reads both languages back. */
export const exportQuery = z.object({
  format: z.enum(['csv', 'xlsx']).default('csv'),
  language: language.default('en'),
});
