// Become Vendor, from the footer: anyone may ask (api/endpoint.ts).
import { endpoints } from './endpoint.ts';

export const vendorRequestsEndpoints = endpoints<typeof import('./vendor-requests.ts')>()('vendor-requests', {
  create: {
    method: 'POST',
    path: '/vendor-requests',
    summary: 'Ask to become a vendor (Become Vendor in the footer)',
    body: 'createVendorRequestBody',
    response: 'vendorRequestCreated',
    status: 201,
    refusals: { 400: ['account.identifier_invalid'], 429: ['request.too_many'] },
  },
});
