// The door with no network: it opens from the list kept on the phone, answers and queues scans, keeps the queue when
// the page is closed, and sends it once online in batches of at most 200, each removed only after a 2xx answer; what
// the server settles differently (another gate admitted the card first) is told, and kept.
import 'fake-indexeddb/auto';
import { DOOR_SCANS_PER_SYNC_MAX } from '@sherehe/core/door-rules';
import { onlineManager } from '@tanstack/react-query';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../lib/session-store.ts';
import { neema } from '../../../test/auth-fixtures.ts';
import { refusalResponse } from '../../../test/refusal.ts';
import { openDoorDb } from '../door-db.ts';
import { readKeptList } from '../door-store.ts';
import {
  amina,
  baraka,
  chausiku,
  doorList,
  doorServer,
  EVENT_ID,
  type EventKey,
  LIST_URL,
  makeEventKey,
  renderDoor,
  SCANS_URL,
  scanPhoto,
  setOnline,
  setUpDevice,
  signedQr,
  todayAt,
  typeCode,
  verdictText,
} from '../door-test-fixtures.tsx';
import { countQueued, enqueueScan } from '../scan-queue.ts';

let key: EventKey;

beforeAll(async () => {
  key = await makeEventKey();
});

beforeEach(() => {
  setUpDevice();
  useSession.getState().setUser(neema);
});

afterEach(() => {
  cleanup();
  setOnline(true);
  // Query's own word on the network: the online event above reaches no query client once the page is gone.
  onlineManager.setOnline(true);
  useSession.getState().logout();
  vi.unstubAllGlobals();
});

const queueText = () => screen.getByTestId('door-queue').textContent;

async function openOnlineAndKeep() {
  const server = doorServer(() => doorList(key));
  renderDoor();
  expect(await screen.findByRole('heading', { level: 1, name: 'Harusi ya Neema na Juma' })).toBeTruthy();
  const db = await openDoorDb(neema.id);
  await waitFor(async () => expect(await readKeptList(db, EVENT_ID)).not.toBeNull());
  return { server, db };
}

describe('the door offline', () => {
  it('works from the kept list, keeps its queue when closed, and sends it once online, cleared only after a 2xx', async () => {
    const { server, db } = await openOnlineAndKeep();
    await userEvent.click(screen.getByText('This device'));
    await userEvent.type(screen.getByLabelText('Name of this device'), 'Gate 2');
    await userEvent.click(screen.getByRole('button', { name: 'Save name' }));
    expect(await screen.findByText('Saved.')).toBeTruthy();
    cleanup();

    setOnline(false);
    const callsBefore = server.fetch.mock.calls.length;
    renderDoor();
    expect(await screen.findByRole('heading', { level: 1, name: 'Harusi ya Neema na Juma' })).toBeTruthy();
    expect(screen.getByText('Offline')).toBeTruthy();
    expect(screen.getByText('List from 10:42')).toBeTruthy();

    await scanPhoto(await signedQr(key, amina.code, 3));
    await waitFor(() => expect(verdictText()).toContain('Admitted'));
    await waitFor(() => expect(queueText()).toBe('1 scan waiting to sync'));
    // Refusals admit nobody and are not sent: a card admitted at another gate, and a revoked one.
    await typeCode(chausiku.code);
    await waitFor(() => expect(verdictText()).toContain('Already admitted'));
    await typeCode(baraka.code);
    await waitFor(() => expect(verdictText()).toContain('Card revoked'));
    expect(queueText()).toBe('1 scan waiting to sync');
    expect(server.fetch.mock.calls.length).toBe(callsBefore);

    // Closed with no network, opened again: the queue was on the phone all along.
    cleanup();
    renderDoor();
    await waitFor(() => expect(queueText()).toBe('1 scan waiting to sync'));

    // Back online, the server fails once: nothing leaves the queue.
    server.scanStatus.push(503);
    setOnline(true);
    expect(await screen.findByText(/^Not sent yet:/)).toBeTruthy();
    expect(queueText()).toBe('1 scan waiting to sync');
    expect(await countQueued(db, EVENT_ID)).toBe(1);
    expect(server.sent).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Send now' }));
    await waitFor(() => expect(queueText()).toBe('All scans sent'));
    expect(await countQueued(db, EVENT_ID)).toBe(0);
    expect(server.sent).toHaveLength(1);
    expect(server.sent[0]).toMatchObject({ deviceName: 'Gate 2' });
    expect(server.sent[0]?.scans.map((scan) => scan.code)).toEqual([amina.code]);
    expect(screen.queryByText(/^Not sent yet:/)).toBeNull();
    // Back online, the list is asked for again: only what changed since the list the page holds.
    await waitFor(() =>
      expect(server.fetch.mock.calls.some(([url]) => String(url).startsWith(`${LIST_URL}?since=`))).toBe(
        true,
      ),
    );
  });

  it('sends a long queue in batches of at most 200', async () => {
    const db = await openDoorDb(neema.id);
    for (let index = 0; index < DOOR_SCANS_PER_SYNC_MAX + 1; index += 1) {
      await enqueueScan(db, { eventId: EVENT_ID, code: amina.code, at: todayAt('07:00') });
    }
    const server = doorServer(() => doorList(key));
    renderDoor();
    await waitFor(() => expect(server.sent).toHaveLength(2));
    expect(server.sent.map((body) => body.scans.length)).toEqual([DOOR_SCANS_PER_SYNC_MAX, 1]);
    expect(server.fetch.mock.calls.filter(([url]) => url === SCANS_URL)).toHaveLength(2);
    await waitFor(() => expect(queueText()).toBe('All scans sent'));
  });

  it('tells the officer when the server says another gate admitted the card first, and keeps its word', async () => {
    const gateOne = { at: todayAt('07:40'), deviceId: 'gate-one-device', deviceName: 'Gate 1' };
    const server = doorServer(
      () => doorList(key),
      (scan) =>
        scan.code === amina.code
          ? {
              verdict: 'already_admitted',
              name: 'Amina Juma',
              seats: 3,
              typeName: 'Family',
              admission: gateOne,
            }
          : undefined,
    );
    renderDoor();
    expect(await screen.findByRole('heading', { level: 1, name: 'Harusi ya Neema na Juma' })).toBeTruthy();
    await scanPhoto(await signedQr(key, amina.code, 3));
    await waitFor(() => expect(verdictText()).toContain('Admitted'));
    await waitFor(() => expect(server.sent).toHaveLength(1));

    const settled = (await screen.findByRole('heading', { name: 'Settled after sync' })).closest('section');
    expect(within(settled as HTMLElement).getByRole('listitem').textContent).toBe(
      'Amina Juma was already admitted at 10:40 by Gate 1',
    );
    await scanPhoto(await signedQr(key, amina.code, 3));
    await waitFor(() => expect(verdictText()).toContain('Already admitted'));
    expect(verdictText()).toContain('Admitted at 10:40 by Gate 1');
  });

  it('says so when a phone that never had the list opens the door with no network', async () => {
    setOnline(false);
    doorServer(() => doorList(key));
    renderDoor();
    expect(await screen.findByText('No guest list on this phone yet')).toBeTruthy();
  });
});

