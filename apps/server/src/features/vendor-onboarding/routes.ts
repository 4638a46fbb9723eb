import { vendorOnboardingEndpoints as onboarding } from '@sherehe/core/api/vendor-onboarding-endpoints';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../platform/endpoint-route.ts';
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

function actorOf(request: FastifyRequest): string {
  if (!request.user) throw new AppError('unauthorized', 'auth.sign_in_required');
  return request.user.id;
}

export const vendorOnboardingRoutes: FastifyPluginAsyncZod<VendorOnboardingDeps> = async (app, deps) => {
  route(app, onboarding.requests, { access: 'admin' }, async (request) =>
    listVendorRequests(deps, request.query),
  );

  route(app, onboarding.requestHistory, { access: 'admin' }, async (request) =>
    vendorRequestEvents(deps, request.params.id),
  );

  route(app, onboarding.approve, { access: 'admin' }, async (request) =>
    approveVendorRequest(deps, actorOf(request), request.params.id, request.body),
  );

  route(app, onboarding.reject, { access: 'admin' }, async (request) =>
    rejectVendorRequest(deps, actorOf(request), request.params.id, request.body),
  );

  route(app, onboarding.vendors, { access: 'admin' }, async (request) => listVendors(deps, request.query));

  route(app, onboarding.suspend, { access: 'admin' }, async (request) =>
    suspendVendor(deps, actorOf(request), request.params.id, request.body),
  );

  route(app, onboarding.reinstate, { access: 'admin' }, async (request) =>
    reinstateVendor(deps, actorOf(request), request.params.id),
  );
};
