// Refusals of money out: payout numbers, payouts, the customer's word that an order came.
export const payoutReasons = {
  'payouts.unavailable': 'Paying out by mobile money is not available right now. Please try again later.',
  'payouts.no_account': 'Add the mobile money number your money goes to first.',
  'payouts.paused': 'Your payout number changed recently; payouts start again on {{until}}.',
  'payouts.below_minimum': 'Payouts start from TZS {{min}}; you have TZS {{available}} to pay out.',
  'payouts.payout_open': 'A payout is already on its way; wait for it to arrive.',
  'payouts.vendor_suspended': 'Your shop is suspended, so payouts wait. Contact Sherehe support.',
  'payouts.held':
    'Sherehe is looking into your payouts; they wait until the check is done. Contact Sherehe support.',
  'payouts.hold_reason_length': 'Write why the payouts are held, in 3 to 500 characters.',
  'payouts.vendor_not_found': 'This vendor does not exist.',
  'payouts.not_held': 'This vendor’s payouts are not held.',
  'payouts.lookup_failed':
    'This number could not be checked with the mobile money provider. Please try again.',
  'payouts.not_vendor': 'Only a vendor has payouts.',
  'payouts.callback_unknown_provider': 'This payout provider is not in use here.',
  'payouts.callback_forged': 'The payout callback could not be verified and was ignored.',
  'payouts.not_found': 'This payout does not exist.',
  'payouts.status_unknown': 'Choose a payout status: pending, unknown, succeeded, failed or reversed.',
  'payouts.retry_not_failed': 'Only a failed or reversed payout can be sent again.',
  'payouts.settle_not_open':
    'Only a payout that was sent and still waits for its outcome can be settled by hand.',
  'payouts.settle_outcome_invalid': 'Say whether the provider paid the payout or not.',
  'payouts.settle_note_length': 'Write what the provider’s records show, in 3 to 500 characters.',
  'order.receipt_not_delivered': 'You can confirm an order once the vendor has marked it delivered.',
  'order.receipt_confirmed': 'You already confirmed that this order came.',
} as const;
