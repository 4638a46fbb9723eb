// GET and PUT /api/v1/admin/money-settings: the money rules (commission, michango fee, release, payouts), admins only.
import { moneySettingsBody, moneySettingsResponse } from '@sherehe/core/api/admin-money';
import { errorBody } from '@sherehe/core/api/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInUser } from '../../platform/auth/signed-in-user.ts';
import { type AdminMoneyDeps, changeMoneySettings, moneySettingsView } from './service.ts';

export const adminMoneyRoutes: FastifyPluginAsyncZod<AdminMoneyDeps> = async (app, deps) => {
  app.get(
    '/admin/money-settings',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary:
          "The money rules: default commission and each category's own (basis points), michango fee, release days, payout minimum and the amount paid out at once (TZS)",
        response: { 200: moneySettingsResponse },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return moneySettingsView(deps);
    },
  );

  app.put(
    '/admin/money-settings',
    {
      // A repeated category is found by a refinement the route's schema walk cannot see into.
      config: { access: 'admin', refusals: { 400: ['money_settings.category_repeated'] } },
      schema: {
        tags: ['admin'],
        summary:
          'Change the money rules; a category named with null goes back to the default commission, one left out keeps its own. Audited',
        body: moneySettingsBody,
        response: { 200: moneySettingsResponse, 400: errorBody },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return changeMoneySettings(deps, signedInUser(request).id, request.body);
    },
  );
};
