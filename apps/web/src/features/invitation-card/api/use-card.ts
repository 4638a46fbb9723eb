// GET /public/cards/:token (a guest's invitation card behind its private link), POST …/rsvp (their answer), and the
// addresses of the card's QR code (SVG) and picture (PNG), which the browser loads itself.
import type { RsvpInput } from '@sherehe/core/api/cards';
import { cardsEndpoints as cards } from '@sherehe/core/api/cards-endpoints';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, endpointCallPath, endpointUrl } from '../../../lib/api-client.ts';
import { firstAnswer } from '../../../lib/first-answers.ts';

/** The path (under /api/v1) of a card's answer. */
export const cardApiPath = (token: string) => endpointCallPath(cards.view, { params: { token } });

export const cardKeys = { one: (token: string) => ['cards', token] as const };

export const cardQuery = (token: string) =>
  queryOptions({
    queryKey: cardKeys.one(token),
    queryFn: ({ signal }) => apiRequest(cards.view, { params: { token }, signal }),
    // Drawn from the answer the server drew the page with; asked again once the app runs (the hosts may have
    // revoked it since).
    ...firstAnswer(cards.view, { params: { token } }),
  });

export function useCard(token: string) {
  return useQuery(cardQuery(token));
}

/** The answer comes back as the card itself, which the page shows at once. */
export function useRsvp(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RsvpInput) => apiRequest(cards.rsvp, { params: { token }, body }),
    onSuccess: (card) => queryClient.setQueryData(cardKeys.one(token), card),
  });
}

export const cardQrUrl = (token: string) => endpointUrl(cards.qr, { params: { token } });
export const cardImageUrl = (token: string) => endpointUrl(cards.image, { params: { token } });
