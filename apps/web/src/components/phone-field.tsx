// The mobile-money number a payment prompt goes to: typed the Tanzanian way, checked here before the server does.
import { normalizePhone } from '@sherehe/core/phone';
import { problemText } from '../lib/error-text.ts';
import { Field } from './field.tsx';

/** The E.164 form of a number that can take a mobile-money prompt, or the reason it cannot. */
export function mobileMoneyNumber(typed: string): { e164: string } | { problem: string } {
  if (!typed.trim()) return { problem: problemText({ reason: 'checkout.phone_required' }) };
  const e164 = normalizePhone(typed);
  if (!e164 || !/^\+255[67]\d{8}$/.test(e164))
    return { problem: problemText({ reason: 'payments.phone_invalid' }) };
  return { e164 };
}

type PhoneFieldProps = {
  label: string;
  hint: string;
  value: string;
  error: string | null | undefined;
  onChange: (value: string) => void;
};

export function PhoneField({ label, hint, value, error, onChange }: PhoneFieldProps) {
  return (
    <Field
      label={label}
      hint={hint}
      error={error}
      name="phone"
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      placeholder="0754 123 456"
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
