// What the tests of the committee's cards share: an app with the payment simulator and a public address, an event
// with its host (and co-organisers by role), guests and pledges written straight into the tables, the API called as
// someone, cash payments and their reversal, and the texts the outbox holds for a phone.
import type { GuestRow } from '@sherehe/core/api/guests';
import { todayInTanzania } from '@sherehe/core/booking-rules';
import { and, asc, eq, like } from 'drizzle-orm';
import { expect } from 'vitest';
import { eventGuests } from '../src/db/schema/guests.ts';
import { outboxMessages } from '../src/db/schema/outbox.ts';
import { buildTestApp } from './build-test-app.ts';
import { buildEvent, buildMember, buildPledge } from './event-factories.ts';
import { bearer, buildUser, sessionTokenFor } from './factories.ts';
import { freshPhone } from './reminder-factories.ts';

export { freshPhone };
export const PUBLIC_URL = 'https://sherehe.example';
export const INBOUND_SECRET = 'siri-ya-sms-za-kadi-2026';

export type CardTestApp = Awaited<ReturnType<typeof buildTestApp>>;
export type Headers = Record<string, string>;

export const buildCardTestApp = () =>
  buildTestApp({
    env: { PAYMENTS_PROVIDER: 'simulator', PUBLIC_URL, SMS_INBOUND_SECRET: INBOUND_SECRET },
  });

export function cardApi(t: CardTestApp) {
  const call = (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    headers: Headers,
    payload?: object,
  ) => t.app.inject({ method, url: `/api/v1${url}`, headers, ...(payload ? { payload } : {}) });

  async function hosted(overrides: Parameters<typeof buildEvent>[1] = {}) {
    const host = await buildUser(t.db, { name: 'Neema Mushi' });
    const event = await buildEvent(t.db, { hostUserId: host.id, ...overrides });
    return { host, event, auth: bearer(await sessionTokenFor(t.db, host)) };
  }

  const asMember = async (eventId: string, role: 'chair' | 'secretary' | 'treasurer' | 'member') =>
    bearer(await sessionTokenFor(t.db, await buildMember(t.db, eventId, role)));

  const stranger = async () => bearer(await sessionTokenFor(t.db, await buildUser(t.db)));

  /** A guest of the event (a fresh phone unless told; null: none). */
  async function guest(
    eventId: string,
    values: { name?: string; phone?: string | null; side?: 'bride' | 'groom' } = {},
  ) {
    const [row] = await t.db
      .insert(eventGuests)
      .values({
        eventId,
        name: values.name ?? 'Mgeni',
        phone: values.phone === undefined ? freshPhone() : values.phone,
        side: values.side ?? 'either',
      })
      .returning();
    if (!row) throw new Error('no guest');
    return row;
  }

  /** A guest and their pledge, one phone. */
  async function contributor(eventId: string, amountTzs: number, name = 'Mchangiaji') {
    const phone = freshPhone();
    const pledge = await buildPledge(t.db, eventId, { name, phone, amountTzs });
    return { guest: await guest(eventId, { name, phone }), pledge };
  }

  async function addType(eventId: string, auth: Headers, body: object) {
    const answer = await call('POST', `/events/${eventId}/card-types`, auth, body);
    expect(answer.statusCode, answer.body).toBe(201);
    return answer.json() as { id: string; name: string; seats: number };
  }

  async function send(eventId: string, auth: Headers, typeId: string, guestIds: string[]) {
    const answer = await call('POST', `/events/${eventId}/cards`, auth, { typeId, guestIds });
    expect(answer.statusCode, answer.body).toBe(201);
    await t.app.jobs.drain();
    return answer.json() as { sent: number; waiting: number; withoutPhone: number; alreadyCarded: number };
  }

  /** Cash recorded by the host; answers the payment's id. */
  async function payCash(eventId: string, auth: Headers, pledgeId: string, amountTzs: number) {
    const answer = await call('POST', `/events/${eventId}/pledges/${pledgeId}/payments`, auth, {
      method: 'cash',
      amountTzs,
      receipt: `R-${Math.random().toString(36).slice(2, 10)}`,
      paidOn: todayInTanzania(),
    });
    expect(answer.statusCode, answer.body).toBe(201);
    await t.app.jobs.drain();
    const payments = answer.json().payments as { id: string; amountTzs: number }[];
    return payments[0]?.id as string;
  }

  async function reverse(eventId: string, auth: Headers, paymentId: string) {
    const answer = await call('POST', `/events/${eventId}/payments/${paymentId}/reverse`, auth, {
      reason: 'Imeandikwa kwa makosa',
    });
    expect(answer.statusCode, answer.body).toBe(200);
    await t.app.jobs.drain();
  }

  /** The texts to `phone` that carry a card's link, oldest first. */
  const cardTexts = async (phone: string) =>
    (
      await t.db
        .select({ body: outboxMessages.body })
        .from(outboxMessages)
        .where(
          and(
            eq(outboxMessages.recipient, phone),
            eq(outboxMessages.channel, 'sms'),
            like(outboxMessages.body, `%${PUBLIC_URL}/event-planners/c/%`),
          ),
        )
        .orderBy(asc(outboxMessages.createdAt))
    ).map((row) => row.body);

  const textsTo = async (phone: string) =>
    (
      await t.db
        .select({ body: outboxMessages.body })
        .from(outboxMessages)
        .where(and(eq(outboxMessages.recipient, phone), eq(outboxMessages.channel, 'sms')))
        .orderBy(asc(outboxMessages.createdAt))
    ).map((row) => row.body);

  async function guestRow(eventId: string, auth: Headers, guestId: string): Promise<GuestRow | undefined> {
    const answer = await call('GET', `/events/${eventId}/guests?limit=200`, auth);
    expect(answer.statusCode, answer.body).toBe(200);
    return (answer.json().rows as GuestRow[]).find((row) => row.id === guestId);
  }

  return {
    call,
    hosted,
    asMember,
    stranger,
    guest,
    contributor,
    addType,
    send,
    payCash,
    reverse,
    cardTexts,
    textsTo,
    guestRow,
  };
}
