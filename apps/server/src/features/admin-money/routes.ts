// GET and PUT /api/v1/admin/money-settings: the money rules (commission, michango fee, release, payouts), admins only.
import { adminMoneyEndpoints as adminMoney } from '@sherehe/core/api/admin-money-endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInUser } from '../../platform/auth/signed-in-user.ts';
import { route } from '../../platform/endpoint-route.ts';
import { type AdminMoneyDeps, changeMoneySettings, moneySettingsView } from './service.ts';

export const adminMoneyRoutes: FastifyPluginAsyncZod<AdminMoneyDeps> = async (app, deps) => {
  route(app, adminMoney.get, { access: 'admin' }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return moneySettingsView(deps);
  });

  route(app, adminMoney.save, { access: 'admin' }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return changeMoneySettings(deps, signedInUser(request).id, request.body);
  });
};
