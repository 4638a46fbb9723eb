import type { AdminPayment, AdminPaymentDetail } from '@sherehe/core/api/payments';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../../test/app-router.tsx';
import { refusalResponse } from '../../../test/refusal.ts';
import { jsonResponse } from '../../../test/render.tsx';
import { fakeServer, rehema, signedInAdminEachTest } from '../admin-test-fixtures.ts';
import { AdminPage } from '../pages/admin-page.tsx';

const fetchMock = signedInAdminEachTest();

const late: AdminPayment = {
  id: '5a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  purpose: { kind: 'order', id: '9e0f1a2b-3c4d-4e5f-8a6b-7c8d9e0f1a2b' },
  payerUserId: null,
  amountTzs: 250_000,
  phone: '+255754123456',
  provider: 'clickpesa',
  status: 'expired',
  providerReference: 'CP123',
  failureReason: 'expired',
  providerMessage: null,
  lateSuccessAt: '2026-11-24T10:20:00.000Z',
  needsRefund: true,
  paidFor: 'SH-1042',
  refundedTzs: 0,
  createdAt: '2026-11-24T10:00:00.000Z',
  expiresAt: '2026-11-24T10:15:00.000Z',
  settledAt: '2026-11-24T10:15:00.000Z',
};
const detail: AdminPaymentDetail = {
  ...late,
  description: 'Harusi venue deposit',
  events: [
    {
      id: '1a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
      source: 'callback',
      eventId: 'PAYMENT RECEIVED:CP123:SUCCESS',
      reportedStatus: 'succeeded',
      outcome: 'late_success',
      payload: {},
      receivedAt: '2026-11-24T10:20:00.000Z',
    },
  ],
  refunds: [],
  refundableTzs: 250_000,
};

