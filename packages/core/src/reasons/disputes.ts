// Refusals of a dispute: a customer saying an order went wrong before its money is released, the vendor's answer and
// an admin's decision.
export const disputeReasons = {
  'dispute.reason_required': 'Choose what went wrong.',
  'dispute.text_required': 'Say what happened, so the vendor and Sherehe can look into it.',
  'dispute.text_too_long': 'Keep it under {{max}} characters.',
  'dispute.not_yet':
    'You can report a problem from the event day, or once the vendor marks the order delivered.',
  'dispute.money_released':
    "This order's money has already gone to the vendor; contact Sherehe support for help.",
  'dispute.exists': 'A problem was already reported on this order.',
  'dispute.not_found': 'There is no dispute on this order.',
  'dispute.decided': 'This dispute has already been decided.',
  'dispute.too_many_photos': 'Up to {{max}} photos each.',
  'dispute.outcome_required': 'Choose a decision.',
  'dispute.refund_invalid': 'Enter the refund in whole shillings.',
  'dispute.refund_too_large': 'A partial refund is less than the TZS {{max}} the customer paid.',
  'dispute.note_required': 'Write the reason for the decision; both sides read it.',
  'order.dispute_open': 'A dispute is open on this order: Sherehe decides what happens to its money.',
  'order.dispute_decided': "A dispute on this order was decided: Sherehe's decision settled its money.",
} as const;
