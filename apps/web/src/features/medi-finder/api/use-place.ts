// GET /md/pharmacies/:id and /md/diagnostic-centers/:id: one listed place, in the shape of a list item, mapped to
// the client model. While it comes, the same place from the finder's list (if it is there) stands in.
import type { PlaceKind } from '@sherehe/core/api/medi-finder';
import { mediFinderEndpoints as md } from '@sherehe/core/api/medi-finder-endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { useFinder } from '../finder-store.ts';
import { type Place, toDiagnosticCentre, toPharmacy } from '../place-model.ts';

export const placeKey = (kind: PlaceKind, id: string) => ['medi-finder', kind, id] as const;

async function fetchPlace(kind: PlaceKind, id: string, signal: AbortSignal): Promise<Place> {
  if (kind === 'pharmacy') return toPharmacy(await apiRequest(md.pharmacy, { params: { id }, signal }));
  return toDiagnosticCentre(await apiRequest(md.diagnosticCenter, { params: { id }, signal }));
}

export const placeQuery = (kind: PlaceKind, id: string) =>
  queryOptions({
    queryKey: placeKey(kind, id),
    queryFn: ({ signal }) => fetchPlace(kind, id, signal),
    staleTime: 60_000,
  });

export function usePlace(kind: PlaceKind, id: string) {
  const listed = useFinder((state) => state.lists[kind].items.find((place) => place.id === id));
  return useQuery({ ...placeQuery(kind, id), placeholderData: listed });
}
