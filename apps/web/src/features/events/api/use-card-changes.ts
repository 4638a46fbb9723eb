// What the committee does with cards: add, change and remove a card type; make and send cards for chosen guests;
// text one again or revoke it; remind those who have not answered. Each refreshes the event (types, guests, counts,
// history). And a guest's card as a picture, from the link the list carries.
import type { CardTypeInput, CardTypeUpdate, SendCardsInput } from '@sherehe/core/api/cards';
import { cardsEndpoints as cards } from '@sherehe/core/api/cards-endpoints';
import { apiRequest, endpointUrl } from '../../../lib/api-client.ts';
import { useEventMutation } from './use-guest-changes.ts';

export function useAddCardType(id: string) {
  return useEventMutation(id, (input: CardTypeInput) =>
    apiRequest(cards.addType, { params: { id }, body: input }),
  );
}

export function useUpdateCardType(id: string) {
  return useEventMutation(id, ({ typeId, change }: { typeId: string; change: CardTypeUpdate }) =>
    apiRequest(cards.updateType, { params: { id, typeId }, body: change }),
  );
}

export function useRemoveCardType(id: string) {
  return useEventMutation(id, (typeId: string) => apiRequest(cards.removeType, { params: { id, typeId } }));
}

export function useSendCards(id: string) {
  return useEventMutation(id, (input: SendCardsInput) =>
    apiRequest(cards.send, { params: { id }, body: input }),
  );
}

export function useResendCard(id: string) {
  return useEventMutation(id, (guestId: string) => apiRequest(cards.resend, { params: { id, guestId } }));
}

export function useRevokeCard(id: string) {
  return useEventMutation(id, (guestId: string) => apiRequest(cards.revoke, { params: { id, guestId } }));
}

export function useRemindRsvp(id: string) {
  return useEventMutation(id, () => apiRequest(cards.remindRsvp, { params: { id } }));
}

/** The card's private token: the last part of its link (`…/event-planners/c/{token}`). */
export function cardTokenOf(link: string): string {
  const path = new URL(link, 'https://sherehe.invalid').pathname;
  return decodeURIComponent(path.slice(path.lastIndexOf('/') + 1));
}

/** The card as a picture (PNG), to print or forward by hand. */
export function cardImageHref(link: string): string {
  return endpointUrl(cards.image, { params: { token: cardTokenOf(link) } });
}
