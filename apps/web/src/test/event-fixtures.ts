// Answers of the events and pledges API as the server sends them, for the events and contribute tests.
import type { EventDetail, PublicEvent } from '@sherehe/core/api/events';
import type { ContributeResult, PledgeView } from '@sherehe/core/api/pledges';

export const EVENT_ID = '88888888-8888-4888-8888-888888888888';
export const ATTEMPT = '99999999-9999-4999-8999-999999999999';
export const PLEDGE_TOKEN = 'tok_abcdefghijklmnopqrstuvwx';

export function publicEvent(overrides: Partial<PublicEvent> = {}): PublicEvent {
  return {
    id: EVENT_ID,
    code: 'K7P2QX',
    name: 'Harusi ya Neema na Juma',
    kind: 'wedding',
    startsAt: '2099-12-19T12:00:00.000Z',
    venue: 'Mlimani City Hall, Dar es Salaam',
    story: 'We marry in December.\nKaribuni!',
    coverUrl: null,
    pledgeDeadline: '2099-12-10',
    showRaised: true,
    language: 'en',
    status: 'open',
    hostName: 'Neema Mushi',
    shareUrl: 'https://sherehe.example/event-planners/e/K7P2QX',
    acceptingPledges: true,
    raised: { targetTzs: 5_000_000, paidTzs: 1_250_000, pledgedTzs: 3_000_000 },
    contributors: 12,
    michangoFeeBps: 0,
    ...overrides,
  };
}

export function eventDetail(overrides: Partial<EventDetail> = {}): EventDetail {
  return {
    id: EVENT_ID,
    code: 'K7P2QX',
    name: 'Harusi ya Neema na Juma',
    kind: 'wedding',
    startsAt: '2099-12-19T12:00:00.000Z',
    startsAtLocal: '2099-12-19T15:00',
    venue: 'Mlimani City Hall',
    story: '',
    coverUrl: null,
    pledgeDeadline: '2099-12-10',
    showRaised: true,
    language: 'sw',
    status: 'open',
    hostName: 'Neema Mushi',
    hidden: false,
    myRole: 'host',
    myPermissions: [
      'view_ledger',
      'export',
      'edit_event',
      'manage_committee',
      'manage_contributors',
      'record_payments',
      'manage_reminders',
    ],
    figures: { targetTzs: 5_000_000, pledgedTzs: 0, paidTzs: 0, outstandingTzs: 0, contributors: 0 },
    createdAt: '2026-11-24T10:00:00.000Z',
    ...overrides,
  };
}

export function contributeResult(overrides: Partial<ContributeResult> = {}): ContributeResult {
  return { pledgeToken: PLEDGE_TOKEN, attemptId: null, ...overrides };
}

export function pledgeView(overrides: Partial<PledgeView> = {}): PledgeView {
  return {
    event: {
      code: 'K7P2QX',
      name: 'Harusi ya Neema na Juma',
      startsAt: '2099-12-19T12:00:00.000Z',
      venue: 'Mlimani City Hall',
      hostName: 'Neema Mushi',
      acceptingPledges: true,
      michangoFeeBps: 0,
    },
    name: 'Juma Said',
    phoneMasked: '+255 754 *** 456',
    amountTzs: 100_000,
    paidTzs: 40_000,
    outstandingTzs: 60_000,
    status: 'partly_paid',
    dueDate: '2099-12-10',
    payments: [
      {
        id: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa',
        amountTzs: 40_000,
        method: 'mobile_money',
        status: 'received',
        receipt: 'MP123ABC',
        paidAt: '2026-11-20T09:30:00.000Z',
      },
    ],
    openAttemptId: null,
    paymentsEnabled: true,
    minTzs: 1_000,
    maxTzs: 5_000_000,
    ...overrides,
  };
}
