import type { AdminVendor, AdminVendorRequest } from '@sherehe/core/api/vendor-onboarding';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { renderRoutes, resetAppState, signInAs } from '../../../test/app-router.tsx';
import { jsonResponse } from '../../../test/render.tsx';
import { fakeServer, rehema } from '../admin-test-fixtures.ts';
import { AdminPage } from '../pages/admin-page.tsx';

let fetchMock: Mock;
beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  signInAs(rehema);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  resetAppState();
});

const fromNeema: AdminVendorRequest = {
  id: '3e4f5a6b-7c8d-4e9f-8a0b-1c2d3e4f5a6b',
  requestContact: 'neema@cakes.co.tz',
  contact: 'neema@cakes.co.tz',
  contactKind: 'email',
  businessName: 'Neema Cakes & Bakes',
  businessKind: 'cakes',
  status: 'pending',
  decisionNote: null,
  account: {
    id: '4f5a6b7c-8d9e-4f0a-9b1c-2d3e4f5a6b7c',
    name: 'Neema Cakes',
    userRole: 'user',
    disabled: false,
  },
  invited: false,
  createdAt: '2025-06-01T07:15:00.000Z',
  updatedAt: '2025-06-01T07:15:00.000Z',
};
const byPhone: AdminVendorRequest = {
  ...fromNeema,
  id: '5a6b7c8d-9e0f-4a1b-8c2d-3e4f5a6b7c8d',
  requestContact: '0754 318 220',
  contact: '+255754318220',
  contactKind: 'phone',
  account: null,
};
const pili: AdminVendor = {
  id: '6b7c8d9e-0f1a-4b2c-9d3e-4f5a6b7c8d9e',
  userId: '7c8d9e0f-1a2b-4c3d-8e4f-5a6b7c8d9e0f',
  businessName: 'Pili Kitchen Catering',
  city: 'Moshi',
  ownerName: 'Mama Pili',
  ownerEmail: 'pili@kitchen.co.tz',
  ownerPhone: '+255754100200',
  status: 'active',
  suspendedReason: null,
  listingCount: 7,
  createdAt: '2025-03-01T08:00:00.000Z',
};

function renderSection(section: string) {
  return renderRoutes(
    [{ path: '/event-planners/admin', Component: AdminPage }],
    `/event-planners/admin?section=${section}`,
  );
}

function cardOf(text: string) {
  const item = screen.getByText(text).closest('li');
  if (!item) throw new Error(`no card for ${text}`);
  return within(item);
}

