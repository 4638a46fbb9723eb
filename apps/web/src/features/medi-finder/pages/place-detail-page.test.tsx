import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { useSession } from '../../../lib/session-store.ts';
import { LocationProbe, renderRoutes, resetAppState } from '../../../test/app-router.tsx';
import { refusalResponse } from '../../../test/refusal.ts';
import { jsonResponse } from '../../../test/render.tsx';
import { siteConfigFixture } from '../../../test/site-config-fixture.ts';
import type { FinderMapProps } from '../components/finder-map.tsx';
import { resetFinder } from '../finder-store.ts';
import { centreRecord, pharmacyRecord, WEEKDAYS_8_TO_22 } from '../medi-finder-test-fixtures.ts';
import { DiagnosticCentresPage } from './diagnostic-centres-page.tsx';
import { PharmaciesPage } from './pharmacies-page.tsx';

vi.mock('../components/finder-map.tsx', () => ({
  FinderMap: ({ places, label }: FinderMapProps) => (
    <section aria-label={label}>
      {places.map((place) => (
        <p key={place.id}>{`Marker: ${place.name} at ${place.latitude},${place.longitude}`}</p>
      ))}
    </section>
  ),
}));

const ID = '1b7f3c2e-5d1a-4c8e-9f00-00000000abcd';
let fetchMock: Mock;
let answer: (url: URL) => Promise<Response>;

beforeEach(() => {
  fetchMock = vi.fn((input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://sherehe.test');
    if (url.pathname === '/api/v1/site-config') return Promise.resolve(jsonResponse(siteConfigFixture));
    return answer(url);
  });
  vi.stubGlobal('fetch', fetchMock);
  // Monday 3 March 2025, 09:00 in Tanzania.
  vi.useFakeTimers({ now: new Date('2025-03-03T06:00:00Z'), toFake: ['Date'] });
});

afterEach(() => {
  cleanup();
  resetFinder();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  resetAppState();
});

function renderDetail(path: string) {
  return renderRoutes(
    [
      {
        path: '/medi-finder/pharmacies/:id?',
        element: (
          <>
            <PharmaciesPage />
            <LocationProbe />
          </>
        ),
      },
      { path: '/medi-finder/diagnostic-centres/:id?', element: <DiagnosticCentresPage /> },
    ],
    path,
  );
}

