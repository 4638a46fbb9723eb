// GET /api/v1/admin/payouts, POST /admin/payouts/:id/retry and /admin/payouts/:id/settle, the vendors whose payouts
// are held or who owe, holding and lifting a vendor's payouts, and a vendor's month statement: admins only. HTTP only.
import { adminPayoutsEndpoints as adminPayoutsApi } from '@sherehe/core/api/admin-payouts-endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInUser } from '../../platform/auth/signed-in-user.ts';
import { route } from '../../platform/endpoint-route.ts';
import { sendStatementFile } from '../payouts/statement-files.ts';
import {
  type AdminPayoutDeps,
  adminPayouts,
  holdPayouts,
  liftPayoutHold,
  payoutVendors,
  retryPayout,
  settlePayoutByHand,
  statementOfVendor,
} from './service.ts';

export const adminPayoutRoutes: FastifyPluginAsyncZod<AdminPayoutDeps> = async (app, deps) => {
  route(app, adminPayoutsApi.list, { access: 'admin' }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return adminPayouts(deps, request.query);
  });

  route(app, adminPayoutsApi.retry, { access: 'admin' }, async (request) =>
    retryPayout(deps, request.params.id, signedInUser(request).id),
  );

  route(app, adminPayoutsApi.settle, { access: 'admin', bodyLimit: 4096 }, async (request) =>
    settlePayoutByHand(deps, request.params.id, request.body, signedInUser(request).id),
  );

  route(app, adminPayoutsApi.vendors, { access: 'admin' }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return payoutVendors(deps);
  });

  route(app, adminPayoutsApi.hold, { access: 'admin', bodyLimit: 4096 }, async (request) => {
    await holdPayouts(deps, request.params.vendorId, request.body.reason, signedInUser(request).id);
    return null;
  });

  route(app, adminPayoutsApi.liftHold, { access: 'admin' }, async (request) => {
    await liftPayoutHold(deps, request.params.vendorId, signedInUser(request).id);
    return null;
  });

  route(app, adminPayoutsApi.vendorStatementExport, { access: 'admin' }, async (request, reply) =>
    sendStatementFile(
      reply,
      await statementOfVendor(deps, request.params.vendorId, request.params.month),
      request.query,
    ),
  );
};
