// Invitation cards (issue 39): card types, a guest's card, RSVP reminders, and the guest's card page: each endpoint
// once (api/endpoint.ts).
import { endpoints } from './endpoint.ts';
import { messageRefusals } from './refusal-groups.ts';

const committee = { 403: ['event.not_allowed'], 404: ['event.not_found'] } as const;
const onType = { ...committee, 404: ['event.not_found', 'card_type.not_found'] } as const;
const onGuest = { ...committee, 404: ['event.not_found', 'guest.not_found', 'card.not_found'] } as const;

export const cardsEndpoints = endpoints<typeof import('./cards.ts')>()('cards', {
  types: {
    method: 'GET',
    path: '/events/:id/card-types',
    summary: "The event's card types (single, double, VIP…) with their rule and how many cards each has",
    params: 'eventIdParams',
    response: 'cardTypeList',
    refusals: committee,
  },
  addType: {
    method: 'POST',
    path: '/events/:id/card-types',
    summary:
      'Add a card type: its seats and when its cards go out (at once, pledge paid, or an amount reached)',
    params: 'eventIdParams',
    body: 'cardTypeInput',
    response: 'cardType',
    status: 201,
    refusals: { ...committee, 409: ['card_type.name_taken'], 422: ['event.hidden', 'card_type.too_many'] },
  },
  updateType: {
    method: 'PATCH',
    path: '/events/:id/card-types/:typeId',
    summary: "Change a card type (a waiting card follows its type's new rule)",
    params: 'cardTypeParams',
    body: 'cardTypeUpdate',
    response: 'cardType',
    refusals: { ...onType, 409: ['card_type.name_taken'], 422: ['event.hidden'] },
  },
  removeType: {
    method: 'DELETE',
    path: '/events/:id/card-types/:typeId',
    summary: 'Remove a card type no card uses',
    params: 'cardTypeParams',
    response: null,
    status: 204,
    refusals: { ...onType, 409: ['card_type.in_use'], 422: ['event.hidden'] },
  },
  send: {
    method: 'POST',
    path: '/events/:id/cards',
    summary:
      "Make a card of one type for each guest chosen; text it now, or when the guest's pledge meets the rule",
    params: 'eventIdParams',
    body: 'sendCardsInput',
    response: 'sendCardsResult',
    status: 201,
    refusals: {
      ...committee,
      404: ['event.not_found', 'card_type.not_found', 'guest.not_found'],
      422: ['event.hidden', 'card.event_past'],
      429: [...messageRefusals],
    },
  },
  resend: {
    method: 'POST',
    path: '/events/:id/guests/:guestId/card/resend',
    summary: "Text a guest's sent card again",
    params: 'guestParams',
    response: 'guestCard',
    refusals: {
      ...onGuest,
      422: ['event.hidden', 'card.not_sent', 'card.no_phone', 'card.event_past'],
      429: [...messageRefusals],
    },
  },
  revoke: {
    method: 'POST',
    path: '/events/:id/guests/:guestId/card/revoke',
    summary: "Revoke a guest's card: its page says so and the door refuses it; a new card can then be sent",
    params: 'guestParams',
    response: 'guestCard',
    refusals: { ...onGuest, 422: ['event.hidden', 'card.already_revoked'] },
  },
  remindRsvp: {
    method: 'POST',
    path: '/events/:id/cards/remind',
    summary:
      'Text each guest whose card was sent and who has not answered, asking them to (once in 10 minutes, 3 a day)',
    params: 'eventIdParams',
    response: 'remindRsvpResult',
    refusals: {
      ...committee,
      422: ['event.hidden', 'card.event_past'],
      429: ['request.too_many', ...messageRefusals],
    },
  },
  view: {
    method: 'GET',
    path: '/public/cards/:token',
    summary: "A guest's card behind its private link: the event, their name, seats, QR code and their answer",
    params: 'cardTokenParams',
    response: 'cardView',
    refusals: { 404: ['card.not_found'] },
  },
  rsvp: {
    method: 'POST',
    path: '/public/cards/:token/rsvp',
    summary: 'The guest answers from their card: coming (how many of the seats) or not',
    params: 'cardTokenParams',
    body: 'rsvpInput',
    response: 'cardView',
    refusals: {
      404: ['card.not_found'],
      422: ['card.revoked', 'card.event_past', 'card.seats_over'],
      429: ['request.too_many'],
    },
  },
  qr: {
    method: 'GET',
    path: '/public/cards/:token/qr.svg',
    summary: "The card's QR code as an SVG picture (the page shows it with no script)",
    params: 'cardTokenParams',
    response: null,
    produces: ['image/svg+xml'],
    refusals: { 404: ['card.not_found'] },
  },
  image: {
    method: 'GET',
    path: '/public/cards/:token/card.png',
    summary:
      "The card as a picture to keep or forward: the event's cover, the guest's name, seats and QR code",
    params: 'cardTokenParams',
    response: null,
    produces: ['image/png'],
    refusals: { 404: ['card.not_found'] },
  },
});
