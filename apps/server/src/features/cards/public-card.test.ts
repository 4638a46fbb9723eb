// The guest's card behind its private link, through HTTP on a real database: what a sent card shows (its QR text
// verifies with the event's key), the one answer for a waiting card, an unknown token and a hidden event's card, a
// revoked card, the guest's answer (seats, no, changed, closed once the day has passed) and its history, the QR code
// as SVG and the card's picture, with and without the event's cover. Cards are written straight to the tables.
import { randomBytes } from 'node:crypto';
import { todayInTanzania } from '@sherehe/core/booking-rules';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { buildEvent } from '../../../test/event-factories.ts';
import { eventCardTypes, eventGuests, eventHistory, events, guestCards } from '../../db/schema/all.ts';
import { deleteImage, loadSharp, storeImage } from '../../platform/storage/store-image.ts';
import { testImage } from '../../platform/storage/test-images.ts';
import { utcFromLocal } from '../../platform/tanzania-local-time.ts';
import { CARD_HEIGHT, CARD_WIDTH, escapeSvgText, linesOf } from './card-image.ts';
import { cardPublicKeyOf, verifyCardQr } from './card-signing.ts';

let t: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

let codeSerial = 0;
/** A card code of the alphabet, different for each card of the file. */
function nextCardCode(): string {
  codeSerial += 1;
  const alphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
  let code = '';
  for (let n = codeSerial; code.length < 8; n = Math.floor(n / alphabet.length)) {
    code = alphabet[n % alphabet.length] + code;
  }
  return code;
}

type EventOverrides = Parameters<typeof buildEvent>[1];
async function cardOf(
  options: {
    event?: EventOverrides;
    eventId?: string;
    status?: 'waiting' | 'sent' | 'revoked';
    seats?: number;
    guestName?: string;
  } = {},
) {
  const eventId = options.eventId ?? (await buildEvent(t.db, options.event)).id;
  const seats = options.seats ?? 2;
  const [guest] = await t.db
    .insert(eventGuests)
    .values({ eventId, name: options.guestName ?? 'Bi Mwanaidi Shaban', seats })
    .returning();
  const [type] = await t.db
    .insert(eventCardTypes)
    .values({ eventId, name: `Double ${codeSerial}`, seats, rule: 'now' })
    .returning();
  if (!guest || !type) throw new Error('no guest or type');
  const status = options.status ?? 'sent';
  const [card] = await t.db
    .insert(guestCards)
    .values({
      eventId,
      guestId: guest.id,
      typeId: type.id,
      code: nextCardCode(),
      token: randomBytes(32).toString('base64url'),
      seats,
      status,
      sentAt: status === 'waiting' ? null : new Date(),
      revokedAt: status === 'revoked' ? new Date() : null,
    })
    .returning();
  if (!card) throw new Error('no card');
  return { eventId, guest, type, card, token: card.token };
}

const view = (token: string) => t.app.inject({ url: `/api/v1/public/cards/${token}` });
const answer = (token: string, body: object) =>
  t.app.inject({ method: 'POST', url: `/api/v1/public/cards/${token}/rsvp`, payload: body });
const historyOf = async (eventId: string) =>
  (
    await t.db
      .select({ action: eventHistory.action, details: eventHistory.details, actor: eventHistory.actorUserId })
      .from(eventHistory)
      .where(eq(eventHistory.eventId, eventId))
      .orderBy(eventHistory.createdAt)
  ).map((entry) => [entry.action, entry.details, entry.actor]);

