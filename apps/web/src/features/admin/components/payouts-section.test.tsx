import type { AdminPayout } from '@sherehe/core/api/admin-payouts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, type Mock } from 'vitest';
import { renderRoutes } from '../../../test/app-router.tsx';
import { refusalResponse } from '../../../test/refusal.ts';
import { jsonResponse } from '../../../test/render.tsx';
import { fakeServer as anyServer, signedInAdminEachTest } from '../admin-test-fixtures.ts';
import { AdminPage } from '../pages/admin-page.tsx';

const fetchMock = signedInAdminEachTest();

const failed: AdminPayout = {
  id: '5a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  vendorId: '9e0f1a2b-3c4d-4e5f-8a6b-7c8d9e0f1a2b',
  vendorName: 'Ukumbi wa Pwani',
  eventName: null,
  phone: '+255 754 *** 456',
  amountTzs: 190_000,
  feeTzs: 0,
  status: 'failed',
  trigger: 'asked',
  failureMessage: 'Receiver wallet is not registered',
  provider: 'clickpesa',
  providerReference: 'CP-PAYOUT-1',
  createdAt: '2026-11-24T10:00:00.000Z',
  sentAt: '2026-11-24T10:00:01.000Z',
  settledAt: '2026-11-24T10:05:00.000Z',
};
const unknown: AdminPayout = {
  ...failed,
  id: '6a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  vendorName: 'Mapambo ya Amani',
  amountTzs: 420_000,
  feeTzs: 3515,
  status: 'unknown',
  trigger: 'auto',
  failureMessage: null,
  providerReference: null,
  settledAt: null,
};
const counts = { pending: 0, unknown: 1, succeeded: 4, failed: 1, reversed: 0 };

const noVendors = { holds: [], debts: [] };

/** The admin API: the vendors panel's answer (none held, none owing, unless given), every other call to `handler`. */
function fakeServer(
  fetch: Mock,
  handler: Parameters<typeof anyServer>[1],
  vendors: () => unknown = () => noVendors,
): ReturnType<typeof anyServer> {
  return anyServer(fetch, (request) =>
    request.url.pathname === '/api/v1/admin/payouts/vendors' ? jsonResponse(vendors()) : handler(request),
  );
}

function openSection() {
  renderRoutes(
    [{ path: '/event-planners/admin', Component: AdminPage }],
    '/event-planners/admin?section=payouts',
  );
}

