// "The card only after the pledge is paid" on a real database: a waiting card goes out exactly once when its guest's
// pledge meets the rule, by cash or mobile money, paid at once or in parts, also after a reversal and a new payment,
// or when the pledge is lowered to what is paid; never again after that, never from a hidden event. Texts are
// counted in the outbox.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCardTestApp, type CardTestApp, cardApi, freshPhone } from '../../../test/card-committee.ts';
import { buildPledge, eventHistoryOf } from '../../../test/event-factories.ts';
import { events, pledgePayments } from '../../db/schema/events.ts';
import { releaseCardsOfPhone } from './card-release.ts';

let t: CardTestApp;
let api: ReturnType<typeof cardApi>;
beforeAll(async () => {
  t = await buildCardTestApp();
  api = cardApi(t);
});
afterAll(() => t.close());

const releasedIn = async (eventId: string) =>
  (await eventHistoryOf(t.db, eventId))
    .filter(([action]) => action === 'card_released')
    .map(([, details]) => details);

const depsOf = () => ({ db: t.db, jobs: t.app.jobs, publicUrl: t.config.PUBLIC_URL });

/** Cash paid behind the job queue's back (no job enqueued): the test runs the release itself. */
const paidQuietly = (eventId: string, pledgeId: string, amountTzs: number, receipt: string) =>
  t.db.insert(pledgePayments).values({ pledgeId, eventId, amountTzs, method: 'cash', receipt });

/** An event with a Double type (card after the pledge is paid) and a guest waiting for theirs on a pledge. */
async function waitingGuest(amountTzs = 100_000, rule: object = { rule: 'pledge_paid' }) {
  const hosted = await api.hosted();
  const type = await api.addType(hosted.event.id, hosted.auth, { name: 'Double', seats: 2, ...rule });
  const { guest, pledge } = await api.contributor(hosted.event.id, amountTzs, 'Rehema Mfinanga');
  expect(await api.send(hosted.event.id, hosted.auth, type.id, [guest.id])).toMatchObject({ waiting: 1 });
  const phone = guest.phone as string;
  return { ...hosted, type, guest, pledge, phone };
}