describe('a sent card', () => {
  it('shows the event, the guest, the seats and a QR text the event key verifies, kept by no cache', async () => {
    const { eventId, card, type, token } = await cardOf({ event: { name: 'Harusi ya Neema na Baraka' } });
    const [event] = await t.db.select().from(events).where(eq(events.id, eventId));
    const answered = await view(token);
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.headers['cache-control']).toBe('no-store');
    const body = answered.json();
    expect(body).toEqual({
      event: {
        name: 'Harusi ya Neema na Baraka',
        startsAt: event?.startsAt.toISOString(),
        venue: event?.venue,
        coverUrl: null,
        code: event?.code,
        language: 'sw',
        past: false,
      },
      guest: { name: 'Bi Mwanaidi Shaban', seats: 2 },
      typeName: type.name,
      status: 'sent',
      code: card.code,
      qr: expect.stringMatching(new RegExp(`^SHC1\\.${event?.code}\\.${card.code}\\.2\\.`)),
      qrDrawing: { modules: expect.any(Number), path: expect.stringMatching(/^M1 1\.5h7/) },
      rsvp: null,
    });
    // The same drawing as the QR code's picture: its dark modules, in a box of that many modules.
    const { modules, path } = body.qrDrawing;
    const picture = (await t.app.inject({ url: `/api/v1/public/cards/${token}/qr.svg` })).body;
    expect(picture).toContain(`viewBox="0 0 ${modules} ${modules}"`);
    expect(picture).toContain(`d="${path}"`);
    const publicKey = await cardPublicKeyOf(t.db, eventId);
    expect(verifyCardQr(body.qr, eventId, publicKey)).toEqual({
      eventCode: event?.code,
      cardCode: card.code,
      seats: 2,
    });
    expect((await view(token)).json().qr).toBe(body.qr);
  });

  it('gives a waiting card, an unknown token and a hidden event’s card the same answer', async () => {
    const waiting = await cardOf({ status: 'waiting' });
    const hidden = await cardOf({ event: { hiddenAt: new Date() } });
    const answers = await Promise.all(
      [waiting.token, randomBytes(32).toString('base64url'), hidden.token].map(async (token) => {
        const refused = [
          await view(token),
          await answer(token, { answer: 'yes' }),
          await t.app.inject({ url: `/api/v1/public/cards/${token}/qr.svg` }),
          await t.app.inject({ url: `/api/v1/public/cards/${token}/card.png` }),
        ];
        return refused.map((one) => [one.statusCode, one.json()]);
      }),
    );
    expect(answers[0]?.[0]).toEqual([
      404,
      { error: { code: 'not_found', reason: 'card.not_found', message: 'There is no such card.' } },
    ]);
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
    expect(new Set(answers[0]?.map(([status]) => status))).toEqual(new Set([404]));
  });

  it('when revoked, says so, shows no QR code and takes no answer', async () => {
    const { token, eventId } = await cardOf({ status: 'revoked' });
    const shown = await view(token);
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toMatchObject({ status: 'revoked', qr: '', qrDrawing: { modules: 0, path: '' } });
    const refused = await answer(token, { answer: 'yes' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.reason).toBe('card.revoked');
    for (const file of ['qr.svg', 'card.png']) {
      const picture = await t.app.inject({ url: `/api/v1/public/cards/${token}/${file}` });
      expect(picture.statusCode, file).toBe(404);
    }
    expect(await historyOf(eventId)).toEqual([]);
  });
});

