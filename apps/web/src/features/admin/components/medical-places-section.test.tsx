import type { AdminPlace } from '@sherehe/core/api/medi-finder';
import { tanzaniaDate } from '@sherehe/core/medi-finder/opening-hours';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../../test/app-router.tsx';
import { refusalResponse } from '../../../test/refusal.ts';
import { jsonResponse } from '../../../test/render.tsx';
import { fakeServer, rehema, signedInAdminEachTest } from '../admin-test-fixtures.ts';
import { AdminPage } from '../pages/admin-page.tsx';
import { planEndsOn } from './subscription-dates.ts';

const fetchMock = signedInAdminEachTest();

const day = { opens: '08:00', closes: '20:00' };
const pending: AdminPlace = {
  id: '5a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  kind: 'pharmacy',
  name: 'Afya Njema Pharmacy',
  phone: '+255754123456',
  address: 'Mtaa wa Uhuru 12',
  city: 'Moshi',
  area: 'Majengo',
  latitude: -3.3349,
  longitude: 37.3404,
  openingHours: [day, day, day, day, day, day, null],
  offerings: ['prescriptions'],
  status: 'pending',
  hiddenReason: null,
  verifiedAt: null,
  subscription: null,
  createdAt: '2025-05-30T08:00:00.000Z',
  updatedAt: '2025-05-30T08:00:00.000Z',
  ownerId: '9e0f1a2b-3c4d-4e5f-8a6b-7c8d9e0f1a2b',
  ownerName: 'Neema Mushi',
  ownerEmail: 'neema@example.co.tz',
};
const subscribed: AdminPlace = {
  ...pending,
  id: '7c3d4e5f-6a7b-4c8d-9e0f-1a2b3c4d5e6f',
  kind: 'diagnostic_center',
  name: 'Kilele Imaging',
  status: 'listed',
  verifiedAt: '2025-06-01T08:00:00.000Z',
  subscription: {
    id: '6b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d5e',
    plan: 'monthly',
    startsOn: '2025-06-01',
    endsOn: '2099-06-30',
    isActive: true,
    cancelledAt: null,
  },
};

function renderSection() {
  return renderRoutes(
    [{ path: '/event-planners/admin', Component: AdminPage }],
    '/event-planners/admin?section=medi-finder',
  );
}

const card = (name: string) => within(screen.getByText(name).closest('li') as HTMLElement);

