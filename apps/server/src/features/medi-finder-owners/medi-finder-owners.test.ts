// Owners' places through HTTP on a real database: registering (pending, not public), every refused body with its
// message, edits by the owner only, status kept across edits, the audit log, and the subscription an owner sees.
import { tanzaniaDate } from '@sherehe/core/medi-finder/opening-hours';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { bearer, buildUser, sessionTokenFor } from '../../../test/factories.ts';
import { buildSubscription } from '../../../test/medi-finder-factories.ts';
import { auditLog } from '../../db/schema/audit-log.ts';

let t: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const day = { opens: '08:00', closes: '22:00' };
const validBody = () => ({
  kind: 'pharmacy',
  name: 'Duka la Dawa Uhuru',
  phone: '0754 123 456',
  address: 'Mtaa wa Uhuru 14, near the bus stand',
  city: 'Moshi',
  area: 'Majengo',
  latitude: -3.3349,
  longitude: 37.3404,
  openingHours: [day, day, day, day, day, { opens: '09:00', closes: '14:00' }, null],
  offerings: ['prescriptions', 'malaria_rapid_test'],
});
const { kind: _kind, ...validUpdate } = validBody();

async function asRole(role: 'user' | 'vendor' | 'admin') {
  const user = await buildUser(t.db, { role, name: `A ${role}` });
  const headers = bearer(await sessionTokenFor(t.db, user));
  return {
    user,
    list: () => t.app.inject({ method: 'GET', url: '/api/v1/md/my-places', headers }),
    create: (payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/v1/md/my-places', headers, payload }),
    edit: (id: string, payload: object) =>
      t.app.inject({ method: 'PUT', url: `/api/v1/md/my-places/${id}`, headers, payload }),
    admin: (method: 'POST' | 'DELETE', path: string, payload?: object) =>
      t.app.inject({ method, url: `/api/v1/admin/md/places/${path}`, headers, payload }),
  };
}

const publicPharmacy = (id: string) => t.app.inject({ method: 'GET', url: `/api/v1/md/pharmacies/${id}` });

function addDays(date: string, days: number): string {
  const at = new Date(`${date}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}

describe('POST /md/my-places', () => {
  it('registers a place as pending, with its phone in E.164, audited, and not public', async () => {
    const owner = await asRole('vendor');
    const res = await owner.create(validBody());
    expect(res.statusCode, res.body).toBe(201);
    const { place } = res.json();
    expect(place).toEqual({
      id: expect.any(String),
      kind: 'pharmacy',
      name: 'Duka la Dawa Uhuru',
      phone: '+255754123456',
      address: 'Mtaa wa Uhuru 14, near the bus stand',
      city: 'Moshi',
      area: 'Majengo',
      latitude: -3.3349,
      longitude: 37.3404,
      openingHours: validBody().openingHours,
      offerings: ['prescriptions', 'malaria_rapid_test'],
      status: 'pending',
      hiddenReason: null,
      verifiedAt: null,
      subscription: null,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, place.id), eq(auditLog.action, 'medi_finder.place_registered')));
    expect(entry).toMatchObject({
      actorId: owner.user.id,
      targetType: 'medical_place',
      details: { kind: 'pharmacy', name: 'Duka la Dawa Uhuru', city: 'Moshi' },
    });
    expect((await publicPharmacy(place.id)).statusCode).toBe(404);
  });

  it('lists only the caller’s places, newest first', async () => {
    const owner = await asRole('vendor');
    const other = await asRole('vendor');
    const first = (await owner.create({ ...validBody(), name: 'Kwanza Pharmacy' })).json().place;
    const second = (
      await owner.create({
        ...validBody(),
        kind: 'diagnostic_center',
        name: 'Pili Lab',
        offerings: ['x_ray'],
      })
    ).json().place;
    await other.create({ ...validBody(), name: 'Someone else’s' });
    const res = await owner.list();
    expect(res.statusCode).toBe(200);
    expect(res.json().places.map((place: { id: string }) => place.id)).toEqual([second.id, first.id]);
    expect(res.json().places[0]).toMatchObject({ kind: 'diagnostic_center', offerings: ['x_ray'] });
  });

  it.each([
    ['no kind', { kind: undefined }, 'kind', /./],
    ['an unknown kind', { kind: 'clinic' }, 'kind', /./],
    ['a one-letter name', { name: ' A ' }, 'name', /^Enter the name of the place\.$/],
    ['a long name', { name: 'x'.repeat(101) }, 'name', /^Keep the name under 100 characters\.$/],
    [
      'a name with a line break',
      { name: 'Duka\nla Dawa' },
      'name',
      /^Use letters, numbers and punctuation only\.$/,
    ],
    ['a phone that is not one', { phone: '12345' }, 'phone', /^Enter a phone number such as 0754 123 456/],
    ['no address', { address: '' }, 'address', /^Enter the street address or a landmark\.$/],
    ['no city', { city: ' ' }, 'city', /^Enter the city or town\.$/],
    ['a long area', { area: 'y'.repeat(61) }, 'area', /^Keep the area under 60 characters\.$/],
    ['a latitude off the globe', { latitude: 91 }, 'latitude', /give a latitude from -90 to 90/],
    ['a latitude as text', { latitude: '-3.3' }, 'latitude', /give a latitude from -90 to 90/],
    ['no longitude', { longitude: undefined }, 'longitude', /give a longitude from -180 to 180/],
    ['six days of hours', { openingHours: [day, day, day, day, day, day] }, 'openingHours', /all seven days/],
    [
      'a time that is not one',
      { openingHours: [{ opens: '8am', closes: '22:00' }, day, day, day, day, day, day] },
      'openingHours.0.opens',
      /^Give opening times as HH:MM/,
    ],
    [
      'a day that opens and closes at once',
      { openingHours: [day, { opens: '10:00', closes: '10:00' }, day, day, day, day, day] },
      'openingHours.1',
      /^A day cannot open and close at the same time\.$/,
    ],
    [
      'a test for a pharmacy',
      { offerings: ['x_ray'] },
      'offerings',
      /^Choose services and tests from the list\.$/,
    ],
  ])('refuses %s with a clear message', async (_label, change, field, message) => {
    const owner = await asRole('vendor');
    const res = await owner.create({ ...validBody(), ...change });
    expect(res.statusCode, res.body).toBe(400);
    const { error } = res.json();
    expect(error.code).toBe('validation');
    expect(error.message).toMatch(message);
    expect(error.details).toContainEqual(
      expect.objectContaining({ field, message: expect.stringMatching(message) }),
    );
    expect((await owner.list()).json().places).toEqual([]);
  });

  it('is for vendor accounts: anyone else is refused', async () => {
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/v1/md/my-places',
      payload: validBody(),
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await (await asRole('user')).create(validBody())).statusCode).toBe(403);
    expect((await (await asRole('admin')).create(validBody())).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/md/my-places' })).statusCode).toBe(401);
  });
});

describe('PUT /md/my-places/:id', () => {
  it('edits the owner’s place, sets updatedAt and audits the fields that changed', async () => {
    const owner = await asRole('vendor');
    const created = (await owner.create(validBody())).json().place;
    const res = await owner.edit(created.id, {
      ...validUpdate,
      name: 'Duka la Dawa Uhuru Mpya',
      phone: '+255 713 000 111',
      offerings: ['prescriptions', 'home_delivery', 'home_delivery'],
      kind: 'diagnostic_center', // the kind never changes; the field is not read
    });
    expect(res.statusCode, res.body).toBe(200);
    const { place } = res.json();
    expect(place).toMatchObject({
      id: created.id,
      kind: 'pharmacy',
      name: 'Duka la Dawa Uhuru Mpya',
      phone: '+255713000111',
      offerings: ['prescriptions', 'home_delivery'],
      status: 'pending',
    });
    expect(Date.parse(place.updatedAt)).toBeGreaterThan(Date.parse(created.updatedAt));
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, created.id), eq(auditLog.action, 'medi_finder.place_edited')));
    expect(entry).toMatchObject({
      actorId: owner.user.id,
      targetType: 'medical_place',
      details: {
        name: 'Duka la Dawa Uhuru Mpya',
        status: 'pending',
        changed: ['name', 'phone', 'offerings'],
      },
    });
  });

  it('refuses services or tests of the other kind of place (422), and bad bodies (400)', async () => {
    const owner = await asRole('vendor');
    const centre = (
      await owner.create({ ...validBody(), kind: 'diagnostic_center', offerings: ['ultrasound'] })
    ).json().place;
    const wrongKind = await owner.edit(centre.id, { ...validUpdate, offerings: ['home_delivery'] });
    expect(wrongKind.statusCode).toBe(422);
    expect(wrongKind.json().error).toMatchObject({
      code: 'business_rule',
      message: 'Choose services and tests from the list.',
      details: [
        {
          field: 'offerings',
          issue: 'custom',
          reason: 'finder.offerings_unknown',
          message: 'Choose services and tests from the list.',
        },
      ],
    });
    for (const [change, message] of [
      [{ name: '' }, 'Enter the name of the place.'],
      [{ phone: 'call me' }, 'Enter a phone number such as 0754 123 456 or +255 754 123 456.'],
      [{ longitude: 181 }, 'Choose the place on the map, or give a longitude from -180 to 180.'],
      [{ openingHours: [day] }, 'Give the hours of all seven days, Monday first.'],
    ] as const) {
      const res = await owner.edit(centre.id, { ...validUpdate, ...change });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json().error.message).toBe(message);
    }
    const unchanged = (await owner.list()).json().places[0];
    expect(unchanged).toMatchObject({ name: 'Duka la Dawa Uhuru', offerings: ['ultrasound'] });
  });

  it('lets only the owner edit: another vendor and unknown or malformed ids get 404, a user 403, a visitor 401', async () => {
    const owner = await asRole('vendor');
    const place = (await owner.create(validBody())).json().place;
    const other = await asRole('vendor');
    const theirs = await other.edit(place.id, { ...validUpdate, name: 'Taken over' });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().error).toEqual({
      code: 'not_found',
      reason: 'finder.place_not_found',
      message: 'That place was not found.',
    });
    for (const id of ['6f1c2a4e-1d2b-4c3d-9e8f-0a1b2c3d4e5f', 'not-an-id', '1%27%20or%201=1']) {
      const res = await owner.edit(id, validUpdate);
      expect(res.statusCode, id).toBe(404);
      expect(res.json().error.message).toBe('That place was not found.');
    }
    expect((await (await asRole('user')).edit(place.id, validUpdate)).statusCode).toBe(403);
    const anonymous = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/md/my-places/${place.id}`,
      payload: validUpdate,
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await owner.list()).json().places[0].name).toBe('Duka la Dawa Uhuru');
  });

  it('keeps a listed place listed and public after an edit, and a hidden one hidden with its reason', async () => {
    const owner = await asRole('vendor');
    const admin = await asRole('admin');
    const place = (await owner.create(validBody())).json().place;
    expect((await admin.admin('POST', `${place.id}/verify`)).statusCode).toBe(200);
    expect((await publicPharmacy(place.id)).statusCode).toBe(200);

    const edited = await owner.edit(place.id, { ...validUpdate, name: 'Uhuru Pharmacy (renamed)' });
    expect(edited.json().place).toMatchObject({ status: 'listed', verifiedAt: expect.any(String) });
    const seen = await publicPharmacy(place.id);
    expect(seen.statusCode).toBe(200);
    expect(seen.json().pharmacy_name).toBe('Uhuru Pharmacy (renamed)');

    await admin.admin('POST', `${place.id}/hide`, { reason: 'The phone number does not answer.' });
    const hidden = await owner.edit(place.id, { ...validUpdate, phone: '0655 111 222' });
    expect(hidden.json().place).toMatchObject({
      status: 'hidden',
      hiddenReason: 'The phone number does not answer.',
      phone: '+255655111222',
    });
    expect((await publicPharmacy(place.id)).statusCode).toBe(404);
  });
});

