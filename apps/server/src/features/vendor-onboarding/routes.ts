import { errorBody } from '@sherehe/core/api/errors';
import {
  adminVendor,
  adminVendorRequest,
  adminVendorRequestsQuery,
  adminVendorRequestsResponse,
  adminVendorsQuery,
  adminVendorsResponse,
  approveVendorRequestBody,
  idParams,
  rejectVendorRequestBody,
  suspendVendorBody,
  vendorRequestHistoryResponse,
} from '@sherehe/core/api/vendor-onboarding';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../platform/errors.ts';
import {
  approveVendorRequest,
  listVendorRequests,
  listVendors,
  reinstateVendor,
  rejectVendorRequest,
  suspendVendor,
  type VendorOnboardingDeps,
  vendorRequestEvents,
} from './service.ts';

const admin = { access: 'admin' as const };
const decided = { 200: adminVendorRequest, 400: errorBody, 404: errorBody, 409: errorBody, 422: errorBody };

function actorOf(request: FastifyRequest): string {
  if (!request.user) throw new AppError('unauthorized', 'auth.sign_in_required');
  return request.user.id;
}

export const vendorOnboardingRoutes: FastifyPluginAsyncZod<VendorOnboardingDeps> = async (app, deps) => {
  app.get(
    '/admin/vendor-requests',
    {
      config: { ...admin, refusals: { 400: ['page.cursor_invalid'] } },
      schema: {
        tags: ['admin'],
        summary: 'Become Vendor requests, newest first, optionally of one status',
        querystring: adminVendorRequestsQuery,
        response: { 200: adminVendorRequestsResponse, 400: errorBody },
      },
    },
    async (request) => listVendorRequests(deps, request.query),
  );

  app.get(
    '/admin/vendor-requests/:id/events',
    {
      config: { ...admin, refusals: { 404: ['onboarding.request_not_found'] } },
      schema: {
        tags: ['admin'],
        summary: "A request's history, oldest first",
        params: idParams,
        response: { 200: vendorRequestHistoryResponse, 400: errorBody, 404: errorBody },
      },
    },
    async (request) => vendorRequestEvents(deps, request.params.id),
  );

  app.post(
    '/admin/vendor-requests/:id/approve',
    {
      config: {
        ...admin,
        refusals: {
          404: ['onboarding.request_not_found', 'onboarding.account_not_found'],
          409: ['onboarding.already_decided'],
          422: ['onboarding.admin_contact', 'onboarding.account_disabled'],
        },
      },
      schema: {
        tags: ['admin'],
        summary: "Approve: the contact's account becomes a vendor, or the contact is invited to open one",
        params: idParams,
        body: approveVendorRequestBody,
        response: decided,
      },
    },
    async (request) => approveVendorRequest(deps, actorOf(request), request.params.id, request.body),
  );

  app.post(
    '/admin/vendor-requests/:id/reject',
    {
      config: {
        ...admin,
        refusals: { 404: ['onboarding.request_not_found'], 409: ['onboarding.already_decided'] },
      },
      schema: {
        tags: ['admin'],
        summary: 'Reject with a note',
        params: idParams,
        body: rejectVendorRequestBody,
        response: decided,
      },
    },
    async (request) => rejectVendorRequest(deps, actorOf(request), request.params.id, request.body),
  );

  app.get(
    '/admin/vendors',
    {
      config: { ...admin, refusals: { 400: ['page.cursor_invalid'] } },
      schema: {
        tags: ['admin'],
        summary: "Vendors, newest first; search by business name or the owner's name, e-mail or phone",
        querystring: adminVendorsQuery,
        response: { 200: adminVendorsResponse, 400: errorBody },
      },
    },
    async (request) => listVendors(deps, request.query),
  );

  const changed = { 200: adminVendor, 400: errorBody, 404: errorBody, 409: errorBody };
  app.post(
    '/admin/vendors/:id/suspend',
    {
      config: {
        ...admin,
        refusals: { 404: ['onboarding.vendor_not_found'], 409: ['onboarding.already_suspended'] },
      },
      schema: {
        tags: ['admin'],
        summary: 'Suspend a vendor: their shop and listings leave the public catalogue',
        params: idParams,
        body: suspendVendorBody,
        response: changed,
      },
    },
    async (request) => suspendVendor(deps, actorOf(request), request.params.id, request.body),
  );

  app.post(
    '/admin/vendors/:id/reinstate',
    {
      config: {
        ...admin,
        refusals: { 404: ['onboarding.vendor_not_found'], 409: ['onboarding.not_suspended'] },
      },
      schema: {
        tags: ['admin'],
        summary: 'Reinstate a suspended vendor',
        params: idParams,
        response: changed,
      },
    },
    async (request) => reinstateVendor(deps, actorOf(request), request.params.id),
  );
};
