import type { VendorListing, VendorProfile } from '@sherehe/core/api/vendor-area';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { renderRoutes, resetAppState, signInAs } from '../../../test/app-router.tsx';
import { refusalResponse } from '../../../test/refusal.ts';
import { jsonResponse } from '../../../test/render.tsx';
import { VendorPage } from './vendor-page.tsx';

type Seen = { method: string; url: URL; body: unknown };
let fetchMock: Mock;

beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(async () => {
  vi.unstubAllGlobals();
  resetAppState();
  await i18next.changeLanguage('en');
});

function fakeServer(handler: (request: Seen) => Response): Seen[] {
  const seen: Seen[] = [];
  fetchMock.mockImplementation(async (input: unknown, init?: RequestInit) => {
    const request = {
      method: init?.method ?? 'GET',
      url: new URL(String(input), 'http://localhost'),
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    };
    seen.push(request);
    // The reviews section has its own tests (reviews-section.test.tsx): here the shop has none.
    if (request.url.pathname === '/api/v1/vendor/reviews')
      return jsonResponse({ reviews: [], nextCursor: null });
    // So has the orders inbox (orders-section.test.tsx): here the shop has none.
    if (request.url.pathname === '/api/v1/vendor/orders/figures')
      return jsonResponse({
        toConfirm: 0,
        upcoming: 0,
        soldThisMonthTzs: 0,
        soldAllTimeTzs: 0,
        deliveredCount: 0,
      });
    if (request.url.pathname === '/api/v1/vendor/orders')
      return jsonResponse({ items: [], nextCursor: null });
    return handler(request);
  });
  return seen;
}

const shop: VendorProfile = {
  id: '0b6c7d8e-1f2a-4b3c-8d4e-5f6a7b8c9d0e',
  businessName: 'Mapambo Bora',
  description: '',
  city: 'Moshi',
  phone: '+255754123456',
  whatsapp: null,
  logoKey: null,
  status: 'active',
  suspendedReason: null,
};

const draft: VendorListing = {
  id: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
  kind: 'service',
  title: 'Mapambo ya harusi',
  description: '',
  category: 'decoration',
  priceTzs: 850_000,
  priceUnit: 'event',
  city: 'Moshi',
  serviceArea: '',
  capacity: null,
  stock: null,
  dailyCapacity: 1,
  depositPercent: null,
  status: 'draft',
  photos: [],
  publishedAt: null,
  createdAt: '2025-05-01T08:00:00.000Z',
  updatedAt: '2025-05-01T08:00:00.000Z',
};

const vendorUser = { id: 'u1', name: 'Baraka', userRole: 'vendor' };

function renderVendor(path = '/event-planners/vendor') {
  return renderRoutes([{ path: '/event-planners/vendor', Component: VendorPage }], path);
}

describe('who may see the vendor area', () => {
  it('tells a customer the area is for vendors and offers Become Vendor, without asking the server', async () => {
    signInAs({ ...vendorUser, userRole: 'user' });
    renderVendor();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Vendor area');
    expect(screen.getByRole('heading', { name: 'This area is for vendors' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Become Vendor' })).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
    await i18next.changeLanguage('sw');
    expect(await screen.findByRole('heading', { name: 'Eneo hili ni la watoa huduma' })).toBeTruthy();
  });

  it('asks a visitor to sign in, coming back here', () => {
    renderVendor();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(
      '/event-planners/login?next=%2Fevent-planners%2Fvendor',
    );
  });

  it('shows the notice when the server refuses the account', async () => {
    signInAs(vendorUser);
    fakeServer(() => refusalResponse(403, 'forbidden', 'access.role'));
    renderVendor();
    expect(await screen.findByRole('heading', { name: 'This area is for vendors' })).toBeTruthy();
  });
});

describe('the shop profile', () => {
  it('opens the shop on first save, showing the server’s field messages', async () => {
    signInAs(vendorUser);
    let profile: VendorProfile | null = null;
    const seen = fakeServer(({ method, url, body }) => {
      if (url.pathname === '/api/v1/vendor/listings') return jsonResponse({ listings: [] });
      if (method === 'PUT') {
        const sent = body as { businessName: string; city: string };
        if (sent.businessName.length < 2) {
          return refusalResponse(400, 'validation', 'vendor.business_name_required', {
            params: { min: 2 },
            fields: [
              {
                field: 'businessName',
                reason: 'vendor.business_name_required',
                params: { min: 2 },
                issue: 'too_small',
              },
            ],
          });
        }
        profile = { ...shop, businessName: sent.businessName, city: sent.city };
      }
      return jsonResponse({ profile });
    });
    renderVendor();
    expect(
      await screen.findByText('Save your shop profile above, then add your first listing.'),
    ).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'New listing' })).toBeNull();

    await userEvent.type(screen.getByLabelText('City or town'), 'Moshi');
    await userEvent.click(screen.getByRole('button', { name: 'Create my shop' }));
    const name = screen.getByRole('textbox', { name: 'Business name' });
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Enter the name of your business.')).toBeTruthy();

    await userEvent.type(name, 'Mapambo Bora');
    await userEvent.click(screen.getByRole('button', { name: 'Create my shop' }));
    expect(await screen.findByRole('link', { name: 'New listing' })).toBeTruthy();
    expect(seen.filter((r) => r.method === 'PUT').at(-1)?.body).toMatchObject({
      businessName: 'Mapambo Bora',
      city: 'Moshi',
      phone: '',
    });
  });

  it('tells a suspended vendor they cannot publish', async () => {
    signInAs(vendorUser);
    fakeServer(({ url }) =>
      url.pathname === '/api/v1/vendor/listings'
        ? jsonResponse({ listings: [] })
        : jsonResponse({ profile: { ...shop, status: 'suspended', suspendedReason: 'Complaints' } }),
    );
    renderVendor();
    expect((await screen.findByRole('status')).textContent).toContain('you cannot publish');
    expect(screen.getByRole('status').textContent).toContain('Reason: Complaints');
  });
});

