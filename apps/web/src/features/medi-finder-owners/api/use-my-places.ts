// The owner's places: the list, and registering or editing one. Each save answers the whole place, which replaces
// its copy in the list at once before the list is fetched again.
import type { CreatePlaceBody, OwnedPlacesResponse, UpdatePlaceBody } from '@sherehe/core/api/medi-finder';
import { mediFinderEndpoints as md } from '@sherehe/core/api/medi-finder-endpoints';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const myPlacesKey = ['medi-finder-owners', 'my-places'] as const;

export const myPlacesQuery = queryOptions({
  queryKey: myPlacesKey,
  queryFn: ({ signal }) => apiRequest(md.myPlaces, { signal }),
});

export function useMyPlaces() {
  return useQuery(myPlacesQuery);
}

export type SavePlaceInput = { id: null; body: CreatePlaceBody } | { id: string; body: UpdatePlaceBody };

export function useSavePlace() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: SavePlaceInput) => {
      const { place } = await (input.id === null
        ? apiRequest(md.registerPlace, { body: input.body })
        : apiRequest(md.editPlace, { params: { id: input.id }, body: input.body }));
      return place;
    },
    onSuccess: (place) => {
      queryClient.setQueryData<OwnedPlacesResponse>(myPlacesKey, (current) => {
        if (!current) return { places: [place] };
        const known = current.places.some((item) => item.id === place.id);
        return {
          places: known
            ? current.places.map((item) => (item.id === place.id ? place : item))
            : [place, ...current.places],
        };
      });
      void queryClient.invalidateQueries({ queryKey: myPlacesKey });
    },
    // A refusal may mean the place changed meanwhile (an admin hid it): show what is true now.
    onError: () => {
      void queryClient.invalidateQueries({ queryKey: myPlacesKey });
    },
  });
}