describe('vendor requests', () => {
  it('lists pending requests and approves one with a note, making the account a vendor', async () => {
    let decided = false;
    const seen = fakeServer(fetchMock, ({ method, url }) => {
      if (method === 'POST') {
        decided = true;
        return jsonResponse({ ...fromNeema, status: 'approved', decisionNote: 'Real bakery' });
      }
      if (url.pathname === '/api/v1/admin/vendor-requests') {
        return jsonResponse({ requests: decided ? [byPhone] : [fromNeema, byPhone], nextCursor: null });
      }
      return jsonResponse({ events: [] });
    });
    // Three days and a few hours after Neema's request, in Dar es Salaam.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2025-06-04T12:00:00Z') });
    renderSection('vendor-requests');
    expect(await screen.findByText('neema@cakes.co.tz')).toBeTruthy();
    expect(seen[0]?.url.searchParams.get('status')).toBe('pending');
    expect(screen.getByText('Oldest first: whoever has waited longest is at the top.')).toBeTruthy();
    // Who asks and since when: how long ago, and the date and time.
    const received = cardOf('neema@cakes.co.tz').getByText('Received').nextElementSibling;
    expect(received?.textContent).toBe('3 days ago · 1 Jun 2025, 10:15');
    expect(cardOf('neema@cakes.co.tz').getByText('Neema Cakes (Customer)')).toBeTruthy();
    // What the applicant said of their business.
    expect(cardOf('neema@cakes.co.tz').getByText('Neema Cakes & Bakes')).toBeTruthy();
    expect(cardOf('neema@cakes.co.tz').getByText('Cakes')).toBeTruthy();
    expect(cardOf('+255 754 318 220').getByText('No account uses this contact yet')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Approve the request from neema@cakes.co.tz' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve neema@cakes.co.tz?' });
    expect(within(dialog).getByText(/Neema Cakes's account becomes a vendor account/)).toBeTruthy();
    await userEvent.type(within(dialog).getByLabelText(/Note for the history/), 'Real bakery');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Neema Cakes is now a vendor.')).toBeTruthy();
    const post = seen.find((request) => request.method === 'POST');
    expect(post?.url.pathname).toBe(`/api/v1/admin/vendor-requests/${fromNeema.id}/approve`);
    expect(post?.body).toEqual({ note: 'Real bakery' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('explains that approving a contact without an account sends an invitation', async () => {
    fakeServer(fetchMock, () => jsonResponse({ requests: [byPhone], nextCursor: null }));
    renderSection('vendor-requests');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Approve the request from +255 754 318 220' }),
    );
    expect(await screen.findByText(/We send an invitation to \+255 754 318 220/)).toBeTruthy();
  });

  it('asks for a note before rejecting, then sends it', async () => {
    const seen = fakeServer(fetchMock, ({ method }) =>
      method === 'POST'
        ? jsonResponse({ ...fromNeema, status: 'rejected', decisionNote: 'Not an event business' })
        : jsonResponse({ requests: [fromNeema], nextCursor: null }),
    );
    renderSection('vendor-requests');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Reject the request from neema@cakes.co.tz' }),
    );
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(within(dialog).getByText('Please write a note.')).toBeTruthy();
    expect(seen.some((request) => request.method === 'POST')).toBe(false);
    await userEvent.type(within(dialog).getByLabelText('Why is it rejected?'), 'Not an event business');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('The request from neema@cakes.co.tz was rejected.')).toBeTruthy();
    expect(seen.find((request) => request.method === 'POST')?.body).toEqual({
      note: 'Not an event business',
    });
  });

  it('filters by status in the address and shows a request history', async () => {
    const approved = { ...fromNeema, status: 'approved' as const, invited: true, account: null };
    const seen = fakeServer(fetchMock, ({ url }) =>
      url.pathname.endsWith('/events')
        ? jsonResponse({
            events: [
              {
                id: 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d',
                status: 'approved',
                note: 'Called her',
                actorName: 'Rehema Admin',
                createdAt: '2025-06-02T07:00:00.000Z',
              },
              {
                id: 'b2c3d4e5-f6a7-4b8c-9d0e-1f2a3b4c5d6e',
                status: 'invited',
                note: null,
                actorName: 'Rehema Admin',
                createdAt: '2025-06-02T07:00:01.000Z',
              },
            ],
          })
        : jsonResponse({
            requests: url.searchParams.get('status') === 'approved' ? [approved] : [],
            nextCursor: null,
          }),
    );
    renderSection('vendor-requests');
    expect(await screen.findByText(/No requests are waiting/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Approved' }));
    expect(await screen.findByText('Invitation sent')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Approved' }).getAttribute('aria-pressed')).toBe('true');
    await userEvent.click(screen.getByRole('button', { name: 'History' }));
    expect(await screen.findByText('“Called her”')).toBeTruthy();
    expect(screen.getByText('Request received')).toBeTruthy();
    expect(seen.at(-1)?.url.pathname).toBe(`/api/v1/admin/vendor-requests/${fromNeema.id}/events`);
  });

  it('speaks Swahili', async () => {
    await i18next.changeLanguage('sw');
    fakeServer(fetchMock, () => jsonResponse({ requests: [fromNeema], nextCursor: null }));
    renderSection('vendor-requests');
    expect(await screen.findByRole('heading', { name: 'Maombi ya wauzaji' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Idhinisha ombi la neema@cakes.co.tz' })).toBeTruthy();
  });
});

describe('vendors', () => {
  it('searches, suspends with a reason and reinstates', async () => {
    let current = pili;
    const seen = fakeServer(fetchMock, ({ method, url, body }) => {
      if (method === 'POST') {
        current = url.pathname.endsWith('/suspend')
          ? { ...pili, status: 'suspended', suspendedReason: (body as { reason: string }).reason }
          : pili;
        return jsonResponse(current);
      }
      return jsonResponse({ vendors: [current], nextCursor: null });
    });
    renderSection('vendors');
    expect(await screen.findByText('Pili Kitchen Catering')).toBeTruthy();
    expect(cardOf('Pili Kitchen Catering').getByText('pili@kitchen.co.tz · +255 754 100 200')).toBeTruthy();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search vendors' }), 'pili{Enter}');
    expect(seen.some((request) => request.url.searchParams.get('q') === 'pili')).toBe(true);

    await userEvent.click(screen.getByRole('button', { name: 'Suspend Pili Kitchen Catering' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suspend Pili Kitchen Catering?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    expect(within(dialog).getByText('Please write a note.')).toBeTruthy();
    await userEvent.type(within(dialog).getByLabelText(/Reason/), 'Fake photos');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    expect(await screen.findByText('Pili Kitchen Catering is suspended.')).toBeTruthy();
    expect(await screen.findByText('Suspended: Fake photos')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Reinstate Pili Kitchen Catering' }));
    const again = await screen.findByRole('dialog', { name: 'Reinstate Pili Kitchen Catering?' });
    await userEvent.click(within(again).getByRole('button', { name: 'Reinstate' }));
    expect(await screen.findByText('Pili Kitchen Catering is active again.')).toBeTruthy();
    expect(
      seen.filter((request) => request.method === 'POST').map((request) => request.url.pathname),
    ).toEqual([`/api/v1/admin/vendors/${pili.id}/suspend`, `/api/v1/admin/vendors/${pili.id}/reinstate`]);
  });

  it('opens a shop’s monthly statement: the last twelve months, each as the CSV and PDF the vendor downloads', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-30T22:30:00Z'), toFake: ['Date'] }); // 1 December in Dar es Salaam
    try {
      fakeServer(fetchMock, () => jsonResponse({ vendors: [pili], nextCursor: null }));
      renderSection('vendors');
      await userEvent.click(
        await screen.findByRole('button', { name: 'Monthly statement of Pili Kitchen Catering' }),
      );
      const dialog = await screen.findByRole('dialog', {
        name: 'Monthly statement of Pili Kitchen Catering',
      });
      const month = within(dialog).getByRole('combobox', { name: 'Month' });
      const options = within(month).getAllByRole('option');
      expect(options).toHaveLength(12);
      expect(options[0]?.textContent).toBe('December 2026');
      await userEvent.selectOptions(month, '2026-11');
      expect(within(dialog).getByRole('link', { name: 'Download PDF' }).getAttribute('href')).toBe(
        `/api/v1/admin/vendors/${pili.id}/statements/2026-11/export?format=pdf&language=en`,
      );
      expect(within(dialog).getByRole('link', { name: 'Download CSV' }).getAttribute('href')).toContain(
        'format=csv',
      );
    } finally {
      vi.useRealTimers();
    }
  });
});
