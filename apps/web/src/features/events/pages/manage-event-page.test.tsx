import { todayInTanzania } from '@sherehe/core/booking-rules';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { LocationProbe, renderRoutes, resetAppState, signInAs } from '../../../test/app-router.tsx';
import { neema } from '../../../test/auth-fixtures.ts';
import { refusalResponse } from '../../../test/refusal.ts';
import { jsonResponse } from '../../../test/render.tsx';
import { amina, EVENT, fakeEventServer, ledgerPage, PAYMENT, PLEDGE } from '../manage-test-fixtures.ts';
import { ManageEventPage } from './manage-event-page.tsx';

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

const renderEvent = (search = '') =>
  renderRoutes(
    [
      { path: '/event-planners/events/:id', Component: ManageEventPage },
      { path: '*', Component: LocationProbe },
    ],
    `/event-planners/events/${EVENT}${search}`,
  );

const ledgerCalls = (seen: { method: string; url: URL }[]) =>
  seen.filter((request) => request.method === 'GET' && request.url.pathname.endsWith('/ledger'));

async function openAmina() {
  await userEvent.click(await screen.findByRole('button', { name: 'Open the pledge of Amina Juma' }));
  const dialog = await screen.findByRole('dialog', { name: 'Pledge of Amina Juma' });
  await within(dialog).findByText('Payments');
  return dialog;
}

