import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { renderRoutes, resetAppState, signInAs } from '../../../test/app-router.tsx';
import { neema } from '../../../test/auth-fixtures.ts';
import { jsonResponse } from '../../../test/render.tsx';
import { amina, EVENT, fakeEventServer, ledgerPage, PLEDGE } from '../manage-test-fixtures.ts';
import { ManageEventPage } from '../pages/manage-event-page.tsx';

const BARAKA = 'e18d9cae-1f20-4bd2-a3e4-6f708192a3b5';

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

const renderLedger = () =>
  renderRoutes(
    [{ path: '/event-planners/events/:id', Component: ManageEventPage }],
    `/event-planners/events/${EVENT}`,
  );

const invited = (added: number, alreadyGuests: number) => (request: { method: string; url: URL }) =>
  request.method === 'POST' && request.url.pathname.endsWith('/guests/from-pledges')
    ? jsonResponse({ added, alreadyGuests }, 201)
    : undefined;

describe('inviting contributors of the ledger as guests', () => {
  it('invites one contributor from their pledge, on the side chosen', async () => {
    const seen = fakeEventServer(fetchMock, 'secretary', invited(1, 0));
    renderLedger();
    await userEvent.click(await screen.findByRole('button', { name: 'Open the pledge of Amina Juma' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pledge of Amina Juma' });
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Invite as a guest' }));
    expect(within(dialog).getByText('Invite Amina Juma as a guest?')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('radio', { name: "Groom's side" }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Invite' }));
    expect(await screen.findByText('Amina Juma is on the guest list.')).toBeTruthy();
    const post = seen.find((request) => request.method === 'POST');
    expect(post?.url.pathname).toBe(`/api/v1/events/${EVENT}/guests/from-pledges`);
    expect(post?.body).toEqual({ pledgeIds: [PLEDGE], side: 'groom' });
  });

  it('invites everyone the ledger shows and says how many were added and already there, in Swahili', async () => {
    await i18next.changeLanguage('sw');
    const baraka = { ...amina, id: BARAKA, name: 'Baraka Mollel', phone: '+255687000111' };
    const seen = fakeEventServer(fetchMock, 'host', (request) =>
      request.url.pathname.endsWith('/ledger')
        ? jsonResponse(ledgerPage([amina, baraka]))
        : invited(1, 1)(request),
    );
    renderLedger();
    await screen.findByRole('button', { name: 'Fungua ahadi ya Baraka Mollel' });
    await userEvent.click(screen.getByRole('button', { name: 'Alika kama wageni' }));
    const dialog = screen.getByRole('dialog', { name: 'Waalike wachangiaji 2 wanaoonekana?' });
    expect(within(dialog).getByText(/Wachangiaji 2 wanaoonekana kwenye michango/)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Alika 2' }));
    expect(
      await screen.findByText('1 ameongezwa kwenye orodha ya wageni, 1 tayari yuko kwenye orodha.'),
    ).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(seen.find((request) => request.method === 'POST')?.body).toEqual({
      pledgeIds: [amina.id, BARAKA],
      side: 'either',
    });
  });

  it('is not offered to a treasurer, who does not keep the guest list', async () => {
    fakeEventServer(fetchMock, 'treasurer');
    renderLedger();
    await userEvent.click(await screen.findByRole('button', { name: 'Open the pledge of Amina Juma' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pledge of Amina Juma' });
    await within(dialog).findByText('Payments');
    expect(within(dialog).queryByRole('button', { name: 'Invite as a guest' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Invite as guests' })).toBeNull();
  });
});