describe('Medi-Finder section', () => {
  it('lists places with owner, status and subscription, and filters by status, kind and search', async () => {
    const seen = fakeServer(fetchMock, () =>
      jsonResponse({ places: [pending, subscribed], nextCursor: null }),
    );
    renderSection();
    expect(await screen.findByRole('heading', { name: 'Medi-Finder' })).toBeTruthy();
    await screen.findByText('Afya Njema Pharmacy');
    const first = card('Afya Njema Pharmacy');
    expect(first.getByText('Pending verification')).toBeTruthy();
    expect(first.getByText('Neema Mushi')).toBeTruthy();
    expect(first.getByText('neema@example.co.tz')).toBeTruthy();
    expect(first.getByText('Mtaa wa Uhuru 12, Majengo, Moshi')).toBeTruthy();
    expect(first.getByText('No subscription')).toBeTruthy();
    expect(first.getByRole('button', { name: 'Verify Afya Njema Pharmacy' })).toBeTruthy();
    expect(first.queryByRole('button', { name: /^Cancel the subscription/ })).toBeNull();
    const second = card('Kilele Imaging');
    expect(second.getByText('Diagnostic centre')).toBeTruthy();
    expect(second.getByText('Monthly, 1 Jun 2025 – 30 Jun 2099')).toBeTruthy();
    expect(second.getByText('Active')).toBeTruthy();
    expect(second.queryByRole('button', { name: /^Verify/ })).toBeNull();
    expect(seen[0]?.url.pathname).toBe('/api/v1/admin/md/places');

    const statusChips = within(screen.getByRole('group', { name: 'Status' }));
    await userEvent.click(statusChips.getByRole('button', { name: 'Pending' }));
    await waitFor(() => expect(seen.at(-1)?.url.searchParams.get('status')).toBe('pending'));
    const kindChips = within(screen.getByRole('group', { name: 'Kind' }));
    await userEvent.click(kindChips.getByRole('button', { name: 'Diagnostic centres' }));
    await waitFor(() => expect(seen.at(-1)?.url.searchParams.get('kind')).toBe('diagnostic_center'));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search places' }), 'neema{Enter}');
    await waitFor(() =>
      expect(seen.at(-1)?.url.search).toBe('?q=neema&status=pending&kind=diagnostic_center'),
    );
  });

  it('verifies, and hides only with a reason', async () => {
    const seen = fakeServer(fetchMock, ({ method, url, body }) => {
      if (method === 'POST' && url.pathname.endsWith('/verify')) {
        return jsonResponse({ place: { ...pending, status: 'listed' } });
      }
      if (method === 'POST' && url.pathname.endsWith('/hide')) {
        return jsonResponse({
          place: { ...pending, status: 'hidden', hiddenReason: (body as { reason: string }).reason },
        });
      }
      return jsonResponse({ places: [pending], nextCursor: null });
    });
    renderSection();
    await userEvent.click(await screen.findByRole('button', { name: 'Verify Afya Njema Pharmacy' }));
    const verify = await screen.findByRole('dialog', { name: 'Verify “Afya Njema Pharmacy”?' });
    await userEvent.click(within(verify).getByRole('button', { name: 'Verify and list' }));
    expect(await screen.findByText('“Afya Njema Pharmacy” is verified and listed.')).toBeTruthy();
    expect(seen.find((request) => request.method === 'POST')?.url.pathname).toBe(
      `/api/v1/admin/md/places/${pending.id}/verify`,
    );

    await userEvent.click(screen.getByRole('button', { name: 'Hide Afya Njema Pharmacy' }));
    const hide = await screen.findByRole('dialog', { name: 'Hide “Afya Njema Pharmacy”?' });
    await userEvent.click(within(hide).getByRole('button', { name: 'Hide' }));
    expect(within(hide).getByText('Please write a note.')).toBeTruthy();
    expect(seen.filter((request) => request.url.pathname.endsWith('/hide'))).toHaveLength(0);
    await userEvent.type(within(hide).getByLabelText(/Reason/), 'The phone number does not answer.');
    await userEvent.click(within(hide).getByRole('button', { name: 'Hide' }));
    expect(await screen.findByText('“Afya Njema Pharmacy” is hidden.')).toBeTruthy();
    const hidden = seen.find((request) => request.url.pathname.endsWith('/hide'));
    expect(hidden?.body).toEqual({ reason: 'The phone number does not answer.' });
  });

  it('grants a subscription with dates from the plan, shows a refused overlap, and cancels one', async () => {
    let grants = 0;
    const seen = fakeServer(fetchMock, ({ method, url }) => {
      if (method === 'POST' && url.pathname.endsWith('/subscription')) {
        grants += 1;
        return grants === 1
          ? refusalResponse(409, 'conflict', 'finder.subscription_overlap', {
              params: { startsOn: '2025-06-01', endsOn: '2099-06-30' },
            })
          : jsonResponse({ place: subscribed });
      }
      if (method === 'DELETE') return jsonResponse({ place: { ...subscribed, subscription: null } });
      return jsonResponse({ places: [subscribed], nextCursor: null });
    });
    renderSection();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Grant a subscription to Kilele Imaging' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Grant a subscription to “Kilele Imaging”' });
    const today = tanzaniaDate(new Date());
    const plan = within(dialog).getByRole('combobox', { name: 'Plan' });
    expect(document.activeElement).toBe(plan);
    const first = within(dialog).getByLabelText('First day') as HTMLInputElement;
    const last = within(dialog).getByLabelText('Last day') as HTMLInputElement;
    expect(first.value).toBe(today);
    expect(last.value).toBe(planEndsOn('monthly', today));
    await userEvent.selectOptions(plan, 'Quarterly');
    expect(last.value).toBe(planEndsOn('quarterly', today));

    await userEvent.click(within(dialog).getByRole('button', { name: 'Grant' }));
    expect(
      await within(dialog).findByText(/already has a subscription from 1 June 2025 to 30 June 2099/),
    ).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Grant' }));
    expect(await screen.findByText('“Kilele Imaging” has a new subscription.')).toBeTruthy();
    const grant = seen.filter((request) => request.method === 'POST').at(-1);
    expect(grant?.url.pathname).toBe(`/api/v1/admin/md/places/${subscribed.id}/subscription`);
    expect(grant?.body).toEqual({
      plan: 'quarterly',
      startsOn: today,
      endsOn: planEndsOn('quarterly', today),
    });

    await userEvent.click(screen.getByRole('button', { name: 'Cancel the subscription of Kilele Imaging' }));
    const cancel = await screen.findByRole('dialog', {
      name: 'Cancel the subscription of “Kilele Imaging”?',
    });
    await userEvent.click(within(cancel).getByRole('button', { name: 'Cancel subscription' }));
    expect(await screen.findByText('The subscription of “Kilele Imaging” is cancelled.')).toBeTruthy();
    const cancelled = seen.find((request) => request.method === 'DELETE');
    expect(cancelled?.url.pathname).toBe(`/api/v1/admin/md/places/${subscribed.id}/subscription`);
  });

  it('puts Medi-Finder actions into words in the audit log', async () => {
    fakeServer(fetchMock, () =>
      jsonResponse({
        entries: [
          {
            id: 'f1e2d3c4-b5a6-4978-8a6b-5c4d3e2f1a0b',
            actorId: rehema.id,
            actorName: rehema.name,
            action: 'medi_finder.subscription_granted',
            targetType: 'medical_place',
            targetId: subscribed.id,
            targetName: null,
            details: {
              name: 'Kilele Imaging',
              kind: 'diagnostic_center',
              ownerId: subscribed.ownerId,
              subscriptionId: subscribed.subscription?.id,
              plan: 'yearly',
              startsOn: '2025-07-01',
              endsOn: '2026-06-30',
            },
            createdAt: '2025-06-01T07:15:00.000Z',
          },
        ],
        nextCursor: null,
      }),
    );
    renderRoutes(
      [{ path: '/event-planners/admin', Component: AdminPage }],
      '/event-planners/admin?section=audit-log',
    );
    expect(await screen.findByText('Medi-Finder subscription granted')).toBeTruthy();
    expect(screen.getByText('Kilele Imaging')).toBeTruthy();
    expect(screen.getByText('Yearly, 2025-07-01 – 2026-06-30')).toBeTruthy();
  });

  it('speaks Swahili, the server’s refusals included', async () => {
    await i18next.changeLanguage('sw');
    fakeServer(fetchMock, ({ method }) =>
      method === 'POST'
        ? refusalResponse(409, 'conflict', 'finder.already_listed')
        : jsonResponse({ places: [pending], nextCursor: null }),
    );
    renderSection();
    expect(await screen.findByText('Linasubiri kuhakikiwa')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Hakiki Afya Njema Pharmacy' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Hakiki na uonyeshe' }));
    expect(await within(dialog).findByText('Eneo hili tayari linaonekana.')).toBeTruthy();
  });
});
