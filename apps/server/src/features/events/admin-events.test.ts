// The admins' side of events and the cover photo, through HTTP: search by name or code, hide (the public page answers
// 404, the committee can read but not change, the audit log and history say who and why), unhide; a cover
// stored at every width, replaced and removed, and known to the unused-image sweep.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { bearer, buildUser, sessionTokenFor } from '../../../test/factories.ts';
import { multipartUpload } from '../../../test/multipart-upload.ts';
import { eventHistory } from '../../db/schema/all.ts';
import { auditLog } from '../../db/schema/audit-log.ts';
import { testImage } from '../../platform/storage/test-images.ts';
import { buildEvent, buildMember } from './event-test-data.ts';
import { eventImagesInUse } from './service.ts';

let t: Awaited<ReturnType<typeof buildTestApp>>;
let dataDir: string;
let adminHeaders: Record<string, string>;
let admin: Awaited<ReturnType<typeof buildUser>>;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'sherehe-events-'));
  t = await buildTestApp({ env: { DATA_DIR: dataDir } });
  admin = await buildUser(t.db, { name: 'Rehema Admin', role: 'admin' });
  adminHeaders = bearer(await sessionTokenFor(t.db, admin));
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

async function signedIn(overrides: Parameters<typeof buildUser>[1] = {}) {
  const user = await buildUser(t.db, overrides);
  return { user, headers: bearer(await sessionTokenFor(t.db, user)) };
}

const api = (
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  url: string,
  headers = {},
  payload?: object,
) => t.app.inject({ method, url: `/api/v1${url}`, headers, ...(payload ? { payload } : {}) });

describe('admins and events', () => {
  it('finds events by name or code, newest first, and lists the hidden ones', async () => {
    const host = await signedIn({ name: 'Zawadi Kimaro', phone: '+255716000501' });
    const older = await buildEvent(t.db, host.user.id, {
      name: 'Send-off ya Zawadi',
      createdAt: new Date(Date.now() - 60_000),
    });
    const newer = await buildEvent(t.db, host.user.id, { name: 'Kitchen party ya Zawadi' });
    const byName = await api('GET', '/admin/events?q=zawadi', adminHeaders);
    expect(byName.statusCode, byName.body).toBe(200);
    expect(byName.json().events.map((e: { id: string }) => e.id)).toEqual([newer.id, older.id]);
    expect(byName.json().events[0]).toMatchObject({
      hostName: 'Zawadi Kimaro',
      figures: { targetTzs: 10_000_000, contributors: 0 },
      hiddenAt: null,
    });
    const typed = `${older.code.slice(0, 3).toLowerCase()} ${older.code.slice(3)}`;
    const byCode = await api('GET', `/admin/events?q=${encodeURIComponent(typed)}`, adminHeaders);
    expect(byCode.json().events.map((e: { id: string }) => e.id)).toEqual([older.id]);
    const bad = await api('GET', '/admin/events?cursor=nope', adminHeaders);
    expect(bad.json().error.reason).toBe('page.cursor_invalid');
  });

  it('hides an event: its public page is gone, changes stop, and the audit log and history say why', async () => {
    const host = await signedIn();
    const event = await buildEvent(t.db, host.user.id);
    const res = await api('POST', `/admin/events/${event.id}/hide`, adminHeaders, {
      reason: 'Utapeli: si harusi ya kweli',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: event.id, hiddenReason: 'Utapeli: si harusi ya kweli' });
    expect(res.json().hiddenAt).not.toBeNull();

    const page = await api('GET', `/public/events/${event.code}`);
    expect(page.statusCode).toBe(404);
    expect(page.json().error.reason).toBe('event.not_found');
    const mine = await api('GET', `/events/${event.id}`, host.headers);
    expect(mine.json()).toMatchObject({ hidden: true });
    const change = await api('PATCH', `/events/${event.id}`, host.headers, { name: 'Jaribu tena' });
    expect(change.statusCode).toBe(422);
    expect(change.json().error.reason).toBe('event.hidden');
    const listed = await api('GET', '/admin/events?hidden=true', adminHeaders);
    expect(listed.json().events.map((e: { id: string }) => e.id)).toContain(event.id);

    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'event'), eq(auditLog.targetId, event.id)));
    expect(audit).toMatchObject({ actorId: admin.id, action: 'event.hidden' });
    const [entry] = await t.db.select().from(eventHistory).where(eq(eventHistory.eventId, event.id));
    expect(entry).toMatchObject({ action: 'event_hidden', actorUserId: admin.id });

    const unhidden = await api('POST', `/admin/events/${event.id}/unhide`, adminHeaders);
    expect(unhidden.json()).toMatchObject({ hiddenAt: null, hiddenReason: null });
    expect((await api('GET', `/public/events/${event.code}`)).statusCode).toBe(200);
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.targetId, event.id));
    expect(audits.map((a) => a.action).sort()).toEqual(['event.hidden', 'event.unhidden']);
  });

  it('refuses a hide without a reason, and answers 404 for an event that is not there', async () => {
    const host = await signedIn();
    const event = await buildEvent(t.db, host.user.id);
    const empty = await api('POST', `/admin/events/${event.id}/hide`, adminHeaders, { reason: ' ' });
    expect(empty.json().error.reason).toBe('event.hide_reason_required');
    const missing = await api(
      'POST',
      '/admin/events/00000000-0000-4000-8000-000000000000/unhide',
      adminHeaders,
    );
    expect(missing.statusCode).toBe(404);
  });

  it('is for admins only', async () => {
    const someone = await signedIn();
    expect((await api('GET', '/admin/events', someone.headers)).statusCode).toBe(403);
  });
});

