import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { renderRoutes, resetAppState, signInAs } from '../../../test/app-router.tsx';
import { neema } from '../../../test/auth-fixtures.ts';
import { refusalResponse } from '../../../test/refusal.ts';
import { jsonResponse } from '../../../test/render.tsx';
import {
  aminaGuest,
  doorArrivals,
  EVENT,
  type FakeRequest,
  fakeEventServer,
  GUEST,
  GUEST_2,
  guestsPage,
  mzeeGuest,
} from '../manage-test-fixtures.ts';
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

const renderGuests = () =>
  renderRoutes(
    [{ path: '/event-planners/events/:id', Component: ManageEventPage }],
    `/event-planners/events/${EVENT}?tab=guests`,
  );

const listCalls = (seen: FakeRequest[]) =>
  seen.filter((request) => request.method === 'GET' && request.url.pathname.endsWith('/guests'));

const guestRow = async (name: string) =>
  (await screen.findByText(name, { selector: 'th span' })).closest('tr') as HTMLElement;

describe('the Guests tab', () => {
  it('shows a member the counts and the guests, and nothing to change', async () => {
    const seen = fakeEventServer(fetchMock, 'member');
    renderRoutes(
      [{ path: '/event-planners/events/:id', Component: ManageEventPage }],
      `/event-planners/events/${EVENT}`,
    );
    await userEvent.click(await screen.findByRole('tab', { name: 'Guests' }));
    expect(screen.getByRole('tab', { name: 'Guests' }).getAttribute('aria-selected')).toBe('true');

    const counts = await screen.findByRole('region', { name: 'The guest list in numbers' });
    expect(within(counts).getByText('120')).toBeTruthy();
    expect(within(counts).getByText('185')).toBeTruthy();
    expect(counts.querySelector('[data-count="bride"]')?.textContent).toBe("Bride's side5080 seats");
    expect(counts.querySelector('[data-count="pledged"]')?.textContent).toBe(
      'With a pledge4025 paid in full',
    );

    const amina = await guestRow('Amina Juma');
    expect(amina.textContent).toContain('Familia ya Juma');
    expect(amina.textContent).toContain("Bride's");
    expect(amina.textContent).toContain('+255 754 123 456');
    expect(within(amina).getByText('Partly paid')).toBeTruthy();
    const mzee = await guestRow('Mzee Saidi');
    expect(mzee.textContent).toContain('No pledge');
    expect(mzee.textContent).toContain('Comes with his grandchildren');
    expect(screen.getByText('1–2 of 2')).toBeTruthy();
    expect(listCalls(seen)[0]?.url.search).toBe('?sort=name&dir=asc&limit=50');

    expect(screen.queryByRole('button', { name: /Add guest|Import|Edit|Remove/ })).toBeNull();
    expect(screen.queryByRole('link', { name: /Download/ })).toBeNull();
  });

  it('lets a treasurer download the list (as the ledger), not change it', async () => {
    fakeEventServer(fetchMock, 'treasurer');
    renderGuests();
    await guestRow('Amina Juma');
    expect(screen.getByRole('link', { name: 'Download Excel' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Add guest|Import|Edit|Remove/ })).toBeNull();
  });

  it('shows arrivals at the door as they come, and who has arrived', async () => {
    let arrived = 0;
    const seen = fakeEventServer(fetchMock, 'host', ({ url }) => {
      if (url.pathname.endsWith('/door/arrivals')) return jsonResponse(doorArrivals(arrived, arrived * 2));
      if (url.pathname.endsWith('/guests')) {
        const rows = [{ ...aminaGuest, arrivedAt: arrived ? '2026-12-19T15:40:00.000Z' : null }, mzeeGuest];
        const page = guestsPage(rows);
        return jsonResponse({
          ...page,
          counts: { ...page.counts, arrived: { guests: arrived, seats: arrived * 2 } },
        });
      }
      return undefined;
    });
    const { queryClient } = renderGuests();
    const door = await screen.findByRole('region', { name: 'At the door' });
    expect(door.textContent).toContain('0 guests in (0 seats) of 30 cards given out');
    expect(within(door).getByRole('link', { name: 'Open the door page' }).getAttribute('href')).toBe(
      `/event-planners/door/${EVENT}`,
    );
    // The gate admits Amina: the next asking shows her, and the list is fetched again to say so on her row.
    arrived = 1;
    const before = listCalls(seen).length;
    await queryClient.refetchQueries({ queryKey: ['events', 'event', EVENT, 'arrivals'] });
    await waitFor(() => expect(door.textContent).toContain('1 guest in (2 seats) of 30 cards given out'));
    expect(door.textContent).toContain('Last arrival at 18:40');
    await waitFor(() => expect(listCalls(seen).length).toBeGreaterThan(before));
    expect((await guestRow('Amina Juma')).textContent).toContain('Arrived at 18:40');

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Arrival' }), 'Not arrived yet');
    await waitFor(() => expect(listCalls(seen).at(-1)?.url.searchParams.get('arrived')).toBe('no'));
  });

  it('sends the search, filters and order to the server', async () => {
    const seen = fakeEventServer(fetchMock, 'secretary');
    renderGuests();
    await guestRow('Amina Juma');
    expect(screen.getByRole('link', { name: 'Download CSV' }).getAttribute('href')).toBe(
      `/api/v1/events/${EVENT}/guests/export?format=csv&language=en`,
    );
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Side' }), "Groom's side");
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Group' }), 'Kazini');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Pledge' }), 'Not paid');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Newest first');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search guests' }), 'mushi');
    await waitFor(() =>
      expect(listCalls(seen).at(-1)?.url.search).toBe(
        '?q=mushi&side=groom&group=Kazini&pledge=unpaid&sort=newest&dir=desc&limit=50',
      ),
    );
  });

  it('adds a guest with what was typed, and says a phone already on the list at the phone, in both languages', async () => {
    let taken = false;
    const seen = fakeEventServer(fetchMock, 'secretary', ({ method, url }) => {
      if (method !== 'POST' || !url.pathname.endsWith('/guests')) return undefined;
      return taken
        ? refusalResponse(409, 'conflict', 'guest.phone_taken', { params: { name: 'Amina Juma' } })
        : jsonResponse(aminaGuest, 201);
    });
    renderGuests();
    await userEvent.click(await screen.findByRole('button', { name: 'Add guest' }));
    let dialog = screen.getByRole('dialog', { name: 'Add guest' });
    await userEvent.type(within(dialog).getByLabelText('Name'), 'Amina Juma');
    await userEvent.type(within(dialog).getByLabelText('Mobile number (optional)'), '0754 123 456');
    await userEvent.type(
      within(dialog).getByRole('combobox', { name: /Household or group/ }),
      'Familia ya Juma',
    );
    await userEvent.click(within(dialog).getByRole('radio', { name: "Bride's side" }));
    const seats = within(dialog).getByLabelText('Seats on the card');
    await userEvent.clear(seats);
    await userEvent.type(seats, '2');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add guest' }));
    expect(await screen.findByText('Amina Juma is on the guest list.')).toBeTruthy();
    expect(seen.find((request) => request.method === 'POST')?.body).toEqual({
      name: 'Amina Juma',
      phone: '0754 123 456',
      email: '',
      group: 'Familia ya Juma',
      side: 'bride',
      seats: 2,
      notes: '',
    });

    taken = true;
    await userEvent.click(screen.getByRole('button', { name: 'Add guest' }));
    dialog = screen.getByRole('dialog', { name: 'Add guest' });
    await userEvent.type(within(dialog).getByLabelText('Name'), 'Bi Amina');
    await userEvent.type(within(dialog).getByLabelText('Mobile number (optional)'), '0754123456');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add guest' }));
    const phone = within(dialog).getByLabelText('Mobile number (optional)');
    await waitFor(() => expect(phone.getAttribute('aria-invalid')).toBe('true'));
    expect(
      within(dialog).getByText('A guest with this phone is already on the list: Amina Juma.'),
    ).toBeTruthy();
    expect(within(dialog).queryByRole('alert')).toBeNull();

    await i18next.changeLanguage('sw');
    expect(
      await within(dialog).findByText('Mgeni mwenye simu hii tayari yuko kwenye orodha: Amina Juma.'),
    ).toBeTruthy();
    expect(within(dialog).getByLabelText('Namba ya simu (si lazima)').getAttribute('aria-invalid')).toBe(
      'true',
    );
  });

  it('changes a guest and removes one after asking', async () => {
    const seen = fakeEventServer(fetchMock, 'host', ({ method }) => {
      if (method === 'PATCH') return jsonResponse({ ...aminaGuest, seats: 3 });
      if (method === 'DELETE') return new Response(null, { status: 204 });
      return undefined;
    });
    renderGuests();
    await guestRow('Amina Juma');
    await userEvent.click(screen.getByRole('button', { name: 'Edit Amina Juma' }));
    const dialog = screen.getByRole('dialog', { name: 'Change Amina Juma' });
    expect((within(dialog).getByLabelText('Mobile number (optional)') as HTMLInputElement).value).toBe(
      '+255 754 123 456',
    );
    const seats = within(dialog).getByLabelText('Seats on the card');
    await userEvent.clear(seats);
    await userEvent.type(seats, '3');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Amina Juma is changed.')).toBeTruthy();
    const patch = seen.find((request) => request.method === 'PATCH');
    expect(patch?.url.pathname).toBe(`/api/v1/events/${EVENT}/guests/${GUEST}`);
    expect(patch?.body).toMatchObject({
      name: 'Amina Juma',
      seats: 3,
      side: 'bride',
      group: 'Familia ya Juma',
    });

    await userEvent.click(screen.getByRole('button', { name: 'Remove Mzee Saidi' }));
    const confirm = screen.getByRole('dialog', { name: 'Remove Mzee Saidi from the guest list?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Remove guest' }));
    expect(await screen.findByText('Mzee Saidi is removed from the guest list.')).toBeTruthy();
    expect(seen.find((request) => request.method === 'DELETE')?.url.pathname).toBe(
      `/api/v1/events/${EVENT}/guests/${GUEST_2}`,
    );
  });

  it('imports a file as it is and words each refused line', async () => {
    const seen = fakeEventServer(fetchMock, 'secretary', ({ url }) =>
      url.pathname.endsWith('/guests/import')
        ? jsonResponse({
            added: 3,
            updated: 1,
            rejected: [
              { line: 4, reason: 'guest.phone_invalid' },
              { line: 6, reason: 'guest.seats_invalid', params: { max: 10 } },
            ],
          })
        : undefined,
    );
    renderGuests();
    await userEvent.click(await screen.findByRole('button', { name: 'Import' }));
    const dialog = screen.getByRole('dialog', { name: 'Import guests' });
    expect(within(dialog).getByText('Name, Phone, Email, Group, Side, Seats, Notes')).toBeTruthy();
    const workbook = new File([new Uint8Array([80, 75, 3, 4])], 'wageni.xlsx');
    await userEvent.upload(within(dialog).getByLabelText('CSV or Excel file'), workbook);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(await within(dialog).findByText('3 guests added.')).toBeTruthy();
    expect(within(dialog).getByText('1 guest updated.')).toBeTruthy();
    expect(
      within(dialog).getByText('Line 4: Enter a Tanzanian mobile number, for example 0754 123 456.'),
    ).toBeTruthy();
    expect(within(dialog).getByText('Line 6: A card admits from 1 to 10 people.')).toBeTruthy();
    const post = seen.find((request) => request.method === 'POST');
    expect(post?.url.pathname).toBe(`/api/v1/events/${EVENT}/guests/import`);
    expect(post?.headers['Content-Type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    const sent = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')?.[1] as RequestInit;
    expect(sent.body).toBe(workbook);
  });

  it('says what to do with an empty list, and goes to the ledger to invite contributors', async () => {
    fakeEventServer(fetchMock, 'host', ({ url }) =>
      url.pathname.endsWith('/guests')
        ? jsonResponse({
            ...guestsPage([]),
            counts: {
              guests: 0,
              seats: 0,
              bySide: {
                bride: { guests: 0, seats: 0 },
                groom: { guests: 0, seats: 0 },
                either: { guests: 0, seats: 0 },
              },
              pledged: 0,
              paid: 0,
              cards: { waiting: 0, sent: 0 },
              rsvp: {
                bride: { yes: 0, seatsComing: 0, no: 0, unanswered: 0 },
                groom: { yes: 0, seatsComing: 0, no: 0, unanswered: 0 },
                either: { yes: 0, seatsComing: 0, no: 0, unanswered: 0 },
              },
            },
            groups: [],
          })
        : undefined,
    );
    renderGuests();
    expect(await screen.findByText('No guests yet.')).toBeTruthy();
    expect(screen.getByText(/Add guests one by one, import a CSV or Excel file/)).toBeTruthy();
    expect(screen.queryByRole('searchbox', { name: 'Search guests' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Invite contributors from the ledger' }));
    expect(screen.getByRole('tab', { name: 'Ledger' }).getAttribute('aria-selected')).toBe('true');
  });

  it("words the guest list's changes in the history, in Swahili too", async () => {
    await i18next.changeLanguage('sw');
    const entry = (action: string, details: Record<string, string | number>, minute: number) => ({
      id: `cf6b7a8c-9d0e-4fb0-81c2-4d5e6f7081${String(minute).padStart(2, '0')}`,
      at: `2026-11-24T11:${String(minute).padStart(2, '0')}:00.000Z`,
      actorName: 'Neema Mushi',
      action,
      details,
    });
    fakeEventServer(fetchMock, 'member', ({ url }) =>
      url.pathname.endsWith('/history')
        ? jsonResponse({
            entries: [
              entry('guests_imported', { added: 58, updated: 3 }, 14),
              entry('guests_added_from_pledges', { added: 2 }, 13),
              entry('guest_removed', { name: 'Mzee Saidi' }, 12),
              entry('guest_updated', { name: 'Amina Juma' }, 11),
              entry('guest_added', { name: 'Amina Juma' }, 10),
            ],
            nextCursor: null,
          })
        : undefined,
    );
    renderRoutes(
      [{ path: '/event-planners/events/:id', Component: ManageEventPage }],
      `/event-planners/events/${EVENT}?tab=history`,
    );
    expect(await screen.findByText('Wageni wameingizwa')).toBeTruthy();
    for (const words of [
      'Wachangiaji wamealikwa kama wageni',
      'Mgeni ameondolewa',
      'Taarifa za mgeni zimebadilishwa',
      'Mgeni ameongezwa',
    ]) {
      expect(screen.getByText(words)).toBeTruthy();
    }
    expect(screen.getByText('58')).toBeTruthy();
  });
});