describe('Payouts section', () => {
  it('lists payouts with counts on the chips and filters by status', async () => {
    const seen = fakeServer(fetchMock, () =>
      jsonResponse({ payouts: [unknown, failed], nextCursor: null, counts }),
    );
    openSection();
    expect(await screen.findByText('Ukumbi wa Pwani')).toBeTruthy();
    expect(screen.getByText('Receiver wallet is not registered')).toBeTruthy();
    expect(screen.getByText(/TZS 420,000 · fee TZS 3,515 ·/)).toBeTruthy();
    expect(screen.getAllByText('+255 754 *** 456')).toHaveLength(2);
    expect(screen.getByText('Asked by the vendor · clickpesa · CP-PAYOUT-1')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'All (6)' }).getAttribute('aria-pressed')).toBe('true');

    await userEvent.setup().click(screen.getByRole('button', { name: 'Failed (1)' }));
    await waitFor(() =>
      expect(seen.some((request) => request.url.searchParams.get('status') === 'failed')).toBe(true),
    );
  });

  it('names an event withdrawal by its event, and leaves asking again to its committee', async () => {
    const withdrawal: AdminPayout = {
      ...failed,
      id: '8a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
      vendorId: null,
      vendorName: null,
      eventName: 'Harusi ya Amina',
    };
    fakeServer(fetchMock, () => jsonResponse({ payouts: [withdrawal], nextCursor: null, counts }));
    openSection();
    expect(await screen.findByText('Withdrawal: Harusi ya Amina')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send again' })).toBeNull();
  });

  it('holds a vendor’s payouts with a reason, lists holds and debts, and lifts a hold', async () => {
    const held = {
      vendorId: failed.vendorId,
      vendorName: 'Ukumbi wa Pwani',
      reason: 'Customer says the hall was not ready',
      heldByName: 'Rehema Kimaro',
      heldAt: '2026-11-29T08:00:00.000Z',
      releasableTzs: 190_000,
    };
    let vendors: unknown = {
      holds: [],
      debts: [{ vendorId: unknown.vendorId, vendorName: 'Mapambo ya Amani', owedTzs: 45_000 }],
    };
    const seen = fakeServer(
      fetchMock,
      ({ method }) => {
        if (method === 'PUT') vendors = { holds: [held], debts: [] };
        if (method === 'DELETE') vendors = noVendors;
        if (method !== 'GET') return new Response(null, { status: 204 });
        return jsonResponse({ payouts: [failed], nextCursor: null, counts });
      },
      () => vendors,
    );
    openSection();
    const user = userEvent.setup();
    const debts = await screen.findByRole('region', { name: 'Vendors who owe' });
    expect(within(debts).getByText('TZS 45,000')).toBeTruthy();

    await user.click(await screen.findByRole('button', { name: 'Hold payouts' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hold the payouts of Ukumbi wa Pwani?' });
    await user.type(within(dialog).getByLabelText(/^Why/), 'Customer says the hall was not ready');
    await user.click(within(dialog).getByRole('button', { name: 'Hold payouts' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const put = seen.find((request) => request.method === 'PUT');
    expect(put?.url.pathname).toBe(`/api/v1/admin/vendors/${failed.vendorId}/payout-hold`);
    expect(put?.body).toEqual({ reason: 'Customer says the hall was not ready' });

    const holds = await screen.findByRole('region', { name: 'Payouts held' });
    expect(within(holds).getByText('Customer says the hall was not ready')).toBeTruthy();
    expect(within(holds).getByText(/TZS 190,000 waiting/)).toBeTruthy();
    await user.click(within(holds).getByRole('button', { name: 'Lift the hold' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Payouts held' })).toBeNull());
    expect(seen.some((request) => request.method === 'DELETE')).toBe(true);
  });

  it('sends a failed payout again after confirming, wording a refusal by its reason', async () => {
    let refused = false;
    const seen = fakeServer(fetchMock, ({ method }) => {
      if (method === 'POST') {
        if (!refused) {
          refused = true;
          return refusalResponse(422, 'business_rule', 'payouts.no_account');
        }
        return jsonResponse(
          { ...failed, id: '7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d', status: 'pending' },
          201,
        );
      }
      return jsonResponse({ payouts: [failed], nextCursor: null, counts });
    });
    openSection();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Send again' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send money to Ukumbi wa Pwani again?' });
    await user.click(within(dialog).getByRole('button', { name: 'Send again' }));
    expect(
      await within(dialog).findByText('Add the mobile money number your money goes to first.'),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Send again' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const posts = seen.filter((request) => request.method === 'POST');
    expect(posts).toHaveLength(2);
    expect(posts[0]?.url.pathname).toBe(`/api/v1/admin/payouts/${failed.id}/retry`);
  });

  it('settles an unknown payout by hand with an outcome and a note, both required', async () => {
    const seen = fakeServer(fetchMock, ({ method }) =>
      method === 'POST'
        ? jsonResponse({ ...unknown, status: 'succeeded', settledAt: '2026-11-24T11:00:00.000Z' })
        : jsonResponse({ payouts: [unknown], nextCursor: null, counts }),
    );
    openSection();
    const user = userEvent.setup();
    expect(screen.queryByRole('button', { name: 'Send again' })).toBeNull();
    await user.click(await screen.findByRole('button', { name: 'Settle by hand' }));
    const dialog = await screen.findByRole('dialog', { name: 'Settle the payout of TZS 420,000' });
    expect(within(dialog).getByText(/provider's dashboard/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Settle' }));
    expect(within(dialog).getByText("Choose what the provider's records show.")).toBeTruthy();
    await user.click(within(dialog).getByLabelText('Paid: the money reached the vendor'));
    await user.click(within(dialog).getByRole('button', { name: 'Settle' }));
    expect(
      within(dialog).getByText("Write what the provider's records show, in at least 3 characters."),
    ).toBeTruthy();
    await user.type(within(dialog).getByLabelText(/What you saw/), 'Paid on the dashboard');
    await user.click(within(dialog).getByRole('button', { name: 'Settle' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const post = seen.find((request) => request.method === 'POST');
    expect(post?.url.pathname).toBe(`/api/v1/admin/payouts/${unknown.id}/settle`);
    expect(post?.body).toEqual({ outcome: 'succeeded', note: 'Paid on the dashboard' });
  });
});
