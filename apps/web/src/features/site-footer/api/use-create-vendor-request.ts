// Become Vendor: POST /vendor-requests with the contact a person typed in the footer, and what they said of their
// business (optional), in the language on screen so the answer reaches them in it.
import type { CreateVendorRequestBody } from '@sherehe/core/api/vendor-requests';
import { vendorRequestsEndpoints as vendorRequests } from '@sherehe/core/api/vendor-requests-endpoints';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export type VendorRequestInput = {
  contact: string;
  businessName: string;
  businessKind: string;
  language: 'en' | 'sw';
};

export function useCreateVendorRequest() {
  return useMutation({
    mutationFn: (input: VendorRequestInput) =>
      apiRequest(vendorRequests.create, {
        body: {
          request_contact: input.contact,
          business_name: input.businessName.trim() || undefined,
          business_kind: (input.businessKind || undefined) as CreateVendorRequestBody['business_kind'],
          language: input.language,
        } satisfies CreateVendorRequestBody,
      }),
    onError: (error) => {
      // The person sees a short message; the detail is for whoever opens the console.
      console.error('Vendor request not sent', error);
    },
  });
}
