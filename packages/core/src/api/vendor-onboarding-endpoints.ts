// The admins' side of Become Vendor: the requests and their decisions, and the vendors, suspended or reinstated
// (api/endpoint.ts).
import { endpoints } from './endpoint.ts';

export const vendorOnboardingEndpoints = endpoints<typeof import('./vendor-onboarding.ts')>()(
  'vendor-onboarding',
  {
    requests: {
      method: 'GET',
      path: '/admin/vendor-requests',
      summary: 'Become Vendor requests, newest first, optionally of one status',
      query: 'adminVendorRequestsQuery',
      response: 'adminVendorRequestsResponse',
      refusals: { 400: ['page.cursor_invalid'] },
    },
    requestHistory: {
      method: 'GET',
      path: '/admin/vendor-requests/:id/events',
      summary: "A request's history, oldest first",
      params: 'idParams',
      response: 'vendorRequestHistoryResponse',
      refusals: { 404: ['onboarding.request_not_found'] },
    },
    approve: {
      method: 'POST',
      path: '/admin/vendor-requests/:id/approve',
      summary: "Approve: the contact's account becomes a vendor, or the contact is invited to open one",
      params: 'idParams',
      body: 'approveVendorRequestBody',
      response: 'adminVendorRequest',
      refusals: {
        404: ['onboarding.request_not_found', 'onboarding.account_not_found'],
        409: ['onboarding.already_decided'],
        422: ['onboarding.admin_contact', 'onboarding.account_disabled'],
      },
    },
    reject: {
      method: 'POST',
      path: '/admin/vendor-requests/:id/reject',
      summary: 'Reject with a note',
      params: 'idParams',
      body: 'rejectVendorRequestBody',
      response: 'adminVendorRequest',
      refusals: { 404: ['onboarding.request_not_found'], 409: ['onboarding.already_decided'] },
    },
    vendors: {
      method: 'GET',
      path: '/admin/vendors',
      summary: "Vendors, newest first; search by business name or the owner's name, e-mail or phone",
      query: 'adminVendorsQuery',
      response: 'adminVendorsResponse',
      refusals: { 400: ['page.cursor_invalid'] },
    },
    suspend: {
      method: 'POST',
      path: '/admin/vendors/:id/suspend',
      summary: 'Suspend a vendor: their shop and listings leave the public catalogue',
      params: 'idParams',
      body: 'suspendVendorBody',
      response: 'adminVendor',
      refusals: { 404: ['onboarding.vendor_not_found'], 409: ['onboarding.already_suspended'] },
    },
    reinstate: {
      method: 'POST',
      path: '/admin/vendors/:id/reinstate',
      summary: 'Reinstate a suspended vendor',
      params: 'idParams',
      response: 'adminVendor',
      refusals: { 404: ['onboarding.vendor_not_found'], 409: ['onboarding.not_suspended'] },
    },
  },
);
