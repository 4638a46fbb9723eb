import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../lib/session-store.ts';
import { renderRoutes } from '../../../test/app-router.tsx';
import { neema } from '../../../test/auth-fixtures.ts';
import { ORDER, orderDetail, PAYMENT } from '../../../test/order-fixtures.ts';
import { refusalResponse } from '../../../test/refusal.ts';
import { jsonResponse, renderWithProviders } from '../../../test/render.tsx';
import { OrderPage, type ReviewSlot } from './order-page.tsx';

function Where() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

function renderOrder(id = ORDER, review?: ReviewSlot) {
  return renderWithProviders(
    <Routes>
      <Route path="/event-planners/orders/:id" element={<OrderPage review={review} />} />
      <Route path="*" element={<Where />} />
    </Routes>,
    { route: `/event-planners/orders/${id}` },
  );
}

function calls(fetchMock: ReturnType<typeof vi.fn>) {
  return fetchMock.mock.calls.map(([url, init]) => {
    const { method = 'GET', body } = (init ?? {}) as RequestInit;
    return `${method} ${String(url)}${body ? ` ${body}` : ''}`;
  });
}

beforeEach(() => useSession.getState().setUser(neema));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  useSession.getState().logout();
});

describe('the order page', () => {
  it('sends a signed-out person to sign in, and back to this order afterwards', () => {
    useSession.getState().logout();
    renderOrder();
    expect(screen.getByTestId('location').textContent).toBe(
      `/event-planners/login?next=%2Fevent-planners%2Forders%2F${ORDER}`,
    );
  });

  it('shows the reference, status, facts, lines, amounts, history and a printable receipt', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(jsonResponse(orderDetail())));
    // happy-dom has no print dialog.
    const print = vi.fn();
    vi.stubGlobal('print', print);
    renderOrder();
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Order SH-1042');
    expect(screen.getAllByText('Paid').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Mlimani Events', { selector: 'dd' })).toHaveLength(2); // the facts, the receipt
    expect(screen.getByText('12 Dec 2026', { selector: 'dd' })).toBeTruthy();
    expect(screen.getByText('Please arrive by 9')).toBeTruthy();

    const lines = screen.getByRole('region', { name: 'What you ordered' });
    expect(lines.textContent).toContain('Mlimani Hall');
    expect(lines.textContent).toContain('200 guests');
    expect(lines.textContent).toContain('Balance');
    expect(lines.textContent).toContain('TZS 350,000');

    const history = screen.getByRole('region', { name: 'History' });
    const steps = within(history).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      'Order placed · TZS 500,00024 Nov 2026, 14:20',
      'Payment received · TZS 150,00024 Nov 2026, 14:22',
    ]);

    const receipt = screen.getByRole('region', { name: 'Receipt' });
    expect(receipt.hasAttribute('data-print-receipt')).toBe(true);
    expect(receipt.textContent).toContain('SH-1042');
    expect(receipt.textContent).toContain('Neema Mushi');
    fireEvent.click(within(receipt).getByRole('button', { name: 'Print receipt' }));
    expect(print).toHaveBeenCalledOnce();
  });

  it('says until when the dates are held while the order waits for its payment, and links the payment', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn().mockResolvedValue(
        jsonResponse(
          orderDetail({
            status: 'awaiting_payment',
            paidTzs: 0,
            holdExpiresAt: '2026-11-24T11:35:00.000Z',
            pendingPaymentId: PAYMENT,
            canPayBalance: false,
            canCancel: false,
          }),
        ),
      ),
    );
    renderOrder();
    expect(
      await screen.findByText('We hold your dates until 14:35. Pay before then, or the order lapses.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Follow the payment' }).getAttribute('href')).toBe(
      `/event-planners/payments/${PAYMENT}`,
    );
    expect(screen.queryByRole('region', { name: 'Receipt' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Pay the balance|Cancel the order/ })).toBeNull();
  });

  it('pays the balance from the number given, then opens the payment page', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(jsonResponse(orderDetail()))
      .mockResolvedValueOnce(jsonResponse({ paymentId: PAYMENT }))
      .mockResolvedValue(jsonResponse(orderDetail({ pendingPaymentId: PAYMENT, canPayBalance: false })));
    vi.stubGlobal('fetch', fetchMock);
    renderOrder();
    fireEvent.click(await screen.findByRole('button', { name: 'Pay the balance (TZS 350,000)' }));
    const dialog = screen.getByRole('dialog', { name: 'Pay the balance' });
    const phone = within(dialog).getByLabelText('Mobile-money number') as HTMLInputElement;
    expect(phone.value).toBe('+255 754 123 456');
    fireEvent.change(phone, { target: { value: '0687 000 111' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Pay TZS 350,000' }));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe(`/event-planners/payments/${PAYMENT}`),
    );
    expect(calls(fetchMock)[1]).toBe(`POST /api/v1/orders/${ORDER}/pay {"phone":"+255687000111"}`);
  });

  it.each([
    ['en', 'A payment for this order is under way. Check your phone.'],
    ['sw', 'Malipo ya oda hii yanaendelea. Angalia simu yako.'],
  ])('words a refused payment in the dialog (%s)', async (language, words) => {
    await i18next.changeLanguage(language);
    vi.stubGlobal(
      'fetch',
      vi
        .fn()
        .mockResolvedValueOnce(jsonResponse(orderDetail()))
        .mockResolvedValueOnce(refusalResponse(409, 'conflict', 'order.payment_under_way'))
        .mockResolvedValue(jsonResponse(orderDetail())),
    );
    renderOrder();
    fireEvent.click(await screen.findByRole('button', { name: /TSh 350,000|TZS 350,000/ }));
    const dialog = screen.getByRole('dialog');
    fireEvent.submit(dialog.querySelector('form') as HTMLFormElement);
    expect((await within(dialog).findByRole('alert')).textContent).toBe(words);
  });

  it('cancels after asking, and shows the order as the server answers it', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(jsonResponse(orderDetail()))
      .mockResolvedValueOnce(
        jsonResponse(
          orderDetail({
            status: 'cancelled',
            canCancel: false,
            canPayBalance: false,
            balanceTzs: 0,
            timeline: [
              ...orderDetail().timeline,
              {
                kind: 'cancelled',
                at: '2026-11-25T08:00:00.000Z',
                amountTzs: null,
                note: null,
                by: 'customer',
              },
              {
                kind: 'refund_started',
                at: '2026-11-25T08:00:01.000Z',
                amountTzs: 150_000,
                note: null,
                by: 'system',
              },
            ],
          }),
        ),
      );
    vi.stubGlobal('fetch', fetchMock);
    renderOrder();
    const cancel = await screen.findByRole('button', { name: 'Cancel the order' });
    fireEvent.click(cancel);
    const dialog = screen.getByRole('dialog', { name: 'Cancel order SH-1042?' });
    expect(dialog.textContent).toContain('What you paid (TZS 150,000) goes back');
    // Focus starts on the safe choice.
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Keep the order' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, cancel it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls(fetchMock)[1]).toBe(`POST /api/v1/orders/${ORDER}/cancel`);
    expect(screen.getAllByText('Cancelled').length).toBeGreaterThan(0);
    expect(screen.getByText('Refund started')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel the order' })).toBeNull();
  });

  it('confirms a delivered order came after asking, then says so and shows it in the history', async () => {
    const delivered = orderDetail({
      status: 'delivered',
      balanceTzs: 0,
      paidTzs: 500_000,
      canCancel: false,
      canPayBalance: false,
      canConfirmReceipt: true,
    });
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(jsonResponse(delivered))
      .mockResolvedValue(
        jsonResponse({
          ...delivered,
          canConfirmReceipt: false,
          timeline: [
            ...delivered.timeline,
            {
              kind: 'receipt_confirmed',
              at: '2026-12-13T07:00:00.000Z',
              amountTzs: 475_000,
              note: null,
              by: 'customer',
            },
          ],
        }),
      );
    vi.stubGlobal('fetch', fetchMock);
    // With the app's toaster, to read the thanks.
    renderRoutes(
      [{ path: '/event-planners/orders/:id', Component: OrderPage }],
      `/event-planners/orders/${ORDER}`,
    );
    const offer = await screen.findByRole('region', { name: 'Has everything come?' });
    expect(offer.textContent).toContain(
      "Confirming releases the vendor's payment. Only confirm once everything you ordered has come.",
    );
    fireEvent.click(within(offer).getByRole('button', { name: 'I received it' }));
    const dialog = screen.getByRole('dialog', { name: 'Did order SH-1042 come?' });
    expect(dialog.textContent).toContain('Mlimani Events is paid at once, and this cannot be undone.');
    // Focus starts on the safe choice.
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Not yet' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, I received it' }));

    expect(await screen.findByText('Thank you! Mlimani Events gets their payment.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls(fetchMock)[1]).toBe(`POST /api/v1/orders/${ORDER}/confirm-receipt`);
    expect(screen.queryByRole('region', { name: 'Has everything come?' })).toBeNull();
    const history = screen.getByRole('region', { name: 'History' });
    expect(within(history).getByText('Received: confirmed by the customer')).toBeTruthy();
  });

  it('words a refused confirmation in Swahili, in the dialog', async () => {
    await i18next.changeLanguage('sw');
    vi.stubGlobal(
      'fetch',
      vi
        .fn()
        .mockResolvedValueOnce(
          jsonResponse(
            orderDetail({
              status: 'delivered',
              canCancel: false,
              canPayBalance: false,
              canConfirmReceipt: true,
            }),
          ),
        )
        .mockResolvedValueOnce(refusalResponse(409, 'conflict', 'order.receipt_confirmed')),
    );
    renderOrder();
    fireEvent.click(await screen.findByRole('button', { name: 'Nimepokea' }));
    const dialog = screen.getByRole('dialog', { name: 'Oda SH-1042 imefika?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ndiyo, nimepokea' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Umeshathibitisha kwamba oda hii imefika.',
    );
  });

  it('offers no confirmation unless the server allows it', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(jsonResponse(orderDetail({ status: 'delivered' }))));
    renderOrder();
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('button', { name: 'I received it' })).toBeNull();
  });

  it('words a refused cancellation in both languages', async () => {
    await i18next.changeLanguage('sw');
    vi.stubGlobal(
      'fetch',
      vi
        .fn()
        .mockResolvedValueOnce(jsonResponse(orderDetail()))
        .mockResolvedValueOnce(refusalResponse(422, 'business_rule', 'order.cannot_cancel')),
    );
    renderOrder();
    fireEvent.click(await screen.findByRole('button', { name: 'Ghairi oda' }));
    fireEvent.click(screen.getByRole('button', { name: 'Ndiyo, ighairi' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Oda hii haiwezi kughairiwa hapa tena. Wasiliana na mtoa huduma.',
    );
  });

  it('offers nothing the flags do not allow (an admin reads it, with the customer’s phone)', async () => {
    useSession.getState().setUser({ ...neema, userRole: 'admin' });
    vi.stubGlobal(
      'fetch',
      vi.fn().mockResolvedValue(
        jsonResponse(
          orderDetail({
            status: 'declined',
            canCancel: false,
            canPayBalance: false,
            customerPhone: '+255754123456',
            refundedTzs: 150_000,
            timeline: [
              ...orderDetail().timeline,
              {
                kind: 'declined',
                at: '2026-11-25T08:00:00.000Z',
                amountTzs: null,
                note: 'Fully booked that day',
                by: 'vendor',
              },
            ],
          }),
        ),
      ),
    );
    renderOrder();
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('button', { name: /Pay the balance|Cancel the order/ })).toBeNull();
    expect(screen.getByText('Reason: Fully booked that day')).toBeTruthy();
    expect(screen.getByText('+255 754 123 456')).toBeTruthy();
    expect(screen.getAllByText('Refunded').length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'Back to all orders' }).getAttribute('href')).toBe(
      '/event-planners/admin?section=orders',
    );
  });

  it('a delivered order holds its review (the reviews feature’s) for its customer, not for an admin', async () => {
    const review = vi.fn((order: { reference: string }) => <p>Review of {order.reference}</p>);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(orderDetail({ status: 'delivered' }))),
    );
    const { unmount } = renderOrder(ORDER, review);
    expect(await screen.findByText('Review of SH-1042')).toBeTruthy();
    unmount();

    useSession.getState().setUser({ ...neema, userRole: 'admin' });
    renderOrder(ORDER, review);
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByText('Review of SH-1042')).toBeNull();
  });

  it('says so when there is no such order', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(refusalResponse(404, 'not_found', 'order.not_found')));
    renderOrder();
    expect(await screen.findByText('There is no such order, or it is not yours to see.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to my orders' }).getAttribute('href')).toBe(
      '/event-planners/Account#orders',
    );
  });
});