describe('the subscription an owner sees', () => {
  it('is the current one with plan, start, end and active; else the next; else the last one', async () => {
    const owner = await asRole('vendor');
    const today = tanzaniaDate(new Date());
    const [a, b, c] = [
      (await owner.create({ ...validBody(), name: 'Current' })).json().place,
      (await owner.create({ ...validBody(), name: 'Upcoming' })).json().place,
      (await owner.create({ ...validBody(), name: 'Lapsed' })).json().place,
    ];
    await buildSubscription(t.db, a.id, {
      plan: 'yearly',
      startsOn: addDays(today, -400),
      endsOn: addDays(today, -36),
    });
    const current = await buildSubscription(t.db, a.id, {
      plan: 'monthly',
      startsOn: addDays(today, -5),
      endsOn: addDays(today, 24),
    });
    await buildSubscription(t.db, a.id, {
      plan: 'quarterly',
      startsOn: addDays(today, 25),
      endsOn: addDays(today, 115),
    });
    await buildSubscription(t.db, b.id, {
      plan: 'quarterly',
      startsOn: addDays(today, 120),
      endsOn: addDays(today, 210),
    });
    await buildSubscription(t.db, b.id, {
      plan: 'monthly',
      startsOn: addDays(today, 3),
      endsOn: addDays(today, 32),
    });
    await buildSubscription(t.db, c.id, {
      plan: 'monthly',
      startsOn: addDays(today, -90),
      endsOn: addDays(today, -61),
    });
    await buildSubscription(t.db, c.id, {
      plan: 'monthly',
      startsOn: addDays(today, -60),
      endsOn: addDays(today, -1),
    });

    const byName = Object.fromEntries(
      (await owner.list()).json().places.map((place: { name: string }) => [place.name, place]),
    );
    expect(byName.Current.subscription).toEqual({
      id: current.id,
      plan: 'monthly',
      startsOn: addDays(today, -5),
      endsOn: addDays(today, 24),
      isActive: true,
      cancelledAt: null,
    });
    expect(byName.Upcoming.subscription).toMatchObject({
      plan: 'monthly',
      startsOn: addDays(today, 3),
      isActive: false,
    });
    expect(byName.Lapsed.subscription).toMatchObject({
      startsOn: addDays(today, -60),
      endsOn: addDays(today, -1),
      isActive: false,
    });
  });

  it('counts today’s Tanzanian date: a subscription ending today is still active', async () => {
    const owner = await asRole('vendor');
    const today = tanzaniaDate(new Date());
    const place = (await owner.create(validBody())).json().place;
    await buildSubscription(t.db, place.id, { startsOn: addDays(today, -29), endsOn: today });
    expect((await owner.list()).json().places[0].subscription).toMatchObject({
      endsOn: today,
      isActive: true,
    });
  });
});
