// GET /api/v1/admin/payouts, POST /admin/payouts/:id/retry and /admin/payouts/:id/settle: admins only. HTTP only.
import {
  adminPayout,
  adminPayoutParams,
  adminPayoutsQuery,
  adminPayoutsResponse,
  settlePayoutBody,
} from '@sherehe/core/api/admin-payouts';
import { errorBody } from '@sherehe/core/api/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInUser } from '../../platform/auth/signed-in-user.ts';
import { startPayoutRefusals } from '../payouts/service.ts';
import { type AdminPayoutDeps, adminPayouts, retryPayout, settlePayoutByHand } from './service.ts';

const admin = { access: 'admin' as const };
const tags = ['admin'];

export const adminPayoutRoutes: FastifyPluginAsyncZod<AdminPayoutDeps> = async (app, deps) => {
  app.get(
    '/admin/payouts',
    {
      config: { ...admin, refusals: { 400: ['page.cursor_invalid'] } },
      schema: {
        tags,
        summary: 'Payouts to vendors, newest first, filtered by status, with every payout counted by status',
        querystring: adminPayoutsQuery,
        response: { 200: adminPayoutsResponse, 400: errorBody },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return adminPayouts(deps, request.query);
    },
  );

  app.post(
    '/admin/payouts/:id/retry',
    {
      config: {
        ...admin,
        refusals: {
          404: ['payouts.not_found'],
          409: ['payouts.retry_not_failed', ...startPayoutRefusals[409]],
          422: [...startPayoutRefusals[422]],
        },
      },
      schema: {
        tags,
        summary:
          "Send again after a failed or reversed payout: a new payout of the vendor's releasable money now (audited)",
        params: adminPayoutParams,
        response: { 201: adminPayout, 400: errorBody, 404: errorBody, 409: errorBody, 422: errorBody },
      },
    },
    async (request, reply) => {
      const payout = await retryPayout(deps, request.params.id, signedInUser(request).id);
      return reply.code(201).send(payout);
    },
  );

  app.post(
    '/admin/payouts/:id/settle',
    {
      config: {
        ...admin,
        refusals: { 404: ['payouts.not_found'], 409: ['payouts.settle_not_open'] },
      },
      bodyLimit: 4096,
      schema: {
        tags,
        summary:
          "Settle a sent payout still waiting for its outcome by the provider's own records: paid, or not (the money goes back to releasable); audited",
        params: adminPayoutParams,
        body: settlePayoutBody,
        response: { 200: adminPayout, 400: errorBody, 404: errorBody, 409: errorBody },
      },
    },
    async (request) => settlePayoutByHand(deps, request.params.id, request.body, signedInUser(request).id),
  );
};
