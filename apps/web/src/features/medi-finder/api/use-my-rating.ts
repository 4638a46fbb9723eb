// A signed-in visitor's own stars for a place (GET/PUT /md/places/:id/rating); a new rating updates the place's
// average everywhere it is shown.
import type { MyPlaceRatingResponse, PlaceKind } from '@sherehe/core/api/medi-finder';
import { mediFinderEndpoints as md } from '@sherehe/core/api/medi-finder-endpoints';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { useFinder } from '../finder-store.ts';
import type { Place } from '../place-model.ts';
import { placeKey } from './use-place.ts';

const ratingKey = (id: string) => ['medi-finder', 'my-rating', id] as const;

export const myRatingQuery = (id: string) =>
  queryOptions({
    queryKey: ratingKey(id),
    queryFn: ({ signal }) => apiRequest(md.myRating, { params: { id }, signal }),
  });

export function useMyRating(id: string, enabled: boolean) {
  return useQuery({ ...myRatingQuery(id), enabled });
}

export function useRatePlace(kind: PlaceKind, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (stars: number) => apiRequest(md.ratePlace, { params: { id }, body: { stars } }),
    onSuccess: (answer) => {
      queryClient.setQueryData<MyPlaceRatingResponse>(ratingKey(id), { stars: answer.stars });
      const rated = { rating: answer.rating ?? 0, ratingCount: answer.rating_count };
      queryClient.setQueryData<Place>(placeKey(kind, id), (place) =>
        place ? { ...place, ...rated } : place,
      );
      useFinder.getState().placeRated(kind, id, rated);
    },
  });
}