describe('listings', () => {
  it('shows each listing with its status and publishes one, in Swahili too', async () => {
    signInAs(vendorUser);
    const listing = { ...draft };
    const seen = fakeServer(({ method, url }) => {
      if (url.pathname === '/api/v1/vendor/profile') return jsonResponse({ profile: shop });
      if (method === 'PUT' && url.pathname.endsWith('/status')) {
        return refusalResponse(422, 'business_rule', 'vendor.no_photo');
      }
      return jsonResponse({ listings: [listing] });
    });
    renderVendor();
    const card = within((await screen.findByText('Mapambo ya harusi')).closest('li') as HTMLElement);
    expect(card.getByText('Draft')).toBeTruthy();
    expect(card.getByText('TZS 850,000')).toBeTruthy();
    expect(card.getByText('No photo yet')).toBeTruthy();

    await userEvent.click(card.getByRole('button', { name: 'Publish: Mapambo ya harusi' }));
    expect(await screen.findByText('Add at least one photo before publishing.')).toBeTruthy();
    expect(seen.find((r) => r.method === 'PUT')?.body).toEqual({ status: 'published' });

    await i18next.changeLanguage('sw');
    expect(await screen.findByText('Rasimu')).toBeTruthy();
    expect(screen.getByText('TSh 850,000')).toBeTruthy();
  });

  it('creates a listing from the editor and opens it for photos', async () => {
    signInAs(vendorUser);
    const listings: VendorListing[] = [];
    const seen = fakeServer(({ method, url, body }) => {
      if (url.pathname === '/api/v1/vendor/profile') return jsonResponse({ profile: shop });
      if (method === 'POST') {
        const created = { ...draft, ...(body as object) } as VendorListing;
        listings.push(created);
        return jsonResponse(created, 201);
      }
      return jsonResponse({ listings });
    });
    const { router } = renderVendor('/event-planners/vendor?listing=new');
    expect(await screen.findByRole('heading', { level: 1, name: 'New listing' })).toBeTruthy();
    expect(screen.getByLabelText('City or town')).toHaveProperty('value', 'Moshi');

    await userEvent.type(screen.getByRole('textbox', { name: 'Title' }), 'Mapambo ya harusi');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'decoration');
    await userEvent.type(screen.getByRole('textbox', { name: 'Price (TZS)' }), '850,000');
    await userEvent.click(screen.getByRole('button', { name: 'Save as draft' }));

    await waitFor(() => expect(router.state.location.search).toBe(`?listing=${draft.id}`));
    expect(seen.find((r) => r.method === 'POST')?.body).toMatchObject({
      kind: 'service',
      title: 'Mapambo ya harusi',
      category: 'decoration',
      priceTzs: 850000,
      priceUnit: 'event',
      city: 'Moshi',
      capacity: null,
      stock: null,
    });
    expect(await screen.findByRole('heading', { name: 'Photos' })).toBeTruthy();
    expect(screen.getByText('Add photos')).toBeTruthy();
  });
});

describe('the calendar of all the listings', () => {
  it('is a tab of the vendor area, kept in the address, and back to the shop again', async () => {
    signInAs(vendorUser);
    const seen = fakeServer(({ url }) => {
      if (url.pathname === '/api/v1/vendor/profile') return jsonResponse({ profile: shop });
      if (url.pathname === '/api/v1/vendor/calendar') {
        const from = url.searchParams.get('from') ?? '';
        return jsonResponse({
          from,
          to: url.searchParams.get('to'),
          today: from,
          listings: [{ id: draft.id, title: draft.title, status: 'draft', dailyCapacity: 1 }],
          days: [],
        });
      }
      return jsonResponse({ listings: [draft] });
    });
    renderVendor();
    const tabs = within(await screen.findByRole('navigation', { name: 'Parts of the vendor area' }));
    expect(tabs.getByRole('link', { name: 'Orders and listings' }).getAttribute('aria-current')).toBe('page');
    await userEvent.click(tabs.getByRole('link', { name: 'Calendar' }));

    expect(
      await screen.findByRole('heading', { level: 2, name: 'Calendar of all your listings' }),
    ).toBeTruthy();
    expect(tabs.getByRole('link', { name: 'Calendar' }).getAttribute('aria-current')).toBe('page');
    expect(screen.queryByRole('heading', { name: 'Your listings' })).toBeNull();
    await waitFor(() => expect(seen.some((r) => r.url.pathname === '/api/v1/vendor/calendar')).toBe(true));
    expect(await screen.findByText('Mapambo ya harusi')).toBeTruthy();

    await userEvent.click(tabs.getByRole('link', { name: 'Orders and listings' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Your listings' })).toBeTruthy();

    await i18next.changeLanguage('sw');
    expect(await screen.findByRole('link', { name: 'Kalenda' })).toBeTruthy();
  });
});