describe("the guest's answer", () => {
  it('takes yes with seats, all of them unless told, no, and a change of mind, each in the history', async () => {
    const { token, eventId, guest } = await cardOf({ seats: 3, guestName: 'Juma Hassan' });

    const some = await answer(token, { answer: 'yes', seats: 2 });
    expect(some.statusCode, some.body).toBe(200);
    expect(some.headers['cache-control']).toBe('no-store');
    expect(some.json().rsvp).toEqual({ answer: 'yes', seats: 2, at: expect.any(String), via: 'card' });

    const all = await answer(token, { answer: 'yes' });
    expect(all.json().rsvp).toMatchObject({ answer: 'yes', seats: 3 });

    const over = await answer(token, { answer: 'yes', seats: 4 });
    expect(over.statusCode).toBe(422);
    expect(over.json().error).toMatchObject({ reason: 'card.seats_over', params: { max: 3 } });

    const none = await answer(token, { answer: 'no', seats: 2 });
    expect(none.json().rsvp).toMatchObject({ answer: 'no', seats: 0, via: 'card' });
    // The same answer again (a second tap) changes nothing and writes nothing.
    const again = await answer(token, { answer: 'no' });
    expect(again.json().rsvp).toEqual(none.json().rsvp);

    expect((await view(token)).json().rsvp).toEqual(none.json().rsvp);
    const [stored] = await t.db.select().from(eventGuests).where(eq(eventGuests.id, guest.id));
    expect(stored).toMatchObject({ rsvp: 'no', rsvpSeats: 0, rsvpVia: 'card' });
    expect(await historyOf(eventId)).toEqual([
      ['guest_answered', { name: 'Juma Hassan', answer: 'yes', seats: 2 }, null],
      ['guest_answered', { name: 'Juma Hassan', answer: 'yes', seats: 3 }, null],
      ['guest_answered', { name: 'Juma Hassan', answer: 'no', seats: 0 }, null],
    ]);
  });

  it('refuses an answer that is not yes or no, and seats that are not a count', async () => {
    const { token } = await cardOf();
    const unknown = await answer(token, { answer: 'maybe' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.details).toEqual([
      expect.objectContaining({ field: 'answer', reason: 'card.rsvp_invalid' }),
    ]);
    const zero = await answer(token, { answer: 'yes', seats: 0 });
    expect(zero.statusCode).toBe(400);
  });

  it("is taken on the event's day, and closed once it has passed", async () => {
    const today = await cardOf({ event: { startsAt: utcFromLocal(`${todayInTanzania()}T00:01`) as Date } });
    expect((await view(today.token)).json().event.past).toBe(false);
    expect((await answer(today.token, { answer: 'yes' })).statusCode).toBe(200);

    const past = await cardOf({ event: { startsAt: new Date(Date.now() - 2 * 86_400_000) } });
    const shown = await view(past.token);
    expect(shown.json().event.past).toBe(true);
    const refused = await answer(past.token, { answer: 'yes' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.reason).toBe('card.event_past');
    expect(await historyOf(past.eventId)).toEqual([]);
  });
});

describe("the card's pictures", () => {
  it('escape what a host or guest typed, and lay long names on the lines there are', () => {
    expect(escapeSvgText(`Bi <Asha> & "Juma's"\u0007`)).toBe('Bi &lt;Asha&gt; &amp; &quot;Juma&apos;s&quot;');
    expect(linesOf('Harusi ya Neema na Baraka', 12, 2)).toEqual(['Harusi ya', 'Neema na…']);
    expect(linesOf('Harusi', 12, 2)).toEqual(['Harusi']);
    expect(linesOf('Mwanamwaminifu', 6, 2)).toEqual(['Mwanam', 'wamin…']);
  });

  it('serves the QR code as SVG, kept a day by the browser alone', async () => {
    const { token } = await cardOf();
    const svg = await t.app.inject({ url: `/api/v1/public/cards/${token}/qr.svg` });
    expect(svg.statusCode).toBe(200);
    expect(svg.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(svg.headers['cache-control']).toBe('private, max-age=86400');
    expect(svg.body).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 \d+ \d+"/);
    expect(svg.body).toContain('<path');
  });

  it('draws the card as a 1080×1350 PNG, for an event without a cover and with one', async () => {
    const sharp = await loadSharp();
    const plain = await cardOf({ guestName: 'Bi <Mwanaidi> & "Shaban"' });
    const first = await t.app.inject({ url: `/api/v1/public/cards/${plain.token}/card.png` });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers['content-type']).toBe('image/png');
    expect(first.headers['cache-control']).toBe('private, max-age=300');
    expect(await sharp(first.rawPayload).metadata()).toMatchObject({
      format: 'png',
      width: CARD_WIDTH,
      height: CARD_HEIGHT,
    });
    // Kept: the same facts give the same bytes.
    const second = await t.app.inject({ url: `/api/v1/public/cards/${plain.token}/card.png` });
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);

    const cover = await storeImage(t.app.storage, await testImage('jpeg', 1600, 1000));
    try {
      await t.db.update(events).set({ coverKey: cover.storageKey }).where(eq(events.id, plain.eventId));
      expect((await view(plain.token)).json().event.coverUrl).toBe(`/media/${cover.storageKey}/1280.webp`);
      const covered = await t.app.inject({ url: `/api/v1/public/cards/${plain.token}/card.png` });
      expect(covered.statusCode).toBe(200);
      expect(covered.rawPayload.equals(first.rawPayload)).toBe(false);
      const { width, height, format } = await sharp(covered.rawPayload).metadata();
      expect({ width, height, format }).toEqual({ width: CARD_WIDTH, height: CARD_HEIGHT, format: 'png' });
      // The cover's teal (test-images.ts, through lossy WebP) fills the top.
      const { data } = await sharp(covered.rawPayload)
        .extract({ left: 500, top: 100, width: 1, height: 1 })
        .raw()
        .toBuffer({ resolveWithObject: true });
      const teal = [13, 148, 136];
      const off = [...data.subarray(0, 3)].map((value, i) => Math.abs(value - (teal[i] as number)));
      expect(Math.max(...off)).toBeLessThanOrEqual(3);
    } finally {
      await deleteImage(t.app.storage, cover.storageKey);
    }
  });
});
