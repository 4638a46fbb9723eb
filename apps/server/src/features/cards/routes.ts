// /api/v1/events/:id/card-types… and the committee's cards: types, sending, resending, revoking and reminders to
// answer. HTTP only; the rules are in the services. The guest's own card page is public-routes.ts.
import { cardsEndpoints as cards } from '@sherehe/core/api/cards-endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInUser } from '../../platform/auth/signed-in-user.ts';
import { route } from '../../platform/endpoint-route.ts';
import { remindToAnswer } from './answer-reminders.ts';
import type { CardDeps } from './card-deps.ts';
import { addCardType, listCardTypes, removeCardType, updateCardType } from './card-types.ts';
import { resendCard, revokeCard } from './guest-card.ts';
import { sendCards } from './send-cards.ts';

const user = 'user' as const;

export const cardRoutes: FastifyPluginAsyncZod<CardDeps> = async (app, deps) => {
  route(app, cards.types, { access: user }, async (request) =>
    listCardTypes(deps, request.params.id, signedInUser(request)),
  );

  route(app, cards.addType, { access: user, bodyLimit: 4096 }, async (request) =>
    addCardType(deps, request.params.id, signedInUser(request), request.body),
  );

  route(app, cards.updateType, { access: user, bodyLimit: 4096 }, async (request) =>
    updateCardType(deps, request.params.id, request.params.typeId, signedInUser(request), request.body),
  );

  route(app, cards.removeType, { access: user }, async (request) => {
    await removeCardType(deps, request.params.id, request.params.typeId, signedInUser(request));
    return null;
  });

  // At most CARDS_PER_REQUEST_MAX ids of 36 characters.
  route(app, cards.send, { access: user, bodyLimit: 64 * 1024 }, async (request) =>
    sendCards(deps, request.params.id, signedInUser(request), request.body),
  );

  route(app, cards.resend, { access: user }, async (request) =>
    resendCard(deps, request.params.id, request.params.guestId, signedInUser(request)),
  );

  route(app, cards.revoke, { access: user }, async (request) =>
    revokeCard(deps, request.params.id, request.params.guestId, signedInUser(request)),
  );

  route(app, cards.remindRsvp, { access: user }, async (request) =>
    remindToAnswer(deps, request.params.id, signedInUser(request)),
  );
};
