import type { AdminReport } from '@sherehe/core/api/conversations';
import { fireEvent, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '../../../test/render.tsx';
import { MessageReportsSection } from './message-reports-section.tsx';

const CONVERSATION = '5b1f7c2e-1d4a-4e8b-9c3f-0a1b2c3d4e5f';
const MESSAGE = 'a1b2c3d4-0000-4000-8000-000000000009';
const photoUrl = `/api/v1/conversations/${CONVERSATION}/messages/${MESSAGE}/photo`;

const report: AdminReport = {
  id: 'c0ffee00-0000-4000-8000-000000000001',
  conversationId: CONVERSATION,
  status: 'open',
  why: 'Picha ina namba ya simu',
  reportedAt: '2026-12-02T10:00:00.000Z',
  reporterSide: 'customer',
  message: { id: MESSAGE, body: '', side: 'vendor', sentAt: '2026-12-02T09:00:00.000Z', photo: true },
  vendor: { id: 'd0000000-0000-4000-8000-000000000002', businessName: 'Baraka Catering' },
  customerName: 'Amina M.',
};

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18next.changeLanguage('en');
});

describe('a reported photo in the admins’ queue', () => {
  it('is shown on the report and in the conversation, read through the conversation’s photo route', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        String(url).includes('/admin/conversations/')
          ? jsonResponse({
              id: CONVERSATION,
              vendor: report.vendor,
              customerName: 'Amina M.',
              listing: null,
              messages: [
                {
                  id: MESSAGE,
                  side: 'vendor',
                  body: '',
                  masked: false,
                  hidden: false,
                  sentAt: report.message.sentAt,
                  reported: true,
                  photo: true,
                },
              ],
            })
          : jsonResponse({ reports: [report], nextCursor: null }),
      ),
    );
    renderWithProviders(<MessageReportsSection />, {
      route: '/event-planners/admin?section=message-reports',
    });
    const onCard = await screen.findByRole('img', { name: 'Photo sent by Baraka Catering' });
    expect(onCard.getAttribute('src')).toBe(photoUrl);
    fireEvent.click(screen.getByRole('button', { name: 'Read the conversation' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      (await within(dialog).findByRole('img', { name: 'Photo sent by Baraka Catering' })).getAttribute('src'),
    ).toBe(photoUrl);
  });
});
