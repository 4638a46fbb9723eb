import type { HeldMessage } from '@sherehe/core/api/outbound';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../../test/app-router.tsx';
import { jsonResponse } from '../../../test/render.tsx';
import { fakeServer, signedInAdminEachTest } from '../admin-test-fixtures.ts';
import { AdminPage } from '../pages/admin-page.tsx';

const fetchMock = signedInAdminEachTest();

const invitation: HeldMessage = {
  id: '6a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  channel: 'sms',
  recipient: '+255754123456',
  sender: { kind: 'account', id: '7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d', name: 'Mvamizi' },
  event: { id: '8a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d', name: 'M-PESA ALERT' },
  rule: 'sender',
  createdAt: '2026-11-29T08:00:00.000Z',
};
const prompt: HeldMessage = {
  id: '9a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  channel: 'prompt',
  recipient: '+255655000111',
  sender: { kind: 'address', address: '10.9.8.7' },
  event: null,
  rule: 'recipient',
  createdAt: '2026-11-29T07:00:00.000Z',
};

describe('Held messages section', () => {
  it("lists what the budget held back, who asked and why, with the last day's counts, and loads more", async () => {
    const seen = fakeServer(fetchMock, ({ url }) =>
      url.searchParams.get('cursor')
        ? jsonResponse({
            messages: [prompt],
            nextCursor: null,
            lastDay: { sender: 1, recipient: 1, event: 0, site: 0 },
          })
        : jsonResponse({
            messages: [invitation],
            nextCursor: 'next-page',
            lastDay: { sender: 1, recipient: 1, event: 0, site: 0 },
          }),
    );
    renderRoutes(
      [{ path: '/event-planners/admin', Component: AdminPage }],
      '/event-planners/admin?section=held-messages',
    );
    expect(await screen.findByText('Asked by the account Mvamizi')).toBeTruthy();
    expect(screen.getByText('About the event M-PESA ALERT')).toBeTruthy();
    expect(screen.getByText(/The sender’s allowance ran out/)).toBeTruthy();
    expect(seen[0]?.url.pathname).toBe('/api/v1/admin/held-messages');

    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Asked from the address 10.9.8.7')).toBeTruthy();
    expect(screen.getByText('+255 655 000 111').parentElement?.textContent).toBe(
      'Payment prompt · +255 655 000 111',
    );
    await waitFor(() => expect(seen.at(-1)?.url.searchParams.get('cursor')).toBe('next-page'));
  });

  it('says so when nothing was held back', async () => {
    fakeServer(fetchMock, () =>
      jsonResponse({
        messages: [],
        nextCursor: null,
        lastDay: { sender: 0, recipient: 0, event: 0, site: 0 },
      }),
    );
    renderRoutes(
      [{ path: '/event-planners/admin', Component: AdminPage }],
      '/event-planners/admin?section=held-messages',
    );
    expect(await screen.findByText('Nothing has been held back.')).toBeTruthy();
  });
});
