// GET and PUT /vendor/profile, and the logo upload.
import type { SaveVendorProfileBody, VendorProfileResponse } from '@sherehe/core/api/vendor-area';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { uploadFile } from '../../../lib/upload-file.ts';
import { vendorKeys } from './vendor-query-keys.ts';

export function useVendorProfile() {
  return useQuery({
    queryKey: vendorKeys.profile(),
    queryFn: ({ signal }) => apiRequest<VendorProfileResponse>('/vendor/profile', { signal }),
  });
}

export function useSaveProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveVendorProfileBody) =>
      apiRequest<VendorProfileResponse>('/vendor/profile', { method: 'PUT', body }),
    onSuccess: (answer) => queryClient.setQueryData(vendorKeys.profile(), answer),
  });
}

export function useUploadLogo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadFile<VendorProfileResponse>('/vendor/profile/logo', file),
    onSuccess: (answer) => queryClient.setQueryData(vendorKeys.profile(), answer),
  });
}
