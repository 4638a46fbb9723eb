// The committee through HTTP: who may change the event and the committee by role (host, chair, secretary,
// treasurer, member; a stranger is told nothing), invitations by SMS and e-mail in the event's language, history.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { bearer, buildUser, sessionTokenFor } from '../../../test/factories.ts';
import { eventHistory, eventMembers } from '../../db/schema/all.ts';
import { outboxMessages } from '../../db/schema/outbox.ts';
import { buildEvent, buildMember } from './event-test-data.ts';

let t: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  t = await buildTestApp({ env: { PUBLIC_URL: 'https://sherehe.test' } });
});
afterAll(() => t.close());

let phoneSerial = 0;
const nextPhone = () => `+25571400${String(1000 + ++phoneSerial)}`;

async function signedIn(overrides: Parameters<typeof buildUser>[1] = {}) {
  const user = await buildUser(t.db, overrides);
  return { user, headers: bearer(await sessionTokenFor(t.db, user)) };
}

const api = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, headers = {}, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers, ...(payload ? { payload } : {}) });

type Role = 'host' | 'chair' | 'secretary' | 'treasurer' | 'member' | 'stranger';

/** An event with one person in each role; answers the headers of the one asked for. */
async function eventWith(role: Role) {
  const host = await signedIn({ name: 'Neema Mushi', phone: nextPhone() });
  const event = await buildEvent(t.db, host.user.id, { language: 'en' });
  const other = await buildMember(t.db, event.id, nextPhone(), 'member');
  if (role === 'host') return { event, headers: host.headers, other };
  const phone = nextPhone();
  const person = await signedIn({ phone });
  if (role !== 'stranger') await buildMember(t.db, event.id, phone, role);
  return { event, headers: person.headers, other };
}

// What each role gets for a change the permission covers: 2xx, 403 event.not_allowed, or 404 for a stranger.
const expected: Record<Role, { edit: number; committee: number; view: number }> = {
  host: { edit: 200, committee: 201, view: 200 },
  chair: { edit: 200, committee: 201, view: 200 },
  secretary: { edit: 403, committee: 403, view: 200 },
  treasurer: { edit: 403, committee: 403, view: 200 },
  member: { edit: 403, committee: 403, view: 200 },
  stranger: { edit: 404, committee: 404, view: 404 },
};

describe('what each role may do', () => {
  it.each(Object.keys(expected) as Role[])('%s', async (role) => {
    const want = expected[role];
    const reasonOf = (status: number) =>
      status === 403 ? 'event.not_allowed' : status === 404 ? 'event.not_found' : undefined;
    const check = (res: Awaited<ReturnType<typeof api>>, status: number, label: string) => {
      expect(res.statusCode, `${role} ${label}: ${res.body}`).toBe(status);
      if (status >= 400) expect(res.json().error.reason).toBe(reasonOf(status));
    };

    const { event, headers, other } = await eventWith(role);
    check(await api('GET', `/events/${event.id}`, headers), want.view, 'read');
    check(await api('GET', `/events/${event.id}/committee`, headers), want.view, 'committee list');
    check(await api('GET', `/events/${event.id}/history`, headers), want.view, 'history');
    check(await api('PATCH', `/events/${event.id}`, headers, { name: 'Sherehe Mpya' }), want.edit, 'edit');
    check(await api('POST', `/events/${event.id}/close`, headers), want.edit, 'close');
    check(await api('DELETE', `/events/${event.id}/cover`, headers), want.edit, 'remove cover');
    const invite = await api('POST', `/events/${event.id}/committee`, headers, {
      contact: nextPhone(),
      role: 'member',
    });
    check(invite, want.committee, 'invite');
    const ok = want.committee === 201 ? 200 : want.committee;
    check(
      await api('PATCH', `/events/${event.id}/committee/${other.id}`, headers, { role: 'secretary' }),
      ok,
      'change role',
    );
    check(
      await api('DELETE', `/events/${event.id}/committee/${other.id}`, headers),
      ok === 200 ? 204 : ok,
      'remove',
    );
  });
});

