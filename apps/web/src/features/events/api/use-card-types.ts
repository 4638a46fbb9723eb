// GET /events/{id}/card-types: the event's card types (single, double, VIP…), each with its seats, when its cards go
// out, and how many of its cards wait and have been sent.
import { cardsEndpoints as cards } from '@sherehe/core/api/cards-endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { eventManageKeys } from './event-manage-keys.ts';

export const cardTypesQuery = (id: string) =>
  queryOptions({
    queryKey: eventManageKeys.cardTypes(id),
    queryFn: ({ signal }) => apiRequest(cards.types, { params: { id }, signal }),
  });

export function useCardTypes(id: string) {
  return useQuery(cardTypesQuery(id));
}
