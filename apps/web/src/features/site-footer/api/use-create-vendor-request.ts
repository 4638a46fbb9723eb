// Become Vendor: POST /vendor-requests with the contact a person typed in the footer.
import type { CreateVendorRequestBody, VendorRequestCreated } from '@sherehe/core/api/vendor-requests';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export function useCreateVendorRequest() {
  return useMutation({
    mutationFn: (contact: string) =>
      apiRequest<VendorRequestCreated>('/vendor-requests', {
        method: 'POST',
        body: { request_contact: contact } satisfies CreateVendorRequestBody,
      }),
    onError: (error) => {
      // The person sees a short message; the detail is for whoever opens the console.
      console.error('Vendor request not sent', error);
    },
  });
}
