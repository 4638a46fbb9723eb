// Admins: the money rules (commission, michango fee, release, payouts); each endpoint once (api/endpoint.ts).
import { endpoints } from './endpoint.ts';

export const adminMoneyEndpoints = endpoints<typeof import('./admin-money.ts')>()('admin-money', {
  get: {
    method: 'GET',
    path: '/admin/money-settings',
    summary:
      "The money rules: default commission and each category's own (basis points), michango fee, release days, payout minimum and the amount paid out at once (TZS)",
    response: 'moneySettingsResponse',
  },
  save: {
    method: 'PUT',
    path: '/admin/money-settings',
    summary:
      'Change the money rules; a category named with null goes back to the default commission, one left out keeps its own. Audited',
    body: 'moneySettingsBody',
    response: 'moneySettingsResponse',
    // A repeated category is found by a refinement the route's schema walk cannot see into.
    refusals: { 400: ['money_settings.category_repeated'] },
  },
});
