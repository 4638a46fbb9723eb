// The door's tests: an event with its own Ed25519 key pair (cards signed as the server signs them), its list, a fetch
// that answers as the door's endpoints, a photo "read" by a stand-in BarcodeDetector, and the network switched off
// and on.
import type {
  DoorCard,
  DoorList,
  DoorScanResult,
  DoorScansInput,
  DoorScansResult,
} from '@sherehe/core/api/door';
import { dayInTanzania } from '@sherehe/core/calendar-day';
import { cardSignedText } from '@sherehe/core/card-rules';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IDBFactory } from 'fake-indexeddb';
import { Route, Routes } from 'react-router';
import { vi } from 'vitest';
import { paths } from '../../lib/paths.ts';
import { jsonResponse, renderWithProviders } from '../../test/render.tsx';
import { DoorPage } from './pages/door-page.tsx';

export const EVENT_ID = '3b1f6a52-8c4e-4f1a-9d2b-7e6c5a4b3c2d';
export const EVENT_CODE = 'K7P2QX';
export const LIST_URL = `/api/v1/events/${EVENT_ID}/door`;
export const SCANS_URL = `/api/v1/events/${EVENT_ID}/door/scans`;

/** A time of today in Tanzania, given in UTC: todayAt('07:42') is 10:42 in Dar es Salaam. */
export const todayAt = (utc: string) => `${dayInTanzania(new Date())}T${utc}:00.000Z`;