describe('the committee page of an event', () => {
  it('sends a signed-out person to sign in first', async () => {
    resetAppState();
    renderEvent();
    expect((await screen.findByTestId('location')).textContent).toBe('/event-planners/login');
  });

  it('says when there is no such event or the viewer is not on its committee', async () => {
    fakeEventServer(fetchMock, 'host', ({ url }) =>
      url.pathname === `/api/v1/events/${EVENT}`
        ? refusalResponse(404, 'not_found', 'event.not_found')
        : undefined,
    );
    renderEvent();
    expect(await screen.findByText(/There is no such event, or you are not on its committee/)).toBeTruthy();
  });

  it('sends a gate officer to the door, whose page it is', async () => {
    fakeEventServer(fetchMock, 'gate', ({ url }) =>
      url.pathname === `/api/v1/events/${EVENT}`
        ? refusalResponse(403, 'forbidden', 'event.door_only')
        : undefined,
    );
    renderEvent();
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe(`/event-planners/door/${EVENT}`),
    );
  });

  it('offers the door to those who may check guests in, not to a treasurer', async () => {
    fakeEventServer(fetchMock, 'secretary');
    renderEvent();
    const door = await screen.findByRole('link', { name: 'Door: check guests in' });
    expect(door.getAttribute('href')).toBe(`/event-planners/door/${EVENT}`);
  });

  it('shows the host the event, its figures, the public link and every action', async () => {
    fakeEventServer(fetchMock, 'host');
    renderEvent();
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Harusi ya Neema na Juma');
    expect(screen.getByText('Open to pledges')).toBeTruthy();
    expect(screen.getByText('19 Dec 2026, 15:00')).toBeTruthy(); // Dar es Salaam time
    expect(screen.getByText('TZS 10,000,000')).toBeTruthy();
    expect(screen.getByText('TZS 3,500,000')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: '25% of the target paid' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Edit event' }).getAttribute('href')).toBe(
      `/event-planners/events/${EVENT}/edit`,
    );
    expect(screen.getByRole('link', { name: 'Open the page to share' }).getAttribute('href')).toBe(
      '/event-planners/e/K7P2QX',
    );
    expect(screen.getByRole('button', { name: 'Close to new pledges' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Download CSV' }).getAttribute('href')).toBe(
      `/api/v1/events/${EVENT}/ledger/export?format=csv&language=en`,
    );
    expect(screen.getByRole('link', { name: 'Download Excel' }).getAttribute('href')).toBe(
      `/api/v1/events/${EVENT}/ledger/export?format=xlsx&language=en`,
    );
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Ledger',
      'Guests',
      'Money',
      'Committee',
      'Reminders',
      'History',
    ]);
    const row = (await screen.findByRole('button', { name: 'Open the pledge of Amina Juma' })).closest('tr');
    expect(row?.textContent).toContain('+255 754 123 456');
    expect(row?.textContent).toContain('Partly paid');
  });

  it('closes the event to new pledges after asking', async () => {
    const seen = fakeEventServer(fetchMock, 'host');
    renderEvent();
    await userEvent.click(await screen.findByRole('button', { name: 'Close to new pledges' }));
    const dialog = screen.getByRole('dialog', { name: 'Close the event to new pledges?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close to new pledges' }));
    expect(await screen.findByText('The event is closed to new pledges.')).toBeTruthy();
    expect(seen.some((request) => request.method === 'POST' && request.url.pathname.endsWith('/close'))).toBe(
      true,
    );
  });

  it('shows a member the ledger and nothing to change', async () => {
    fakeEventServer(fetchMock, 'member');
    renderEvent();
    const dialog = await openAmina();
    expect(screen.getByText('Your role: Member')).toBeTruthy();
    expect(
      within(dialog).queryByRole('button', { name: /Record cash|Reverse|Change pledge|Cancel pledge/ }),
    ).toBeNull();
    expect(
      screen.queryByRole('button', { name: /Add contributor|Import CSV|Close to new pledges/ }),
    ).toBeNull();
    expect(screen.queryByRole('link', { name: /Edit event|Download/ })).toBeNull();
    expect(screen.queryByRole('tab', { name: 'Reminders' })).toBeNull();
  });

  it('lets a treasurer record cash, then shows the refreshed ledger', async () => {
    const seen = fakeEventServer(fetchMock, 'treasurer', ({ method, url }) =>
      method === 'POST' && url.pathname.endsWith('/payments') ? jsonResponse({}, 201) : undefined,
    );
    renderEvent();
    const dialog = await openAmina();
    expect(screen.queryByRole('button', { name: 'Add contributor' })).toBeNull();
    const before = ledgerCalls(seen).length;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record cash or bank payment' }));
    expect((within(dialog).getByLabelText('Amount (TZS)') as HTMLInputElement).value).toBe('150000');
    await userEvent.type(within(dialog).getByLabelText('Receipt number'), 'R-002');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record payment' }));
    expect(await screen.findByText('TZS 150,000 from Amina Juma is recorded.')).toBeTruthy();
    const post = seen.find((request) => request.method === 'POST');
    expect(post?.url.pathname).toBe(`/api/v1/events/${EVENT}/pledges/${PLEDGE}/payments`);
    expect(post?.body).toEqual({
      amountTzs: 150_000,
      method: 'cash',
      receipt: 'R-002',
      paidOn: todayInTanzania(),
    });
    await waitFor(() => expect(ledgerCalls(seen).length).toBeGreaterThan(before));
  });

  it('words a refused payment beside its field', async () => {
    fakeEventServer(fetchMock, 'treasurer', ({ method }) =>
      method === 'POST'
        ? refusalResponse(409, 'conflict', 'pledge.receipt_taken', {
            params: { receipt: 'R-001' },
            fields: [{ field: 'receipt', reason: 'pledge.receipt_taken', params: { receipt: 'R-001' } }],
          })
        : undefined,
    );
    renderEvent();
    const dialog = await openAmina();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record cash or bank payment' }));
    await userEvent.type(within(dialog).getByLabelText('Receipt number'), 'R-001');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record payment' }));
    expect(await within(dialog).findByText('Receipt R-001 is already recorded for this event.')).toBeTruthy();
  });

  it('asks for a reason before reversing a payment', async () => {
    const seen = fakeEventServer(fetchMock, 'treasurer');
    renderEvent();
    const dialog = await openAmina();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reverse the payment of TZS 50,000' }));
    expect(within(dialog).getByText('Reverse the payment of TZS 50,000?')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reverse payment' }));
    expect(within(dialog).getByText('Please write a reason.')).toBeTruthy();
    expect(seen.filter((request) => request.method === 'POST')).toHaveLength(0);
    await userEvent.type(within(dialog).getByLabelText('Why is it reversed?'), 'Recorded twice');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reverse payment' }));
    expect(await screen.findByText('The payment is reversed.')).toBeTruthy();
    const post = seen.find((request) => request.method === 'POST');
    expect(post?.url.pathname).toBe(`/api/v1/events/${EVENT}/payments/${PAYMENT}/reverse`);
    expect(post?.body).toEqual({ reason: 'Recorded twice' });
  });

  it('sends the ledger search, filter, sort and page to the server', async () => {
    const seen = fakeEventServer(fetchMock, 'member', ({ url }) =>
      url.pathname.endsWith('/ledger') ? jsonResponse(ledgerPage([amina], 120)) : undefined,
    );
    renderEvent();
    expect(await screen.findByText('1–1 of 120')).toBeTruthy();
    expect(ledgerCalls(seen)[0]?.url.search).toBe('?sort=newest&dir=desc&limit=50');

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(ledgerCalls(seen).at(-1)?.url.searchParams.get('offset')).toBe('50'));
    expect(await screen.findByText('51–51 of 120')).toBeTruthy();

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search contributors' }), 'amina');
    await waitFor(() => expect(ledgerCalls(seen).at(-1)?.url.searchParams.get('q')).toBe('amina'));
    expect(ledgerCalls(seen).at(-1)?.url.searchParams.get('offset')).toBeNull();

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Overdue');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Outstanding');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Order' }), 'Ascending');
    await waitFor(() =>
      expect(ledgerCalls(seen).at(-1)?.url.search).toBe(
        '?q=amina&status=overdue&sort=outstanding&dir=asc&limit=50',
      ),
    );
  });

  it('lets a secretary add a contributor and says when an existing pledge was updated', async () => {
    const seen = fakeEventServer(fetchMock, 'secretary', ({ method, url }) =>
      method === 'POST' && url.pathname.endsWith('/pledges')
        ? jsonResponse({ pledgeId: PLEDGE, updated: true }, 200)
        : undefined,
    );
    renderEvent();
    await userEvent.click(await screen.findByRole('button', { name: 'Add contributor' }));
    const dialog = screen.getByRole('dialog', { name: 'Add contributor' });
    await userEvent.type(within(dialog).getByLabelText('Name'), 'Amina Juma');
    await userEvent.type(within(dialog).getByLabelText('Mobile number'), '0754 123 456');
    await userEvent.type(within(dialog).getByLabelText('Pledged amount (TZS)'), '250,000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add contributor' }));
    expect(await screen.findByText('Amina Juma had pledged already: that pledge is updated.')).toBeTruthy();
    expect(seen.find((request) => request.method === 'POST')?.body).toEqual({
      name: 'Amina Juma',
      phone: '0754 123 456',
      email: '',
      amountTzs: 250_000,
      dueDate: '',
      language: 'sw',
    });
    // A secretary adds people and reminds them, but records no money.
    expect(screen.getByRole('tab', { name: 'Reminders' })).toBeTruthy();
  });

  it('imports a CSV file and words each refused line', async () => {
    const seen = fakeEventServer(fetchMock, 'secretary', ({ url }) =>
      url.pathname.endsWith('/pledges/import')
        ? jsonResponse({
            added: 2,
            updated: 1,
            rejected: [
              { line: 3, reason: 'pledge.phone_invalid' },
              { line: 5, reason: 'pledge.amount_invalid', params: { min: '1,000', max: '1,000,000,000' } },
            ],
          })
        : undefined,
    );
    renderEvent();
    await userEvent.click(await screen.findByRole('button', { name: 'Import CSV' }));
    const dialog = screen.getByRole('dialog', { name: 'Import contributors' });
    expect(within(dialog).getByText('Name, Phone, Pledged, Email, Due date')).toBeTruthy();
    const sample = within(dialog).getByRole('link', { name: 'Download a sample CSV' });
    expect(decodeURIComponent(sample.getAttribute('href') ?? '')).toContain(
      'Name,Phone,Pledged,Email,Due date',
    );
    const csv = 'Name,Phone,Pledged\nAmina,0754123456,50000\n';
    await userEvent.upload(
      within(dialog).getByLabelText('CSV file'),
      new File([csv], 'list.csv', { type: 'text/csv' }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(await within(dialog).findByText('2 contributors added.')).toBeTruthy();
    expect(within(dialog).getByText('1 pledge updated.')).toBeTruthy();
    expect(
      within(dialog).getByText('Line 3: Enter a Tanzanian mobile number, such as 0754 123 456.'),
    ).toBeTruthy();
    expect(
      within(dialog).getByText('Line 5: Pledge a whole amount between TZS 1,000 and TZS 1,000,000,000.'),
    ).toBeTruthy();
    const post = seen.find((request) => request.method === 'POST');
    expect(post?.body).toBe(csv);
    expect(post?.headers['Content-Type']).toBe('text/csv');
  });

  it('previews a reminder to the chosen contributors, then sends it', async () => {
    const seen = fakeEventServer(fetchMock, 'secretary', ({ url }) => {
      if (url.pathname.endsWith('/reminders/preview')) {
        return jsonResponse({
          recipients: 42,
          optedOut: 3,
          sample: {
            en: 'Dear Amina, a reminder of your pledge.',
            sw: 'Mpendwa Amina, tunakukumbusha ahadi yako.',
          },
        });
      }
      if (url.pathname.endsWith('/reminders/send')) return jsonResponse({ sent: 42 });
      return undefined;
    });
    renderEvent('?tab=reminders');
    expect(await screen.findByText(/No reminders set/)).toBeTruthy();
    const remind = screen.getByRole('region', { name: 'Remind now' });
    await userEvent.type(within(remind).getByLabelText('Only those who owe at least (TZS)'), '10000');
    await userEvent.click(within(remind).getByRole('button', { name: 'Preview' }));
    expect(await within(remind).findByText('It reaches 42 contributors.')).toBeTruthy();
    expect(within(remind).getByText('3 replied STOP and are left out.')).toBeTruthy();
    expect(within(remind).getByText('Mpendwa Amina, tunakukumbusha ahadi yako.')).toBeTruthy();
    expect(within(remind).getByText('Dear Amina, a reminder of your pledge.')).toBeTruthy();
    await userEvent.click(within(remind).getByRole('button', { name: 'Send to 42 contributors' }));
    expect(await screen.findByText('Reminder sent to 42 contributors.')).toBeTruthy();
    const posts = seen.filter((request) => request.method === 'POST');
    expect(posts.map((request) => request.url.pathname.split('/').at(-1))).toEqual(['preview', 'send']);
    expect(posts[1]?.body).toEqual({ onlyUnpaid: true, minOutstandingTzs: 10_000 });
  });

  it('adds a reminder rule', async () => {
    const seen = fakeEventServer(fetchMock, 'secretary');
    renderEvent('?tab=reminders');
    const form = await screen.findByRole('form', { name: 'Add a rule' });
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: 'Before' }), 'the event');
    await userEvent.click(within(form).getByRole('button', { name: 'Add rule' }));
    expect(await screen.findByText('The reminder rule is added.')).toBeTruthy();
    expect(seen.find((request) => request.method === 'POST')?.body).toEqual({
      anchor: 'event',
      daysBefore: 3,
      onlyUnpaid: true,
      minOutstandingTzs: 0,
    });
  });

  it('lets the host invite to the committee, and explains the roles', async () => {
    const seen = fakeEventServer(fetchMock, 'host', ({ method }) =>
      method === 'POST' ? jsonResponse({}, 201) : undefined,
    );
    renderEvent('?tab=committee');
    const form = await screen.findByRole('form', { name: 'Invite to the committee' });
    const roles = screen.getByRole('region', { name: 'What each role can do' });
    expect(roles.textContent).toContain(
      'Treasurer: sees contributors, guests, amounts and the history, downloads the ledger, records cash and bank payments, reverses and refunds them',
    );
    // The secretary keeps the guest list.
    expect(roles.textContent).toContain('keeps the guest list: adds, imports, changes and removes guests');
    await userEvent.type(within(form).getByLabelText('Phone number or e-mail'), '0754 000 111');
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: 'Role' }), 'Treasurer');
    await userEvent.click(within(form).getByRole('button', { name: 'Invite' }));
    expect(await screen.findByText('0754 000 111 is invited.')).toBeTruthy();
    const post = seen.find((request) => request.method === 'POST');
    expect(post?.url.pathname).toBe(`/api/v1/events/${EVENT}/committee`);
    expect(post?.body).toEqual({ contact: '0754 000 111', role: 'treasurer' });
  });

  it('words the history in the language on screen', async () => {
    await i18next.changeLanguage('sw');
    fakeEventServer(fetchMock, 'member', ({ url }) =>
      url.pathname.endsWith('/history')
        ? jsonResponse({
            entries: [
              {
                id: 'cf6b7a8c-9d0e-4fb0-81c2-4d5e6f708192',
                at: '2026-11-24T11:20:00.000Z',
                actorName: 'Baraka Mollel',
                action: 'payment_recorded',
                details: { name: 'Amina Juma', amountTzs: 50_000, method: 'cash' },
              },
            ],
            nextCursor: null,
          })
        : undefined,
    );
    renderEvent('?tab=history');
    expect(await screen.findByText('Malipo ya taslimu au benki yameandikwa')).toBeTruthy();
    expect(screen.getByText('TSh 50,000')).toBeTruthy();
    expect(screen.getByText('Taslimu')).toBeTruthy();
    expect(screen.getByText(/Baraka Mollel/)).toBeTruthy();
  });
});
