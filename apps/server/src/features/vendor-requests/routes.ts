import { vendorRequestsEndpoints as vendorRequests } from '@sherehe/core/api/vendor-requests-endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../platform/endpoint-route.ts';
import { clientAddress } from '../../platform/rate-limit.ts';
import { createVendorRequest, type VendorRequestDeps } from './service.ts';

export const vendorRequestRoutes: FastifyPluginAsyncZod<VendorRequestDeps> = async (app, deps) => {
  route(app, vendorRequests.create, { access: 'public', bodyLimit: 4096 }, async (request) =>
    createVendorRequest(deps, {
      requestContact: request.body.request_contact,
      businessName: request.body.business_name ?? null,
      businessKind: request.body.business_kind ?? null,
      language: request.body.language ?? null,
      clientAddress: clientAddress(request),
    }),
  );
};