describe('a card waiting for a pledge', () => {
  it('goes out once the pledge is paid in full, in parts, and never again', async () => {
    const { event, auth, guest, pledge, phone } = await waitingGuest(100_000);
    await api.payCash(event.id, auth, pledge.id, 30_000);
    await api.payCash(event.id, auth, pledge.id, 30_000);
    expect(await api.cardTexts(phone)).toHaveLength(0);
    expect((await api.guestRow(event.id, auth, guest.id))?.card?.status).toBe('waiting');
    await api.payCash(event.id, auth, pledge.id, 40_000);
    expect(await api.cardTexts(phone)).toHaveLength(1);
    expect((await api.guestRow(event.id, auth, guest.id))?.card).toMatchObject({
      status: 'sent',
      sentAt: expect.any(String),
    });
    expect(await releasedIn(event.id)).toEqual([{ name: 'Rehema Mfinanga' }]);
    // The job once more (a retry, a second instance): nothing more.
    expect(await releaseCardsOfPhone(depsOf(), { eventId: event.id, phone })).toBe(0);
    expect(await api.cardTexts(phone)).toHaveLength(1);
  });

  it('is not taken back by a reversal, nor sent again by the payment after it', async () => {
    const { event, auth, guest, pledge, phone } = await waitingGuest(100_000);
    const payment = await api.payCash(event.id, auth, pledge.id, 100_000);
    expect(await api.cardTexts(phone)).toHaveLength(1);
    await api.reverse(event.id, auth, payment);
    expect((await api.guestRow(event.id, auth, guest.id))?.card?.status).toBe('sent');
    await api.payCash(event.id, auth, pledge.id, 100_000);
    expect(await api.cardTexts(phone)).toHaveLength(1);
    expect(await releasedIn(event.id)).toHaveLength(1);
  });

  it('waits through a payment reversed before the pledge was paid, and goes out with the one that pays it', async () => {
    const { event, auth, pledge, phone } = await waitingGuest(100_000);
    const first = await api.payCash(event.id, auth, pledge.id, 60_000);
    await api.reverse(event.id, auth, first);
    await api.payCash(event.id, auth, pledge.id, 60_000);
    expect(await api.cardTexts(phone)).toHaveLength(0);
    await api.payCash(event.id, auth, pledge.id, 40_000);
    expect(await api.cardTexts(phone)).toHaveLength(1);
  });

  it('goes out when mobile money pays the pledge', async () => {
    const { event, pledge, phone } = await waitingGuest(20_000);
    const started = await t.app.inject({
      method: 'POST',
      url: `/api/v1/public/pledges/${pledge.linkToken}/payments`,
      payload: { amountTzs: 20_000, phone: '0754 555 111' },
    });
    expect(started.statusCode, started.body).toBe(201);
    await t.app.jobs.drain();
    const approved = await t.app.inject({
      method: 'POST',
      url: `/api/v1/dev/phone/pushes/${started.json().attemptId}/approve`,
      payload: { pin: '1234' },
    });
    expect(approved.statusCode, approved.body).toBe(200);
    await t.app.jobs.drain();
    expect(await api.cardTexts(phone)).toHaveLength(1);
    expect(await releasedIn(event.id)).toHaveLength(1);
  });

  it('with an amount as its rule, goes out when the paid total reaches it', async () => {
    const { event, auth, pledge, phone } = await waitingGuest(1_000_000, {
      rule: 'pledge_amount',
      amountTzs: 500_000,
    });
    await api.payCash(event.id, auth, pledge.id, 400_000);
    expect(await api.cardTexts(phone)).toHaveLength(0);
    await api.payCash(event.id, auth, pledge.id, 100_000);
    expect(await api.cardTexts(phone)).toHaveLength(1);
    await api.payCash(event.id, auth, pledge.id, 500_000);
    expect(await api.cardTexts(phone)).toHaveLength(1);
  });

  it('goes out when the committee lowers the pledge to what is paid', async () => {
    const { event, auth, pledge, phone } = await waitingGuest(100_000);
    await api.payCash(event.id, auth, pledge.id, 70_000);
    const lowered = await api.call('PATCH', `/events/${event.id}/pledges/${pledge.id}`, auth, {
      amountTzs: 70_000,
    });
    expect(lowered.statusCode, lowered.body).toBe(200);
    await t.app.jobs.drain();
    expect(await api.cardTexts(phone)).toHaveLength(1);
  });

  it("goes out when the guest's phone becomes that of a paid pledge", async () => {
    const { event, auth, guest } = await waitingGuest(100_000);
    const other = await buildPledge(t.db, event.id, { phone: freshPhone(), amountTzs: 50_000 });
    await api.payCash(event.id, auth, other.id, 50_000);
    const moved = await api.call('PATCH', `/events/${event.id}/guests/${guest.id}`, auth, {
      phone: other.phone,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    await t.app.jobs.drain();
    expect(await api.cardTexts(other.phone)).toHaveLength(1);
    expect((await api.guestRow(event.id, auth, guest.id))?.card?.status).toBe('sent');
  });

  it('is released once by two jobs at once', async () => {
    const { event, pledge, phone } = await waitingGuest(100_000);
    await paidQuietly(event.id, pledge.id, 100_000, 'R-PAMOJA');
    const both = await Promise.all([
      releaseCardsOfPhone(depsOf(), { eventId: event.id, phone }),
      releaseCardsOfPhone(depsOf(), { eventId: event.id, phone }),
    ]);
    expect(both.sort()).toEqual([0, 1]);
    await t.app.jobs.drain();
    expect(await api.cardTexts(phone)).toHaveLength(1);
  });

  it('stays waiting while the event is hidden', async () => {
    const { event, pledge, phone } = await waitingGuest(100_000);
    await t.db.update(events).set({ hiddenAt: new Date() }).where(eq(events.id, event.id));
    await paidQuietly(event.id, pledge.id, 100_000, 'R-SIRI');
    expect(await releaseCardsOfPhone(depsOf(), { eventId: event.id, phone })).toBe(0);
    expect(await api.cardTexts(phone)).toHaveLength(0);
  });
});
