// Admins: the dashboard's figures (api/endpoint.ts).
import { endpoints } from './endpoint.ts';

export const adminOverviewEndpoints = endpoints<typeof import('./admin-overview.ts')>()('admin-overview', {
  get: {
    method: 'GET',
    path: '/admin/overview',
    summary:
      'The last 30 days by Dar es Salaam day (orders, sales, pledges, new accounts and shops), payment outcomes, and what waits for a decision; kept 30 s per app instance unless fresh=true',
    query: 'adminOverviewQuery',
    response: 'adminOverview',
  },
});
