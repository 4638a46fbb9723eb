// GET and PUT /vendor/profile, and the logo upload.
import type { SaveVendorProfileBody } from '@sherehe/core/api/vendor-area';
import { vendorAreaEndpoints as vendorArea } from '@sherehe/core/api/vendor-area-endpoints';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { uploadFile } from '../../../lib/upload-file.ts';
import { vendorKeys } from './vendor-query-keys.ts';

export const vendorProfileQuery = queryOptions({
  queryKey: vendorKeys.profile(),
  queryFn: ({ signal }) => apiRequest(vendorArea.profile, { signal }),
});

export function useVendorProfile() {
  return useQuery(vendorProfileQuery);
}

export function useSaveProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveVendorProfileBody) => apiRequest(vendorArea.saveProfile, { body }),
    onSuccess: (answer) => queryClient.setQueryData(vendorKeys.profile(), answer),
  });
}

export function useUploadLogo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadFile(vendorArea.uploadLogo, undefined, file),
    onSuccess: (answer) => queryClient.setQueryData(vendorKeys.profile(), answer),
  });
}
