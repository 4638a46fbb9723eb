// Refusals of dates and availability: calendars, blocked days, daily capacity, deposits, and a cart line's date and
// guests.
export const bookingReasons = {
  'booking.date_invalid': 'Enter a real date, written YYYY-MM-DD.',
  'booking.range_backwards': 'The last day must not be before the first.',
  'booking.range_too_long': 'Ask for at most {{max}} days at a time.',
  'booking.day_past': 'That date has passed. Choose today or a later date.',
  'booking.date_too_far': 'Choose a date within the next two years.',
  'booking.date_not_free': 'That date is not free for this listing. Choose another date.',
  'booking.no_calendar': 'This listing is sold from stock and has no calendar.',
  'booking.days_max': 'Change at most {{max}} days at a time.',
  'booking.nothing_to_change': 'Say which days to block or unblock.',
  'booking.capacity_invalid': 'Enter the bookings a day as a whole number from {{min}} to {{max}}.',
  'booking.deposit_invalid': 'Choose a deposit from {{min}}% to {{max}}% of the total, or none.',

  'cart.event_date_required': 'Choose the date of your event.',
  'cart.guests_invalid': 'Enter the number of guests as a whole number from 1 to {{max}}.',
} as const;
