// /api/v1/public/cards/:token…: the guest's card behind its private link (no sign-in): the card, the guest's answer,
// its QR code and its picture. HTTP only; the rules are in public-card.ts.
import { cardsEndpoints as cards } from '@sherehe/core/api/cards-endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../platform/endpoint-route.ts';
import { AppError } from '../../platform/errors.ts';
import { clientAddress } from '../../platform/rate-limit.ts';
import { createCardImages } from './card-image.ts';
import { qrSvg } from './card-qr.ts';
import {
  answerCard,
  limitCardAnswers,
  type PublicCardDeps,
  qrTextOf,
  shownCard,
  viewCard,
} from './public-card.ts';

// A private link: no shared cache keeps the page. The QR code's text changes only with a re-made card, which has a
// new token, so its picture may stay a day; the card's picture shows a name or a date that may be corrected.
const PRIVATE_PAGE = 'no-store';
const QR_KEPT = 'private, max-age=86400';
const PICTURE_KEPT = 'private, max-age=300';

export const publicCardRoutes: FastifyPluginAsyncZod<PublicCardDeps> = async (app, deps) => {
  const images = createCardImages(deps.storage);

  /** A card whose QR code may be drawn: shown, and not revoked (a revoked card's page shows no code). */
  async function drawableCard(token: string) {
    const found = await shownCard(deps.db, token);
    if (found.card.status === 'revoked') throw new AppError('not_found', 'card.not_found');
    return { found, qr: await qrTextOf(deps.db, found) };
  }

  route(app, cards.view, { access: 'public' }, async (request, reply) => {
    reply.header('cache-control', PRIVATE_PAGE);
    return viewCard(deps, request.params.token);
  });

  route(app, cards.rsvp, { access: 'public', bodyLimit: 1024 }, async (request, reply) => {
    reply.header('cache-control', PRIVATE_PAGE);
    await limitCardAnswers(deps.db, clientAddress(request), request.params.token);
    return answerCard(deps, request.params.token, request.body);
  });

  route(app, cards.qr, { access: 'public' }, async (request, reply) => {
    const { qr } = await drawableCard(request.params.token);
    return reply
      .header('cache-control', QR_KEPT)
      .header('content-type', 'image/svg+xml')
      .send(await qrSvg(qr));
  });

  route(app, cards.image, { access: 'public' }, async (request, reply) => {
    const { found, qr } = await drawableCard(request.params.token);
    const png = await images.pngOf({
      event: {
        name: found.event.name,
        startsAt: found.event.startsAt,
        venue: found.event.venue,
        coverKey: found.event.coverKey,
        language: found.event.language,
      },
      guestName: found.guest.name,
      seats: found.card.seats,
      typeName: found.typeName,
      code: found.card.code,
      qr,
    });
    return reply
      .header('cache-control', PICTURE_KEPT)
      .header('content-type', 'image/png')
      .header('content-disposition', `inline; filename="card-${found.card.code}.png"`)
      .send(png);
  });
};
