import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../lib/session-store.ts';
import { neema, sentBody } from '../../../test/auth-fixtures.ts';
import {
  CAKE_VENDOR,
  CHECKOUT,
  checkoutGroup,
  checkoutLine,
  checkoutPreview,
  HALL,
  ORDER,
  PAYMENT,
} from '../../../test/order-fixtures.ts';
import { refusalResponse } from '../../../test/refusal.ts';
import { jsonResponse, renderWithProviders } from '../../../test/render.tsx';
import { CheckoutPage } from './checkout-page.tsx';

function Where() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

function renderCheckout() {
  return renderWithProviders(
    <Routes>
      <Route path="/event-planners/checkout" element={<CheckoutPage />} />
      <Route path="*" element={<Where />} />
    </Routes>,
    { route: '/event-planners/checkout' },
  );
}

const placed = (paymentId: string | null = PAYMENT) =>
  jsonResponse({
    checkoutId: CHECKOUT,
    paymentId,
    orders: [{ id: ORDER, reference: 'SH-1042' }],
    dueNowTzs: 310_000,
  });

function posts(fetchMock: ReturnType<typeof vi.fn>) {
  return fetchMock.mock.calls.filter(([, init]) => (init as RequestInit).method === 'POST');
}

beforeEach(() => useSession.getState().setUser(neema));
afterEach(() => {
  vi.unstubAllGlobals();
  useSession.getState().logout();
});

