// Card types through HTTP on a real database: added, read with their cards' counts, changed and removed; the limit per
// event, a name once per event whatever its case (also when two requests race), a type in use (even by a revoked
// card) kept, who may do which, and a changed rule sending the waiting cards it now allows.
import { CARD_TYPES_PER_EVENT_MAX } from '@sherehe/core/card-rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCardTestApp, type CardTestApp, cardApi } from '../../../test/card-committee.ts';
import { eventHistoryOf } from '../../../test/event-factories.ts';

let t: CardTestApp;
let api: ReturnType<typeof cardApi>;
beforeAll(async () => {
  t = await buildCardTestApp();
  api = cardApi(t);
});
afterAll(() => t.close());

const historyOf = (eventId: string) => eventHistoryOf(t.db, eventId);

describe('card types', () => {
  it('are added, read with their counts, changed and removed, each change in the history', async () => {
    const { event, auth } = await api.hosted();
    const single = await api.addType(event.id, auth, { name: ' Single ', seats: 1, rule: 'now' });
    expect(single).toEqual({
      id: expect.any(String),
      name: 'Single',
      seats: 1,
      rule: 'now',
      amountTzs: null,
      cards: { waiting: 0, sent: 0 },
    });
    const vip = await api.addType(event.id, auth, {
      name: 'VIP',
      seats: 2,
      rule: 'pledge_amount',
      amountTzs: 500_000,
    });
    const guest = await api.guest(event.id);
    await api.send(event.id, auth, single.id, [guest.id]);

    const list = await api.call('GET', `/events/${event.id}/card-types`, auth);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().types).toEqual([
      { ...single, cards: { waiting: 0, sent: 1 } },
      { ...vip, amountTzs: 500_000, cards: { waiting: 0, sent: 0 } },
    ]);

    const changed = await api.call('PATCH', `/events/${event.id}/card-types/${vip.id}`, auth, {
      name: 'Wageni wa heshima',
      rule: 'pledge_paid',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    // Another rule drops the amount.
    expect(changed.json()).toMatchObject({ name: 'Wageni wa heshima', rule: 'pledge_paid', amountTzs: null });
    const removed = await api.call('DELETE', `/events/${event.id}/card-types/${vip.id}`, auth);
    expect(removed.statusCode, removed.body).toBe(204);
    const again = await api.call('DELETE', `/events/${event.id}/card-types/${vip.id}`, auth);
    expect(again.statusCode).toBe(404);
    expect(again.json().error.reason).toBe('card_type.not_found');

    expect((await historyOf(event.id)).filter(([action]) => String(action).startsWith('card_type'))).toEqual([
      ['card_type_added', { name: 'Single' }],
      ['card_type_added', { name: 'VIP' }],
      ['card_type_updated', { name: 'Wageni wa heshima' }],
      ['card_type_removed', { name: 'Wageni wa heshima' }],
    ]);
  });

  it('refuse a bad field by reason, an amount without its rule, a name taken in any case, and more than the limit', async () => {
    const { event, auth } = await api.hosted();
    const bad = await api.call('POST', `/events/${event.id}/card-types`, auth, {
      name: '',
      seats: 11,
      rule: 'later',
    });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .error.details.map((detail: { reason: string }) => detail.reason)
        .sort(),
    ).toEqual(['card_type.name_required', 'card_type.rule_invalid', 'guest.seats_invalid']);
    const noAmount = await api.call('POST', `/events/${event.id}/card-types`, auth, {
      name: 'VIP',
      seats: 2,
      rule: 'pledge_amount',
    });
    expect(noAmount.statusCode).toBe(400);
    expect(noAmount.json().error.details[0]).toMatchObject({
      field: 'amountTzs',
      reason: 'card_type.amount_invalid',
    });

    await api.addType(event.id, auth, { name: 'Double', seats: 2, rule: 'pledge_paid' });
    const taken = await api.call('POST', `/events/${event.id}/card-types`, auth, {
      name: 'DOUBLE',
      seats: 1,
      rule: 'now',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.reason).toBe('card_type.name_taken');
    const single = await api.addType(event.id, auth, { name: 'Single', seats: 1, rule: 'now' });
    const renamed = await api.call('PATCH', `/events/${event.id}/card-types/${single.id}`, auth, {
      name: 'double',
    });
    expect(renamed.statusCode).toBe(409);
    expect(renamed.json().error.reason).toBe('card_type.name_taken');

    // Another event may use the name.
    const other = await api.hosted();
    await api.addType(other.event.id, other.auth, { name: 'Double', seats: 2, rule: 'now' });

    for (let index = 2; index < CARD_TYPES_PER_EVENT_MAX; index++) {
      await api.addType(event.id, auth, { name: `Aina ${index}`, seats: 1, rule: 'now' });
    }
    const tooMany = await api.call('POST', `/events/${event.id}/card-types`, auth, {
      name: 'Moja zaidi',
      seats: 1,
      rule: 'now',
    });
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().error).toMatchObject({
      reason: 'card_type.too_many',
      params: { max: CARD_TYPES_PER_EVENT_MAX },
    });
  });

  it('give one 201 and one 409 to two requests for one name at once', async () => {
    const { event, auth } = await api.hosted();
    const body = { name: 'Familia', seats: 4, rule: 'now' };
    const answers = await Promise.all([
      api.call('POST', `/events/${event.id}/card-types`, auth, body),
      api.call('POST', `/events/${event.id}/card-types`, auth, { ...body, name: 'FAMILIA' }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
  });

  it('keep a type any card was made of, even a revoked one', async () => {
    const { event, auth } = await api.hosted();
    const single = await api.addType(event.id, auth, { name: 'Single', seats: 1, rule: 'now' });
    const guest = await api.guest(event.id);
    await api.send(event.id, auth, single.id, [guest.id]);
    const revoked = await api.call('POST', `/events/${event.id}/guests/${guest.id}/card/revoke`, auth);
    expect(revoked.statusCode, revoked.body).toBe(200);
    const removed = await api.call('DELETE', `/events/${event.id}/card-types/${single.id}`, auth);
    expect(removed.statusCode).toBe(409);
    expect(removed.json().error.reason).toBe('card_type.in_use');
  });

  it('send the waiting cards a changed rule now allows, once, and move waiting cards to new seats', async () => {
    const { event, auth } = await api.hosted();
    const vip = await api.addType(event.id, auth, {
      name: 'VIP',
      seats: 2,
      rule: 'pledge_amount',
      amountTzs: 300_000,
    });
    const rich = await api.contributor(event.id, 500_000, 'Bi Tatu');
    const poor = await api.contributor(event.id, 100_000, 'Bwana Ali');
    await api.payCash(event.id, auth, rich.pledge.id, 200_000);
    await api.payCash(event.id, auth, poor.pledge.id, 100_000);
    const sent = await api.send(event.id, auth, vip.id, [rich.guest.id, poor.guest.id]);
    expect(sent).toEqual({ sent: 0, waiting: 2, withoutPhone: 0, alreadyCarded: 0 });

    const seats = await api.call('PATCH', `/events/${event.id}/card-types/${vip.id}`, auth, { seats: 3 });
    expect(seats.json()).toMatchObject({ seats: 3, cards: { waiting: 2, sent: 0 } });
    expect((await api.guestRow(event.id, auth, rich.guest.id))?.card).toMatchObject({
      seats: 3,
      status: 'waiting',
    });

    // Down to TSh 200,000: Bi Tatu has paid that; Bwana Ali, paid in full at 100,000, has not.
    const lower = await api.call('PATCH', `/events/${event.id}/card-types/${vip.id}`, auth, {
      amountTzs: 200_000,
    });
    expect(lower.statusCode, lower.body).toBe(200);
    expect(lower.json()).toMatchObject({ cards: { waiting: 1, sent: 1 } });
    await t.app.jobs.drain();
    expect(await api.cardTexts(rich.guest.phone as string)).toHaveLength(1);
    expect(await api.cardTexts(poor.guest.phone as string)).toHaveLength(0);

    const paidRule = await api.call('PATCH', `/events/${event.id}/card-types/${vip.id}`, auth, {
      rule: 'pledge_paid',
    });
    expect(paidRule.json()).toMatchObject({ amountTzs: null, cards: { waiting: 0, sent: 2 } });
    await t.app.jobs.drain();
    expect(await api.cardTexts(rich.guest.phone as string)).toHaveLength(1);
    expect(await api.cardTexts(poor.guest.phone as string)).toHaveLength(1);
    expect((await historyOf(event.id)).filter(([action]) => action === 'card_released')).toEqual([
      ['card_released', { name: 'Bi Tatu' }],
      ['card_released', { name: 'Bwana Ali' }],
    ]);
  });

  it('are read by anyone on the committee and changed by the host, a chair and a secretary only', async () => {
    const { event, auth } = await api.hosted();
    const type = await api.addType(event.id, auth, { name: 'Single', seats: 1, rule: 'now' });
    for (const role of ['chair', 'secretary'] as const) {
      const member = await api.asMember(event.id, role);
      await api.addType(event.id, member, { name: `Ya ${role}`, seats: 1, rule: 'now' });
    }
    for (const role of ['treasurer', 'member'] as const) {
      const member = await api.asMember(event.id, role);
      expect((await api.call('GET', `/events/${event.id}/card-types`, member)).statusCode).toBe(200);
      const add = await api.call('POST', `/events/${event.id}/card-types`, member, {
        name: 'Hapana',
        seats: 1,
        rule: 'now',
      });
      expect(add.statusCode).toBe(403);
      expect(add.json().error.reason).toBe('event.not_allowed');
      const change = await api.call('PATCH', `/events/${event.id}/card-types/${type.id}`, member, {
        seats: 2,
      });
      expect(change.statusCode).toBe(403);
      expect((await api.call('DELETE', `/events/${event.id}/card-types/${type.id}`, member)).statusCode).toBe(
        403,
      );
    }
    const stranger = await api.stranger();
    const read = await api.call('GET', `/events/${event.id}/card-types`, stranger);
    expect(read.statusCode).toBe(404);
    expect(read.json().error.reason).toBe('event.not_found');
    // Another event's host does not reach this event's type through their own event.
    const other = await api.hosted();
    const across = await api.call('PATCH', `/events/${other.event.id}/card-types/${type.id}`, other.auth, {
      seats: 2,
    });
    expect(across.statusCode).toBe(404);
    expect(across.json().error.reason).toBe('card_type.not_found');
  });

  it('change nothing on a hidden event, which the committee still reads', async () => {
    const { event, auth } = await api.hosted({ hiddenAt: new Date() });
    expect((await api.call('GET', `/events/${event.id}/card-types`, auth)).statusCode).toBe(200);
    const add = await api.call('POST', `/events/${event.id}/card-types`, auth, {
      name: 'Single',
      seats: 1,
      rule: 'now',
    });
    expect(add.statusCode).toBe(422);
    expect(add.json().error.reason).toBe('event.hidden');
  });
});
