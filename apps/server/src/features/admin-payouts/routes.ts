// GET /api/v1/admin/payouts, POST /admin/payouts/:id/retry and /admin/payouts/:id/settle, the vendors whose payouts
// are held or who owe, holding and lifting a vendor's payouts, and a vendor's month statement: admins only. HTTP only.
import {
  adminPayout,
  adminPayoutParams,
  adminPayoutsQuery,
  adminPayoutsResponse,
  adminPayoutVendorsResponse,
  adminStatementParams,
  payoutHoldBody,
  payoutHoldParams,
  settlePayoutBody,
} from '@sherehe/core/api/admin-payouts';
import { errorBody } from '@sherehe/core/api/errors';
import { statementExportQuery } from '@sherehe/core/api/statements';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedInUser } from '../../platform/auth/signed-in-user.ts';
import { startPayoutRefusals } from '../payouts/service.ts';
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

  app.get(
    '/admin/payouts/vendors',
    {
      config: { ...admin, refusals: {} },
      schema: {
        tags,
        summary: 'Vendors whose payouts an admin holds, with the reason, and vendors who owe after a refund',
        response: { 200: adminPayoutVendorsResponse },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return payoutVendors(deps);
    },
  );

  app.put(
    '/admin/vendors/:vendorId/payout-hold',
    {
      config: {
        ...admin,
        refusals: {
          400: ['payouts.hold_reason_length', 'text.plain_only'],
          404: ['payouts.vendor_not_found'],
        },
      },
      bodyLimit: 4096,
      schema: {
        tags,
        summary:
          "Hold a vendor's payouts, with the reason: nothing more is sent until it is lifted (audited)",
        params: payoutHoldParams,
        body: payoutHoldBody,
        response: { 204: z.null(), 400: errorBody, 404: errorBody },
      },
    },
    async (request, reply) => {
      await holdPayouts(deps, request.params.vendorId, request.body.reason, signedInUser(request).id);
      return reply.code(204).send(null);
    },
  );

  app.delete(
    '/admin/vendors/:vendorId/payout-hold',
    {
      config: { ...admin, refusals: { 404: ['payouts.vendor_not_found'], 409: ['payouts.not_held'] } },
      schema: {
        tags,
        summary: "Lift the hold on a vendor's payouts (audited)",
        params: payoutHoldParams,
        response: { 204: z.null(), 400: errorBody, 404: errorBody, 409: errorBody },
      },
    },
    async (request, reply) => {
      await liftPayoutHold(deps, request.params.vendorId, signedInUser(request).id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/admin/vendors/:vendorId/statements/:month/export',
    {
      config: {
        ...admin,
        refusals: {
          400: ['statements.month_invalid', 'statements.format_invalid'],
          404: ['payouts.vendor_not_found'],
        },
      },
      schema: {
        tags,
        summary: "A vendor's month statement as the vendor downloads it, CSV or PDF, in English or Swahili",
        params: adminStatementParams,
        querystring: statementExportQuery,
        produces: ['text/csv', 'application/pdf'],
        response: { 200: z.unknown().describe('The CSV or PDF file'), 400: errorBody, 404: errorBody },
      },
    },
    async (request, reply) =>
      sendStatementFile(
        reply,
        await statementOfVendor(deps, request.params.vendorId, request.params.month),
        request.query,
      ),
  );
};
