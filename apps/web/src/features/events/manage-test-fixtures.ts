// Answers of the events API as the server sends them, and a fake server that routes fetch calls to them, for the
// committee's page and the Account page's events.

import type { CardTypeList } from '@sherehe/core/api/cards';
import type { DoorArrivals } from '@sherehe/core/api/door';
import type { EventDetail, EventSummary } from '@sherehe/core/api/events';
import type { GuestRow, GuestsPage } from '@sherehe/core/api/guests';
import type { LedgerPage, LedgerRow, PledgeDetail } from '@sherehe/core/api/pledges';
import { type EventRole, permissionsOf } from '@sherehe/core/event-rules';
import type { Mock } from 'vitest';
import { jsonResponse } from '../../test/render.tsx';

export const EVENT = '7a1c2b3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
export const PLEDGE = '8b2d3c4e-5f6a-4b7c-9d8e-0f1a2b3c4d5e';
export const PAYMENT = '9c3e4d5f-6a7b-4c8d-8e9f-1a2b3c4d5e6f';
export const MEMBER = 'ad4f5e6a-7b8c-4d9e-8fa0-2b3c4d5e6f70';
export const RULE = 'be5a6f7b-8c9d-4eaf-80b1-3c4d5e6f7081';
export const GUEST = 'cf6b7a8c-9d0e-4fb0-81c2-4d5e6f708193';
export const GUEST_2 = 'd07c8b9d-0e1f-4ac1-92d3-5e6f70819204';
export const CARD_TYPE = 'e18d9cae-1f20-4bd2-a3e4-6f7081920315';
export const CARD_TYPE_2 = 'f29eadbf-2031-4ce3-b4f5-708192031426';
export const CARD_TOKEN = 'crd_abcdefghijklmnopqrstuv';

export function eventDetail(role: EventRole = 'host', overrides: Partial<EventDetail> = {}): EventDetail {
  return {
    id: EVENT,
    code: 'K7P2QX',
    name: 'Harusi ya Neema na Juma',
    kind: 'wedding',
    startsAt: '2026-12-19T12:00:00.000Z',
    startsAtLocal: '2026-12-19T15:00',
    venue: 'Mlimani City Hall, Dar es Salaam',
    story: '',
    coverUrl: null,
    pledgeDeadline: '2026-12-10',
    showRaised: true,
    language: 'sw',
    status: 'open',
    hostName: 'Neema Mushi',
    hidden: false,
    myRole: role,
    myPermissions: [...permissionsOf(role)],
    figures: {
      targetTzs: 10_000_000,
      pledgedTzs: 6_000_000,
      paidTzs: 2_500_000,
      outstandingTzs: 3_500_000,
      contributors: 120,
    },
    createdAt: '2026-10-01T08:00:00.000Z',
    ...overrides,
  };
}

export const amina: LedgerRow = {
  id: PLEDGE,
  name: 'Amina Juma',
  phone: '+255754123456',
  email: 'amina@example.com',
  amountTzs: 200_000,
  paidTzs: 50_000,
  outstandingTzs: 150_000,
  status: 'partly_paid',
  dueDate: '2026-12-10',
  message: 'Hongereni!',
  optedOut: false,
  createdAt: '2026-11-01T08:00:00.000Z',
};

export function ledgerPage(rows: LedgerRow[] = [amina], matching = rows.length): LedgerPage {
  return { totals: eventDetail().figures, matching, rows };
}

export const aminaGuest: GuestRow = {
  id: GUEST,
  name: 'Amina Juma',
  phone: '+255754123456',
  email: 'amina@example.com',
  group: 'Familia ya Juma',
  side: 'bride',
  seats: 2,
  notes: null,
  pledge: { id: PLEDGE, status: 'partly_paid', amountTzs: 200_000, paidTzs: 50_000 },
  card: {
    status: 'sent',
    code: 'K7P2QXAB',
    typeId: CARD_TYPE,
    typeName: 'Double',
    seats: 2,
    sentAt: '2026-11-20T09:30:00.000Z',
    link: `https://sherehe.example/event-planners/c/${CARD_TOKEN}`,
  },
  rsvp: { answer: 'yes', seats: 2, at: '2026-11-21T10:00:00.000Z', via: 'card' },
  arrivedAt: null,
  createdAt: '2026-11-02T08:00:00.000Z',
  updatedAt: '2026-11-02T08:00:00.000Z',
};

export const mzeeGuest: GuestRow = {
  id: GUEST_2,
  name: 'Mzee Saidi',
  phone: null,
  email: null,
  group: null,
  side: 'groom',
  seats: 4,
  notes: 'Comes with his grandchildren',
  pledge: null,
  card: null,
  rsvp: null,
  arrivedAt: null,
  createdAt: '2026-11-03T08:00:00.000Z',
  updatedAt: '2026-11-03T08:00:00.000Z',
};

