// GET /admin/md/places: every Medi-Finder place newest first, by status and kind, searched by place or owner; and
// the admin's actions on one (verify, hide, grant or cancel a subscription), each answering the place.
import type { GrantSubscriptionBody } from '@sherehe/core/api/medi-finder';
import { mediFinderEndpoints as md } from '@sherehe/core/api/medi-finder-endpoints';
import {
  infiniteQueryOptions,
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminKeys } from './admin-query-keys.ts';

export type PlaceStatusFilter = 'all' | 'pending' | 'listed' | 'hidden';
export type PlaceKindFilter = 'all' | 'pharmacy' | 'diagnostic_center';

export const adminMedicalPlacesQuery = (search: string, status: PlaceStatusFilter, kind: PlaceKindFilter) =>
  infiniteQueryOptions({
    queryKey: adminKeys.medicalPlaces(search, status, kind),
    queryFn: ({ pageParam, signal }) =>
      apiRequest(md.adminPlaces, {
        query: {
          q: search,
          status: status === 'all' ? undefined : status,
          kind: kind === 'all' ? undefined : kind,
          cursor: pageParam ?? undefined,
        },
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: keepPreviousData,
  });

export function useAdminMedicalPlaces(search: string, status: PlaceStatusFilter, kind: PlaceKindFilter) {
  return useInfiniteQuery(adminMedicalPlacesQuery(search, status, kind));
}

export type MedicalPlaceAction =
  | { id: string; action: 'verify' }
  | { id: string; action: 'hide'; reason: string }
  | { id: string; action: 'grant'; subscription: GrantSubscriptionBody }
  | { id: string; action: 'cancel' };

function send(change: MedicalPlaceAction) {
  const params = { id: change.id };
  switch (change.action) {
    case 'verify':
      return apiRequest(md.verifyPlace, { params });
    case 'hide':
      return apiRequest(md.hidePlace, { params, body: { reason: change.reason } });
    case 'grant':
      return apiRequest(md.grantSubscription, { params, body: change.subscription });
    case 'cancel':
      return apiRequest(md.endSubscription, { params });
  }
}

export function useMedicalPlaceAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: MedicalPlaceAction) => (await send(change)).place,
    // Refreshed after a refusal too: a 409 means the list was out of date.
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