describe('a phone passed between officers', () => {
  it("keeps each officer's lists and scans apart: the next one signed in sees none of the last one's", async () => {
    const { db } = await openOnlineAndKeep();
    setOnline(false);
    cleanup();
    renderDoor();
    expect(await screen.findByText('Offline')).toBeTruthy();
    await scanPhoto(await signedQr(key, amina.code, 3));
    await waitFor(() => expect(queueText()).toBe('1 scan waiting to sync'));
    cleanup();

    // Another officer signs in on this phone, still offline: no list, no queue of Neema's.
    useSession.getState().setUser({ ...neema, id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d', name: 'Juma' });
    renderDoor();
    expect(await screen.findByText('No guest list on this phone yet')).toBeTruthy();
    expect(await countQueued(db, EVENT_ID)).toBe(1);
  });

  it('forgets an event whose door the server refuses this account, and sends nothing more for it', async () => {
    let refused = false;
    doorServer(() => (refused ? refusalResponse(403, 'forbidden', 'event.not_allowed') : doorList(key)));
    renderDoor();
    expect(await screen.findByRole('heading', { level: 1, name: 'Harusi ya Neema na Juma' })).toBeTruthy();
    const db = await openDoorDb(neema.id);
    await waitFor(async () => expect(await readKeptList(db, EVENT_ID)).not.toBeNull());
    setOnline(false);
    cleanup();
    renderDoor();
    expect(await screen.findByText('Offline')).toBeTruthy();
    await scanPhoto(await signedQr(key, amina.code, 3));
    await waitFor(() => expect(queueText()).toBe('1 scan waiting to sync'));
    cleanup();

    // Taken off the committee meanwhile: the server refuses the list.
    refused = true;
    renderDoor();
    setOnline(true);
    expect(await screen.findByText(/you are not on its committee/)).toBeTruthy();
    await waitFor(async () => expect(await readKeptList(db, EVENT_ID)).toBeNull());
    expect(await countQueued(db, EVENT_ID)).toBe(0);
    expect(screen.queryByTestId('verdict')).toBeNull();
  });

  it('names the device as the server takes it: pasted tabs become a space', async () => {
    const { server } = await openOnlineAndKeep();
    await userEvent.click(screen.getByText('This device'));
    await userEvent.type(screen.getByLabelText('Name of this device'), 'Lango{Tab}');
    // A paste can carry what typing cannot.
    await userEvent.click(screen.getByLabelText('Name of this device'));
    await userEvent.paste('\tla\t\tKaskazini ');
    await userEvent.click(screen.getByRole('button', { name: 'Save name' }));
    expect(await screen.findByText('Saved.')).toBeTruthy();
    await typeCode(amina.code);
    await waitFor(() => expect(server.sent).toHaveLength(1));
    expect(server.sent[0]?.deviceName).toBe('Lango la Kaskazini');
  });
});