describe('the cover photo', () => {
  async function upload(headers: Record<string, string>, eventId: string, bytes: Buffer) {
    const body = await multipartUpload(bytes);
    return t.app.inject({
      method: 'PUT',
      url: `/api/v1/events/${eventId}/cover`,
      payload: body.payload,
      headers: { ...headers, ...body.headers },
    });
  }

  it('stores it at every width, replaces it, removes it and keeps it from the sweep meanwhile', async () => {
    const host = await signedIn();
    const event = await buildEvent(t.db, host.user.id);
    const first = await upload(host.headers, event.id, await testImage('jpeg', 2000, 1200));
    expect(first.statusCode, first.body).toBe(200);
    const coverUrl: string = first.json().coverUrl;
    expect(coverUrl).toMatch(/^\/media\/[0-9a-f-]{36}\/1280\.webp$/);
    expect((await t.app.inject({ url: coverUrl })).statusCode).toBe(200);
    const key = coverUrl.split('/')[2] as string;
    expect(await eventImagesInUse(t.db)).toContain(key);

    const second = await upload(host.headers, event.id, await testImage('png', 800, 600));
    expect(second.json().coverUrl).not.toBe(coverUrl);
    expect((await t.app.inject({ url: coverUrl })).statusCode).toBe(404); // the old files went

    const removed = await api('DELETE', `/events/${event.id}/cover`, host.headers);
    expect(removed.json().coverUrl).toBeNull();
    const actions = (await t.db.select().from(eventHistory).where(eq(eventHistory.eventId, event.id))).map(
      (e) => e.action,
    );
    expect(actions).toEqual(['cover_changed', 'cover_changed', 'cover_changed']);
  });

  it('refuses what is not an image, and a role that may not edit', async () => {
    const host = await signedIn();
    const event = await buildEvent(t.db, host.user.id);
    const text = await upload(host.headers, event.id, Buffer.from('not a photo'));
    expect(text.statusCode).toBe(400);
    expect(text.json().error.reason).toBe('upload.not_image');
    await buildMember(t.db, event.id, '+255716000601', 'treasurer');
    const treasurer = await signedIn({ phone: '+255716000601' });
    const refused = await upload(treasurer.headers, event.id, await testImage('jpeg', 400, 300));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.reason).toBe('event.not_allowed');
  });
});
