// The vendor's listings: the list, create and edit, status changes, and the photos of one listing.
import type {
  ListingBody,
  ListingStatus,
  VendorListing,
  VendorListingsResponse,
} from '@sherehe/core/api/vendor-area';
import { vendorAreaEndpoints as vendorArea } from '@sherehe/core/api/vendor-area-endpoints';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { uploadFile } from '../../../lib/upload-file.ts';
import { vendorKeys } from './vendor-query-keys.ts';

export const vendorListingsQuery = queryOptions({
  queryKey: vendorKeys.listings(),
  queryFn: ({ signal }) => apiRequest(vendorArea.listings, { signal }),
});

export function useVendorListings() {
  return useQuery(vendorListingsQuery);
}

// Every change answers the whole listing: it replaces its copy in the list at once, then the list is fetched again.
function useListingChange<Input>(send: (input: Input) => Promise<VendorListing>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (listing) => {
      queryClient.setQueryData<VendorListingsResponse>(vendorKeys.listings(), (current) => {
        if (!current) return { listings: [listing] };
        const others = current.listings.filter((item) => item.id !== listing.id);
        return { listings: [listing, ...others] };
      });
      void queryClient.invalidateQueries({ queryKey: vendorKeys.listings() });
    },
    // A refusal may mean the listing changed meanwhile (a photo deleted in another tab): show what is true now.
    onError: () => {
      void queryClient.invalidateQueries({ queryKey: vendorKeys.listings() });
    },
  });
}

export function useSaveListing(id: string | null) {
  return useListingChange((body: ListingBody) =>
    id
      ? apiRequest(vendorArea.editListing, { params: { id }, body })
      : apiRequest(vendorArea.createListing, { body }),
  );
}

export function useListingStatus() {
  return useListingChange(({ id, status }: { id: string; status: ListingStatus }) =>
    apiRequest(vendorArea.listingStatus, { params: { id }, body: { status } }),
  );
}

export function useUploadPhoto(id: string, onProgress: (fraction: number) => void) {
  return useListingChange((file: File) => uploadFile(vendorArea.addPhoto, { id }, file, onProgress));
}

export function useDeletePhoto(id: string) {
  return useListingChange((photoId: string) =>
    apiRequest(vendorArea.removePhoto, { params: { id, photoId } }),
  );
}

export function useReorderPhotos(id: string) {
  return useListingChange((photoIds: string[]) =>
    apiRequest(vendorArea.reorderPhotos, { params: { id }, body: { photoIds } }),
  );
}