describe('inviting a co-organiser', () => {
  it('sends the invitation by SMS in the event language, with the link and the role, and records it', async () => {
    const host = await signedIn({ name: 'Neema Mushi' });
    const event = await buildEvent(t.db, host.user.id, { name: 'Harusi ya Neema', language: 'sw' });
    const res = await api('POST', `/events/${event.id}/committee`, host.headers, {
      contact: '0715 000 901',
      role: 'treasurer',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      role: 'treasurer',
      contact: '+255715000901',
      name: null,
      joined: false,
    });
    const [sms] = await t.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, '+255715000901'));
    expect(sms?.channel).toBe('sms');
    expect(sms?.body).toContain('mweka hazina');
    // A number with no account of its own: neither the inviter's name nor the event's, which the inviter chose.
    expect(sms?.body).not.toContain('Harusi ya Neema');
    expect(sms?.body).not.toContain('Neema Mushi');
    expect(sms?.body).toMatch(/^Sherehe: umealikwa kwenye kamati ya tukio kama mweka hazina\./);
    expect(sms?.body).toContain(`https://sherehe.test/event-planners/events/${event.id}`);
    const [entry] = await t.db.select().from(eventHistory).where(eq(eventHistory.eventId, event.id));
    expect(entry).toMatchObject({
      action: 'member_invited',
      details: { contact: '+255715000901', role: 'treasurer' },
    });
  });

  it('e-mails an address in English for an English event, and names an account that exists', async () => {
    const host = await signedIn();
    const event = await buildEvent(t.db, host.user.id, { language: 'en' });
    const email = `rehema-${randomUUID()}@example.co.tz`;
    await buildUser(t.db, { name: 'Rehema Said', email });
    const res = await api('POST', `/events/${event.id}/committee`, host.headers, {
      contact: ` ${email.toUpperCase()} `,
      role: 'chair',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ contact: email, name: 'Rehema Said', joined: true });
    const [mail] = await t.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, email));
    expect(mail).toMatchObject({ channel: 'email' });
    expect(mail?.subject).toContain('Invitation');
    expect(mail?.body).toContain('as chair');
  });

  it('refuses the host, someone already on the committee and a contact that is neither', async () => {
    const phone = nextPhone();
    const host = await signedIn({ phone });
    const event = await buildEvent(t.db, host.user.id);
    const self = await api('POST', `/events/${event.id}/committee`, host.headers, {
      contact: phone,
      role: 'chair',
    });
    expect(self.statusCode).toBe(422);
    expect(self.json().error.reason).toBe('committee.is_host');
    const selfMail = await api('POST', `/events/${event.id}/committee`, host.headers, {
      contact: host.user.email,
      role: 'chair',
    });
    expect(selfMail.json().error.reason).toBe('committee.is_host');
    const someone = nextPhone();
    await api('POST', `/events/${event.id}/committee`, host.headers, { contact: someone, role: 'member' });
    const twice = await api('POST', `/events/${event.id}/committee`, host.headers, {
      contact: someone,
      role: 'chair',
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.reason).toBe('committee.already_member');
    for (const [contact, reason] of [
      ['not a contact', 'committee.contact_invalid'],
      ['', 'committee.contact_invalid'],
    ]) {
      const res = await api('POST', `/events/${event.id}/committee`, host.headers, {
        contact,
        role: 'member',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.reason).toBe(reason);
    }
    const badRole = await api('POST', `/events/${event.id}/committee`, host.headers, {
      contact: nextPhone(),
      role: 'boss',
    });
    expect(badRole.json().error.reason).toBe('committee.role_invalid');
  });

  it('lets the invited person in once signed in with that phone, and out once removed', async () => {
    const host = await signedIn();
    const event = await buildEvent(t.db, host.user.id);
    const phone = nextPhone();
    const invited = (
      await api('POST', `/events/${event.id}/committee`, host.headers, { contact: phone, role: 'secretary' })
    ).json();
    const helper = await signedIn({ phone });
    expect((await api('GET', `/events/${event.id}`, helper.headers)).json().myRole).toBe('secretary');
    const changed = await api('PATCH', `/events/${event.id}/committee/${invited.id}`, host.headers, {
      role: 'chair',
    });
    expect(changed.json().role).toBe('chair');
    expect((await api('GET', `/events/${event.id}`, helper.headers)).json().myRole).toBe('chair');
    expect(
      (await api('DELETE', `/events/${event.id}/committee/${invited.id}`, host.headers)).statusCode,
    ).toBe(204);
    expect((await api('GET', `/events/${event.id}`, helper.headers)).statusCode).toBe(404);
    const gone = await api('DELETE', `/events/${event.id}/committee/${invited.id}`, host.headers);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().error.reason).toBe('committee.member_not_found');
    const actions = (
      await t.db
        .select()
        .from(eventHistory)
        .where(and(eq(eventHistory.eventId, event.id)))
    ).map((entry) => entry.action);
    expect(actions.sort()).toEqual(['member_invited', 'member_removed', 'member_role_changed']);
    expect(await t.db.$count(eventMembers, eq(eventMembers.eventId, event.id))).toBe(0);
  });

  it('lists the committee for every role on it', async () => {
    const host = await signedIn({ name: 'Neema Mushi' });
    const event = await buildEvent(t.db, host.user.id);
    const phone = nextPhone();
    await buildMember(t.db, event.id, phone, 'member');
    const member = await signedIn({ name: 'Saidi Hamisi', phone });
    const res = await api('GET', `/events/${event.id}/committee`, member.headers);
    expect(res.json()).toMatchObject({
      host: { name: 'Neema Mushi' },
      members: [{ contact: phone, role: 'member', name: 'Saidi Hamisi', joined: true }],
    });
  });
});

describe('someone invited by both their phone and their e-mail', () => {
  it('acts in every role they were given, whichever row the database reads first', async () => {
    const host = await signedIn({ phone: nextPhone() });
    const event = await buildEvent(t.db, host.user.id);
    const phone = nextPhone();
    const email = `both-${event.id}@example.co.tz`;
    const person = await signedIn({ phone, email });
    await buildMember(t.db, event.id, phone, 'treasurer');
    await buildMember(t.db, event.id, email, 'secretary');

    // A secretary's right (add a contributor) and a treasurer's (record a payment), both.
    const added = await api('POST', `/events/${event.id}/pledges`, person.headers, {
      name: 'Asha Mrema',
      phone: '0754 111 222',
      amountTzs: 50_000,
    });
    expect(added.statusCode, added.body).toBe(201);
    const recorded = await api(
      'POST',
      `/events/${event.id}/pledges/${added.json().pledgeId}/payments`,
      person.headers,
      { amountTzs: 10_000, method: 'cash', receipt: 'R-77' },
    );
    expect(recorded.statusCode, recorded.body).toBe(201);
    // Neither role edits the event.
    const edit = await api('PATCH', `/events/${event.id}`, person.headers, { venue: 'Elsewhere' });
    expect(edit.statusCode).toBe(403);
    const detail = await api('GET', `/events/${event.id}`, person.headers);
    expect(detail.json().myPermissions).toEqual(
      expect.arrayContaining(['manage_contributors', 'record_payments']),
    );
  });
});
