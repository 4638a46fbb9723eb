import { errorBody } from '@sherehe/core/api/errors';
import { createVendorRequestBody, vendorRequestCreated } from '@sherehe/core/api/vendor-requests';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientAddress } from '../../platform/rate-limit.ts';
import { publicRoute } from '../../platform/route-access.ts';
import { createVendorRequest, type VendorRequestDeps } from './service.ts';

export const vendorRequestRoutes: FastifyPluginAsyncZod<VendorRequestDeps> = async (app, deps) => {
  app.post(
    '/vendor-requests',
    {
      config: {
        ...publicRoute,
        refusals: { 400: ['account.identifier_invalid'], 429: ['request.too_many'] },
      },
      bodyLimit: 4096,
      schema: {
        tags: ['vendors'],
        summary: 'Ask to become a vendor (Become Vendor in the footer)',
        body: createVendorRequestBody,
        response: { 201: vendorRequestCreated, 400: errorBody, 429: errorBody },
      },
    },
    async (request, reply) => {
      const created = await createVendorRequest(deps, {
        requestContact: request.body.request_contact,
        businessName: request.body.business_name ?? null,
        businessKind: request.body.business_kind ?? null,
        language: request.body.language ?? null,
        clientAddress: clientAddress(request),
      });
      return reply.status(201).send(created);
    },
  );
};
