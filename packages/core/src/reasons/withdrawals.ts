// Refusals of an event's withdrawals: the committee sending its michango to a mobile-money number.
export const withdrawalReasons = {
  'withdrawals.amount_invalid': 'Enter the amount in whole shillings.',
  'withdrawals.below_minimum': 'Withdrawals start from TZS {{min}}.',
  'withdrawals.more_than_available': 'Only TZS {{available}} is available to withdraw.',
  'withdrawals.one_open': 'A withdrawal is already waiting or on its way; wait for it to finish.',
  'withdrawals.not_found': 'This withdrawal does not exist.',
  'withdrawals.not_awaiting': 'This withdrawal is no longer waiting for approval.',
  'withdrawals.own_request': 'Someone else on the committee must approve a withdrawal you asked for.',
  'withdrawals.not_yours':
    'Only the person who asked, or someone who may approve it, can cancel this withdrawal.',
} as const;
