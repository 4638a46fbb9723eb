import type { NotificationItem, NotificationSettings } from '@sherehe/core/api/notifications';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '../../../test/render.tsx';
import { NotificationsSection } from './notifications-section.tsx';

const confirmed: NotificationItem = {
  id: '3f1f2a52-6d3c-4b55-a7a8-0c6b9a1d9e11',
  kind: 'order.updated',
  params: { number: 1042, status: 'confirmed', vendorName: 'Keki Tamu' },
  path: '/event-planners/orders/7d0b6a0e-1b7a-4f7e-9d55-3b2c1d0e9f10',
  createdAt: '2026-11-24T09:30:00.000Z',
  readAt: null,
};
const pledged: NotificationItem = {
  id: '5a2e0c1f-8b3d-4e6a-9f70-1c2d3e4f5a6b',
  kind: 'pledge.payment_received',
  params: { eventName: 'Harusi ya Amina', name: 'Baraka Mushi', amountTzs: 20_000 },
  path: '/event-planners/events/9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c6b',
  createdAt: '2026-11-23T17:05:00.000Z',
  readAt: '2026-11-23T18:00:00.000Z',
};

let settings: NotificationSettings;
let requests: { method: string; url: string; body: unknown }[];
let unread: number;
let whatsApp: { offered: boolean; on: boolean; phone: string | null; stopped: boolean };

beforeEach(() => {
  settings = { orders: true, messages: true, michango: true, account: true, news: false };
  requests = [];
  unread = 1;
  whatsApp = { offered: true, on: false, phone: '+255754000001', stopped: false };
  vi.stubGlobal('Notification', { permission: 'denied', requestPermission: vi.fn() });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      requests.push({ method, url, body });
      if (url.includes('/me/notifications?')) {
        return jsonResponse({ items: [confirmed, pledged], nextCursor: null, unreadCount: unread });
      }
      if (url.endsWith('/read') || url.endsWith('/read-all')) {
        unread = 0;
        return jsonResponse({ unreadCount: 0 });
      }
      if (url.endsWith('/me/whatsapp-texts')) {
        if (method === 'PUT' && !whatsApp.offered) {
          return jsonResponse({ error: { kind: 'business_rule', reason: 'whatsapp.not_offered' } }, 422);
        }
        if (method === 'PUT') whatsApp = { ...whatsApp, ...body };
        return jsonResponse(whatsApp);
      }
      if (url.endsWith('/me/notification-settings')) {
        if (method === 'PUT') settings = { ...settings, ...body };
        return jsonResponse(settings);
      }
      return jsonResponse({}, 404);
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the notifications on the Account page', () => {
  it('words each one from its kind and values, marks the unread, and links to its page', async () => {
    renderWithProviders(<NotificationsSection />);
    await screen.findByText('Order SH-1042 confirmed');
    const inbox = screen.getByRole('region', { name: /^Notifications/ });
    const [first, second] = within(inbox).getAllByRole('listitem');
    expect(first?.textContent).toContain('Unread: Order SH-1042 confirmed');
    expect(first?.textContent).toContain('Keki Tamu confirmed your order.');
    expect(
      within(first as HTMLElement)
        .getByRole('link')
        .getAttribute('href'),
    ).toBe(confirmed.path);
    expect(second?.textContent).toContain('Contribution received for Harusi ya Amina');
    expect(second?.textContent).toContain('Baraka Mushi paid TZS 20,000 by mobile money.');
    expect(second?.textContent).not.toContain('Unread');
    expect(screen.getByText('1 unread')).toBeTruthy();
  });

  it('speaks Swahili to a Swahili reader', async () => {
    await i18next.changeLanguage('sw');
    renderWithProviders(<NotificationsSection />);
    expect(await screen.findByText('Oda SH-1042 imethibitishwa')).toBeTruthy();
    expect(screen.getByText('Baraka Mushi amelipa TSh 20,000 kwa pesa ya simu.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: /Arifa/ })).toBeTruthy();
  });

  it('marks one read', async () => {
    const user = userEvent.setup();
    renderWithProviders(<NotificationsSection />);
    await user.click(await screen.findByRole('button', { name: 'Mark “Order SH-1042 confirmed” as read' }));
    expect(requests).toContainEqual({
      method: 'POST',
      url: `/api/v1/me/notifications/${confirmed.id}/read`,
      body: undefined,
    });
  });

  it('marks all read', async () => {
    const user = userEvent.setup();
    renderWithProviders(<NotificationsSection />);
    await user.click(await screen.findByRole('button', { name: 'Mark all as read' }));
    expect(requests).toContainEqual({
      method: 'POST',
      url: '/api/v1/me/notifications/read-all',
      body: undefined,
    });
    // The list comes again with nothing unread: the button goes.
    await vi.waitFor(() => expect(screen.queryByRole('button', { name: 'Mark all as read' })).toBeNull());
  });

  it('turns a topic on and off with a switch, news off to start with', async () => {
    const user = userEvent.setup();
    renderWithProviders(<NotificationsSection />);
    const news = await screen.findByRole('switch', { name: 'News from Sherehe' });
    expect(news.getAttribute('aria-checked')).toBe('false');
    expect(screen.getByRole('switch', { name: 'Orders and payments' }).getAttribute('aria-checked')).toBe(
      'true',
    );
    await user.click(news);
    expect(requests).toContainEqual({
      method: 'PUT',
      url: '/api/v1/me/notification-settings',
      body: { news: true },
    });
    expect(news.getAttribute('aria-checked')).toBe('true');
  });

  it('says when this browser blocks notifications, and offers to ask when it has not been asked', async () => {
    renderWithProviders(<NotificationsSection />);
    expect(await screen.findByText(/Notifications are blocked for Sherehe in this browser/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Allow on this browser' })).toBeNull();
  });

  it('offers to ask a browser that has not been asked yet', async () => {
    vi.stubGlobal('Notification', { permission: 'default', requestPermission: vi.fn(async () => 'denied') });
    const user = userEvent.setup();
    renderWithProviders(<NotificationsSection />);
    await user.click(await screen.findByRole('button', { name: 'Allow on this browser' }));
    expect(Notification.requestPermission).toHaveBeenCalled();
  });

  it('turns texts by WhatsApp on, naming the number they go to, in both languages', async () => {
    const user = userEvent.setup();
    renderWithProviders(<NotificationsSection />);
    const texts = await screen.findByRole('switch', { name: 'Texts by WhatsApp' });
    expect(texts.getAttribute('aria-checked')).toBe('false');
    expect(screen.getByText(/on WhatsApp at \+255 754 000 001 instead of SMS/)).toBeTruthy();
    await user.click(texts);
    expect(requests).toContainEqual({ method: 'PUT', url: '/api/v1/me/whatsapp-texts', body: { on: true } });
    await vi.waitFor(() => expect(texts.getAttribute('aria-checked')).toBe('true'));

    await i18next.changeLanguage('sw');
    expect(await screen.findByRole('switch', { name: 'Ujumbe kwa WhatsApp' })).toBeTruthy();
  });

  it('shows no WhatsApp switch where WhatsApp is not offered', async () => {
    whatsApp = { ...whatsApp, offered: false };
    renderWithProviders(<NotificationsSection />);
    await screen.findByRole('switch', { name: 'News from Sherehe' });
    expect(screen.queryByRole('switch', { name: 'Texts by WhatsApp' })).toBeNull();
  });
});