describe('Payments section', () => {
  it('filters those owed back, shows a payment’s history and refunds it, wording a refusal by its reason', async () => {
    let refused = false;
    const seen = fakeServer(fetchMock, ({ method, url }) => {
      if (method === 'POST') {
        if (!refused) {
          refused = true;
          return refusalResponse(422, 'business_rule', 'payments.refund_too_much', {
            params: { max: 200_000 },
          });
        }
        return jsonResponse(
          {
            id: '2a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
            amountTzs: 250_000,
            status: 'pending',
            reason: 'Paid late',
            requestedBy: rehema.id,
            providerReference: null,
            providerMessage: null,
            againOf: null,
            sentAgain: false,
            sendable: false,
            createdAt: '2026-11-24T11:00:00.000Z',
          },
          201,
        );
      }
      if (url.pathname.endsWith(late.id)) return jsonResponse(detail);
      return jsonResponse({ payments: [late], nextCursor: null });
    });
    renderRoutes(
      [{ path: '/event-planners/admin', Component: AdminPage }],
      '/event-planners/admin?section=payments',
    );
    const user = userEvent.setup();
    expect(await screen.findByText('TZS 250,000 · +255 754 123 456')).toBeTruthy();
    // What it paid for, as people say it, not the attempt's id.
    expect(screen.getByText('SH-1042')).toBeTruthy();
    expect(screen.queryByText(late.id)).toBeNull();
    expect(screen.getByText('Paid after it had failed or expired: refund it.')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Owed back' }));
    await waitFor(() =>
      expect(seen.some((request) => request.url.searchParams.get('needsRefund') === 'true')).toBe(true),
    );

    await user.click(screen.getByRole('button', { name: 'History' }));
    const dialog = await screen.findByRole('dialog', { name: 'Payment of TZS 250,000' });
    expect(within(dialog).getByText(/callback · succeeded → late_success/)).toBeTruthy();
    await user.type(within(dialog).getByLabelText('Why'), 'Paid late');
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(
      await within(dialog).findByText('At most TZS 200,000 of this payment is left to refund.'),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    await waitFor(() => expect(seen.filter((request) => request.method === 'POST')).toHaveLength(2));
    expect(seen.find((request) => request.method === 'POST')?.body).toEqual({
      amountTzs: 250_000,
      reason: 'Paid late',
    });
  });

  it('says Refunded, or how much went back, rather than the status of a payment given back', async () => {
    const refunded: AdminPayment = {
      ...late,
      id: '6a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
      status: 'succeeded',
      lateSuccessAt: null,
      needsRefund: false,
      paidFor: 'SH-1050, SH-1051',
      refundedTzs: 250_000,
    };
    const part: AdminPayment = {
      ...refunded,
      id: '7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
      refundedTzs: 50_000,
    };
    fakeServer(fetchMock, () => jsonResponse({ payments: [refunded, part], nextCursor: null }));
    renderRoutes(
      [{ path: '/event-planners/admin', Component: AdminPage }],
      '/event-planners/admin?section=payments',
    );
    expect(await screen.findByText(/^Refunded · clickpesa/)).toBeTruthy();
    expect(screen.getByText(/^Partly refunded \(TZS 50,000 back\) · clickpesa/)).toBeTruthy();
    expect(screen.getAllByText('SH-1050, SH-1051')).toHaveLength(2);
  });

  it('sends a refund the provider refused again, once the admin has read where it goes', async () => {
    const refusedRefund = {
      id: '3a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
      amountTzs: 80_000,
      status: 'failed' as const,
      reason: 'Vendor declined',
      requestedBy: null,
      providerReference: null,
      providerMessage: '400: Insufficient balance',
      againOf: null,
      sentAgain: false,
      sendable: true,
      createdAt: '2026-11-24T11:00:00.000Z',
    };
    const owed: AdminPaymentDetail = {
      ...detail,
      status: 'succeeded',
      lateSuccessAt: null,
      refundedTzs: 0,
      refunds: [refusedRefund],
      refundableTzs: 0,
    };
    let sent = false;
    const seen = fakeServer(fetchMock, ({ method, url }) => {
      if (method === 'POST') {
        if (sent) return refusalResponse(409, 'conflict', 'payments.refund_sent_again');
        sent = true;
        return jsonResponse(
          { ...refusedRefund, id: '4a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d', status: 'pending' },
          201,
        );
      }
      if (url.pathname.endsWith(late.id)) return jsonResponse(owed);
      return jsonResponse({ payments: [{ ...owed, events: undefined }], nextCursor: null });
    });
    renderRoutes(
      [{ path: '/event-planners/admin', Component: AdminPage }],
      '/event-planners/admin?section=payments',
    );
    const user = userEvent.setup();
    const refusedWords =
      'The provider refused a refund of this payment: the money is still owed back. Send it again below.';
    expect(await screen.findByText(refusedWords)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'History' }));
    const dialog = await screen.findByRole('dialog', { name: 'Payment of TZS 250,000' });
    expect(
      within(dialog).getByText(/TZS 80,000 · Failed · Vendor declined \(400: Insufficient balance\)/),
    ).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Refund' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Send again' }));
    expect(within(dialog).getByText('Send TZS 80,000 to +255 754 123 456 again?')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Not now' }));
    expect(seen.filter((request) => request.method === 'POST')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Send again' }));
    await user.click(within(dialog).getByRole('button', { name: 'Yes, send it again' }));
    expect(await screen.findByText('Refund sent again.')).toBeTruthy();
    const posts = seen.filter((request) => request.method === 'POST');
    expect(posts.map((request) => request.url.pathname)).toEqual([
      `/api/v1/admin/payments/${late.id}/refunds/${refusedRefund.id}/again`,
    ]);
    // Sent twice behind this page's back: the refusal is worded.
    await user.click(within(dialog).getByRole('button', { name: 'Send again' }));
    await user.click(within(dialog).getByRole('button', { name: 'Yes, send it again' }));
    expect(await within(dialog).findByText('This refund has already been sent again.')).toBeTruthy();
  });
});