export function base64Url(bytes: ArrayBuffer | Uint8Array): string {
  return btoa(String.fromCharCode(...new Uint8Array(bytes)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

export type EventKey = { pair: CryptoKeyPair; publicKey: string };

export async function makeEventKey(): Promise<EventKey> {
  const pair = (await crypto.subtle.generateKey({ name: 'Ed25519' }, true, [
    'sign',
    'verify',
  ])) as CryptoKeyPair;
  return { pair, publicKey: base64Url(await crypto.subtle.exportKey('raw', pair.publicKey)) };
}

/** A card's QR text as apps/server's cardQrText writes it. */
export async function signedQr(
  key: EventKey,
  code: string,
  seats: number,
  { eventId = EVENT_ID, eventCode = EVENT_CODE } = {},
): Promise<string> {
  const signed = new TextEncoder().encode(cardSignedText(eventId, code, seats));
  const signature = await crypto.subtle.sign({ name: 'Ed25519' }, key.pair.privateKey, signed);
  return ['SHC1', eventCode, code, seats, base64Url(signature)].join('.');
}

export const amina: DoorCard = {
  code: 'K7P2QXAB',
  name: 'Amina Juma',
  seats: 3,
  typeName: 'Family',
  status: 'sent',
  admission: null,
};
export const baraka: DoorCard = {
  code: 'BRKA7788',
  name: 'Baraka Mushi',
  seats: 2,
  typeName: 'Friends',
  status: 'revoked',
  admission: null,
};
export const chausiku: DoorCard = {
  code: 'CHAU5566',
  name: 'Chausiku Ally',
  seats: 1,
  typeName: 'VIP',
  status: 'sent',
  admission: { at: todayAt('07:40'), deviceId: 'gate-one-device', deviceName: 'Gate 1' },
};

export function doorList(key: EventKey, cards: DoorCard[] = [amina, baraka, chausiku]): DoorList {
  return {
    event: {
      id: EVENT_ID,
      code: EVENT_CODE,
      name: 'Harusi ya Neema na Juma',
      startsAt: '2099-12-19T12:00:00.000Z',
      venue: 'Mlimani City Hall, Dar es Salaam',
    },
    publicKey: key.publicKey,
    cards,
    arrivals: { guests: 120, seats: 180, expectedGuests: 300, expectedSeats: 450, lastAt: null },
    at: todayAt('07:42'),
    fingerprint: 'cards-as-given-out',
    changesOnly: false,
  };
}

/** The server's word on each scan sent: admitted unless `answer` says otherwise. */
export type ScanAnswer = (
  scan: DoorScansInput['scans'][number],
  body: DoorScansInput,
) => Partial<DoorScanResult> | undefined;

export type DoorServer = {
  fetch: ReturnType<typeof vi.fn>;
  /** The bodies of the POSTs that reached the server, in order. */
  sent: DoorScansInput[];
  /** Status of the next scan POSTs (200 by default); a status of 0 is no network. */
  scanStatus: number[];
};

export function doorServer(
  list: () => DoorList | Response,
  answer: ScanAnswer = () => undefined,
): DoorServer {
  const server: DoorServer = { fetch: vi.fn(), sent: [], scanStatus: [] };
  server.fetch.mockImplementation(async (url: string, init?: RequestInit) => {
    if (!navigator.onLine) throw new TypeError('Failed to fetch');
    // The refreshes ask for the changes since the list the page holds (?since=…&list=…).
    if (url.split('?')[0] === LIST_URL) {
      const given = list();
      return given instanceof Response ? given : jsonResponse(given);
    }
    if (url === SCANS_URL && init?.method === 'POST') {
      const status = server.scanStatus.shift() ?? 200;
      if (status === 0) throw new TypeError('Failed to fetch');
      if (status !== 200) return jsonResponse({}, status);
      const body = JSON.parse(String(init.body)) as DoorScansInput;
      server.sent.push(body);
      const answered: DoorScansResult = {
        results: body.scans.map((scan) => ({
          code: scan.code,
          verdict: 'admitted',
          name: null,
          seats: null,
          typeName: null,
          admission: { at: scan.at, deviceId: body.deviceId, deviceName: body.deviceName ?? 'Neema Mushi' },
          ...answer(scan, body),
        })),
        arrivals: { guests: 121, seats: 183, expectedGuests: 300, expectedSeats: 450, lastAt: null },
      };
      return jsonResponse(answered);
    }
    return jsonResponse(
      { error: { code: 'not_found', reason: 'request.no_route', message: 'No route' } },
      404,
    );
  });
  vi.stubGlobal('fetch', server.fetch);
  return server;
}

let photoSays = '';

/** A fresh IndexedDB, and QR codes "read" from photos by a stand-in for the browser's BarcodeDetector. */
export function setUpDevice(): void {
  vi.stubGlobal('indexedDB', new IDBFactory());
  vi.stubGlobal(
    'createImageBitmap',
    vi.fn(async () => ({ width: 640, height: 640, close: () => {} })),
  );
  vi.stubGlobal(
    'BarcodeDetector',
    class {
      static async getSupportedFormats() {
        return ['qr_code'];
      }
      async detect() {
        return photoSays ? [{ rawValue: photoSays }] : [];
      }
    },
  );
}

/** The browser's word on the network, and the event it fires; back online, the browser's own word again. */
export function setOnline(value: boolean): void {
  if (value) Reflect.deleteProperty(navigator, 'onLine');
  else Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
  window.dispatchEvent(new Event(value ? 'online' : 'offline'));
}

export function renderDoor() {
  return renderWithProviders(
    <Routes>
      <Route path={paths.door(':id').replace(encodeURIComponent(':id'), ':id')} element={<DoorPage />} />
      <Route path={paths.login()} element={<p>Log in page</p>} />
    </Routes>,
    { route: paths.door(EVENT_ID) },
  );
}

/** The officer scans a photo of a card whose QR code says `text`. */
export async function scanPhoto(text: string): Promise<void> {
  photoSays = text;
  await userEvent.upload(
    screen.getByLabelText(/Scan a photo|Skani picha/),
    new File(['card'], 'card.png', { type: 'image/png' }),
  );
}

export async function typeCode(code: string, label = 'Card code', button = 'Check code'): Promise<void> {
  await userEvent.type(screen.getByLabelText(label), code);
  await userEvent.click(screen.getByRole('button', { name: button }));
}

/** The verdict's words as shown and announced. */
export const verdictText = () => screen.getByTestId('verdict').textContent ?? '';