export function guestsPage(rows: GuestRow[] = [aminaGuest, mzeeGuest], matching = rows.length): GuestsPage {
  return {
    counts: {
      guests: 120,
      seats: 185,
      bySide: {
        bride: { guests: 50, seats: 80 },
        groom: { guests: 45, seats: 70 },
        either: { guests: 25, seats: 35 },
      },
      pledged: 40,
      paid: 25,
      cards: { waiting: 6, sent: 30 },
      rsvp: {
        bride: { yes: 10, seatsComing: 18, no: 2, unanswered: 4 },
        groom: { yes: 8, seatsComing: 12, no: 1, unanswered: 3 },
        either: { yes: 1, seatsComing: 1, no: 0, unanswered: 1 },
      },
      arrived: { guests: 0, seats: 0 },
    },
    groups: ['Familia ya Juma', 'Kazini'],
    matching,
    rows,
  };
}

export function cardTypes(): CardTypeList {
  return {
    types: [
      {
        id: CARD_TYPE,
        name: 'Double',
        seats: 2,
        rule: 'now',
        amountTzs: null,
        cards: { waiting: 0, sent: 24 },
      },
      {
        id: CARD_TYPE_2,
        name: 'VIP',
        seats: 1,
        rule: 'pledge_amount',
        amountTzs: 500_000,
        cards: { waiting: 6, sent: 6 },
      },
    ],
  };
}

export function pledgeDetail(overrides: Partial<PledgeDetail> = {}): PledgeDetail {
  return {
    ...amina,
    payments: [
      {
        id: PAYMENT,
        amountTzs: 50_000,
        method: 'cash',
        status: 'received',
        receipt: 'R-001',
        paidAt: '2026-11-05T09:00:00.000Z',
        recordedBy: 'Baraka Mollel',
        reversalReason: null,
      },
    ],
    ...overrides,
  };
}

export const summary: EventSummary = {
  id: EVENT,
  code: 'K7P2QX',
  name: 'Harusi ya Neema na Juma',
  kind: 'wedding',
  startsAt: '2026-12-19T12:00:00.000Z',
  status: 'open',
  hidden: false,
  myRole: 'host',
  figures: eventDetail().figures,
};

export type FakeRequest = { method: string; url: URL; body: unknown; headers: Record<string, string> };
type Handler = (request: FakeRequest) => Response | Promise<Response> | undefined;

/**
 * Routes every fetch to the handler (its method, parsed URL, body: JSON parsed, anything else as text); what the
 * handler leaves unanswered gets the usual answers of an event the viewer has the given role on.
 */
/** Nobody in yet, of the 30 cards given out (guestsPage's counts). */
export function doorArrivals(guests = 0, seats = 0): DoorArrivals {
  return {
    guests,
    seats,
    expectedGuests: 30,
    expectedSeats: 52,
    lastAt: guests > 0 ? '2026-12-19T15:40:00.000Z' : null,
  };
}

export function fakeEventServer(fetchMock: Mock, role: EventRole, handler: Handler = () => undefined) {
  const seen: FakeRequest[] = [];
  fetchMock.mockImplementation(async (input: unknown, init?: RequestInit) => {
    const raw = init?.body === undefined ? undefined : String(init.body);
    let body: unknown = raw;
    try {
      body = raw === undefined ? undefined : JSON.parse(raw);
    } catch {
      // text/csv
    }
    const request = {
      method: init?.method ?? 'GET',
      url: new URL(String(input), 'http://localhost'),
      body,
      headers: (init?.headers ?? {}) as Record<string, string>,
    };
    seen.push(request);
    const answer = await handler(request);
    if (answer) return answer;
    const path = request.url.pathname.replace(`/api/v1/events/${EVENT}`, '');
    if (path === '') return jsonResponse(eventDetail(role));
    if (path === '/ledger') return jsonResponse(ledgerPage());
    if (path === '/guests') return jsonResponse(guestsPage());
    if (path === '/card-types') return jsonResponse(cardTypes());
    if (path === `/pledges/${PLEDGE}`) return jsonResponse(pledgeDetail());
    if (path === '/committee') return jsonResponse({ host: { name: 'Neema Mushi' }, members: [] });
    if (path === '/reminder-rules') return jsonResponse({ rules: [] });
    if (path === '/history') return jsonResponse({ entries: [], nextCursor: null });
    if (path === '/door/arrivals') return jsonResponse(doorArrivals());
    return jsonResponse({});
  });
  return seen;
}
