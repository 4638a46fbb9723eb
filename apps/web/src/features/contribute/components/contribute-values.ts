// The Contribute form as typed, its checks before sending (the server's own reasons) and the body it sends.
import type { ContributeInput } from '@sherehe/core/api/pledges';
import { formatDecimal } from '@sherehe/core/decimal-text';
import {
  CONTRIBUTOR_NAME_MAX,
  PLEDGE_MAX_TZS,
  PLEDGE_MESSAGE_MAX,
  PLEDGE_MIN_TZS,
} from '@sherehe/core/event-rules';
import type { Language } from '@sherehe/core/money';
import { normalizePhone } from '@sherehe/core/phone';
import type { Problem } from '../../../lib/error-text.ts';

export const contributeFields = ['name', 'phone', 'email', 'amountTzs', 'message', 'payNowTzs'] as const;
export type ContributeField = (typeof contributeFields)[number];

export type ContributeValues = {
  name: string;
  phone: string;
  email: string;
  amount: string;
  message: string;
  payNow: boolean;
  /** Empty until the contributor changes it: then the whole pledge is paid. */
  payNowAmount: string;
};

export const emptyContribution: ContributeValues = {
  name: '',
  phone: '',
  email: '',
  amount: '',
  message: '',
  payNow: true,
  payNowAmount: '',
};

export const groupDigits = (amount: number) => formatDecimal(amount, 0);

/** Whole shillings from what was typed ("50,000", "50 000"), or null. */
export function parseAmount(typed: string): number | null {
  const compact = typed.replace(/[\s,._]/g, '');
  return /^\d{1,15}$/.test(compact) ? Number(compact) : null;
}

/** A Tanzanian mobile number (SMS and mobile money reach it) in E.164, or null. */
export function tanzanianMobile(typed: string): string | null {
  const e164 = normalizePhone(typed);
  return e164 && /^\+255[67]\d{8}$/.test(e164) ? e164 : null;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** What is paid now: the amount typed, or the whole pledge when none was typed. */
export function payNowOf(values: ContributeValues): number | null {
  return values.payNowAmount.trim() === '' ? parseAmount(values.amount) : parseAmount(values.payNowAmount);
}

export function checkContribution(values: ContributeValues): Partial<Record<ContributeField, Problem>> {
  const problems: Partial<Record<ContributeField, Problem>> = {};
  const name = values.name.trim();
  if (!name) problems.name = { reason: 'pledge.name_required' };
  else if (name.length > CONTRIBUTOR_NAME_MAX)
    problems.name = { reason: 'pledge.name_too_long', params: { max: CONTRIBUTOR_NAME_MAX } };
  if (!tanzanianMobile(values.phone)) problems.phone = { reason: 'pledge.phone_invalid' };
  const email = values.email.trim();
  if (email && (email.length > 254 || !EMAIL.test(email)))
    problems.email = { reason: 'pledge.email_invalid' };
  const amount = parseAmount(values.amount);
  const amountOk = amount !== null && amount >= PLEDGE_MIN_TZS && amount <= PLEDGE_MAX_TZS;
  if (!amountOk)
    problems.amountTzs = {
      reason: 'pledge.amount_invalid',
      params: { min: groupDigits(PLEDGE_MIN_TZS), max: groupDigits(PLEDGE_MAX_TZS) },
    };
  if (values.message.trim().length > PLEDGE_MESSAGE_MAX)
    problems.message = { reason: 'pledge.message_too_long', params: { max: PLEDGE_MESSAGE_MAX } };
  if (values.payNow && amountOk) {
    const now = payNowOf(values);
    if (now === null || now < PLEDGE_MIN_TZS || now > amount)
      problems.payNowTzs = {
        reason: 'pledge.payment_amount_invalid',
        params: { min: groupDigits(PLEDGE_MIN_TZS), max: groupDigits(amount) },
      };
  }
  return problems;
}

/** The body of POST /public/events/:code/pledges; call only once checkContribution found nothing. */
export function contributeInputOf(values: ContributeValues, language: Language): ContributeInput {
  const message = values.message.trim();
  const email = values.email.trim();
  return {
    name: values.name.trim(),
    phone: tanzanianMobile(values.phone) ?? values.phone.trim(),
    ...(email ? { email } : {}),
    amountTzs: parseAmount(values.amount) ?? 0,
    ...(message ? { message } : {}),
    payNowTzs: values.payNow ? payNowOf(values) : null,
    language,
  };
}
