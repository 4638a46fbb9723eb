// GET /admin/md/places: every Medi-Finder place newest first, by status and kind, searched by place or owner; and
// the admin's actions on one (verify, hide, grant or cancel a subscription), each answering the place.
import type { AdminPlace, AdminPlacesResponse, GrantSubscriptionBody } from '@sherehe/core/api/medi-finder';
import { keepPreviousData, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminKeys } from './admin-query-keys.ts';

export type PlaceStatusFilter = 'all' | 'pending' | 'listed' | 'hidden';
export type PlaceKindFilter = 'all' | 'pharmacy' | 'diagnostic_center';

function placesPath(search: string, status: PlaceStatusFilter, kind: PlaceKindFilter, cursor: string | null) {
  const params = new URLSearchParams();
  if (search) params.set('q', search);
  if (status !== 'all') params.set('status', status);
  if (kind !== 'all') params.set('kind', kind);
  if (cursor) params.set('cursor', cursor);
  const query = params.toString();
  return `/admin/md/places${query ? `?${query}` : ''}`;
}

export function useAdminMedicalPlaces(search: string, status: PlaceStatusFilter, kind: PlaceKindFilter) {
  return useInfiniteQuery({
    queryKey: adminKeys.medicalPlaces(search, status, kind),
    queryFn: ({ pageParam, signal }) =>
      apiRequest<AdminPlacesResponse>(placesPath(search, status, kind, pageParam), { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: keepPreviousData,
  });
}

export type MedicalPlaceAction =
  | { id: string; action: 'verify' }
  | { id: string; action: 'hide'; reason: string }
  | { id: string; action: 'grant'; subscription: GrantSubscriptionBody }
  | { id: string; action: 'cancel' };

function send(change: MedicalPlaceAction) {
  const place = `/admin/md/places/${encodeURIComponent(change.id)}`;
  switch (change.action) {
    case 'verify':
      return apiRequest<{ place: AdminPlace }>(`${place}/verify`, { method: 'POST' });
    case 'hide':
      return apiRequest<{ place: AdminPlace }>(`${place}/hide`, {
        method: 'POST',
        body: { reason: change.reason },
      });
    case 'grant':
      return apiRequest<{ place: AdminPlace }>(`${place}/subscription`, {
        method: 'POST',
        body: change.subscription,
      });
    case 'cancel':
      return apiRequest<{ place: AdminPlace }>(`${place}/subscription`, { method: 'DELETE' });
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
