// Refusals of mobile-money payments: starting and retrying an attempt, provider callbacks, refunds, the demo phone.
export const paymentReasons = {
  'payments.unavailable': 'Paying by mobile money is not available right now. Please try again later.',
  'payments.amount_too_small': 'The smallest amount you can pay by mobile money is TZS {{min}}.',
  'payments.amount_too_large': 'The largest amount you can pay at once by mobile money is TZS {{max}}.',
  'payments.phone_invalid': 'Enter a Tanzanian mobile money number, such as 0754 123 456.',
  'payments.id_invalid': 'Not a payment id.',
  'payments.not_found': 'We could not find that payment.',
  'payments.attempt_open': 'A payment for this is still waiting for an answer on the phone.',
  'payments.retry_not_allowed': 'This payment cannot be tried again.',
  'payments.retry_other_phone': 'To pay from another number, start the payment again from your pledge page.',
  'payments.callback_unknown_provider': 'This payment provider is not in use here.',
  'payments.callback_unreadable': 'The callback could not be read.',
  'payments.callback_forged': 'The callback could not be verified and was ignored.',
  'payments.provider_unreachable':
    'The payment provider could not be reached to confirm this. Please send it again.',
  'payments.refund_not_paid': 'Only a payment that was received can be refunded.',
  'payments.refund_too_much': 'At most TZS {{max}} of this payment is left to refund.',
  'payments.refund_through_purpose':
    'This payment goes back through its order: the vendor declines it or the customer cancels it.',
  'payments.refund_reason_required': 'Say why the money is given back.',
  'payments.status_unknown': 'Choose a status from the list.',
  'payments.simulator_off': 'The demo phone is there only when payments are simulated.',
  'payments.pin_invalid': 'Enter a 4-digit PIN.',
  'payments.push_not_found': 'There is no such payment request on this phone.',
  'payments.push_answered': 'This payment request was already answered or has timed out.',
} as const;
