// Whether a place is subscribed on a day is read off the place's own subscribed_days, which migration 0024's trigger
// keeps from medical_subscriptions whoever writes them: every kind of change is checked against the public read.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { buildPlace, buildSubscription } from '../../../test/medi-finder-factories.ts';
import { selectRows } from '../../db/rows.ts';
import { findListedPlace } from './queries.ts';

let t: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const subscribedOn = async (placeId: string, day: string) =>
  (await findListedPlace(t.db, 'pharmacy', placeId, day))?.subscribed;

const daysOf = async (placeId: string) => {
  const [row] = await selectRows<{ days: string }>(
    t.db,
    sql`select subscribed_days::text as days from medical_places where id = ${placeId}::uuid`,
  );
  return row?.days;
};

describe('a place’s subscribed days', () => {
  it('are none until a subscription is granted, then its first to its last day, both included', async () => {
    const place = await buildPlace(t.db);
    expect(await daysOf(place.id)).toBe('{}');
    expect(await subscribedOn(place.id, '2026-11-28')).toBe(false);

    await buildSubscription(t.db, place.id, { startsOn: '2026-11-01', endsOn: '2026-11-30' });
    expect(await subscribedOn(place.id, '2026-10-31')).toBe(false);
    expect(await subscribedOn(place.id, '2026-11-01')).toBe(true);
    expect(await subscribedOn(place.id, '2026-11-30')).toBe(true);
    expect(await subscribedOn(place.id, '2026-12-01')).toBe(false);
  });

  it('join a renewal to the subscription it follows and keep a later one apart', async () => {
    const place = await buildPlace(t.db);
    await buildSubscription(t.db, place.id, { startsOn: '2026-11-01', endsOn: '2026-11-30' });
    await buildSubscription(t.db, place.id, { startsOn: '2026-12-01', endsOn: '2026-12-31' });
    await buildSubscription(t.db, place.id, { startsOn: '2027-03-01', endsOn: '2027-03-31' });
    expect(await daysOf(place.id)).toBe('{[2026-11-01,2027-01-01),[2027-03-01,2027-04-01)}');
    expect(await subscribedOn(place.id, '2027-02-15')).toBe(false);
    expect(await subscribedOn(place.id, '2027-03-15')).toBe(true);
  });

  it('lose a cancelled subscription’s days and keep the others’', async () => {
    const place = await buildPlace(t.db);
    const current = await buildSubscription(t.db, place.id, { startsOn: '2026-11-01', endsOn: '2026-11-30' });
    await buildSubscription(t.db, place.id, { startsOn: '2027-01-01', endsOn: '2027-01-31' });
    await t.db.execute(
      sql`update medical_subscriptions set cancelled_at = now() where id = ${current.id}::uuid`,
    );
    expect(await subscribedOn(place.id, '2026-11-28')).toBe(false);
    expect(await subscribedOn(place.id, '2027-01-15')).toBe(true);
  });

  it('follow a subscription’s dates when they change, and its place when it moves or is deleted', async () => {
    const first = await buildPlace(t.db);
    const second = await buildPlace(t.db);
    const subscription = await buildSubscription(t.db, first.id, {
      startsOn: '2026-11-01',
      endsOn: '2026-11-30',
    });
    await t.db.execute(
      sql`update medical_subscriptions set ends_on = '2026-11-15' where id = ${subscription.id}::uuid`,
    );
    expect(await subscribedOn(first.id, '2026-11-20')).toBe(false);

    await t.db.execute(
      sql`update medical_subscriptions set place_id = ${second.id}::uuid where id = ${subscription.id}::uuid`,
    );
    expect(await daysOf(first.id)).toBe('{}');
    expect(await subscribedOn(second.id, '2026-11-10')).toBe(true);

    await t.db.execute(sql`delete from medical_subscriptions where id = ${subscription.id}::uuid`);
    expect(await daysOf(second.id)).toBe('{}');
  });
});
