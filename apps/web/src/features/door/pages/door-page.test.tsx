// The door answers each scan on the phone: a real signed QR code admits, a forged one or another event's is refused,
// a revoked card is stopped, a second scan says already admitted (when and by which device), a typed code must be in
// the kept list, and a signed card newer than the list is let in with its QR code's seats; in both languages.
import 'fake-indexeddb/auto';
import { cleanup, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../lib/session-store.ts';
import { LANGUAGE_KEY } from '../../../lib/storage-keys.ts';
import { neema } from '../../../test/auth-fixtures.ts';
import {
  amina,
  baraka,
  chausiku,
  doorList,
  doorServer,
  EVENT_CODE,
  type EventKey,
  makeEventKey,
  renderDoor,
  scanPhoto,
  setUpDevice,
  signedQr,
  typeCode,
  verdictText,
} from '../door-test-fixtures.tsx';

let key: EventKey;

beforeAll(async () => {
  key = await makeEventKey();
});

beforeEach(() => {
  setUpDevice();
  useSession.getState().setUser(neema);
});

afterEach(() => {
  // Unmounted before the stand-in fetch goes, so the page's last sync cannot reach the real network.
  cleanup();
  useSession.getState().logout();
  vi.unstubAllGlobals();
});

async function openDoor() {
  const server = doorServer(() => doorList(key));
  renderDoor();
  expect(await screen.findByRole('heading', { level: 1, name: 'Harusi ya Neema na Juma' })).toBeTruthy();
  return server;
}

describe('the door page', () => {
  it('shows the event, how fresh its list is and the arrivals, and sends a signed-out visitor to sign in', async () => {
    const server = await openDoor();
    expect(server.fetch.mock.calls[0]?.[0]).toBe(`/api/v1/events/${doorList(key).event.id}/door`);
    expect(screen.getByText('List from 10:42')).toBeTruthy();
    expect(screen.getByText('Mlimani City Hall, Dar es Salaam')).toBeTruthy();
    expect(screen.getByTestId('door-arrivals').textContent).toBe(
      'Arrived: 120 guests (180 seats) of 300 cards',
    );
    expect(screen.getByRole('link', { name: 'Back to your account' }).getAttribute('href')).toBe(
      '/event-planners/Account#events',
    );
    expect(verdictText()).toContain('Ready to scan');
    expect(screen.getByTestId('verdict').getAttribute('aria-live')).toBe('assertive');
    expect(document.title).toBe('Door: Harusi ya Neema na Juma · Sherehe');
  });

  it('sends a signed-out visitor to sign in, and back', async () => {
    useSession.getState().logout();
    doorServer(() => doorList(key));
    renderDoor();
    expect(await screen.findByText('Log in page')).toBeTruthy();
  });

  it('admits a guest by a real signed QR code and sends the scan with its QR text', async () => {
    const counted = { guests: 121, seats: 183, expectedGuests: 300, expectedSeats: 450, lastAt: null };
    const server = doorServer(() => ({
      ...doorList(key),
      ...(server.sent.length ? { arrivals: counted } : {}),
    }));
    renderDoor();
    expect(await screen.findByRole('heading', { level: 1, name: 'Harusi ya Neema na Juma' })).toBeTruthy();
    const qr = await signedQr(key, amina.code, 3);
    await scanPhoto(qr);
    await waitFor(() => expect(verdictText()).toContain('Admitted'));
    expect(verdictText()).toBe('AdmittedAmina Juma3 seats · Family');
    await waitFor(() => expect(server.sent).toHaveLength(1));
    const [sent] = server.sent;
    expect(sent?.deviceId).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(sent?.scans).toEqual([{ code: amina.code, at: expect.any(String), qr }]);
    expect(await screen.findByText('All scans sent')).toBeTruthy();
    // The arrivals the server counted with the scan.
    await waitFor(() =>
      expect(screen.getByTestId('door-arrivals').textContent).toBe(
        'Arrived: 121 guests (183 seats) of 300 cards',
      ),
    );
  });

  it('refuses a forged signature, another event’s card and a signature over another event', async () => {
    await openDoor();
    const forger = await makeEventKey();
    await scanPhoto(await signedQr(forger, amina.code, 3));
    await waitFor(() => expect(verdictText()).toContain('Not for this event'));
    expect(verdictText()).not.toContain('Amina');

    await scanPhoto(await signedQr(key, amina.code, 9));
    await waitFor(() => expect(verdictText()).toContain('Admitted'));

    await scanPhoto(await signedQr(key, 'ZZZZ2222', 2, { eventCode: 'HARUS7' }));
    await waitFor(() => expect(verdictText()).toContain('Not for this event'));
    await scanPhoto(
      await signedQr(key, 'ZZZZ3333', 2, {
        eventId: '9a9a9a9a-8c4e-4f1a-9d2b-7e6c5a4b3c2d',
        eventCode: EVENT_CODE,
      }),
    );
    await waitFor(() => expect(verdictText()).toContain('Not for this event'));
    // A signature spelled another way (its unused last bits set) is not the one the key made.
    const qr = await signedQr(key, 'ZZZZ4444', 2);
    const last = qr.at(-1) === 'A' ? 'B' : 'A';
    await scanPhoto(`${qr.slice(0, -1)}${last}`);
    await waitFor(() => expect(verdictText()).toContain('Not for this event'));
    await scanPhoto('https://example.com/not-a-card');
    await waitFor(() => expect(screen.getByTestId('verdict').textContent).toMatch(/not a real card/));
  });

  it('stops a revoked card, and says already admitted on a second scan, when and by which device', async () => {
    await openDoor();
    await scanPhoto(await signedQr(key, baraka.code, 2));
    await waitFor(() => expect(verdictText()).toContain('Card revoked'));
    expect(verdictText()).toContain('Baraka Mushi');
    expect(verdictText()).toContain('do not let it in');

    const qr = await signedQr(key, amina.code, 3);
    await scanPhoto(qr);
    await waitFor(() => expect(verdictText()).toContain('Admitted'));
    await scanPhoto(qr);
    await waitFor(() => expect(verdictText()).toContain('Already admitted'));
    expect(verdictText()).toMatch(/Amina Juma.*Admitted at \d\d:\d\d by this device/);

    // Admitted before the list was fetched, by another gate.
    await scanPhoto(await signedQr(key, chausiku.code, 1));
    await waitFor(() => expect(verdictText()).toContain('Chausiku Ally'));
    expect(verdictText()).toContain('Already admitted');
    expect(verdictText()).toContain('Admitted at 10:40 by Gate 1');
  });

  it('lets in a signed card sent after the list was kept, with the seats its QR code carries', async () => {
    await openDoor();
    await scanPhoto(await signedQr(key, 'ZZZZ2222', 2));
    await waitFor(() => expect(verdictText()).toContain('Admitted'));
    expect(verdictText()).toBe('AdmittedCard ZZZZ 2222, 2 seats');
  });

  it('admits by a typed code (spaces, dashes and case forgiven) only when the kept list has it', async () => {
    const server = await openDoor();
    await typeCode('k7p2-qx ab');
    await waitFor(() => expect(verdictText()).toContain('Admitted'));
    expect(verdictText()).toContain('Amina Juma');
    expect((screen.getByLabelText('Card code') as HTMLInputElement).value).toBe('');
    await waitFor(() => expect(server.sent).toHaveLength(1));
    expect(server.sent[0]?.scans).toEqual([{ code: amina.code, at: expect.any(String) }]);

    await typeCode('ZZZZ 2222');
    await waitFor(() => expect(verdictText()).toContain('Not for this event'));
    expect(verdictText()).toContain('No card of this event has the code ZZZZ 2222.');
    await typeCode('k7p2qxab');
    await waitFor(() => expect(verdictText()).toContain('Already admitted'));
  });

  it('says its verdicts in Swahili', async () => {
    localStorage.setItem(LANGUAGE_KEY, 'sw');
    await i18next.changeLanguage('sw');
    doorServer(() => doorList(key));
    renderDoor();
    expect(await screen.findByText('Orodha ya saa 10:42')).toBeTruthy();
    expect(screen.getByTestId('door-arrivals').textContent).toBe(
      'Wamefika: wageni 120 (watu 180) kati ya kadi 300',
    );
    await typeCode('K7P2 QXAB', 'Namba ya kadi', 'Hakiki namba');
    await waitFor(() => expect(verdictText()).toContain('Ameruhusiwa kuingia'));
    expect(verdictText()).toContain('watu 3 · Family');
    await typeCode('K7P2 QXAB', 'Namba ya kadi', 'Hakiki namba');
    await waitFor(() => expect(verdictText()).toContain('Kadi imeshatumika'));
    expect(verdictText()).toMatch(/Aliingia saa \d\d:\d\d kupitia simu hii/);
    await scanPhoto(await signedQr(key, baraka.code, 2));
    await waitFor(() => expect(verdictText()).toContain('Kadi imefutwa'));
  });
});
