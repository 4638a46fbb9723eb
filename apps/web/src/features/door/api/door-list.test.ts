// The door's list kept up to date: the first ask is for the whole list, a refresh asks for the changes since the list
// the device holds, and the cards admitted since take their place in it.
import type { DoorList } from '@sherehe/core/api/door';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { amina, baraka, chausiku, doorList, EVENT_ID, makeEventKey } from '../door-test-fixtures.tsx';
import { fetchDoorList } from './door-list.ts';

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the door list', () => {
  it('asks for the changes since the kept list and puts the cards admitted since in their place', async () => {
    const kept = doorList(await makeEventKey());
    const admission = { at: kept.at, deviceId: 'gate-two-device', deviceName: 'Gate 2' };
    const changes: DoorList = {
      ...kept,
      cards: [{ ...baraka, admission }],
      // Chausiku was in, Baraka is now.
      arrivals: { ...kept.arrivals, guests: 2 },
      at: '2099-12-19T08:00:00.000Z',
      changesOnly: true,
    };
    const fetch = vi.fn(async () => json(changes));
    vi.stubGlobal('fetch', fetch);

    const list = await fetchDoorList(EVENT_ID, kept);
    const [call] = fetch.mock.calls as unknown as [string][];
    const asked = new URL(call?.[0] ?? '', 'http://x');
    expect(asked.pathname).toBe(`/api/v1/events/${EVENT_ID}/door`);
    expect(Object.fromEntries(asked.searchParams)).toEqual({ since: kept.at, list: kept.fingerprint });
    expect(list.cards).toEqual([amina, { ...baraka, admission }, chausiku]);
    expect(list).toMatchObject({ at: changes.at, changesOnly: false, arrivals: { guests: 2 } });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('asks for the whole list once when the changes do not add up to the arrivals the server counts', async () => {
    const kept = doorList(await makeEventKey());
    const whole = { ...kept, arrivals: { ...kept.arrivals, guests: 3 }, at: '2099-12-19T08:00:00.000Z' };
    // Two admissions came since, but the changes carry none: one was written too slowly to be among them.
    const changes: DoorList = { ...whole, cards: [], changesOnly: true };
    const fetch = vi.fn(async (url: string) => json(url.includes('?') ? changes : whole));
    vi.stubGlobal('fetch', fetch);
    expect(await fetchDoorList(EVENT_ID, kept)).toEqual(whole);
    expect(fetch.mock.calls.map(([url]) => url.includes('since='))).toEqual([true, false]);
  });

  it('asks for the whole list with nothing kept, or a list kept before fingerprints, and takes it as it comes', async () => {
    const whole = doorList(await makeEventKey());
    const fetch = vi.fn(async () => json(whole));
    vi.stubGlobal('fetch', fetch);
    const { fingerprint: _none, ...older } = whole;
    for (const kept of [null, older as DoorList]) {
      expect(await fetchDoorList(EVENT_ID, kept)).toEqual(whole);
    }
    for (const [url] of fetch.mock.calls as unknown as [string][]) {
      expect(url).toBe(`/api/v1/events/${EVENT_ID}/door`);
    }
  });
});