describe('a pharmacy', () => {
  it('shows everything about it: marks, call and directions, the week Monday first with today, services, map', async () => {
    answer = () =>
      Promise.resolve(
        jsonResponse(
          pharmacyRecord({
            pharmacy_id: ID,
            pharmacy_name: 'Kariakoo Pharmacy',
            active_subscription: { is_active: 1 },
            opening_hours: WEEKDAYS_8_TO_22,
            rating: 4.3,
            rating_count: 12,
            services: ['prescriptions', 'malaria_rapid_test', 'mobile_money'],
          }),
        ),
      );
    renderDetail(`/medi-finder/pharmacies/${ID}`);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Kariakoo Pharmacy');
    expect(fetchMock.mock.calls.some(([input]) => String(input) === `/api/v1/md/pharmacies/${ID}`)).toBe(
      true,
    );
    expect(document.title).toBe('Kariakoo Pharmacy · Sherehe');

    expect(screen.getByText('Verified')).toBeTruthy();
    expect(screen.getByText('Open now')).toBeTruthy();
    expect(screen.getByText('Rated 4.3 out of 5 by 12 people')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Call +255 754 123 456' }).getAttribute('href')).toBe(
      'tel:+255754123456',
    );
    expect(
      screen
        .getByRole('link', { name: 'Directions to Kariakoo Pharmacy (OpenStreetMap, opens in a new tab)' })
        .getAttribute('href'),
    ).toBe('https://www.openstreetmap.org/directions?to=-6.819%2C39.274');
    expect(screen.getByText('Kariakoo, Dar es Salaam')).toBeTruthy();

    const week = screen.getByRole('table', { name: 'Opening hours' });
    const rows = within(week).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'MondayToday08:00–22:00',
      'Tuesday08:00–22:00',
      'Wednesday08:00–22:00',
      'Thursday08:00–22:00',
      'Friday08:00–22:00',
      'Saturday08:00–22:00',
      'SundayClosed',
    ]);
    expect(rows[0]?.getAttribute('aria-current')).toBe('date');
    expect(screen.getByText('Tanzanian time (EAT)')).toBeTruthy();

    const services = screen.getByRole('region', { name: 'Services' });
    expect(
      within(services)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Prescriptions', 'Malaria rapid test', 'Mobile money payments']);
    expect(await screen.findByText('Marker: Kariakoo Pharmacy at -6.819,39.274')).toBeTruthy();

    await userEvent.click(screen.getByRole('link', { name: 'Pharmacies' }));
    expect(screen.getByTestId('location').textContent).toBe('/medi-finder/pharmacies');
  });

  it('says a place that is not public is not listed (404), and never asks about an address that is no id', async () => {
    answer = () => Promise.resolve(refusalResponse(404, 'not_found', 'finder.place_not_found'));
    renderDetail(`/medi-finder/pharmacies/${ID}`);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('This place is not listed');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    cleanup();

    fetchMock.mockClear();
    renderDetail('/medi-finder/pharmacies/not-an-id');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('This place is not listed');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('offers another try when it could not be loaded', async () => {
    answer = () => Promise.reject(new TypeError('Failed to fetch'));
    renderDetail(`/medi-finder/pharmacies/${ID}`);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(
      'We could not load this place',
    );
    answer = () =>
      Promise.resolve(jsonResponse(pharmacyRecord({ pharmacy_id: ID, pharmacy_name: 'Back Again' })));
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Back Again');
  });
});

describe('a diagnostic centre', () => {
  it('lists its tests by name, in Swahili too, with the back link to its tab', async () => {
    await i18next.changeLanguage('sw');
    answer = () =>
      Promise.resolve(
        jsonResponse(
          centreRecord({ center_id: ID, center_name: 'Msimbazi Diagnostic Centre', tests: ['x_ray', 'hiv'] }),
        ),
      );
    renderDetail(`/medi-finder/diagnostic-centres/${ID}`);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Msimbazi Diagnostic Centre');
    expect(
      fetchMock.mock.calls.some(([input]) => String(input) === `/api/v1/md/diagnostic-centers/${ID}`),
    ).toBe(true);
    const tests = screen.getByRole('region', { name: 'Vipimo' });
    expect(
      within(tests)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['X-ray', 'Kipimo cha VVU']);
    expect(screen.getByText('Imethibitishwa')).toBeTruthy();
    expect(
      within(screen.getByRole('table', { name: 'Saa za kufungua' })).getAllByRole('row')[0]?.textContent,
    ).toBe('JumatatuLeoWazi saa 24');
    expect(screen.getByRole('link', { name: 'Vituo vya uchunguzi' }).getAttribute('href')).toBe(
      '/medi-finder/diagnostic-centres',
    );
  });
});

describe('rating a place', () => {
  it('asks a visitor who is not signed in to log in, and comes back here after', async () => {
    answer = () => Promise.resolve(jsonResponse(pharmacyRecord({ pharmacy_id: ID })));
    renderDetail(`/medi-finder/pharmacies/${ID}`);
    const link = await screen.findByRole('link', { name: 'Log in to rate this place' });
    expect(link.getAttribute('href')).toBe(
      `/event-planners/login?next=${encodeURIComponent(`/medi-finder/pharmacies/${ID}`)}`,
    );
  });

  it('shows the visitor’s own stars, saves a new rating and shows the new average at once', async () => {
    useSession.getState().setUser({ userRole: 'user', name: 'Neema' });
    const puts: unknown[] = [];
    answer = async (url) => {
      if (url.pathname === `/api/v1/md/places/${ID}/rating`) {
        const call = fetchMock.mock.calls.at(-1);
        const init = call?.[1] as RequestInit | undefined;
        if (init?.method === 'PUT') {
          puts.push(JSON.parse(String(init.body)));
          return jsonResponse({ rating: 4.5, rating_count: 2, stars: 5 });
        }
        return jsonResponse({ stars: 4 });
      }
      return jsonResponse(pharmacyRecord({ pharmacy_id: ID, rating: 4, rating_count: 1 }));
    };
    renderDetail(`/medi-finder/pharmacies/${ID}`);
    const rating = await screen.findByRole('group', { name: 'Your rating' });
    await vi.waitFor(() =>
      expect(within(rating).getByRole('radio', { name: '4 out of 5 stars' })).toHaveProperty('checked', true),
    );
    await userEvent.click(within(rating).getByText('5 out of 5 stars'));
    expect(await screen.findByText('Thank you! You gave 5 stars.')).toBeTruthy();
    expect(puts).toEqual([{ stars: 5 }]);
    expect(within(rating).getByRole('radio', { name: '5 out of 5 stars' })).toHaveProperty('checked', true);
    expect(screen.getByText('4.5 (2)')).toBeTruthy();
  });

  it('tells an owner they cannot rate their own place', async () => {
    useSession.getState().setUser({ userRole: 'vendor', name: 'Owner' });
    answer = async (url) => {
      if (url.pathname.endsWith('/rating')) {
        const init = fetchMock.mock.calls.at(-1)?.[1] as RequestInit | undefined;
        if (init?.method === 'PUT') {
          return refusalResponse(403, 'forbidden', 'finder.own_place_rating');
        }
        return jsonResponse({ stars: null });
      }
      return jsonResponse(pharmacyRecord({ pharmacy_id: ID }));
    };
    renderDetail(`/medi-finder/pharmacies/${ID}`);
    const rating = await screen.findByRole('group', { name: 'Your rating' });
    await vi.waitFor(() => expect(rating.hasAttribute('disabled')).toBe(false));
    await userEvent.click(within(rating).getByText('3 out of 5 stars'));
    expect((await screen.findByRole('alert')).textContent).toBe('You cannot rate your own place.');
  });
});
