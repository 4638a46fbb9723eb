// The event's history words each change to its cards and each answer, in English and Swahili.
import { screen } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { renderRoutes, resetAppState, signInAs } from '../../../test/app-router.tsx';
import { neema } from '../../../test/auth-fixtures.ts';
import { jsonResponse } from '../../../test/render.tsx';
import { EVENT, fakeEventServer } from '../manage-test-fixtures.ts';
import { ManageEventPage } from '../pages/manage-event-page.tsx';

let fetchMock: Mock;
beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  signInAs(neema);
});
afterEach(async () => {
  vi.unstubAllGlobals();
  resetAppState();
  await i18next.changeLanguage('en');
});

const renderHistory = () =>
  renderRoutes(
    [{ path: '/event-planners/events/:id', Component: ManageEventPage }],
    `/event-planners/events/${EVENT}?tab=history`,
  );

describe('the history of cards', () => {
  const entry = (action: string, details: Record<string, string | number>, minute: number) => ({
    id: `cf6b7a8c-9d0e-4fb0-81c2-4d5e6f7082${String(minute).padStart(2, '0')}`,
    at: `2026-11-24T11:${String(minute).padStart(2, '0')}:00.000Z`,
    actorName: minute === 13 || minute === 18 ? null : 'Neema Mushi',
    action,
    details,
  });
  const entries = [
    entry('guest_answered', { name: 'Amina Juma', answer: 'yes', seats: 2 }, 18),
    entry('rsvp_reminded', { reminded: 12 }, 17),
    entry('card_revoked', { name: 'Mzee Saidi' }, 16),
    entry('card_resent', { name: 'Amina Juma' }, 15),
    entry('card_released', { name: 'Baraka Mollel' }, 13),
    entry('cards_sent', { sent: 3, waiting: 2, withoutPhone: 1 }, 12),
    entry('card_type_removed', { name: 'Single' }, 11),
    entry('card_type_updated', { name: 'VIP' }, 10),
    entry('card_type_added', { name: 'VIP' }, 9),
  ];

  it.each([
    [
      'en',
      [
        'A guest answered the invitation',
        'Guests reminded to answer',
        'Card revoked',
        'Card texted again',
        "Card sent: the guest's pledge was paid",
        'Invitation cards made',
        'Card type removed',
        'Card type changed',
        'Card type added',
      ],
      ['Answer:Coming', 'Seats:2', 'Reminded:12', 'Sent:3', 'Waiting:2', 'Without a phone:1'],
    ],
    [
      'sw',
      [
        'Mgeni amejibu mwaliko',
        'Wageni wamekumbushwa kujibu',
        'Kadi imefutwa',
        'Kadi imetumwa tena kwa SMS',
        'Kadi imetumwa: mgeni amelipa ahadi yake',
        'Kadi za mwaliko zimetengenezwa',
        'Aina ya kadi imeondolewa',
        'Aina ya kadi imebadilishwa',
        'Aina ya kadi imeongezwa',
      ],
      ['Jibu:Anakuja', 'Viti:2', 'Waliokumbushwa:12', 'Zimetumwa:3', 'Zinasubiri:2', 'Bila simu:1'],
    ],
  ])('words each card entry (%s)', async (language, actions, details) => {
    await i18next.changeLanguage(language);
    fakeEventServer(fetchMock, 'member', ({ url }) =>
      url.pathname.endsWith('/history') ? jsonResponse({ entries, nextCursor: null }) : undefined,
    );
    renderHistory();
    const list = (await screen.findByText(actions[0] as string)).closest('ol') as HTMLElement;
    const items = [...list.querySelectorAll('li')];
    expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual(actions);
    const pairs = [...list.querySelectorAll('dl > div')].map((pair) => pair.textContent);
    for (const pair of details) expect(pairs).toContain(pair);
  });
});
