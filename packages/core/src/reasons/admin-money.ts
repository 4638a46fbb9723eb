// Refusals of the money settings admins keep (docs/decisions/028): commission, michango fee, release and payouts.
export const adminMoneyReasons = {
  'money_settings.commission_invalid': 'A commission is from 0% to 30%, in steps of 0.01%.',
  'money_settings.michango_fee_invalid': 'The michango fee is from 0% to 10%, in steps of 0.01%.',
  'money_settings.release_days_invalid': 'Choose a whole number of days from 0 to 60.',
  'money_settings.payout_minimum_invalid':
    'The payout minimum is a whole amount from TZS 1,000 to TZS 100,000,000.',
  'money_settings.at_once_invalid': 'The amount paid out at once is a whole amount up to TZS 100,000,000.',
  'money_settings.at_once_below_minimum': 'The amount paid out at once cannot be below the payout minimum.',
  'money_settings.category_unknown': 'This is not one of the marketplace categories.',
  'money_settings.category_repeated': 'Give each category’s commission once.',
  'reconciliation.day_invalid': 'Choose a day, written as 2026-11-28, no later than today.',
  'reconciliation.format_invalid': 'The reconciliation downloads as CSV.',
} as const;
