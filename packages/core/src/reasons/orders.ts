// Refusals of checkout and orders.
export const orderReasons = {
  'checkout.phone_required': 'Enter the mobile-money number to pay from.',
  'checkout.note_too_long': 'Keep the note under {{max}} characters.',
  'checkout.key_invalid': 'Not a checkout key.',
  'checkout.cart_empty': 'Your cart is empty.',
  'checkout.too_many_unpaid':
    'You have {{max}} orders waiting for payment. Pay or cancel one of them in My orders before placing another.',
  'checkout.line_problem': 'Some items in your cart need attention before you can pay.',
  'checkout.date_taken': '{{title}} was just booked for {{date}} by someone else. Choose another date.',
  'checkout.out_of_stock':
    'There are not enough of {{title}} left. Lower the quantity or choose something else.',
  'order.not_found': 'There is no such order.',
  'order.cannot_cancel': 'This order can no longer be cancelled here. Contact the vendor.',
  'order.cannot_pay': 'There is nothing to pay on this order now.',
  'order.payment_under_way': 'A payment for this order is under way. Check your phone.',
  'order.cannot_confirm': 'Only a paid order can be accepted.',
  'order.cannot_decline': 'This order can no longer be declined.',
  'order.cannot_deliver': 'Only an accepted order can be marked delivered.',
  'order.deliver_before_event':
    'This order is for {{date}}. Mark it delivered from that day, or say why it was delivered early.',
  'order.decline_reason_required': 'Tell the customer why you decline.',
  'order.decline_reason_too_long': 'Keep the reason under {{max}} characters.',
} as const;
