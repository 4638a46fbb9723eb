import { screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '../../../test/render.tsx';
import { EVENT, summary } from '../manage-test-fixtures.ts';
import { ManageMyEventsSection } from './manage-my-events-section.tsx';

const DOOR_EVENT = '2c3d4e5f-6a7b-4c8d-9e0f-1a2b3c4d5e6f';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('My events on the Account page', () => {
  it('lists the events I host and help organise, with their money and my role', async () => {
    const fetchMock = vi.fn().mockResolvedValue(
      jsonResponse({
        hosting: [summary],
        helping: [
          {
            ...summary,
            id: '1b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d5e',
            name: 'Send-off ya Rehema',
            myRole: 'treasurer',
            status: 'closed',
          },
        ],
        atTheDoor: [
          {
            id: DOOR_EVENT,
            code: 'SNDOFF',
            name: 'Send-off ya Halima',
            startsAt: '2026-12-19T13:00:00.000Z',
            venue: 'Diamond Jubilee Hall',
          },
        ],
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<ManageMyEventsSection />);
    const hosted = await screen.findByRole('link', { name: /Harusi ya Neema na Juma/ });
    expect(hosted.getAttribute('href')).toBe(`/event-planners/events/${EVENT}`);
    expect(hosted.textContent).toContain('Open to pledges');
    expect(hosted.textContent).toContain('Host');
    expect(hosted.textContent).toContain('TZS 2,500,000 paid of TZS 6,000,000 pledged · 120 contributors');
    const helped = screen.getByRole('link', { name: /Send-off ya Rehema/ });
    expect(helped.textContent).toContain('Treasurer');
    expect(helped.textContent).toContain('Closed to new pledges');
    expect(screen.getByText('Events I host')).toBeTruthy();
    expect(screen.getByText('Events I help organise')).toBeTruthy();
    // A gate officer's event opens its door, with no money on it.
    const door = screen.getByRole('link', { name: /Send-off ya Halima/ });
    expect(door.getAttribute('href')).toBe(`/event-planners/door/${DOOR_EVENT}`);
    expect(door.textContent).toContain('Diamond Jubilee Hall');
    expect(door.textContent).toContain('Open the door page');
    expect(door.textContent).not.toContain('TZS');
    expect(screen.getByText('Events where I keep the door')).toBeTruthy();
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/v1/events/mine');
    expect(screen.getByRole('link', { name: 'Create an event' }).getAttribute('href')).toBe(
      '/event-planners/event',
    );
  });

  it('says what to do when there are none, in Swahili too', async () => {
    await i18next.changeLanguage('sw');
    vi.stubGlobal(
      'fetch',
      vi.fn().mockResolvedValue(jsonResponse({ hosting: [], helping: [], atTheDoor: [] })),
    );
    renderWithProviders(<ManageMyEventsSection />);
    const section = await screen.findByRole('region', { name: 'Matukio yangu' });
    expect(await within(section).findByText(/Bado huna tukio. Tengeneza tukio/)).toBeTruthy();
    expect(within(section).getByRole('link', { name: 'Tengeneza Tukio' })).toBeTruthy();
  });
});
