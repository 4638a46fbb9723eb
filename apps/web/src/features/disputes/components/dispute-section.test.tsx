import type { OrderDispute } from '@sherehe/core/api/disputes';
import type { OrderDetail } from '@sherehe/core/api/orders';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { orderDetail } from '../../../test/order-fixtures.ts';
import { refusalResponse } from '../../../test/refusal.ts';
import { jsonResponse, renderWithProviders } from '../../../test/render.tsx';
import { DisputeSection } from './dispute-section.tsx';

const DISPUTE = '3f0c1e9a-7b7d-4f4b-9a43-52b1c2d3e4f5';

function dispute(overrides: Partial<OrderDispute> = {}): OrderDispute {
  return {
    id: DISPUTE,
    reason: 'partly_delivered',
    customerText: 'Only half the chairs came.',
    customerPhotos: [{ id: 'a1b2c3d4-0000-4000-8000-000000000001', width: 640, height: 480 }],
    openedAt: '2026-12-12T10:00:00.000Z',
    vendorText: null,
    vendorPhotos: [],
    answeredAt: null,
    state: 'open',
    outcome: null,
    refundTzs: null,
    note: null,
    decidedAt: null,
    frozenTzs: 475_000,
    canAddPhotos: false,
    canAnswer: false,
    canDecide: false,
    ...overrides,
  };
}

function sent(fetchMock: ReturnType<typeof vi.fn>) {
  return fetchMock.mock.calls
    .filter(([, init]) => (init as RequestInit | undefined)?.method)
    .map(
      ([url, init]) => `${(init as RequestInit).method} ${String(url)} ${(init as RequestInit).body ?? ''}`,
    );
}

function renderSection(order: OrderDetail) {
  const onOrder = vi.fn();
  renderWithProviders(<DisputeSection order={order} onOrder={onOrder} />);
  return onOrder;
}

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18next.changeLanguage('en');
});

describe('a dispute on the order page', () => {
  it('lets the customer report a problem, worded by the server’s refusal until a reason is chosen', async () => {
    const answered = orderDetail({ status: 'delivered', canDispute: false, dispute: dispute() });
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(
        refusalResponse(400, 'validation', 'dispute.reason_required', {
          fields: [{ field: 'reason', reason: 'dispute.reason_required', issue: 'invalid_value' }],
        }),
      )
      .mockResolvedValueOnce(jsonResponse(answered, 201));
    vi.stubGlobal('fetch', fetchMock);
    const onOrder = renderSection(orderDetail({ status: 'delivered', canDispute: true }));

    fireEvent.click(screen.getByRole('button', { name: 'Report a problem' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'What happened' }), {
      target: { value: 'Only half the chairs came.' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send the report' }));
    expect(await screen.findByText('Choose what went wrong.')).toBeTruthy();

    fireEvent.click(screen.getByRole('radio', { name: 'Only part of it came' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send the report' }));
    await waitFor(() => expect(onOrder).toHaveBeenCalledWith(answered));
    expect(sent(fetchMock).at(-1)).toBe(
      `POST /api/v1/orders/${answered.id}/dispute {"reason":"partly_delivered","text":"Only half the chairs came."}`,
    );
  });

  it('shows what is frozen and both sides, with the photos served to the order’s sides only', () => {
    renderSection(orderDetail({ status: 'delivered', dispute: dispute() }));
    const card = screen.getByRole('region', { name: 'Dispute' });
    expect(card.textContent).toContain('Open: TZS 475,000 held until Sherehe decides');
    expect(card.textContent).toContain('reported: Only part of it came');
    expect(card.textContent).toContain('Waiting for Mlimani Events’s answer.');
    const photo = within(card).getByRole('img', { name: /^Photo 1 from / });
    expect(photo.getAttribute('src')).toBe(
      `/api/v1/orders/${orderDetail().id}/dispute/photos/a1b2c3d4-0000-4000-8000-000000000001`,
    );
    expect(within(card).queryByRole('button', { name: 'Decide' })).toBeNull();
  });

  it('lets the vendor answer and offers to add photos on their side', async () => {
    const fetchMock = vi.fn().mockImplementation(() => Promise.resolve(jsonResponse(orderDetail())));
    vi.stubGlobal('fetch', fetchMock);
    renderSection(
      orderDetail({ status: 'delivered', dispute: dispute({ canAnswer: true, canAddPhotos: true }) }),
    );
    fireEvent.change(screen.getByRole('textbox', { name: 'Your side' }), {
      target: { value: 'All 300 chairs came; signed for.' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send your side' }));
    await waitFor(() =>
      expect(sent(fetchMock).at(-1)).toBe(
        `PUT /api/v1/orders/${orderDetail().id}/dispute/answer {"text":"All 300 chairs came; signed for."}`,
      ),
    );
    expect(screen.getByText('Add a photo')).toBeTruthy();
  });

  it('lets an admin decide a partial refund, in Swahili too', async () => {
    await i18next.changeLanguage('sw');
    const fetchMock = vi.fn().mockImplementation(() => Promise.resolve(jsonResponse(orderDetail())));
    vi.stubGlobal('fetch', fetchMock);
    renderSection(
      orderDetail({ status: 'delivered', paidTzs: 500_000, dispute: dispute({ canDecide: true }) }),
    );
    fireEvent.click(screen.getByRole('radio', { name: 'Rejesha sehemu, achilia zilizobaki' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Marejesho kwa mteja (TSh)' }), {
      target: { value: '200,000' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'Sababu (pande zote mbili zinaisoma)' }), {
      target: { value: 'Nusu ya viti ilifika.' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Amua' }));
    // Final once sent: the decision is said back first, and nothing goes until it is confirmed.
    const confirm = screen.getByRole('dialog', { name: 'Uamue mgogoro huu?' });
    expect(confirm.textContent).toContain('TSh 200,000');
    expect(sent(fetchMock)).toEqual([]);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Amua' }));
    await waitFor(() =>
      expect(sent(fetchMock).at(-1)).toBe(
        `POST /api/v1/admin/disputes/${DISPUTE}/decide {"outcome":"partial_refund","refundTzs":200000,"note":"Nusu ya viti ilifika."}`,
      ),
    );
  });

  it('shows the decision to both sides once made', () => {
    renderSection(
      orderDetail({
        status: 'delivered',
        dispute: dispute({
          state: 'decided',
          outcome: 'partial_refund',
          refundTzs: 200_000,
          note: 'Half the chairs came.',
          decidedAt: '2026-12-14T09:00:00.000Z',
          frozenTzs: 0,
        }),
      }),
    );
    const card = screen.getByRole('region', { name: 'Dispute' });
    expect(card.textContent).toContain(
      'Partial refund: TZS 200,000 back to the customer, the rest to the vendor',
    );
    expect(card.textContent).toContain('Half the chairs came.');
  });
});