describe('the checkout page', () => {
  it('sends a signed-out person to sign in, and back here afterwards', () => {
    useSession.getState().logout();
    renderCheckout();
    expect(screen.getByTestId('location').textContent).toBe(
      '/event-planners/login?next=%2Fevent-planners%2Fcheckout',
    );
  });

  it('shows one order per vendor with its lines, deposit and due-now, then pays by mobile money', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(jsonResponse(checkoutPreview()))
      .mockResolvedValueOnce(placed());
    vi.stubGlobal('fetch', fetchMock);
    renderCheckout();

    const hall = await screen.findByRole('region', { name: 'Mlimani Events' });
    expect(hall.textContent).toContain('Mlimani Hall');
    expect(hall.textContent).toContain('Date: 12 Dec 2026');
    expect(hall.textContent).toContain('200 guests');
    expect(hall.textContent).toContain('TZS 500,000');
    expect(
      within(hall).getByText('Deposit now: TZS 150,000 · the rest later from your order page'),
    ).toBeTruthy();
    const cake = screen.getByRole('region', { name: 'Keki Tamu' });
    expect(cake.textContent).toContain('Quantity: 2');
    expect(cake.textContent).toContain('Location: Mbezi');
    expect(cake.textContent).not.toContain('Deposit now');
    expect(screen.getByTestId('due-now').textContent).toBe('TZS 310,000');
    expect(screen.getByText(/The rest \(TZS 350,000\) is paid later/)).toBeTruthy();
    expect(screen.getAllByText(/M-Pesa, Mixx by Yas, Airtel Money or HaloPesa/).length).toBeGreaterThan(0);
    expect((screen.getByLabelText('Mobile-money number') as HTMLInputElement).value).toBe('+255 754 123 456');

    fireEvent.change(screen.getByLabelText('Mobile-money number'), { target: { value: '0713 555 111' } });
    fireEvent.change(screen.getByLabelText('Event location (optional)'), {
      target: { value: ' Mlimani City ' },
    });
    fireEvent.change(screen.getByLabelText('Note to Keki Tamu (optional)'), { target: { value: 'No nuts' } });
    fireEvent.click(screen.getByRole('button', { name: 'Pay TZS 310,000 by mobile money' }));

    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe(`/event-planners/payments/${PAYMENT}`),
    );
    const [url, init] = posts(fetchMock)[0] as [string, RequestInit];
    expect(url).toBe('/api/v1/checkout');
    const body = sentBody(fetchMock, 1) as Record<string, unknown>;
    expect(body).toEqual({
      idempotencyKey: expect.stringMatching(/^[\w-]{8,64}$/),
      phone: '+255713555111',
      location: 'Mlimani City',
      notes: { [CAKE_VENDOR]: 'No nuts' },
      language: 'en',
    });
    expect(init.method).toBe('POST');
  });

  it('sends the same key again when a submission is retried, so nothing is placed twice', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(jsonResponse(checkoutPreview()))
      .mockRejectedValueOnce(new TypeError('connection lost'))
      .mockResolvedValueOnce(placed());
    vi.stubGlobal('fetch', fetchMock);
    renderCheckout();
    const pay = await screen.findByRole('button', { name: 'Pay TZS 310,000 by mobile money' });
    fireEvent.click(pay);
    expect((await screen.findByRole('alert')).textContent).toMatch(/connection/i);
    fireEvent.click(screen.getByRole('button', { name: 'Pay TZS 310,000 by mobile money' }));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe(`/event-planners/payments/${PAYMENT}`),
    );
    const [first, second] = posts(fetchMock).map(([, init]) =>
      JSON.parse(String((init as RequestInit).body)),
    );
    expect(first.idempotencyKey).toBe(second.idempotencyKey);
  });

  it('ignores a second tap while the first is on its way', async () => {
    let answer: (response: Response) => void = () => {};
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(jsonResponse(checkoutPreview()))
      .mockReturnValueOnce(new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal('fetch', fetchMock);
    renderCheckout();
    const pay = await screen.findByRole('button', { name: 'Pay TZS 310,000 by mobile money' });
    fireEvent.click(pay);
    const busy = await screen.findByRole('button', { name: 'Sending the prompt to your phone…' });
    fireEvent.click(busy);
    fireEvent.click(busy);
    expect(posts(fetchMock)).toHaveLength(1);
    answer(placed());
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe(`/event-planners/payments/${PAYMENT}`),
    );
  });

  it('opens the order itself when nothing is due now', async () => {
    vi.stubGlobal(
      'fetch',
      vi
        .fn()
        .mockResolvedValueOnce(jsonResponse(checkoutPreview({ groups: [checkoutGroup({ dueNowTzs: 0 })] })))
        .mockResolvedValueOnce(placed(null)),
    );
    renderCheckout();
    fireEvent.click(await screen.findByRole('button', { name: 'Place the order' }));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe(`/event-planners/orders/${ORDER}`),
    );
  });

  it('checks the number before sending anything', async () => {
    const fetchMock = vi.fn().mockResolvedValueOnce(jsonResponse(checkoutPreview({ phone: null })));
    vi.stubGlobal('fetch', fetchMock);
    renderCheckout();
    const pay = await screen.findByRole('button', { name: 'Pay TZS 310,000 by mobile money' });
    fireEvent.click(pay);
    expect(await screen.findByText('Enter the mobile-money number to pay from.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Mobile-money number'), { target: { value: '0222 123 456' } });
    fireEvent.click(pay);
    expect(
      await screen.findByText('Enter a Tanzanian mobile money number, such as 0754 123 456.'),
    ).toBeTruthy();
    expect(posts(fetchMock)).toHaveLength(0);
  });

  it.each([
    [
      'en',
      'Mlimani Hall was just booked for 12 December 2026 by someone else. Choose another date.',
      'Back to the cart',
    ],
    [
      'sw',
      'Mlimani Hall imechukuliwa na mtu mwingine tarehe 12 Desemba 2026 punde tu. Chagua tarehe nyingine.',
      'Rudi kwenye kikapu',
    ],
  ])('words a date taken meanwhile (%s) and leads back to the cart', async (language, words, back) => {
    await i18next.changeLanguage(language);
    vi.stubGlobal(
      'fetch',
      vi
        .fn()
        .mockResolvedValueOnce(jsonResponse(checkoutPreview()))
        .mockResolvedValueOnce(
          refusalResponse(409, 'conflict', 'checkout.date_taken', {
            params: { title: 'Mlimani Hall', date: '2026-12-12' },
          }),
        ),
    );
    renderCheckout();
    const pay = await screen.findByRole('button', { name: /TSh 310,000|TZS 310,000/ });
    fireEvent.click(pay);
    const alert = await screen.findByText(words);
    const box = alert.closest('[role="alert"]') as HTMLElement;
    expect(within(box).getByRole('link', { name: back }).getAttribute('href')).toBe('/event-planners/cart');
  });

  it('says so when paying is not set up', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn().mockResolvedValueOnce(jsonResponse(checkoutPreview({ paymentsEnabled: false }))),
    );
    renderCheckout();
    expect(
      await screen.findByText(
        'Paying by mobile money is not set up on this server yet, so orders cannot be placed.',
      ),
    ).toBeTruthy();
    expect(
      (screen.getByRole('button', { name: 'Pay TZS 310,000 by mobile money' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it('words the server refusing because payments are off', async () => {
    vi.stubGlobal(
      'fetch',
      vi
        .fn()
        .mockResolvedValueOnce(jsonResponse(checkoutPreview()))
        .mockResolvedValueOnce(refusalResponse(422, 'business_rule', 'payments.unavailable')),
    );
    renderCheckout();
    fireEvent.click(await screen.findByRole('button', { name: 'Pay TZS 310,000 by mobile money' }));
    expect(
      await screen.findByText('Paying by mobile money is not available right now. Please try again later.'),
    ).toBeTruthy();
  });

  it('shows what keeps a line back, with the way to fix it, and does not take payment', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn().mockResolvedValueOnce(
        jsonResponse(
          checkoutPreview({
            groups: [checkoutGroup({ lines: [checkoutLine({ problem: 'date_taken' })] })],
          }),
        ),
      ),
    );
    renderCheckout();
    expect(await screen.findByText('This date is already booked. Choose another date.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Change the date' }).getAttribute('href')).toBe(
      `/event-planners/products/${HALL}`,
    );
    expect(screen.getByText('Some items need attention before you can pay.')).toBeTruthy();
    expect((screen.getByRole('button', { name: /by mobile money/ }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('links the demo phone with the number when the simulator takes the payments', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValueOnce(jsonResponse(checkoutPreview({ simulator: true }))));
    renderCheckout();
    const demo = await screen.findByRole('link', { name: 'Demo: approve the payment on the demo phone' });
    expect(demo.getAttribute('href')).toBe('/dev/phone?number=%2B255754123456');
  });

  it('says there is nothing to check out when the cart is empty', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValueOnce(jsonResponse(checkoutPreview({ groups: [] }))));
    renderCheckout();
    expect(await screen.findByText('Your cart is empty: there is nothing to check out.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse services' })).toBeTruthy();
  });

  it('is all in Swahili, with amounts in TSh', async () => {
    await i18next.changeLanguage('sw');
    vi.stubGlobal('fetch', vi.fn().mockResolvedValueOnce(jsonResponse(checkoutPreview())));
    renderCheckout();
    expect(await screen.findByRole('button', { name: 'Lipa TSh 310,000 kwa pesa ya simu' })).toBeTruthy();
    expect(
      screen.getByText('Amana sasa: TSh 150,000 · salio baadaye kupitia ukurasa wa oda yako'),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Lipia oda');
    expect(screen.getByLabelText('Namba ya pesa ya simu')).toBeTruthy();
  });
});
