// The gate officer (issue 39): the door and nothing else. Every committee page that reads the ledger, the guests, the
// money or the committee refuses them, the event's own page sends them to the door, their events list puts the event
// under atTheDoor, and their invitation links to the door page. An account also invited in another role acts in that.
import { randomUUID } from 'node:crypto';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_URL } from '../../../test/card-committee.ts';
import { bearer, buildUser, sessionTokenFor } from '../../../test/factories.ts';
import { eventMembers } from '../../db/schema/all.ts';
import { outboxMessages } from '../../db/schema/outbox.ts';
import { buildDoorTestApp, type DoorTestApp, doorApi } from '../door/door-test-data.ts';

let t: DoorTestApp;
let api: ReturnType<typeof doorApi>;
beforeAll(async () => {
  t = await buildDoorTestApp();
  api = doorApi(t);
});
afterAll(() => t.close());

let serial = 0;
const nextPhone = () => `+25571488${String(1000 + ++serial)}`;

describe('a gate officer', () => {
  it('reads the door list (names and seats, no phones) and is refused every other committee page', async () => {
    const { event, cards, guests } = await api.eventWithCards();
    const gate = await api.asRole(event.id, 'gate');

    const door = await api.list(event.id, gate);
    expect(door.statusCode, door.body).toBe(200);
    expect(door.json().cards.map((card: { code: string }) => card.code)).toContain(cards.asha.code);
    expect(door.body).not.toContain(guests.asha.phone as string);
    expect(door.body).not.toMatch(/\+255|phone/);

    const detail = await api.call('GET', `/events/${event.id}`, gate);
    expect(detail.statusCode, detail.body).toBe(403);
    expect(detail.json().error.reason).toBe('event.door_only');

    for (const path of [
      'guests',
      'guests/export',
      'card-types',
      'committee',
      'history',
      'ledger',
      'ledger/export',
      'reminder-rules',
      'money',
    ]) {
      const refused = await api.call('GET', `/events/${event.id}/${path}`, gate);
      expect(refused.statusCode, `${path}: ${refused.body}`).toBe(403);
      expect(refused.json().error.reason, path).toBe('event.not_allowed');
    }
    const adding = await api.call('POST', `/events/${event.id}/guests`, gate, {
      name: 'Mgeni',
      side: 'bride',
    });
    expect(adding.statusCode).toBe(403);
    const inviting = await api.call('POST', `/events/${event.id}/committee`, gate, {
      contact: nextPhone(),
      role: 'gate',
    });
    expect(inviting.statusCode).toBe(403);
  });

  it('finds the event under atTheDoor, not helping; also invited in another role, they act in that one', async () => {
    const phone = nextPhone();
    const email = `mlinzi-${randomUUID()}@example.co.tz`;
    const officer = await buildUser(t.db, { name: 'Juma Mlinzi', phone, email });
    const headers = bearer(await sessionTokenFor(t.db, officer));
    const soon = await api.hosted({
      name: 'Harusi ya karibu',
      startsAt: new Date(Date.now() + 5 * 86_400_000),
    });
    const later = await api.hosted({ name: 'Send-off', startsAt: new Date(Date.now() + 50 * 86_400_000) });
    const both = await api.hosted({ name: 'Kamati pia' });
    await t.db.insert(eventMembers).values([
      { eventId: later.event.id, contact: phone, role: 'gate' },
      { eventId: soon.event.id, contact: email, role: 'gate' },
      // Invited by phone as gate and by e-mail as a member: a member.
      { eventId: both.event.id, contact: phone, role: 'gate' },
      { eventId: both.event.id, contact: email, role: 'member' },
    ]);
    const mine = await api.call('GET', '/events/mine', headers);
    expect(mine.statusCode, mine.body).toBe(200);
    const body = mine.json();
    expect(body.hosting).toEqual([]);
    expect(body.helping).toEqual([expect.objectContaining({ id: both.event.id, myRole: 'member' })]);
    expect(body.atTheDoor).toEqual(
      [soon.event, later.event].map((event) => ({
        id: event.id,
        code: event.code,
        name: event.name,
        startsAt: event.startsAt.toISOString(),
        venue: event.venue,
      })),
    );
    expect(JSON.stringify(body.atTheDoor)).not.toMatch(/figures|Tzs/);

    const asMember = await api.call('GET', `/events/${both.event.id}`, headers);
    expect(asMember.statusCode, asMember.body).toBe(200);
    expect(asMember.json().myRole).toBe('member');
    expect((await api.call('GET', `/events/${soon.event.id}`, headers)).json().error.reason).toBe(
      'event.door_only',
    );
  });

  it('is invited with a link to the door page, named in the event’s language', async () => {
    const { event, auth } = await api.hosted({ language: 'sw' });
    const phone = nextPhone();
    const invited = await api.call('POST', `/events/${event.id}/committee`, auth, {
      contact: phone,
      role: 'gate',
    });
    expect(invited.statusCode, invited.body).toBe(201);
    expect(invited.json().role).toBe('gate');
    const memberPhone = nextPhone();
    await api.call('POST', `/events/${event.id}/committee`, auth, { contact: memberPhone, role: 'member' });
    const textTo = async (to: string) => {
      const [row] = await t.db
        .select({ body: outboxMessages.body })
        .from(outboxMessages)
        .where(and(eq(outboxMessages.recipient, to), like(outboxMessages.body, `%${PUBLIC_URL}%`)));
      return row?.body ?? '';
    };
    const gateText = await textTo(phone);
    expect(gateText).toContain(`${PUBLIC_URL}/event-planners/door/${event.id}`);
    expect(gateText).toContain('msimamizi wa mlango');
    expect(await textTo(memberPhone)).toContain(`${PUBLIC_URL}/event-planners/events/${event.id}`);
  });
});
