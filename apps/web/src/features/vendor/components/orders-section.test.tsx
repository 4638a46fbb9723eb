import type { OrderDetail, OrderSummary } from '@sherehe/core/api/orders';
import type { VendorProfile } from '@sherehe/core/api/vendor-area';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { renderRoutes, resetAppState, signInAs } from '../../../test/app-router.tsx';
import { refusalResponse } from '../../../test/refusal.ts';
import { jsonResponse } from '../../../test/render.tsx';
import { VendorPage } from '../pages/vendor-page.tsx';

type Seen = { method: string; url: URL; body: unknown };
let fetchMock: Mock;

const ORDER = '55555555-5555-4555-8555-555555555555';

const shop: VendorProfile = {
  id: '0b6c7d8e-1f2a-4b3c-8d4e-5f6a7b8c9d0e',
  businessName: 'Mlimani Events',
  description: '',
  city: 'Dar es Salaam',
  phone: '+255754123456',
  whatsapp: null,
  logoKey: null,
  status: 'active',
  suspendedReason: null,
};

const summary: OrderSummary = {
  id: ORDER,
  reference: 'SH-1042',
  status: 'paid',
  vendorId: shop.id,
  vendorName: 'Mlimani Events',
  customerName: 'Neema Mushi',
  eventDate: '2026-12-12',
  totalTzs: 500_000,
  paidTzs: 150_000,
  balanceTzs: 350_000,
  placedAt: '2026-11-24T11:20:00.000Z',
  firstTitle: 'Mlimani Hall',
  lineCount: 1,
};

function detail(overrides: Partial<OrderDetail> = {}): OrderDetail {
  return {
    ...summary,
    lines: [
      {
        listingId: '11111111-1111-4111-8111-111111111111',
        title: 'Mlimani Hall',
        kind: 'service',
        priceTzs: 500_000,
        priceUnit: 'event',
        quantity: 1,
        guests: 200,
        eventDate: '2026-12-12',
        location: null,
        lineTotalTzs: 500_000,
      },
    ],
    location: 'Mlimani City',
    note: 'Please arrive by 9',
    dueNowTzs: 150_000,
    refundedTzs: 0,
    holdExpiresAt: null,
    timeline: [
      { kind: 'placed', at: '2026-11-24T11:20:00.000Z', amountTzs: 500_000, note: null, by: 'customer' },
      {
        kind: 'payment_succeeded',
        at: '2026-11-24T11:22:00.000Z',
        amountTzs: 150_000,
        note: null,
        by: 'system',
      },
    ],
    pendingPaymentId: null,
    canCancel: false,
    canPayBalance: false,
    canConfirm: true,
    canDecline: true,
    canDeliver: false,
    canConfirmReceipt: false,
    canDispute: false,
    dispute: null,
    customerPhone: '+255713555111',
    ...overrides,
  };
}

beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  signInAs({ id: 'u1', name: 'Baraka', userRole: 'vendor' });
});
afterEach(async () => {
  vi.unstubAllGlobals();
  resetAppState();
  await i18next.changeLanguage('en');
});

type Handlers = {
  boxes?: Partial<Record<string, OrderSummary[]>>;
  order?: OrderDetail;
  act?: (request: Seen) => Response;
};

function fakeServer({ boxes = {}, order = detail(), act }: Handlers = {}): Seen[] {
  const seen: Seen[] = [];
  fetchMock.mockImplementation(async (input: unknown, init?: RequestInit) => {
    const request = {
      method: init?.method ?? 'GET',
      url: new URL(String(input), 'http://localhost'),
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    };
    seen.push(request);
    const { pathname, searchParams } = request.url;
    if (pathname === '/api/v1/vendor/profile') return jsonResponse({ profile: shop });
    if (pathname === '/api/v1/vendor/listings') return jsonResponse({ listings: [] });
    if (pathname === '/api/v1/vendor/reviews') return jsonResponse({ reviews: [], nextCursor: null });
    if (pathname === '/api/v1/vendor/orders/figures') {
      return jsonResponse({
        toConfirm: 3,
        upcoming: 2,
        soldThisMonthTzs: 1_250_000,
        soldAllTimeTzs: 9_800_000,
        deliveredCount: 14,
      });
    }
    if (pathname === '/api/v1/vendor/orders') {
      return jsonResponse({ items: boxes[searchParams.get('box') ?? ''] ?? [], nextCursor: null });
    }
    if (pathname === `/api/v1/orders/${ORDER}`) return jsonResponse(order);
    if (request.method === 'POST' && act) return act(request);
    throw new Error(`unexpected ${request.method} ${pathname}`);
  });
  return seen;
}

const renderVendor = (path = '/event-planners/vendor') =>
  renderRoutes([{ path: '/event-planners/vendor', Component: VendorPage }], path);

describe('the vendor orders inbox', () => {
  it('shows the figures and the boxes with their counts; each box lists its orders or says it is empty', async () => {
    const seen = fakeServer({ boxes: { new: [summary] } });
    renderVendor();
    const inbox = within(
      (await screen.findByRole('heading', { name: 'Orders' })).closest('section') as HTMLElement,
    );
    await inbox.findByText('TZS 1,250,000');
    expect(inbox.getByText('Sold in all').nextElementSibling?.textContent).toBe('TZS 9,800,000');
    expect(inbox.getByText('To accept').nextElementSibling?.textContent).toBe('3');
    expect(inbox.getByRole('button', { name: 'New 3' }).getAttribute('aria-pressed')).toBe('true');
    expect(inbox.getByRole('button', { name: 'Upcoming 2' })).toBeTruthy();

    const row = await inbox.findByRole('link', { name: /SH-1042/ });
    expect(row.textContent).toContain('Neema Mushi');
    expect(row.textContent).toContain('Event on 12 Dec 2026');
    expect(row.getAttribute('href')).toBe(`/event-planners/vendor?order=${ORDER}`);

    fireEvent.click(inbox.getByRole('button', { name: 'Past' }));
    expect(await inbox.findByText('No past orders yet.')).toBeTruthy();
    expect(
      seen.some(
        ({ url }) => url.pathname === '/api/v1/vendor/orders' && url.searchParams.get('box') === 'past',
      ),
    ).toBe(true);
  });

  it('opens an order from the mailed link, with the customer’s phone, and accepts it', async () => {
    const seen = fakeServer({
      act: () => jsonResponse(detail({ status: 'confirmed', canConfirm: false, canDeliver: true })),
    });
    renderVendor(`/event-planners/vendor?order=${ORDER}`);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Order SH-1042');
    expect(screen.getByRole('link', { name: 'Call +255 713 555 111' }).getAttribute('href')).toBe(
      'tel:+255713555111',
    );
    expect(screen.getByText('Please arrive by 9')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'History' }).textContent).toContain('Payment received');
    expect(screen.queryByRole('button', { name: 'Mark delivered' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
    expect(await screen.findByRole('button', { name: 'Mark delivered' })).toBeTruthy();
    expect(screen.getAllByText('Accepted, deposit paid').length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
    const post = seen.find(({ method }) => method === 'POST');
    expect(post?.url.pathname).toBe(`/api/v1/vendor/orders/${ORDER}/confirm`);
    expect(screen.getByRole('link', { name: 'All orders' }).getAttribute('href')).toBe(
      '/event-planners/vendor',
    );
  });

  it('marks an accepted order delivered from its event day', async () => {
    const seen = fakeServer({
      order: detail({ status: 'confirmed', canConfirm: false, canDeliver: true, eventDate: '2026-01-10' }),
      act: () => jsonResponse(detail({ status: 'delivered', canConfirm: false, canDecline: false })),
    });
    renderVendor(`/event-planners/vendor?order=${ORDER}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Mark delivered' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Mark delivered' })).toBeNull());
    expect(seen.find(({ method }) => method === 'POST')?.url.pathname).toBe(
      `/api/v1/vendor/orders/${ORDER}/deliver`,
    );
    expect(screen.queryByRole('button', { name: 'Decline' })).toBeNull();
  });

  it('before the event day, marks it delivered only with the reason, which the server keeps', async () => {
    const seen = fakeServer({
      order: detail({ status: 'confirmed', canConfirm: false, canDeliver: true, eventDate: '2999-12-12' }),
      act: () => jsonResponse(detail({ status: 'delivered', canConfirm: false, canDecline: false })),
    });
    renderVendor(`/event-planners/vendor?order=${ORDER}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Mark delivered' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delivered before the event day? (SH-1042)' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark delivered' }));
    expect(within(dialog).getByText('Say why it was delivered before the event day.')).toBeTruthy();
    expect(seen.some(({ method }) => method === 'POST')).toBe(false);
    fireEvent.change(within(dialog).getByLabelText('Why early'), {
      target: { value: 'The customer asked for it a day early' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark delivered' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const post = seen.find(({ method }) => method === 'POST');
    expect(post?.url.pathname).toBe(`/api/v1/vendor/orders/${ORDER}/deliver`);
    expect(post?.body).toEqual({ earlyReason: 'The customer asked for it a day early' });
  });

  it('declines only with a reason, which the customer is told', async () => {
    const seen = fakeServer({
      act: () => jsonResponse(detail({ status: 'declined', canConfirm: false, canDecline: false })),
    });
    renderVendor(`/event-planners/vendor?order=${ORDER}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Decline' }));
    const dialog = screen.getByRole('dialog', { name: 'Decline order SH-1042?' });
    const reason = within(dialog).getByLabelText('Why do you decline?');
    expect(document.activeElement).toBe(reason);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Decline the order' }));
    expect(within(dialog).getByText('Tell the customer why you decline.')).toBeTruthy();
    expect(seen.some(({ method }) => method === 'POST')).toBe(false);

    fireEvent.change(reason, { target: { value: ' Fully booked that day ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Decline the order' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const post = seen.find(({ method }) => method === 'POST');
    expect(post?.url.pathname).toBe(`/api/v1/vendor/orders/${ORDER}/decline`);
    expect(post?.body).toEqual({ reason: 'Fully booked that day' });
    expect(screen.getAllByText('Declined').length).toBeGreaterThan(0);
  });

  it.each([
    ['en', 'Only a paid order can be accepted.', 'Accept'],
    ['sw', 'Oda iliyolipwa tu ndiyo inaweza kuthibitishwa.', 'Thibitisha'],
  ])('words a refused answer (%s)', async (language, words, accept) => {
    await i18next.changeLanguage(language);
    fakeServer({ act: () => refusalResponse(422, 'business_rule', 'order.cannot_confirm') });
    renderVendor(`/event-planners/vendor?order=${ORDER}`);
    fireEvent.click(await screen.findByRole('button', { name: accept }));
    expect((await screen.findByRole('alert')).textContent).toBe(words);
  });
});
